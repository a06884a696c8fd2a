/**
 * THE rule of which papers an interest profile is computed from, for seeded and live accounts alike:
 * the papers of the last six years, the current year included (as RIMA's server imports them).
 * Seeded accounts import only those (db/importer.ts); live accounts store every paper Semantic
 * Scholar lists and the computation (db/compute.ts) reads only these.
 */
export const PROFILE_YEARS = 6;

/** True when a paper of `year` counts for the profile at `now` (ms). */
export function inProfileWindow(year: number, now: number): boolean {
  const currentYear = new Date(now).getUTCFullYear();
  return year > currentYear - PROFILE_YEARS && year <= currentYear;
}
