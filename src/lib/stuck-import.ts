import { env } from '@/config/env';

/**
 * Server imports the researcher went on from (a RIMA server): the wait screen lets them go to the
 * profile at once, and every signed-in page names the import as still running and polls its status
 * in the background (features/auth/components/server-import-notice.tsx), until the server says it
 * is done. Some servers never clear `data_being_loaded` (ARCHITECTURE: never block the app on it), so
 * later sign-ins on the same server go straight on too. Kept in localStorage (a logout keeps it: it
 * describes the account on that server, not the session), keyed by the server's origin and the user
 * id, with the time the import was first seen running. A finished import forgets it.
 */
export const STUCK_IMPORT_PREFIX = 'rima-stuck-import';

/** After this long an import is past what a server's import takes: its status is asked less often. */
export const STUCK_AFTER_MS = 3 * 60 * 1000;

function key(userId: number): string {
  return `${STUCK_IMPORT_PREFIX}:${env.apiUrl}:${userId}`;
}

export const stuckImport = {
  /** when the import was first seen running, or null if no import is known to run for this account */
  since(userId: number): Date | null {
    try {
      const value = Number(localStorage.getItem(key(userId)));
      return Number.isFinite(value) && value > 0 ? new Date(value) : null;
    } catch {
      return null;
    }
  },
  /** The import was seen running at `since`: the pages name it and later sign-ins go straight on (an earlier time is kept). */
  remember(userId: number, since: Date): void {
    if (stuckImport.since(userId) !== null) return;
    try {
      localStorage.setItem(key(userId), String(since.getTime()));
    } catch {
      // storage full or refused: the next sign-in opens the wait screen again (which lets them go on at once)
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
