/**
 * A backend's work under way, by user (each database has one, `db.runs`): the live imports
 * (pipeline/live-import.ts: how to stop each), the refreshes of live accounts (live-refresh.ts: their
 * outcome and how to stop them) and the digests' checks (digest.ts). In memory: a reload ends them,
 * and the stored state says where each one was. A test's fresh backend has none running, whatever a
 * run of an earlier test left under the same user id.
 */
export class Runs {
  /** the live imports running, by user: how to stop them */
  readonly imports = new Map<number, AbortController>();
  /** the refreshes running, by user: their outcome, and how to stop them (Cancel) */
  readonly refreshes = new Map<number, { task: Promise<string>; controller: AbortController }>();
  /** the digests' background checks running, by user */
  readonly digestChecks = new Map<number, Promise<void>>();
}
