import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { registerUser } from '@/api/user/accounts';
import { getRecommendedPublications } from '@/api/user/publications';
import { server } from '@/backend/node';
import { db } from '../db';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { SEMANTIC_SCHOLAR_ORIGIN } from '../sources/semantic-scholar';
import { failure, loginAs } from '../test-utils/api';
import { FIXTURE_AUTHOR_ID, fixtureAuthor, searchPool, semanticScholarHandlers, type ScholarCalls } from '../test-utils/semantic-scholar';
import { whenLiveImportSettles } from './live-import';

const INTERESTS = [
  { text: 'learning analytics', weight: 5 },
  { text: 'student engagement', weight: 4.5 },
  { text: 'predictive models', weight: 4 },
  { text: 'knowledge graphs', weight: 2 },
  { text: 'question answering', weight: 1.5 },
  { text: 'entity linking', weight: 1 },
];

fastSourcesOverMemoryCache();

async function liveAccount() {
  const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
  loginAs('ada@example.org');
  await whenLiveImportSettles(user.id);
  return user.id;
}

describe('publication recommendations of a live account', () => {
  it('searches Semantic Scholar once per interest of the top five, drops own papers and duplicates, then scores as before', async () => {
    const author = fixtureAuthor();
    const calls: ScholarCalls = { author: 0, pages: [], search: [] };
    // the search also finds two of the account's own papers
    server.use(...semanticScholarHandlers([author], [...author.papers.slice(0, 2), ...searchPool()], calls));
    const userId = await liveAccount();
    let inFlight = 0;
    let most = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/paper/search')) most = Math.max(most, (inFlight += 1));
    });
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('/paper/search')) inFlight -= 1;
    });

    const papers = await getRecommendedPublications(INTERESTS);
    server.events.removeAllListeners();
    expect(calls.search.sort()).toEqual(INTERESTS.slice(0, 5).map((i) => i.text).sort());
    expect(most).toBeLessThanOrEqual(3);
    expect(papers.length).toBeGreaterThan(2);
    const own = new Set(db.state().papers.filter((paper) => paper.user === userId).map((paper) => paper.paper_id));
    papers.forEach((paper) => {
      expect(own.has(paper.paperId)).toBe(false);
      expect(paper.authors).toEqual([{ authorId: '9990001', name: 'Grace Hopper' }]);
      expect(paper.score).toBeGreaterThan(40);
    });
    expect(new Set(papers.map((paper) => paper.paperId)).size).toBe(papers.length);

    // asked again: the searches are not fetched twice
    await getRecommendedPublications(INTERESTS);
    expect(calls.search).toHaveLength(5);
  });

  it('says Semantic Scholar could not be searched when every search fails', async () => {
    server.use(...semanticScholarHandlers());
    await liveAccount();
    server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/paper/search`, () => HttpResponse.error()));
    const error = await failure(getRecommendedPublications(INTERESTS));
    expect(error.status).toBe(503);
    expect(error.body).toEqual({ detail: 'Semantic Scholar could not be reached.' });
  });

  it('a seeded account keeps the offline catalogue (no request leaves)', async () => {
    loginAs('demo@example.org');
    const papers = await getRecommendedPublications([{ text: 'learning analytics', weight: 5 }]);
    expect(papers.length).toBeGreaterThan(0);
  });
});
