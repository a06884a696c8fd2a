import { queryOptions, skipToken } from '@tanstack/react-query';
import { getDigest, getDigestSummary, getFollowedPapers, getFollowing } from './standalone-digest';

/**
 * Query options of "New for you" and Following (built-in backend only), read by the sidebar's count,
 * the digest and Following pages and every Follow button: one key per resource.
 */
export const digestKeys = {
  all: () => ['digest'] as const,
  digest: () => ['digest', 'state'] as const,
  summary: () => ['digest', 'summary'] as const,
  following: () => ['digest', 'following'] as const,
  papersOf: (authorId: string) => ['digest', 'following', 'papers', authorId] as const,
};

/** While a check runs, its summary is read again every 2 s (the sidebar's count follows it). */
export const DIGEST_POLL_MS = 2000;

/**
 * The count, the last check and whether one runs, without the entries: what the sidebar shows and
 * what is polled while a check runs (a few bytes, where the whole digest of 60 scored papers would
 * cost the page a long task at each read). `enabled` false on a RIMA server (no such route).
 */
export const digestSummaryQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: digestKeys.summary(),
    queryFn: enabled ? ({ signal }) => getDigestSummary(signal) : skipToken,
    refetchInterval: (query) => (query.state.data?.checking ? DIGEST_POLL_MS : false),
  });

/** The whole digest state with the entries of 30 days (the digest page; read again when its summary moves). */
export const digestQuery = (enabled: boolean) => queryOptions({ queryKey: digestKeys.digest(), queryFn: enabled ? ({ signal }) => getDigest(signal) : skipToken });

export const followingQuery = (enabled: boolean) => queryOptions({ queryKey: digestKeys.following(), queryFn: enabled ? ({ signal }) => getFollowing(signal) : skipToken });

export const followedPapersQuery = (authorId: string) => queryOptions({ queryKey: digestKeys.papersOf(authorId), queryFn: ({ signal }) => getFollowedPapers(authorId, signal), staleTime: 10 * 60 * 1000 });
