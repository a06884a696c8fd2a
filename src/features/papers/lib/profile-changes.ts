import type { LongTermInterest, Paper } from '@/api/user/schemas';

/** What the refresh loop compares: the papers, which of them the profile uses, and the interests. */
export type ProfileSnapshot = {
  paperIds: readonly number[];
  usedIds: readonly number[];
  /** "keyword:weight" of every interest, sorted */
  interests: readonly string[];
  /** the latest created_on/updated_on among papers and interests (ISO text), or null */
  lastChange: string | null;
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

export function profileSnapshot(papers: readonly Paper[], interests: readonly LongTermInterest[]): ProfileSnapshot {
  return {
    paperIds: papers.map((p) => p.id).sort((a, b) => a - b),
    usedIds: papers
      .filter((p) => p.used_in_calc === true)
      .map((p) => p.id)
      .sort((a, b) => a - b),
    interests: interests.map((i) => `${i.keyword}:${i.weight}`).sort(),
    lastChange: latest([...papers.flatMap((p) => [p.created_on, p.updated_on]), ...interests.flatMap((i) => [i.created_on, i.updated_on])]),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What changed between two snapshots, in the words the page shows ("3 new papers", "interests
 * updated"); an empty list when nothing did.
 */
export function describeChanges(before: ProfileSnapshot, after: ProfileSnapshot): string[] {
  const changes: string[] = [];
  const added = after.paperIds.filter((id) => !before.paperIds.includes(id)).length;
  const gone = before.paperIds.filter((id) => !after.paperIds.includes(id)).length;
  if (added > 0) changes.push(plural(added, 'new paper', 'new papers'));
  if (gone > 0) changes.push(plural(gone, 'paper removed', 'papers removed'));
  const nowUsed = after.usedIds.filter((id) => !before.usedIds.includes(id) && before.paperIds.includes(id)).length;
  if (nowUsed > 0) changes.push(`${plural(nowUsed, 'paper', 'papers')} now in your profile`);
  if (before.interests.join('\n') !== after.interests.join('\n')) changes.push('interests updated');
  return changes;
}

/** The waits of the refresh loop (ms): gentle, doubling, each at most a minute. */
export const REFRESH_DELAYS_MS: readonly number[] = [5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000];

/** How long the loop watches at most: the sum of its waits (about four minutes). */
export const REFRESH_LIMIT_MS = REFRESH_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
