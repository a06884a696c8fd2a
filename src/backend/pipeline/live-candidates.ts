/**
 * Candidate papers of a live account's publication recommendations: Semantic Scholar's paper search,
 * one GET per interest of the five heaviest (the source keeps at most three in flight), each answer
 * cached (`s2:search:`) for a day so that asking again fetches nothing twice; the account's own
 * papers and duplicates are dropped. The scoring stays nlp/recommend-publications.ts's.
 */
import { db } from '../db';
import type { InterestInput, PoolPaper } from '../nlp/recommend-publications';
import { SEARCH_LIMIT } from '../nlp/recommend-publications';
import { isCancelled, SourceError } from '../sources/http';
import { searchScholarPapers, type ScholarPaper } from '../sources/semantic-scholar';
import { kv } from '../store/kv';

/** Interests searched for, heaviest first. */
export const SEARCHED_INTERESTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

async function search(query: string, signal?: AbortSignal): Promise<ScholarPaper[]> {
  const key = `s2:search:${query.toLowerCase()}`;
  const cached = await kv().get<{ papers: ScholarPaper[]; at: number }>(key);
  if (cached && Date.now() - cached.at < DAY_MS) return cached.papers;
  const papers = await searchScholarPapers(query, { limit: SEARCH_LIMIT, signal });
  await kv().set(key, { papers, at: Date.now() });
  return papers;
}

const toPoolPaper = (paper: ScholarPaper): PoolPaper => ({
  paperId: paper.paperId,
  title: paper.title ?? '',
  abstract: paper.abstract,
  year: paper.year,
  url: paper.url,
  authors: paper.authors,
});

/**
 * The candidates for `interests`, in the order of the interests and of each search's ranking. Rejects
 * with the SourceError of a search only when every search failed (or on cancel).
 */
export async function scholarCandidates(userId: number, interests: readonly InterestInput[], signal?: AbortSignal): Promise<PoolPaper[]> {
  const top = [...interests].sort((a, b) => b.weight - a.weight).slice(0, SEARCHED_INTERESTS);
  const answers = await Promise.allSettled(top.map((interest) => search(interest.text, signal)));
  const failures = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as unknown] : []));
  const cancelled = failures.find(isCancelled);
  if (cancelled) throw cancelled;
  if (top.length > 0 && failures.length === top.length) throw failures[0] instanceof SourceError ? failures[0] : new SourceError('Semantic Scholar', 'failed', 'Semantic Scholar failed to answer.');

  const own = db.state().papers.filter((paper) => paper.user === userId);
  const ownIds = new Set(own.map((paper) => paper.paper_id));
  const ownTitles = new Set(own.map((paper) => (paper.title ?? '').trim().toLowerCase()));
  const seen = new Set<string>();
  return answers
    .flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
    .filter((paper) => {
      const title = (paper.title ?? '').trim().toLowerCase();
      if (title === '' || seen.has(paper.paperId) || ownIds.has(paper.paperId) || ownTitles.has(title)) return false;
      seen.add(paper.paperId);
      return true;
    })
    .map(toPoolPaper);
}
