import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, sources } from '@/backend/node';
import {
  fixtureAuthor,
  paperIdOf,
  recommendationsHandlers,
  searchPool,
  semanticScholarHandlers,
  UNKNOWN_AUTHOR_ID,
  type RecommendationCalls,
  type ScholarCalls,
} from '../test-utils/semantic-scholar';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { type SourceWait } from './http';
import { failureOf } from '@/backend/test-utils/source-failure';
import {
  cutAbstract,
  fetchAuthorPapers,
  getAuthor,
  MAX_ABSTRACT_CHARS,
  recommendScholarPapers,
  SEMANTIC_SCHOLAR_ORIGIN,
  searchScholarPapers,
  type ScholarPaper,
} from './semantic-scholar';

const AUTHOR = `${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id`;
const PAPERS = `${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id/papers`;

fastSourcesOverMemoryCache();

/** Reads every page, as the import does, collecting the papers. */
async function readAll(authorId: string, paperCount: number | null, options: { cap?: number } = {}) {
  const papers: ScholarPaper[] = [];
  const outcome = await fetchAuthorPapers(sources, authorId, { paperCount, ...options, onPage: (page) => void papers.push(...page) });
  return { papers, outcome };
}

describe('Semantic Scholar client', () => {
  it('reads an author and all 150 papers of the fixture in pages of 100, abstracts null where the source has none', async () => {
    const calls: ScholarCalls = { author: 0, pages: [], search: [] };
    const author = fixtureAuthor();
    server.use(...semanticScholarHandlers([author], [], calls));
    await expect(getAuthor(sources, author.authorId)).resolves.toEqual({
      authorId: author.authorId,
      name: 'Ada Lovelace',
      url: `https://www.semanticscholar.org/author/${author.authorId}`,
      affiliations: ['University of Example'],
      paperCount: 150,
    });
    // asked once: the import reads the check's answer from the cache
    await getAuthor(sources, author.authorId);
    expect(calls.author).toBe(1);

    const { papers, outcome } = await readAll(author.authorId, 150);
    expect(calls.pages).toEqual([0, 100]);
    expect(papers).toHaveLength(150);
    expect(new Set(papers.map((p) => p.paperId)).size).toBe(150);
    expect(papers.filter((p) => p.abstract === null).length).toBeGreaterThan(30);
    expect(new Set(papers.map((p) => p.year)).size).toBe(12);
    expect(outcome).toEqual({ nextOffset: null, stoppedEarly: null, skipped: { count: 0, field: null } });
  });

  it('says which id Semantic Scholar does not know', async () => {
    server.use(...semanticScholarHandlers());
    const error = await failureOf(getAuthor(sources, UNKNOWN_AUTHOR_ID));
    expect(error.kind).toBe('not-found');
    expect(error.message).toBe('Semantic Scholar has no author with id 123');
  });

  it('backs off on 429 several times, telling each wait, then reads the 200', async () => {
    let calls = 0;
    server.use(
      http.get(AUTHOR, () => {
        calls += 1;
        return calls <= 3
          ? HttpResponse.json({ message: 'Too Many Requests. Please wait and try again or apply for a key for higher rate limits.', code: '429' }, { status: 429 })
          : HttpResponse.json({ authorId: '1741101', name: 'Ada Lovelace', paperCount: 3 });
      }),
    );
    const waits: SourceWait[] = [];
    const author = await getAuthor(sources, '1741101', { onWait: (wait) => waits.push(wait) });
    expect(author.name).toBe('Ada Lovelace');
    expect(author.affiliations).toEqual([]);
    expect(waits).toHaveLength(3);
    expect(waits[0]?.message).toMatch(/^Semantic Scholar is busy; trying again in \d+ s$/);
  });

  it('gives up on a 500 after the last try, naming the source', async () => {
    server.use(http.get(PAPERS, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })));
    const error = await failureOf(readAll('1741101', 10));
    expect(error.kind).toBe('failed');
    expect(error.message).toBe('Semantic Scholar failed to answer (error 500).');
  });

  it('reads a 200 with HTML as an unexpected answer', async () => {
    server.use(http.get(PAPERS, () => new HttpResponse('<!doctype html><title>Maintenance</title>', { headers: { 'Content-Type': 'text/html' } })));
    const error = await failureOf(readAll('1741101', 10));
    expect(error.kind).toBe('unexpected');
    expect(error.message).toBe('Semantic Scholar answered something unexpected.');
  });

  it('reads a 200 whose JSON is not a page of papers as an unexpected answer', async () => {
    server.use(http.get(PAPERS, () => HttpResponse.json({ offset: 0, data: [{ title: 'no paperId here' }] })));
    const error = await failureOf(readAll('1741101', 10));
    expect(error.kind).toBe('unexpected');
  });

  it('leaves out a paper it cannot read (a year "2024") and keeps the rest of the page, counting what it left out', async () => {
    const author = fixtureAuthor({ count: 40, years: 3 });
    (author.papers[3] as unknown as Record<string, unknown>).year = '2024';
    (author.papers[30] as unknown as Record<string, unknown>).paperId = null;
    server.use(...semanticScholarHandlers([author]));
    const { papers, outcome } = await readAll(author.authorId, 40);
    expect(papers).toHaveLength(38);
    expect(outcome.skipped).toEqual({ count: 2, field: 'year' });
  });

  it('stops a `next` that never ends at the author\'s paper count and says so', async () => {
    const pages: number[] = [];
    server.use(
      http.get(PAPERS, ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset'));
        pages.push(offset);
        const data = Array.from({ length: 100 }, (_, i) => ({ paperId: paperIdOf('777', offset + i + 1), title: `Paper ${offset + i}`, year: 2024 }));
        return HttpResponse.json({ offset, next: offset + 100, data });
      }),
    );
    const { papers, outcome } = await readAll('777', 212);
    expect(pages).toEqual([0, 100, 200]);
    expect(papers).toHaveLength(300);
    expect(outcome.stoppedEarly).toBe("Semantic Scholar kept listing papers beyond the author's 212; the import stopped there.");
  });

  it('caps an author with 10,000 papers at 2,000, in pages of 100, and says so', async () => {
    const pages: number[] = [];
    server.use(
      http.get(PAPERS, ({ request }) => {
        const url = new URL(request.url);
        const offset = Number(url.searchParams.get('offset'));
        expect(url.searchParams.get('limit')).toBe('100');
        pages.push(offset);
        const data = Array.from({ length: 100 }, (_, i) => ({ paperId: paperIdOf('888', offset + i + 1), title: `Paper ${offset + i}`, year: 2020 }));
        return HttpResponse.json({ offset, ...(offset + 100 < 10_000 ? { next: offset + 100 } : {}), data });
      }),
    );
    const { papers, outcome } = await readAll('888', 10_000);
    expect(pages).toHaveLength(20);
    expect(papers).toHaveLength(2000);
    expect(outcome.stoppedEarly).toBe('Semantic Scholar lists 10,000 papers for this author; the first 2,000 were imported.');
  });

  it('keeps a null title as null, cuts a 1 MB abstract at a sentence, and keeps authors without ids by name', async () => {
    const sentence = 'Learning analytics dashboards support reflection. ';
    const huge = sentence.repeat(Math.ceil(1_000_000 / sentence.length));
    server.use(
      http.get(PAPERS, () =>
        HttpResponse.json({
          offset: 0,
          data: [
            { paperId: 'a'.repeat(40), title: null, abstract: 'Only an abstract.', year: 2023, authors: [{ authorId: null, name: 'Unlinked Author' }, { authorId: '5', name: 'Linked' }] },
            { paperId: 'b'.repeat(40), title: 'A long one', abstract: huge, year: null, publicationDate: '2022-03-01', authors: [{ authorId: null, name: null }] },
          ],
        }),
      ),
    );
    const { papers } = await readAll('1741101', 2);
    expect(papers[0]?.title).toBeNull();
    expect(papers[0]?.authors).toEqual([
      { authorId: null, name: 'Unlinked Author' },
      { authorId: '5', name: 'Linked' },
    ]);
    const cut = papers[1]?.abstract ?? '';
    expect(huge.length).toBeGreaterThanOrEqual(1_000_000);
    expect(cut.length).toBeLessThanOrEqual(MAX_ABSTRACT_CHARS + 2);
    expect(cut.endsWith('reflection. …')).toBe(true);
    expect(papers[1]?.year).toBe(2022);
    expect(papers[1]?.authors).toEqual([]);
  });

  it('cuts an abstract without sentences at a word', () => {
    expect(cutAbstract('word '.repeat(10), 22)).toBe('word word word word …');
    expect(cutAbstract('short', 22)).toBe('short');
  });

  it('searches papers by an interest, leaving out papers without a title', async () => {
    const calls: ScholarCalls = { author: 0, pages: [], search: [] };
    server.use(...semanticScholarHandlers([], undefined, calls));
    const found = await searchScholarPapers(sources, 'knowledge graphs', { limit: 5 });
    expect(found).toHaveLength(5);
    found.forEach((paper) => expect(`${paper.title} ${paper.abstract ?? ''}`.toLowerCase()).toContain('knowledge graphs'));
    expect(calls.search).toEqual(['knowledge graphs']);
  });
});

