/**
 * The saved posts repository: the tweets or posts a researcher saved from Tweets & People. The routes
 * (handlers/user/tweets.ts) check the request and answer; every change here marks the data changed.
 */
import type { Db } from './index';
import type { DbTweet } from './types';

/** What a saved post keeps of the post (validated by the route). */
export type SavedPostFields = Partial<Record<'id_str' | 'full_text' | 'entities' | 'screen_name', string | null>>;

export class SavedPosts {
  constructor(private readonly db: Db) {}

  /** The researcher's saved posts, in the order saved. */
  ofUser(userId: number): DbTweet[] {
    return this.db.state().tweets.filter((t) => t.user === userId);
  }

  /** Saves a post for the researcher. */
  save(userId: number, fields: SavedPostFields): DbTweet {
    const row: DbTweet = {
      id: this.db.nextId('tweet'),
      user: userId,
      id_str: fields.id_str ?? null,
      full_text: fields.full_text ?? null,
      entities: fields.entities ?? null,
      screen_name: fields.screen_name ?? null,
      created_on: this.db.store.stamp(),
    };
    this.db.state().tweets.push(row);
    this.db.touch();
    return row;
  }

  /**
   * Removes the researcher's saved post of that id: 'missing' when there is none, 'ambiguous' (and
   * nothing removed) when two were saved with that id, as the server's lookup fails then.
   */
  remove(userId: number, idStr: string): 'removed' | 'missing' | 'ambiguous' {
    const state = this.db.state();
    const rows = state.tweets.filter((t) => t.user === userId && t.id_str === idStr);
    if (rows.length === 0) return 'missing';
    if (rows.length > 1) return 'ambiguous';
    state.tweets = state.tweets.filter((t) => !rows.includes(t));
    this.db.touch();
    return 'removed';
  }
}
