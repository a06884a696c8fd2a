import { useSyncExternalStore } from 'react';
import { session } from './session';
import { parseId } from './id';

/**
 * Routes whose `:id` names the user being viewed (spec 2 and 4): the comparison page, the five
 * chart pages and How does it work?. Opening one stores that id as the viewed user (`userId`);
 * `mId` never changes.
 * (Matched at the end of the pathname: a loader's request URL keeps the deployment's base path.)
 */
const VIEWED_USER_ROUTE = /\/app\/(?:profile|cloud-chart|pie-chart|bar-chart|concept-chart|stream-chart|how-it-works)\/(\d+)\/?$/;

/**
 * Routes that only ever show the signed-in user's own data: the dashboard, the account, papers,
 * keywords, blacklist and every page of My Recommendations (Tweets & People, Recommended Papers, New
 * for you, Following, all under /recommendation/). Opening one leaves viewing mode, so no page shows
 * the own data with the sidebar's "Return To My Account". The conference pages show no user's data
 * and keep the viewed user.
 */
const OWN_DATA_ROUTE =
  /\/(?:app\/(?:index|user-profile|view-paper|add-paper|edit-paper\/[^/]+|keyword|blacklisted-keywords)|recommendation\/[^/]+(?:\/[^/]+)?)\/?$/i;

/** The user id a pathname names as the viewed user, or null when the route names none. */
export function viewedIdFromPath(pathname: string): number | null {
  return parseId(VIEWED_USER_ROUTE.exec(pathname)?.[1]);
}

/** True when the pathname is a page of the signed-in user's own data only. */
export function isOwnDataPath(pathname: string): boolean {
  return OWN_DATA_ROUTE.test(pathname);
}

/**
 * Stores the route's user as the viewed one, and the own id on an own-data route (before the page
 * renders, so the sidebar and every page agree on it).
 */
export function storeViewedIdFromPath(pathname: string): void {
  const id = isOwnDataPath(pathname) ? session.getOwnId() : viewedIdFromPath(pathname);
  if (id !== null && session.getViewedId() !== id) session.setViewedId(id);
}

export type SessionIds = {
  /** the logged-in user (mId) */
  ownId: number | null;
  /** the viewed user (userId, falling back to mId) */
  viewedId: number | null;
  /** true when the viewed user is the logged-in user: management actions are offered only then */
  viewingOwn: boolean;
};

function snapshot(): string {
  return `${session.getOwnId() ?? ''}:${session.getViewedId() ?? ''}`;
}

function parse(value: string): SessionIds {
  const [ownText = '', viewedText = ''] = value.split(':');
  const ownId = ownText === '' ? null : Number(ownText);
  const viewedId = viewedText === '' ? ownId : Number(viewedText);
  return { ownId, viewedId, viewingOwn: ownId !== null && viewedId === ownId };
}

/** Ids of the logged-in and the viewed user; re-renders when either changes. */
export function useSessionIds(): SessionIds {
  const value = useSyncExternalStore(session.subscribe, snapshot, snapshot);
  return parse(value);
}

/** The one "is this my own data" check (spec 4, viewing mode). */
export function useIsViewingOwn(): boolean {
  return useSessionIds().viewingOwn;
}
