import { act, renderHook } from '@testing-library/react';
import { session } from './session';
import { storeViewedIdFromPath, useIsViewingOwn, useSessionIds, viewedIdFromPath } from './viewing';

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
    ['/app/edit-paper/7', null],
    ['/app/profile/abc', null],
    ['/app/profile/0', null],
    ['/app/index', null],
    ['/recommendation/twitter-scanner/7', null],
  ])('%s -> %s', (path, expected) => {
    expect(viewedIdFromPath(path)).toBe(expected);
  });
});

describe('storeViewedIdFromPath', () => {
  it('stores the route user as the viewed one and keeps the own id', () => {
    storeViewedIdFromPath('/app/profile/7');
    expect(localStorage.getItem('userId')).toBe('7');
    expect(localStorage.getItem('mId')).toBe('1');
    storeViewedIdFromPath('/app/view-paper');
    expect(localStorage.getItem('userId')).toBe('7');
    storeViewedIdFromPath('/app/cloud-chart/1');
    expect(localStorage.getItem('userId')).toBe('1');
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
