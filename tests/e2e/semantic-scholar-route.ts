/**
 * Semantic Scholar for the browser tests: the Graph API answered from a fixture author through
 * context.route (which also sees the requests the built-in backend's workers make).
 */
import type { BrowserContext } from '@playwright/test';
import { searchPool, type FixtureAuthor } from '../../src/backend/test-utils/semantic-scholar';
import { answerWikipedia } from './support';

const CORS = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' };

/** What is served (the test may change the author), the offsets of the pages asked for, a hold on the second page. */
export type Served = { author: FixtureAuthor; pages: number[]; hold: Promise<void> | null };

/** Answers the Graph API from the fixture author; `served.hold` delays the second page while set. */
export async function serveSemanticScholar(context: BrowserContext, served: Served) {
  // the imported papers' keyphrases are looked up on Wikipedia
  await answerWikipedia(context);
  await context.route('https://api.semanticscholar.org/**', async (route) => {
    const url = new URL(route.request().url());
    const { author } = served;
    const papersPath = /^\/graph\/v1\/author\/([^/]+)\/papers$/.exec(url.pathname);
    if (papersPath) {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      served.pages.push(offset);
      if (offset > 0 && served.hold) await served.hold;
      const next = offset + limit < author.papers.length ? { next: offset + limit } : {};
      return route.fulfill({ headers: CORS, body: JSON.stringify({ offset, ...next, data: author.papers.slice(offset, offset + limit) }) });
    }
    const authorPath = /^\/graph\/v1\/author\/([^/]+)$/.exec(url.pathname);
    if (authorPath) {
      if (authorPath[1] !== author.authorId) return route.fulfill({ status: 404, headers: CORS, body: JSON.stringify({ error: 'Author not found' }) });
      const { authorId, name, url: page, affiliations, paperCount, citationCount, hIndex } = author;
      return route.fulfill({ headers: CORS, body: JSON.stringify({ authorId, name, url: page, affiliations, paperCount, citationCount, hIndex }) });
    }
    if (url.pathname === '/graph/v1/paper/search') {
      const words = (url.searchParams.get('query') ?? '').toLowerCase().split(/\s+/);
      const data = searchPool().filter((paper) => words.every((word) => `${paper.title} ${paper.abstract}`.toLowerCase().includes(word))).slice(0, 10);
      return route.fulfill({ headers: CORS, body: JSON.stringify({ total: data.length, offset: 0, data }) });
    }
    return route.fulfill({ status: 404, headers: CORS, body: JSON.stringify({ error: 'Not found' }) });
  });
}

