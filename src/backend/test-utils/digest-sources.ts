/**
 * The digest's outside sources in tests: Semantic Scholar's date-sorted bulk search over a pool of
 * papers with publication dates (a pool a test changes between two "visits"), counting what it was
 * asked. Author papers and Bluesky come from semanticScholarHandlers and the Bluesky world.
 */
import { http, HttpResponse } from 'msw';
import { SEMANTIC_SCHOLAR_ORIGIN } from '../sources/semantic-scholar';
import { fixturePapers, type FixturePaper } from './semantic-scholar';

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `count` papers by `name`, published `daysAgo` days before `now` (their dates set): paper i is on
 * topics i and i + 1 of `topics` (two interests find it).
 */
export function newPapers(authorId: string, name: string, count: number, now: number, topics: readonly string[], daysAgo = 0): FixturePaper[] {
  const day = new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);
  return fixturePapers(authorId, name, count, 1, now).map((paper, i) => {
    const first = topics[i % topics.length] ?? 'learning';
    const second = topics[(i + 1) % topics.length] ?? 'teaching';
    return {
      ...paper,
      title: `${first} and ${second}: what ${name} found (${i + 1})`,
      abstract: `We study ${first} together with ${second} in a new setting.`,
      paperId: `${authorId}n${i}`.padStart(40, '0'),
      year: Number(day.slice(0, 4)),
      publicationDate: day,
    };
  });
}

/** What the bulk search was asked: its queries, and the dates from which. */
export type BulkCalls = { queries: string[]; since: string[] };

/**
 * GET /graph/v1/paper/search/bulk: the papers of `pool()` whose title and abstract hold every word of
 * the query, published on or after `publicationDateOrYear`'s start, newest first. `pool` is read at
 * each request (a test changes it between visits).
 */
export function bulkSearchHandler(pool: () => FixturePaper[], calls?: BulkCalls) {
  return http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/paper/search/bulk`, ({ request }) => {
    const url = new URL(request.url);
    const query = (url.searchParams.get('query') ?? '').replaceAll('"', '');
    const since = (url.searchParams.get('publicationDateOrYear') ?? '').split(':')[0] ?? '';
    calls?.queries.push(query);
    calls?.since.push(since);
    const wanted = words(query);
    const found = pool()
      .filter((paper) => (paper.publicationDate ?? '') >= since)
      .filter((paper) => {
        const text = new Set(words(`${paper.title ?? ''} ${paper.abstract ?? ''}`));
        return wanted.every((w) => text.has(w));
      })
      .sort((a, b) => (b.publicationDate ?? '').localeCompare(a.publicationDate ?? ''));
    return HttpResponse.json({ total: found.length, data: found.slice(0, 1000) });
  });
}
