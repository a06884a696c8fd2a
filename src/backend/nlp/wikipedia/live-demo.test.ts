import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { computeKeywordSimilarity } from '@/api/user/demo';
import { freshBackend, server } from '../../node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { WIKIPEDIA_ORIGIN } from '../../sources/wikipedia';
import { FAKE_WIKI, wikipediaHandler, wikiRequests } from '../../sources/wikipedia-fixture';
import { loginAs, raw } from '../../test-utils/api';

const TEXT =
  'Machine learning for gene expression. Deep learning models predict gene expression from sequence, and machine learning ' +
  'methods rank the regulators of gene expression in yeast cells better than older statistical tools.';

const extract = (body: object) => raw('/api/interests/interest-extraction/', { method: 'POST', body: JSON.stringify({ text: TEXT, algorithm: 'SingleRank', num_of_keywords: 5, ...body }) });

beforeEach(() => {
  wikiRequests.length = 0;
  freshBackend({ liveWikipedia: true });
  server.use(wikipediaHandler());
});
// after the backend above is started: its sources are the ones made fast
fastSourcesOverMemoryCache();

describe("the public demo's live path", () => {
  it('extraction: the Wikipedia filter keeps the phrases naming articles of the real Wikipedia', async () => {
    const response = await extract({});
    const keywords = Object.keys((await response.json()) as Record<string, number>);
    expect(keywords).toContain('Gene expression');
    keywords.forEach((k) => expect(Object.keys(FAKE_WIKI)).toContain(k));
    expect(response.headers.get('X-RIMA-Wikipedia')).toBeNull();
  });

  it('extraction: Wikipedia unreachable, the built-in list answers and a header says so', async () => {
    server.use(http.get(`${WIKIPEDIA_ORIGIN}/w/api.php`, () => HttpResponse.error()));
    const response = await extract({});
    expect(Object.keys((await response.json()) as Record<string, number>)).toContain('Machine learning');
    expect(response.headers.get('X-RIMA-Wikipedia')).toBe('unreachable');
  });

  it("WikiLinkMeasure: related articles through their incoming links, unrelated ones low; Wikipedia's failure said in the answer", async () => {
    const related = await computeKeywordSimilarity({ keywords_1: ['machine learning'], keywords_2: ['deep learning'], algorithm: 'WikiLinkMeasure' });
    const unrelated = await computeKeywordSimilarity({ keywords_1: ['machine learning'], keywords_2: ['gene expression'], algorithm: 'WikiLinkMeasure' });
    expect(related.score).toBeGreaterThan(50);
    expect(unrelated.score).toBeLessThan(related.score);
    expect(related.wikipedia).toBeUndefined();
    // Milne and Witten's measure reads the articles' incoming links
    expect(wikiRequests.some((url) => url.searchParams.get('prop') === 'linkshere')).toBe(true);
    server.use(http.get(`${WIKIPEDIA_ORIGIN}/w/api.php`, () => new HttpResponse(null, { status: 429 })));
    const offline = await computeKeywordSimilarity({ keywords_1: ['gene expression'], keywords_2: ['protein folding'], algorithm: 'WikiLinkMeasure' });
    expect(offline.wikipedia).toBe('unreachable');
    expect(offline.score).toBeGreaterThan(0);
  });

  it('a seeded account on the demo page never asks Wikipedia', async () => {
    const { token } = loginAs('demo@example.org');
    const response = await raw('/api/interests/interest-extraction/', { method: 'POST', token, body: JSON.stringify({ text: TEXT, algorithm: 'SingleRank', num_of_keywords: 5 }) });
    expect(response.status).toBe(200);
    await computeKeywordSimilarity({ keywords_1: ['machine learning'], keywords_2: ['deep learning'], algorithm: 'WikiLinkMeasure' });
    expect(wikiRequests).toHaveLength(0);
  });
});
