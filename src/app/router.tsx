import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { session } from '@/lib/session';
import { Spinner } from '@/components/ui/spinner';
import { PageErrorBoundary } from './chrome/page-error-boundary';
import { RouteErrorBoundary } from './route-error-boundary';

/** Unknown paths under /app go to the pie chart of the viewed user (the spec's /app/PieChartPage). */
function AppFallback() {
  const id = session.getViewedId() ?? session.getOwnId();
  return <Navigate to={id === null ? paths.login : paths.pieChart(id)} replace />;
}

/**
 * Pages inside a layout sit under a pathless route whose error element renders inside the layout,
 * so a crashing page keeps the chrome (sidebar, top bar, header).
 */
function withPageErrors(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <PageErrorBoundary />, children }];
}

/**
 * The one route table. Every page is a lazy module exporting `Component`; layouts also export the
 * guard `loader` (app, recommendation, bare: token required; auth: token sends to the dashboard).
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <Spinner label="Loading RIMA…" />,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      {
        path: 'auth',
        lazy: () => import('./layouts/auth-layout'),
        children: withPageErrors([
          { path: 'login', lazy: () => import('@/features/auth/pages/login-page') },
          { path: 'register', lazy: () => import('@/features/auth/pages/register-page') },
          { path: 'demo', lazy: () => import('@/features/demo/pages/demo-page') },
          { path: '*', element: <Navigate to={paths.login} replace /> },
        ]),
      },
      {
        path: 'app/redirect',
        lazy: () => import('./layouts/bare-layout'),
        children: withPageErrors([{ index: true, lazy: () => import('@/features/auth/pages/redirect-page') }]),
      },
      {
        path: 'app',
        lazy: () => import('./layouts/app-layout'),
        children: withPageErrors([
          { path: 'index', lazy: () => import('@/features/dashboard/pages/dashboard-page') },
          { path: 'user-profile', lazy: () => import('@/features/account/pages/user-profile-page') },
          { path: 'profile/:id', lazy: () => import('@/features/similarity/pages/compare-page') },
          { path: 'cloud-chart/:id', lazy: () => import('@/features/visualizations/pages/cloud-chart-page') },
          { path: 'pie-chart/:id', lazy: () => import('@/features/visualizations/pages/pie-chart-page') },
          { path: 'bar-chart/:id', lazy: () => import('@/features/visualizations/pages/bar-chart-page') },
          { path: 'concept-chart/:id', lazy: () => import('@/features/visualizations/pages/concept-chart-page') },
          { path: 'stream-chart/:id', lazy: () => import('@/features/visualizations/pages/stream-chart-page') },
          { path: 'view-paper', lazy: () => import('@/features/papers/pages/view-papers-page') },
          { path: 'add-paper', lazy: () => import('@/features/papers/pages/add-paper-page') },
          { path: 'edit-paper/:id', lazy: () => import('@/features/papers/pages/edit-paper-page') },
          { path: 'keyword', lazy: () => import('@/features/interests/pages/keyword-page') },
          { path: 'Keyword', lazy: () => import('@/features/interests/pages/keyword-page') },
          { path: 'blacklisted-keywords', lazy: () => import('@/features/interests/pages/blacklist-page') },
          { path: 'topicform', lazy: () => import('@/features/conference/pages/topic-form-page') },
          { path: 'topicbar', lazy: () => import('@/features/conference/pages/topic-bar-page') },
          { path: 'topicscompare', lazy: () => import('@/features/conference/pages/topics-compare-page') },
          { path: 'topicsrecommend', lazy: () => import('@/features/conference/pages/topics-recommend-page') },
          { path: 'topicsresearch', lazy: () => import('@/features/conference/pages/topics-research-page') },
          { path: 'topicsauthors', lazy: () => import('@/features/conference/pages/topics-authors-page') },
          { path: '*', element: <AppFallback /> },
        ]),
      },
      {
        path: 'recommendation',
        lazy: () => import('./layouts/recommendation-layout'),
        children: withPageErrors([
          { path: 'twitter-scanner/:id', lazy: () => import('@/features/recommendations/pages/twitter-scanner-page') },
          { path: '*', element: <AppFallback /> },
        ]),
      },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];
