import { parseId } from './id';
import { STUCK_IMPORT_PREFIX } from './stuck-import';

/**
 * The browser session, kept in localStorage under the spec's exact keys:
 * accessToken, name, lastname, userId (the user being viewed), mId (the logged-in user).
 */
export const SESSION_KEYS = {
  token: 'accessToken',
  name: 'name',
  lastname: 'lastname',
  userId: 'userId',
  mId: 'mId',
} as const;

/** What the login page says after the server rejected the stored token (401). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** Set when the server rejected the stored token; the login page then says why the user is there. */
const SESSION_ENDED_KEY = 'sessionEnded';

/** localStorage keys of the built-in backend start with this; logout keeps them. */
export const DEMO_STORAGE_PREFIX = 'rima-demo-backend';

/** Keys a logout keeps: the built-in backend's store, and what was learned about accounts on a server (lib/stuck-import.ts). */
const KEPT_PREFIXES = [DEMO_STORAGE_PREFIX, STUCK_IMPORT_PREFIX];

const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

export type SessionUser = { token: string; firstName: string; lastName: string; id: number };

export const session = {
  getToken(): string | null {
    const token = localStorage.getItem(SESSION_KEYS.token);
    return token && token !== 'null' && token !== 'undefined' ? token : null;
  },
  /** id of the logged-in user (mId) */
  getOwnId(): number | null {
    return parseId(localStorage.getItem(SESSION_KEYS.mId));
  },
  /** id of the user whose data is viewed (userId) */
  getViewedId(): number | null {
    return parseId(localStorage.getItem(SESSION_KEYS.userId));
  },
  getName(): { firstName: string; lastName: string } {
    return {
      firstName: localStorage.getItem(SESSION_KEYS.name) ?? '',
      lastName: localStorage.getItem(SESSION_KEYS.lastname) ?? '',
    };
  },
  isViewingOwn(): boolean {
    const own = session.getOwnId();
    const viewed = session.getViewedId();
    return own !== null && (viewed === null || viewed === own);
  },
  start(user: SessionUser) {
    localStorage.removeItem(SESSION_ENDED_KEY);
    localStorage.setItem(SESSION_KEYS.token, user.token);
    localStorage.setItem(SESSION_KEYS.name, user.firstName);
    localStorage.setItem(SESSION_KEYS.lastname, user.lastName);
    localStorage.setItem(SESSION_KEYS.userId, String(user.id));
    localStorage.setItem(SESSION_KEYS.mId, String(user.id));
    notify();
  },
  setName(firstName: string, lastName: string) {
    localStorage.setItem(SESSION_KEYS.name, firstName);
    localStorage.setItem(SESSION_KEYS.lastname, lastName);
    notify();
  },
  setViewedId(id: number) {
    localStorage.setItem(SESSION_KEYS.userId, String(id));
    notify();
  },
  /**
   * Logout: the spec clears all of local storage. The exceptions (KEPT_PREFIXES) are the demo
   * backend's own store (it stands for the server's database, not the session) and the accounts whose
   * import a server never finishes (so that their next sign-in does not wait again).
   */
  clear() {
    removeSessionKeys();
    notify();
  },
  /**
   * The server rejected the stored token (401): the session keys go as at logout (the demo data
   * stays), and the login page is told so that it can say why.
   */
  end() {
    removeSessionKeys();
    localStorage.setItem(SESSION_ENDED_KEY, '1');
    notify();
  },
  /** whether the last session was ended by the server rather than by the user */
  hasEnded(): boolean {
    return localStorage.getItem(SESSION_ENDED_KEY) === '1';
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function removeSessionKeys() {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
    (key): key is string => key !== null && !KEPT_PREFIXES.some((prefix) => key.startsWith(prefix)),
  );
  keys.forEach((key) => localStorage.removeItem(key));
}

