/** Timeline tweets of the seeded Twitter handles. */
import type { DbTweet } from '../db/types';

export function timelineFor(handle: string, now: number): Omit<DbTweet, 'id' | 'user'>[] {
  void handle;
  void now;
  return [];
}
