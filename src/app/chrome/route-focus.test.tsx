import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from '@/app/router';
import { signedInRoutes } from '@/app/signed-in-routes';
import { setUpRouteTests, stubInterests } from '@/test/route-test-support';
import { renderRoute } from '@/test/render-route';
import { documentTitle } from './page-title';

setUpRouteTests();

const DEMO = 'demo@example.org';

describe('document titles', () => {
  it.each([
    ['/auth/login', 'Login'],
    ['/auth/register', 'Register'],
    ['/auth/demo', 'Demo'],
    ['/app/redirect', 'Fetching your data'],
    ['/app/index', 'Dashboard'],
    ['/app/user-profile', 'My account'],
    ['/app/profile/7', 'User Account Details'],
    ['/app/cloud-chart/7', 'Interest Overview'],
    ['/app/pie-chart/7', 'Recent Interests'],
    ['/app/bar-chart/7', 'Activities'],
    ['/app/concept-chart/7', 'Potential Interests'],
    ['/app/stream-chart/7', 'Interest Trends'],
    ['/app/how-it-works/7', 'How does it work?'],
    ['/app/view-paper', 'My Publications'],
    ['/app/add-paper', 'Add Publication'],
    ['/app/edit-paper/3', 'Edit Publication'],
    ['/app/keyword', 'Manage Interests'],
    ['/app/Keyword', 'Manage Interests'],
    ['/app/blacklisted-keywords', 'Blacklisted Keywords'],
    ['/app/topicbar', 'Topic Trends'],
    ['/app/topicscompare', 'Topic Overview'],
    ['/app/topicsrecommend', 'Publications'],
    ['/app/topicsresearch', 'Compare Conference'],
    ['/app/topicsauthors', 'Compare Researcher'],
    ['/recommendation/twitter-scanner/7', 'Tweets & People'],
  ])('%s is titled "%s · RIMA"', (path, title) => {
    // the whole table: the public routes with the signed-in part patched into the root route
    const table: RouteObject[] = [{ path: '/', children: [...routes.flatMap((root) => root.children ?? []), ...signedInRoutes] }];
    const matches = matchRoutes(table, path) ?? [];
    expect(documentTitle(matches.map((match) => ({ handle: match.route.handle as unknown })))).toBe(`${title} · RIMA`);
  });

  it('sets the title of the page that is shown, and follows navigation', async () => {
    stubInterests(3);
    const { user } = renderRoute('/app/index', { user: DEMO });
    await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' });
    await waitFor(() => expect(document.title).toBe('Dashboard · RIMA'));
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My Publications' }));
    await waitFor(() => expect(document.title).toBe('My Publications · RIMA'));
  });
});

describe('focus after a route change', () => {
  it('moves to the new page heading when a link is followed', async () => {
    stubInterests(3);
    const { user } = renderRoute('/app/index', { user: DEMO });
    await screen.findByRole('heading', { name: 'Welcome, Lena Hoffmann' });
    // the first page of a visit leaves focus where the browser starts
    expect(document.body).toHaveFocus();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Add Publication' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Add Publication' })).toHaveFocus());
  });

  it('lands on the heading of the first page after sign-in', async () => {
    const { user } = renderRoute('/auth/login');
    await user.type(await screen.findByLabelText('Email'), DEMO);
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Interest Overview' })).toHaveFocus(), { timeout: 8000 });
    expect(document.title).toBe('Interest Overview · RIMA');
  });

  it('moves focus to main from the skip link on the public pages', async () => {
    const { user } = renderRoute('/auth/login');
    await screen.findByRole('heading', { name: 'Login' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
