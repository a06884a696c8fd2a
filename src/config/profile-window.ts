/**
 * How many years of papers an interest profile is computed from, the current year included: the
 * built-in backend's one rule (backend/domain/profile-window.ts, as RIMA's server imports them), and what
 * every screen that explains the profile states (How does it work? step 2, Interest Trends).
 * Activities keeps the specification's five years (ACTIVITY_YEARS).
 */
export const PROFILE_YEARS = 6;
