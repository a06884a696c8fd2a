/** Rows -> the contract's JSON shapes (api-contract 2), keys in the server's order. */
import type { LongTermInterest, Paper, ShortTermInterest } from '@/api/user/schemas';
import type { Db, DbLongTerm, DbPaper, DbShortTerm, DbState } from '../../domain';

/** A paper as the release answers it, or with the development line's shared-paper fields. */
export function paperJson(db: Db, paper: DbPaper): Paper {
  const release = {
    id: paper.id,
    paper_id: paper.paper_id,
    title: paper.title,
    authors: paper.authors,
    url: paper.url,
    year: paper.year,
    abstract: paper.abstract,
    used_in_calc: paper.used_in_calc,
    updated_on: paper.updated_on,
    created_on: paper.created_on,
    user: paper.user,
  };
  if (db.line() === 'release') return release;
  // Development line: papers are shared between users (`user` lists them) and link author rows;
  // timestamps end in Z.
  const owner = db.getUser(paper.user);
  const authorRow = owner?.author_id && paper.paper_id !== 'manual' && /^\d+$/.test(owner.author_id) ? [Number(owner.author_id)] : [];
  return { ...release, updated_on: `${paper.updated_on}Z`, created_on: `${paper.created_on}Z`, user: [paper.user], author: authorRow };
}

function tweetIdStrs(state: DbState, ids: number[]): string[] {
  return ids.flatMap((id) => {
    const tweet = state.tweets.find((t) => t.id === id);
    return tweet?.id_str ? [tweet.id_str] : [];
  });
}

/** Related rows that still exist (deleted papers and tweets drop out, as with the server's many-to-many). */
function existing(state: DbState, kind: 'papers' | 'tweets', ids: number[]): number[] {
  const rows: { id: number }[] = state[kind];
  return ids.filter((id) => rows.some((row) => row.id === id));
}

/** A long-term interest as the API answers it, its papers and posts those of the database that still exist. */
export function longTermJson(db: Db, interest: DbLongTerm): LongTermInterest {
  const state = db.store.get();
  const paperIds = existing(state, 'papers', interest.paper_ids);
  const tweetIds = existing(state, 'tweets', interest.tweet_ids);
  return {
    id: interest.id,
    keyword: interest.keyword,
    original_keyword: '',
    original_keywords: interest.original_keywords,
    original_keywords_with_weights: interest.original_keywords_with_weights ?? [],
    categories: interest.categories.map((name) => ({ name })),
    tweet_ids: tweetIdStrs(state, tweetIds),
    papers: paperIds.flatMap((id) => {
      const paper = state.papers.find((p) => p.id === id);
      return paper ? [paperJson(db, paper)] : [];
    }),
    weight: interest.weight,
    weight_set_by_hand: interest.set_by_hand === true,
    ...(interest.score_parts && !interest.set_by_hand ? { score_parts: interest.score_parts } : {}),
    source: interest.source,
    updated_on: interest.updated_on,
    created_on: interest.created_on,
    user: interest.user,
    tweets: tweetIds,
  };
}

/** A short-term interest as the API answers it, its papers and posts those of the database that still exist. */
export function shortTermJson(db: Db, interest: DbShortTerm): ShortTermInterest {
  const state = db.store.get();
  const paperIds = existing(state, 'papers', interest.paper_ids);
  const tweetIds = existing(state, 'tweets', interest.tweet_ids);
  return {
    id: interest.id,
    keyword: interest.keyword,
    original_keyword: '',
    original_keywords: interest.original_keywords,
    original_keywords_with_weights: interest.original_keywords_with_weights ?? [],
    categories: interest.categories.map((name) => ({ name })),
    paper_db_ids: paperIds,
    tweet_ids: tweetIdStrs(state, tweetIds),
    weight: interest.weight,
    source: interest.source,
    model_month: interest.model_month,
    model_year: interest.model_year,
    used_in_calc: true,
    updated_on: interest.updated_on,
    created_on: interest.created_on,
    user: interest.user,
    tweets: tweetIds,
    papers: paperIds,
  };
}
