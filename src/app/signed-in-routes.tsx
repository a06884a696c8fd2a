import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { wordsFor, type Words } from '@/config/words';
import { session } from '@/lib/session';
import { FeatureOutlet } from './chrome/feature-outlet';
import type { RouteHandle } from './chrome/page-title';
import { title, withPageErrors } from './route-helpers';

/** A page title in the build's words ("Tweets & People" / "Posts & People"); signed-in pages only load them. */
function titleIn(text: (words: Words) => string): RouteHandle {
  return { titleIn: (standalone) => text(wordsFor(standalone)) };
}

/** Unknown paths under /app go to the pie chart of the viewed user (the spec's /app/PieChartPage). */
function AppFallback() {
  const id = session.getViewedId() ?? session.getOwnId();
  return <Navigate to={id === null ? paths.login : paths.pieChart(id)} replace />;
}

/**
 * The signed-in part of the route table (/app/redirect, /app/*, /recommendation/*): patched into the
 * root route by `patchRoutesOnNavigation` (router.tsx) on the first signed-in address, so the public
 * pages do not load it. Same conventions as the rest of the table.
 */
export const signedInRoutes: RouteObject[] = [
  {
    id: 'app-redirect',
    path: 'app/redirect',
    lazy: () => import('./layouts/bare-layout'),
    children: withPageErrors([{ index: true, handle: title('Fetching your data'), lazy: () => import('@/features/auth/pages/redirect-page') }]),
  },
  {
    id: 'app',
    path: 'app',
    lazy: () => import('./layouts/app-layout'),
    children: withPageErrors([
      { path: 'index', handle: title('Dashboard'), lazy: () => import('@/features/dashboard/pages/dashboard-page') },
      { path: 'user-profile', handle: title('My account'), lazy: () => import('@/features/account/pages/user-profile-page') },
      { path: 'profile/:id', handle: title('User Account Details'), lazy: () => import('@/features/similarity/pages/compare-page') },
      { path: 'cloud-chart/:id', handle: title('Interest Overview'), lazy: () => import('./routes/cloud-chart-page') },
      { path: 'pie-chart/:id', handle: title('Recent Interests'), lazy: () => import('@/features/visualizations/pages/pie-chart-page') },
      { path: 'bar-chart/:id', handle: title('Activities'), lazy: () => import('@/features/visualizations/pages/bar-chart-page') },
      { path: 'concept-chart/:id', handle: title('Potential Interests'), lazy: () => import('@/app/routes/concept-chart-page') },
      { path: 'stream-chart/:id', handle: title('Interest Trends'), lazy: () => import('@/features/visualizations/pages/stream-chart-page') },
      { path: 'how-it-works/:id', handle: title('How does it work?'), lazy: () => import('@/features/visualizations/pages/how-it-works-page') },
      { path: 'view-paper', handle: title('My Publications'), lazy: () => import('@/features/papers/pages/view-papers-page') },
      { path: 'add-paper', handle: title('Add Publication'), lazy: () => import('@/features/papers/pages/add-paper-page') },
      { path: 'edit-paper/:id', handle: title('Edit Publication'), lazy: () => import('@/features/papers/pages/edit-paper-page') },
      { path: 'keyword', handle: title('Manage Interests'), lazy: () => import('@/features/interests/pages/keyword-page') },
      { path: 'Keyword', handle: title('Manage Interests'), lazy: () => import('@/features/interests/pages/keyword-page') },
      { path: 'blacklisted-keywords', handle: title('Blacklisted Keywords'), lazy: () => import('@/features/interests/pages/blacklist-page') },
      {
        // the conference pages: one sentence instead, once this server is found to lack them
        element: <FeatureOutlet feature="conference" />,
        children: [
          { path: 'topicform', handle: title('Topic Form'), lazy: () => import('@/features/conference/pages/topic-form-page') },
          { path: 'topicbar', handle: title('Topic Trends'), lazy: () => import('@/features/conference/pages/topic-bar-page') },
          { path: 'topicscompare', handle: title('Topic Overview'), lazy: () => import('@/features/conference/pages/topics-compare-page') },
          { path: 'topicsrecommend', handle: title('Publications'), lazy: () => import('@/features/conference/pages/topics-recommend-page') },
          { path: 'topicsresearch', handle: title('Compare Conference'), lazy: () => import('@/features/conference/pages/topics-research-page') },
          { path: 'topicsauthors', handle: title('Compare Researcher'), lazy: () => import('@/features/conference/pages/topics-authors-page') },
        ],
      },
      { path: '*', element: <AppFallback /> },
    ]),
  },
  {
    id: 'recommendation',
    path: 'recommendation',
    // the same guarded layout and chrome as /app/*
    lazy: () => import('./layouts/app-layout'),
    children: withPageErrors([
      {
        element: <FeatureOutlet feature="tweets" />,
        children: [
          { path: 'twitter-scanner/:id', handle: titleIn((words) => words.network.peoplePage), lazy: () => import('@/features/recommendations/pages/twitter-scanner-page') },
        ],
      },
      {
        element: <FeatureOutlet feature="publicationRecommendations" />,
        children: [{ path: 'publications', handle: title('Recommended Papers'), lazy: () => import('@/features/publications/pages/publications-page') }],
      },
      { path: 'new-for-you', handle: title('New for you'), lazy: () => import('@/features/publications/pages/digest-page') },
      { path: 'following', handle: title('Following'), lazy: () => import('@/features/publications/pages/following-page') },
      { path: '*', element: <AppFallback /> },
    ]),
  },
];
