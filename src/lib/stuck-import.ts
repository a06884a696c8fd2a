import { env } from '@/config/env';

/**
 * Accounts whose import never ends on their server: some RIMA servers never clear
 * `data_being_loaded` (ARCHITECTURE: never block the app on it). Once the waiting screen has timed
 * out for an account, later sign-ins on the same server go straight on; My account says that the
 * server still reports the import. Kept in localStorage (a logout keeps it: it describes the account
 * on that server, not the session), keyed by the server's origin and the user id, with the time the
 * first timed-out wait began. A finished import forgets it.
 */
export const STUCK_IMPORT_PREFIX = 'rima-stuck-import';

function key(userId: number): string {
  return `${STUCK_IMPORT_PREFIX}:${env.apiUrl}:${userId}`;
}

export const stuckImport = {
  /** when the first wait that timed out began, or null if this account's import is not known stuck */
  since(userId: number): Date | null {
    try {
      const value = Number(localStorage.getItem(key(userId)));
      return Number.isFinite(value) && value > 0 ? new Date(value) : null;
    } catch {
      return null;
    }
  },
  /** The wait that began at `since` timed out: later sign-ins go straight on (an earlier time is kept). */
  remember(userId: number, since: Date): void {
    if (stuckImport.since(userId) !== null) return;
    try {
      localStorage.setItem(key(userId), String(since.getTime()));
    } catch {
      // storage full or refused: the next sign-in waits again
    }
  },
  /** The server said the import is done: the next import is waited for again. */
  forget(userId: number): void {
    try {
      localStorage.removeItem(key(userId));
    } catch {
      // nothing stored
    }
  },
};
