/**
 * The follows repository: the researchers (by Semantic Scholar author id) and Bluesky accounts (by
 * DID) a researcher follows for New for you. The routes (handlers/standalone/digest.ts) check the
 * request and answer; every change here marks the data changed.
 */
import type { Db } from './index';
import type { DbFollow } from './types';

/** What a follow keeps besides its researcher and its time. */
export type FollowFields = Pick<DbFollow, 'authorId' | 'name' | 'bluesky'>;

export class Follows {
  constructor(private readonly db: Db) {}

  /** The researcher's follows, in the order followed. */
  ofUser(userId: number): DbFollow[] {
    return (this.db.store.get().following ?? []).filter((row) => row.user === userId);
  }

  /** Follows an author or account once: false (and nothing changed) when the researcher already does. */
  add(userId: number, fields: FollowFields): boolean {
    if (this.ofUser(userId).some((row) => row.authorId === fields.authorId)) return false;
    const state = this.db.store.get();
    state.following = [...(state.following ?? []), { user: userId, ...fields, since: this.db.now() }];
    this.db.touch();
    return true;
  }

  /** Stops following that author or account; another researcher's follow of it stays. */
  remove(userId: number, authorId: string): void {
    const state = this.db.store.get();
    const kept = (state.following ?? []).filter((row) => row.user !== userId || row.authorId !== authorId);
    if (kept.length === (state.following ?? []).length) return;
    state.following = kept;
    this.db.touch();
  }
}
