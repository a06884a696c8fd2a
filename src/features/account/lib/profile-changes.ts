import type { ActivityStats, LongTermInterest, Paper } from '@/api/user/schemas';

/** What the refresh loop compares: the papers, which of them the profile uses, and the interests. */
export type ProfileSnapshot = {
  paperIds: readonly number[];
  usedIds: readonly number[];
  /** every interest's weight by its keyword */
  interests: Readonly<Record<string, number>>;
  /** the latest created_on/updated_on among papers and interests (ISO text), or null */
  lastChange: string | null;
  /** how many posts (tweets) the user has, from the activity stats; null where they could not be read */
  posts: number | null;
};

function latest(stamps: readonly (string | undefined)[]): string | null {
  let best: { text: string; ms: number } | null = null;
  for (const text of stamps) {
    if (!text) continue;
    // naive timestamps (release) are the server's UTC; the development line adds Z
    const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
    if (Number.isFinite(ms) && (best === null || ms > best.ms)) best = { text, ms };
  }
  return best ? new Date(best.ms).toISOString() : null;
}

/** `stats`: the user's activity stats, whose post counts per month add up to the posts stored (null: not known). */
export function profileSnapshot(papers: readonly Paper[], interests: readonly LongTermInterest[], stats: ActivityStats | null = null): ProfileSnapshot {
  return {
    paperIds: papers.map((p) => p.id).sort((a, b) => a - b),
    usedIds: papers
      .filter((p) => p.used_in_calc === true)
      .map((p) => p.id)
      .sort((a, b) => a - b),
    interests: Object.fromEntries(interests.map((i) => [i.keyword, i.weight])),
    lastChange: latest([...papers.flatMap((p) => [p.created_on, p.updated_on]), ...interests.flatMap((i) => [i.created_on, i.updated_on])]),
    posts: stats ? Object.values(stats.tweets).reduce((sum, count) => sum + Number(count), 0) : null,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Weight changes named one by one; more are counted ("and 4 more weights changed"). */
export const NAMED_WEIGHT_CHANGES = 3;

const weightText = (weight: number) => String(Math.round(weight * 10) / 10);

/** What changed in the interests: new ones, gone ones and weights that moved (heaviest move first). */
function interestChanges(before: ProfileSnapshot['interests'], after: ProfileSnapshot['interests']): string[] {
  const changes: string[] = [];
  const added = Object.keys(after).filter((keyword) => !(keyword in before)).sort((a, b) => (after[b] ?? 0) - (after[a] ?? 0) || a.localeCompare(b));
  const gone = Object.keys(before).filter((keyword) => !(keyword in after)).sort((a, b) => a.localeCompare(b));
  const moved = Object.keys(after)
    .filter((keyword) => keyword in before && weightText(before[keyword] ?? 0) !== weightText(after[keyword] ?? 0))
    .sort((a, b) => Math.abs((after[b] ?? 0) - (before[b] ?? 0)) - Math.abs((after[a] ?? 0) - (before[a] ?? 0)) || a.localeCompare(b));
  for (const keyword of moved.slice(0, NAMED_WEIGHT_CHANGES)) changes.push(`${keyword} ${weightText(before[keyword] ?? 0)} → ${weightText(after[keyword] ?? 0)}`);
  if (moved.length > NAMED_WEIGHT_CHANGES) changes.push(`${plural(moved.length - NAMED_WEIGHT_CHANGES, 'more weight', 'more weights')} changed`);
  if (added.length > 0) changes.push(`${added.length === 1 ? 'new interest' : 'new interests'}: ${added.slice(0, NAMED_WEIGHT_CHANGES).join(', ')}${added.length > NAMED_WEIGHT_CHANGES ? ` and ${added.length - NAMED_WEIGHT_CHANGES} more` : ''}`);
  if (gone.length > 0) changes.push(`${gone.length === 1 ? 'interest gone' : 'interests gone'}: ${gone.slice(0, NAMED_WEIGHT_CHANGES).join(', ')}${gone.length > NAMED_WEIGHT_CHANGES ? ` and ${gone.length - NAMED_WEIGHT_CHANGES} more` : ''}`);
  return changes;
}

/**
 * What changed between two snapshots, as a short diff the page keeps in view ("2 new papers",
 * "2 new posts", "learning analytics 4.6 → 4.8", "new interest: knowledge tracing"); an empty list when nothing did.
 */
export function describeChanges(before: ProfileSnapshot, after: ProfileSnapshot): string[] {
  const changes: string[] = [];
  const added = after.paperIds.filter((id) => !before.paperIds.includes(id)).length;
  const gone = before.paperIds.filter((id) => !after.paperIds.includes(id)).length;
  if (added > 0) changes.push(plural(added, 'new paper', 'new papers'));
  if (gone > 0) changes.push(plural(gone, 'paper removed', 'papers removed'));
  const newPosts = before.posts !== null && after.posts !== null ? after.posts - before.posts : 0;
  if (newPosts > 0) changes.push(plural(newPosts, 'new post', 'new posts'));
  const nowUsed = after.usedIds.filter((id) => !before.usedIds.includes(id) && before.paperIds.includes(id)).length;
  if (nowUsed > 0) changes.push(`${plural(nowUsed, 'paper', 'papers')} now in your profile`);
  return [...changes, ...interestChanges(before.interests, after.interests)];
}

/** The waits of the refresh loop (ms): gentle, doubling, each at most a minute. */
export const REFRESH_DELAYS_MS: readonly number[] = [5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000];

/**
 * The waits of the loop on the built-in backend, for a seeded account (a live one is told the outcome):
 * its simulated job ends 4 s after it starts (backend/domain DEFAULT_IMPORT_DELAY_MS, a timer of the
 * backend's clock), so two looks are conclusive: no change by then is "Nothing new", not a server
 * that may still be working (there is none).
 */
export const BUILT_IN_REFRESH_DELAYS_MS: readonly number[] = [5_000, 5_000];

/** How long the loop watches at most: the sum of its waits (about four minutes). */
export const REFRESH_LIMIT_MS = REFRESH_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
