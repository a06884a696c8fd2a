import { queryOptions, skipToken, type SkipToken } from '@tanstack/react-query';
import { getDataImportStatus, getProfile, getPublicProfile } from './accounts';
import { getActivityStats, getLongTermInterests, getOwnInterests, getShortTermInterests, getStreamGraph } from './interests';
import { getPapers } from './papers';
import { getSavedTweets } from './tweets';
import { pollEvery } from '@/config/polling';

/**
 * Query options for server data that several features read (the dashboard, My account, the charts).
 * One key per resource, so a write anywhere refreshes every screen that shows it. Interest keys all
 * start with 'interests': invalidating that prefix refreshes every interest view.
 */
export const sharedKeys = {
  profile: () => ['profile'] as const,
  importStatus: () => ['accounts', 'data-import-status'] as const,
  publicProfile: (userId: number) => ['public-profile', userId] as const,
  /** no user to name: null is no user's id, so this key never stands for a real profile */
  noPublicProfile: () => ['public-profile', null] as const,
  interests: () => ['interests'] as const,
  longTermInterests: (userId: number) => ['interests', 'long-term', 'user', userId] as const,
  shortTermInterests: (userId: number) => ['interests', 'short-term', 'user', userId] as const,
  streamGraph: (userId: number) => ['interests', 'stream-graph', 'user', userId] as const,
  activityStats: (userId: number) => ['activity-stats', 'user', userId] as const,
  ownInterests: () => ['interests', 'own'] as const,
  savedTweets: () => ['tweets'] as const,
  papers: () => ['papers', 'list'] as const,
};

/** The caller's profile; its counts change through other screens, so it is read fresh on every visit. */
export const profileQuery = () => queryOptions({ queryKey: sharedKeys.profile(), queryFn: ({ signal }) => getProfile(signal), staleTime: 0 });

/** Whether the server is still importing the caller's data (GET data-import-status/); read fresh every time. */
export const importStatusQuery = () =>
  queryOptions({ queryKey: sharedKeys.importStatus(), queryFn: ({ signal }) => getDataImportStatus(signal), staleTime: 0, gcTime: 0 });

/** Another user's public profile (GET /api/accounts/public-profile/{id}/): the name a page shows; `skipToken` when there is no one to name (nothing is asked). */
export const publicProfileQuery = (userId: number | SkipToken) =>
  queryOptions({
    queryKey: userId === skipToken ? sharedKeys.noPublicProfile() : sharedKeys.publicProfile(userId),
    queryFn: userId === skipToken ? skipToken : ({ signal }) => getPublicProfile(userId, signal),
  });

/** A user's long-term interests (GET /api/interests/long-term/user/{id}/). */
export const longTermInterestsQuery = (userId: number) =>
  queryOptions({ queryKey: sharedKeys.longTermInterests(userId), queryFn: ({ signal }) => getLongTermInterests(userId, signal) });

/** A user's at most 5 recent interests (GET /api/interests/short-term/user/{id}/). */
export const shortTermInterestsQuery = (userId: number) =>
  queryOptions({ queryKey: sharedKeys.shortTermInterests(userId), queryFn: ({ signal }) => getShortTermInterests(userId, signal) });

/** A user's keyword weights per month and per year (GET /api/interests/stream-graph/user/{id}/). */
export const streamGraphQuery = (userId: number) =>
  queryOptions({ queryKey: sharedKeys.streamGraph(userId), queryFn: ({ signal }) => getStreamGraph(userId, signal) });

/** A user's paper and tweet counts; paper writes change them, so they are read fresh on every visit. */
export const activityStatsQuery = (userId: number) =>
  queryOptions({ queryKey: sharedKeys.activityStats(userId), queryFn: ({ signal }) => getActivityStats(userId, signal), staleTime: 0 });

/**
 * Every interest of the caller (GET /api/interests/long-term/, no 15-item cap): what Manage Interests
 * lists, and so what the dashboard counts.
 */
export const ownInterestsQuery = () => queryOptions({ queryKey: sharedKeys.ownInterests(), queryFn: ({ signal }) => getOwnInterests(signal) });

/**
 * The caller's stored tweets (GET /api/interests/tweets/: imported timeline rows and saved
 * recommendations): Tweets & People lists the saved ones, an interest's details the texts behind its
 * tweet ids. One cache entry for both; saving or removing a tweet invalidates it.
 */
export const savedTweetsQuery = () => queryOptions({ queryKey: sharedKeys.savedTweets(), queryFn: ({ signal }) => getSavedTweets(signal) });

const IMPORT_RUNNING: ReadonlySet<string> = new Set(['fetching', 'extracting', 'waiting']);
/** Whether a live import in this phase is still running (read every second, named as running). */
export const importIsRunning = (phase: string): boolean => IMPORT_RUNNING.has(phase);
/** How long an answer about the live import is fresh: readers that mount within it share it. */
const IMPORT_PROGRESS_FRESH_MS = 1000;

/**
 * The live import's progress (standalone build: the waiting screen, My account, the shell's notice, the
 * Interest Overview), read every second while it runs. An answer is fresh for a second
 * (IMPORT_PROGRESS_FRESH_MS): a reader that mounts just after another (a page's route loading after the
 * shell's notice) uses it instead of asking again; a change invalidates it as before.
 */
export function importProgressQuery() {
  return queryOptions({
    queryKey: ['standalone', 'import'] as const,
    queryFn: async ({ signal }) => (await import('./standalone-import')).getImportProgress(signal),
    refetchInterval: (query) => (query.state.status !== 'error' && (!query.state.data || importIsRunning(query.state.data.phase)) ? pollEvery.liveImportMs : false),
    staleTime: IMPORT_PROGRESS_FRESH_MS,
    gcTime: 0,
  });
}
/**
 * The caller's papers (GET /api/interests/papers/): My Publications lists them, and Your data (My
 * account) compares them before and after fetching. Paper keys all start with 'papers'.
 */
export const papersQuery = () => queryOptions({ queryKey: sharedKeys.papers(), queryFn: ({ signal }) => getPapers(signal) });
