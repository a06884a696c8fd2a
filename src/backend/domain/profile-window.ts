import { PROFILE_YEARS } from '@/config/profile-window';

export { PROFILE_YEARS };

/**
 * THE rule of which papers an interest profile is computed from, for seeded and live accounts alike:
 * the papers of the last six years, the current year included (as RIMA's server imports them).
 * Seeded accounts import only those (domain/importer.ts); live accounts store every paper Semantic
 * Scholar lists (those without a year too) and the computation (domain/compute.ts) reads only these.
 * A paper without a year is outside the window. The number of years is in config/profile-window.ts,
 * where the screens that explain the profile read it too.
 */

/** True when a paper of `year` counts for the profile at `now` (ms); never for a paper without a year. */
export function inProfileWindow(year: number | null, now: number): year is number {
  if (year === null) return false;
  const currentYear = new Date(now).getUTCFullYear();
  return year > currentYear - PROFILE_YEARS && year <= currentYear;
}
