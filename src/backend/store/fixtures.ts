/**
 * States as earlier builds stored them, for the migration tests and the store benchmark: the seed
 * plus a real account (registered in this browser, its papers imported from Semantic Scholar, its
 * interests computed and edited by hand, posts, a hidden keyword, a removed paper, a finished import).
 */
import { Backend } from '../backend';
import type { DbLongTerm, DbPaper, DbState, DbTweet } from '../domain/types';
import { fixturePapers } from '../test-utils/semantic-scholar';

export const REAL_EMAIL = 'ada.real@example.org';
const TIME = '2026-11-20T10:00:00.000000';

/** The state with a real account of `paperCount` papers, as a build of state version 1 kept it (plain JSON). */
export function stateWithRealAccount(paperCount: number): DbState {
  const { db } = new Backend();
  db.reset();
  const state = JSON.parse(db.serialize()) as DbState;
  const user = { id: state.nextId.user, email: REAL_EMAIL, password: 'engine42', first_name: 'Ada', last_name: 'Real', twitter_account_id: 'ada.bsky.social', author_id: '1741101', is_staff: false, live: true, wikipedia: 'live' as const };
  state.nextId.user += 1;
  state.users.push(user);
  state.tokens['a'.repeat(40)] = user.id;
  const papers: DbPaper[] = fixturePapers('1741101', 'Ada Real', paperCount, 12, Date.UTC(2026, 10, 20)).map((paper) => ({
    id: state.nextId.paper++,
    paper_id: paper.paperId,
    title: paper.title,
    authors: paper.authors.map((author) => author.name).join(', '),
    url: paper.url,
    year: paper.year,
    abstract: paper.abstract,
    used_in_calc: true,
    created_on: TIME,
    updated_on: TIME,
    user: user.id,
  }));
  state.papers.push(...papers);
  const interests: DbLongTerm[] = ['learning analytics', 'feedback', 'self-regulated learning', 'dashboards', 'assessment'].map((keyword, i) => ({
    id: state.nextId.longTerm++,
    user: user.id,
    keyword,
    original_keywords: [keyword],
    original_keywords_with_weights: [{ [keyword]: 5 - i }],
    categories: [],
    paper_ids: papers.filter((_, j) => j % 5 === i).slice(0, 50).map((paper) => paper.id),
    tweet_ids: [],
    weight: 5 - i,
    set_by_hand: i === 0,
    source: 'Scholar',
    created_on: TIME,
    updated_on: TIME,
  }));
  state.longTerm.push(...interests);
  const posts: DbTweet[] = Array.from({ length: 20 }, (_, i) => ({ id: state.nextId.tweet++, user: user.id, id_str: `at://ada/${i}`, full_text: `Post ${i} on learning analytics`, entities: null, screen_name: null, created_on: TIME }));
  state.tweets.push(...posts);
  state.blacklist.push({ id: state.nextId.blacklist++, user: user.id, keyword: 'education' });
  state.removedPapers = [...(state.removedPapers ?? []), { user: user.id, paper_id: 'removed-1' }];
  state.liveImports = [
    ...(state.liveImports ?? []),
    { user: user.id, authorId: '1741101', phase: 'done', startedAt: 1, finishedAt: 2, total: paperCount, fetched: paperCount, nextOffset: null, extractTotal: paperCount, extracted: paperCount, wait: null, error: null, note: null, skipped: false, refresh: null },
  ];
  return state;
}

/**
 * The same state as the builds before IndexedDB kept it in localStorage: without the tables added
 * later (removed papers, background tasks, pending computations, live imports) and the fields rows
 * gained since (interests' weighted phrases, `live`).
 */
export function localStorageState(state: DbState): Record<string, unknown> {
  const { removedPapers: _removed, jobs: _jobs, pendingInterests: _pending, liveImports: _live, ...rest } = state;
  return {
    ...rest,
    users: state.users.map(({ live: _l, wikipedia: _w, ...user }) => user),
    longTerm: state.longTerm.map(({ original_keywords_with_weights: _o, set_by_hand: _s, ...interest }) => interest),
  };
}