describe('Semantic Scholar recommendations API', () => {
  const RECOMMEND = `${SEMANTIC_SCHOLAR_ORIGIN}/recommendations/v1/papers`;
  const own = fixtureAuthor().papers.map((paper) => paper.paperId);
  const pool = searchPool();
  const newCalls = (): RecommendationCalls => ({ posts: [], perPaper: [] });

  
  it('sends the researcher\'s papers as positive and the dismissed ones as negative examples in one simple request, and never returns an example', async () => {
    const calls = newCalls();
    const dismissed = [pool[0]?.paperId ?? '', pool[1]?.paperId ?? ''];
    // the answer repeats a paper and recommends one of the researcher's own papers: both are dropped
    const answer = [pool[2], pool[3], pool[2], fixtureAuthor().papers[0], pool[4]];
    server.use(...recommendationsHandlers({ pool: answer.filter((paper) => paper !== undefined), calls }));
    const found = await recommendScholarPapers(sources, { positivePaperIds: own.slice(0, 3), negativePaperIds: dismissed }, { limit: 10 });
    expect(calls.posts).toEqual([{ positivePaperIds: own.slice(0, 3), negativePaperIds: dismissed, contentType: 'text/plain;charset=UTF-8' }]);
    expect(calls.perPaper).toEqual([]);
    expect(found.papers.map((paper) => paper.paperId)).toEqual([pool[2]?.paperId, pool[3]?.paperId, pool[4]?.paperId]);
    expect(found.papers[0]?.title).toBe(pool[2]?.title);
    expect(found.unknownPaperIds).toEqual([]);
  });

  it('asks nothing without a positive example', async () => {
    const calls = newCalls();
    server.use(...recommendationsHandlers({ calls }));
    await expect(recommendScholarPapers(sources, { positivePaperIds: [], negativePaperIds: ['x'] })).resolves.toEqual({ papers: [], unknownPaperIds: [], skipped: { count: 0, field: null } });
    expect(calls.posts).toHaveLength(0);
  });

  it('reads an empty list (or none at all) as no recommendation', async () => {
    server.use(http.post(RECOMMEND, () => HttpResponse.json({ recommendedPapers: [] })));
    expect((await recommendScholarPapers(sources, { positivePaperIds: own.slice(0, 2) })).papers).toEqual([]);
    server.use(http.post(RECOMMEND, () => HttpResponse.json({})));
    expect((await recommendScholarPapers(sources, { positivePaperIds: own.slice(0, 2) })).papers).toEqual([]);
  });

  it('leaves out a paper without a title, keeps one without an abstract, and counts one it cannot read', async () => {
    server.use(
      http.post(RECOMMEND, () =>
        HttpResponse.json({
          recommendedPapers: [
            { paperId: 'c'.repeat(40), title: null, abstract: 'An abstract without a title.' },
            { paperId: 'd'.repeat(40), title: 'Dashboards for teachers', abstract: null, year: 2025 },
            { paperId: 'e'.repeat(40), title: '   ', abstract: 'Blank title.' },
            { paperId: 'f'.repeat(40), title: 'A year in words', year: 'last year' },
          ],
        }),
      ),
    );
    const found = await recommendScholarPapers(sources, { positivePaperIds: own.slice(0, 1) });
    expect(found.papers.map((paper) => [paper.title, paper.abstract])).toEqual([['Dashboards for teachers', null]]);
    expect(found.skipped).toEqual({ count: 1, field: 'year' });
  });

  it('backs off on 429, telling each wait, then reads the answer', async () => {
    let posts = 0;
    server.use(
      http.post(RECOMMEND, () => {
        posts += 1;
        return posts <= 2 ? HttpResponse.json({ message: 'Too Many Requests.', code: '429' }, { status: 429 }) : HttpResponse.json({ recommendedPapers: pool.slice(0, 4) });
      }),
    );
    const waits: SourceWait[] = [];
    const found = await recommendScholarPapers(sources, { positivePaperIds: own.slice(0, 2) }, { onWait: (wait) => waits.push(wait) });
    expect(found.papers).toHaveLength(4);
    expect(waits.map((wait) => wait.reason)).toEqual(['busy', 'busy']);
  });

  it('gives up on 429 after the last try as busy, and on 500 as failed, naming Semantic Scholar', async () => {
    server.use(http.post(RECOMMEND, () => HttpResponse.json({ message: 'Too Many Requests.', code: '429' }, { status: 429 })));
    const busy = await failureOf(recommendScholarPapers(sources, { positivePaperIds: own.slice(0, 2) }));
    expect([busy.kind, busy.message]).toEqual(['busy', 'Semantic Scholar is busy (too many requests). Try again in a few minutes.']);
    server.use(http.post(RECOMMEND, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })));
    const failed = await failureOf(recommendScholarPapers(sources, { positivePaperIds: own.slice(0, 2) }));
    expect([failed.kind, failed.message]).toEqual(['failed', 'Semantic Scholar failed to answer (error 500).']);
  });

  it('asks paper by paper when Semantic Scholar does not know a positive example, naming it and keeping the others\' recommendations', async () => {
    const calls = newCalls();
    const unknown = 'f'.repeat(40);
    server.use(...recommendationsHandlers({ calls }));
    const found = await recommendScholarPapers(sources, { positivePaperIds: [own[0] ?? '', unknown, own[1] ?? ''] }, { limit: 9 });
    expect(calls.posts).toHaveLength(1);
    expect(calls.perPaper).toEqual([own[0], unknown, own[1]]);
    expect(found.unknownPaperIds).toEqual([unknown]);
    // each known example brought its share (9 / 3 = 3); the second brought the same three again
    expect(found.papers.map((paper) => paper.paperId)).toEqual(pool.slice(0, 3).map((paper) => paper.paperId));
  });

  it('asks paper by paper at once, for the rest of the session, when the browser refuses the POST', async () => {
    const calls = newCalls();
    let posts = 0;
    server.use(
      http.post(RECOMMEND, () => {
        posts += 1;
        return HttpResponse.error();
      }),
      ...recommendationsHandlers({ calls }).slice(1),
    );
    const first = await recommendScholarPapers(sources, { positivePaperIds: own.slice(0, 2) }, { limit: 4 });
    expect(posts).toBe(1);
    expect(first.papers.map((paper) => paper.paperId)).toEqual(pool.slice(0, 2).map((paper) => paper.paperId));
    await recommendScholarPapers(sources, { positivePaperIds: own.slice(0, 2) }, { limit: 4 });
    expect(posts).toBe(1);
    expect(calls.perPaper).toEqual([own[0], own[1], own[0], own[1]]);
  });
});
