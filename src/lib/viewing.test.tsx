import { act, renderHook, screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-support';
import { session } from './session';
import { isOwnDataPath, storeViewedIdFromPath, useIsViewingOwn, useSessionIds, viewedIdFromPath } from './viewing';
import { db } from '@/backend/node';

setUpRouteTests();

beforeEach(() => {
  localStorage.clear();
  session.start({ token: 't', firstName: 'Lena', lastName: 'Hoffmann', id: 1 });
});

describe('viewedIdFromPath', () => {
  it.each([
    ['/app/profile/7', 7],
    ['/app/cloud-chart/7', 7],
    ['/app/pie-chart/7/', 7],
    ['/app/bar-chart/12', 12],
    ['/app/concept-chart/3', 3],
    ['/app/stream-chart/3', 3],
    ['/app/how-it-works/5', 5],
    ['/app/edit-paper/7', null],
    ['/app/profile/abc', null],
    ['/app/profile/0', null],
    ['/app/index', null],
    ['/recommendation/twitter-scanner/7', null],
    ['/rima/app/profile/7', 7],
  ])('%s -> %s', (path, expected) => {
    expect(viewedIdFromPath(path)).toBe(expected);
  });
});

describe('isOwnDataPath', () => {
  it.each([
    ['/app/index', true],
    ['/app/user-profile', true],
    ['/app/view-paper', true],
    ['/app/add-paper/', true],
    ['/app/edit-paper/3', true],
    ['/app/keyword', true],
    ['/app/Keyword', true],
    ['/app/blacklisted-keywords', true],
    ['/recommendation/twitter-scanner/1', true],
    ['/recommendation/publications', true],
    ['/recommendation/new-for-you/', true],
    ['/recommendation/following', true],
    ['/rima/app/view-paper', true],
    ['/rima/recommendation/following', true],
    ['/app/profile/7', false],
    ['/app/cloud-chart/7', false],
    ['/app/topicbar', false],
    ['/app/keywords-of-someone', false],
  ])('%s -> %s', (path, expected) => {
    expect(isOwnDataPath(path)).toBe(expected);
  });
});

describe('storeViewedIdFromPath', () => {
  it('stores the route user as the viewed one and keeps the own id', () => {
    storeViewedIdFromPath('/app/profile/7');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(localStorage.getItem('mId')).toBe('1');
    storeViewedIdFromPath('/app/topicbar');
    expect(localStorage.getItem('userId')).toBe('7');
    storeViewedIdFromPath('/app/cloud-chart/1');
    expect(localStorage.getItem('userId')).toBe('1');
  });

  it('returns to the own id on a page of the own data only', () => {
    storeViewedIdFromPath('/app/profile/7');
    storeViewedIdFromPath('/app/view-paper');
    expect(localStorage.getItem('userId')).toBe('1');
    expect(localStorage.getItem('mId')).toBe('1');
  });
});

describe('own-data pages opened while another researcher is viewed', () => {
  // (route, heading): each shows the signed-in user's own data, so viewing mode ends on arrival
  it.each([
    ['/app/index', 'Welcome, Lena Hoffmann'],
    ['/app/user-profile', 'My account'],
    ['/app/view-paper', 'My Publications'],
    ['/app/add-paper', 'Add Publication'],
    ['/app/edit-paper/1', 'Edit Publication'],
    ['/app/keyword', 'Manage Interests'],
    ['/app/blacklisted-keywords', 'Blacklisted Keywords'],
    ['/recommendation/twitter-scanner/{own}', 'Tweets & People'],
    ['/recommendation/publications', 'Recommended Papers'],
    ['/recommendation/new-for-you', 'New for you'],
    ['/recommendation/following', 'Following'],
  ])('%s shows the own data without the viewing notice and the sidebar leaves viewing mode', async (route, heading) => {
    const own = db.sessionFor('demo@example.org').user.id;
    const other = db.sessionFor('mateo.alvarez@example.org').user.id;
    renderRoute(route.replace('{own}', String(own)), { user: 'demo@example.org', viewing: other });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(localStorage.getItem('userId')).toBe(String(own));
    expect(screen.queryByText(/viewing another user/i)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: 'Return To My Account' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: 'Data Management' })).toBeInTheDocument();
  });
});

describe('useIsViewingOwn and useSessionIds', () => {
  it('follow the stored ids', () => {
    const own = renderHook(() => useIsViewingOwn());
    const ids = renderHook(() => useSessionIds());
    expect(own.result.current).toBe(true);
    act(() => session.setViewedId(7));
    expect(own.result.current).toBe(false);
    expect(ids.result.current).toEqual({ ownId: 1, viewedId: 7, viewingOwn: false });
    act(() => session.setViewedId(1));
    expect(own.result.current).toBe(true);
  });

  it('is false when nobody is signed in', () => {
    localStorage.clear();
    const { result } = renderHook(() => useIsViewingOwn());
    expect(result.current).toBe(false);
  });
});
