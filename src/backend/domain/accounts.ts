/**
 * The accounts repository: a researcher's profile changed by My account, with what the servers do to
 * the data it came from, and the user search. The account routes (handlers/user/accounts.ts) check
 * the request, start the imports a live account needs, and answer; every change here marks the data
 * changed.
 */
import { blueskyActor } from '@/lib/bluesky-handle';
import type { Db } from './index';
import type { DbUser } from './types';

/** The profile fields a request may change (validated by the route). */
export type ProfileFields = Partial<Pick<DbUser, 'email' | 'first_name' | 'last_name' | 'twitter_account_id' | 'author_id' | 'password'>>;

/** What a live account must read again after its profile changed: the new author's papers, or the new handle's posts. */
export type ProfileChange = { liveAuthorChanged: boolean; liveHandleChanged: boolean };

/** The Bluesky account a stored handle names (null: none); the same handle typed otherwise is no change. */
const actorOf = (handle: string | null | undefined) => (handle ? (blueskyActor(handle) ?? handle) : null);

export class Accounts {
  constructor(private readonly db: Db) {}

  /**
   * Changes the profile. A seeded account whose author id changes loses its papers and interests, one
   * whose Twitter handle changes its tweets and interests, as on the server; a live account whose
   * author and handle both change loses its imported posts (saved ones stay). Says what a live
   * account must read again (the route starts it).
   */
  update(user: DbUser, fields: ProfileFields): ProfileChange {
    const { db } = this;
    const authorChanged = fields.author_id !== undefined && !!user.author_id && fields.author_id !== user.author_id;
    // the same handle written otherwise (`@lenahoffmann` saved by the standalone build as `lenahoffmann.bsky.social`) is no change
    const twitterChanged = fields.twitter_account_id !== undefined && !!user.twitter_account_id && actorOf(fields.twitter_account_id) !== actorOf(user.twitter_account_id);
    const live = user.live === true;
    const liveAuthorChanged = live && fields.author_id !== undefined && fields.author_id !== user.author_id;
    // a live account's handle counts as changed when it names another Bluesky account (linked, replaced or removed)
    const liveHandleChanged = live && fields.twitter_account_id !== undefined && actorOf(fields.twitter_account_id) !== actorOf(user.twitter_account_id);
    Object.assign(user, fields);
    if (authorChanged) {
      db.deletePapersOf(user.id);
      db.deleteInterestsOf(user.id);
    }
    // a seeded account loses its tweets and interests; a live account's posts are read again (the route starts it)
    if (twitterChanged && !live) {
      db.deleteTweetsOf(user.id);
      db.deleteInterestsOf(user.id);
    }
    if (liveAuthorChanged && liveHandleChanged) db.deleteOwnPostsOf(user.id);
    db.touch();
    return { liveAuthorChanged, liveHandleChanged };
  }

  /** The accounts whose email, first or last name holds the query, whatever its case. */
  search(query: string): DbUser[] {
    const lower = query.toLowerCase();
    return this.db.state().users.filter((u) => u.email.toLowerCase().includes(lower) || u.first_name.toLowerCase().includes(lower) || u.last_name.toLowerCase().includes(lower));
  }
}
