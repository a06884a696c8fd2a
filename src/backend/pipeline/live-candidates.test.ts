import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { registerUser } from '@/api/user/accounts';
import { getRecommendedPublications } from '@/api/user/publications';
import { db, server } from '@/backend/node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { SEMANTIC_SCHOLAR_ORIGIN } from '../sources/semantic-scholar';
import { failure, loginAs } from '../test-utils/api';
import {
  FIXTURE_AUTHOR_ID,
  fixtureAuthor,
  fixturePapers,
  recommendationsHandlers,
  searchPool,
  semanticScholarHandlers,
  type RecommendationCalls,
  type ScholarCalls,
} from '../test-utils/semantic-scholar';
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

/** Papers only the recommendations API finds: another author's, on the recent topics but none of the searched words in order. */
const recommendedOnly = () =>
  fixturePapers('9990002', 'Katherine Johnson', 12, 2).map((paper) => ({ ...paper, title: `Beyond ${paper.title ?? ''}`, authors: [{ authorId: '9990002', name: 'Katherine Johnson' }] }));

async function liveAccount() {
  const user = await registerUser({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', password: 'secret', twitter_account_id: '', author_id: FIXTURE_AUTHOR_ID });
  loginAs('ada@example.org');
  await whenLiveImportSettles(db, user.id);
  return user.id;
}

describe('publication recommendations of a live account', () => {
  it('searches Semantic Scholar once per interest of the top five, drops own papers and duplicates, then scores as before', async () => {
    const author = fixtureAuthor();
    const calls: ScholarCalls = { author: 0, pages: [], search: [] };
    // the search also finds two of the account's own papers
    server.use(...semanticScholarHandlers([author], [...author.papers.slice(0, 2), ...searchPool()], calls), ...recommendationsHandlers());
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
      expect(paper.found_by?.kind).toMatch(/^(interest|paper)$/);
      expect(paper.score).toBeGreaterThan(40);
    });
    expect(new Set(papers.map((paper) => paper.paperId)).size).toBe(papers.length);

    // asked again: the searches are not fetched twice
    await getRecommendedPublications(INTERESTS);
    expect(calls.search).toHaveLength(5);
  });

  it('adds the recommendations API\'s papers for the account\'s recent papers, naming the closest one, without its own papers', async () => {
    const author = fixtureAuthor();
    const calls: RecommendationCalls = { posts: [], perPaper: [] };
    const extra = recommendedOnly();
    // the API also recommends one of the account's own papers: it is dropped
    server.use(...semanticScholarHandlers([author], []), ...recommendationsHandlers({ pool: [author.papers[5], ...extra].filter((paper) => paper !== undefined), calls }));
    const userId = await liveAccount();
    const papers = await getRecommendedPublications(INTERESTS);
    expect(calls.posts).toHaveLength(1);
    const positive = calls.posts[0]?.positivePaperIds ?? [];
    expect(positive).toHaveLength(20);
    // the newest papers are the examples
    const own = db.state().papers.filter((paper) => paper.user === userId);
    const years = positive.map((id) => own.find((paper) => paper.paper_id === id)?.year ?? 0);
    expect(Math.min(...years)).toBeGreaterThanOrEqual(Math.max(...own.map((paper) => paper.year ?? 0)) - 1);
    expect(calls.posts[0]?.negativePaperIds).toEqual([]);
    expect(papers.length).toBeGreaterThan(0);
    const ownIds = new Set(own.map((paper) => paper.paper_id));
    papers.forEach((paper) => {
      expect(ownIds.has(paper.paperId)).toBe(false);
      expect(paper.authors[0]?.name).toBe('Katherine Johnson');
      // "similar to your paper X": X is one of the account's papers, the one the score found closest
      expect(paper.found_by).toEqual({ kind: 'paper', paperId: paper.explanation?.papers[0]?.paperId, title: paper.explanation?.papers[0]?.title });
      expect(ownIds.has(paper.found_by?.kind === 'paper' ? paper.found_by.paperId : null)).toBe(true);
    });
  });

  it('sends the papers the researcher dismissed as negative examples and liked ones as positive, and never shows a dismissed one', async () => {
    const author = fixtureAuthor();
    const calls: RecommendationCalls = { posts: [], perPaper: [] };
    const extra = recommendedOnly();
    server.use(...semanticScholarHandlers([author], []), ...recommendationsHandlers({ pool: extra, known: [...author.papers, ...extra].map((paper) => paper.paperId), calls }));
    const userId = await liveAccount();
    const [dismissed, liked] = [extra[0], extra[1]];
    if (!dismissed || !liked) throw new Error('no fixture papers');
    db.state().recommendationFeedback = [
      { user: userId, kind: 'not-for-me', target: dismissed.paperId, title: dismissed.title, abstract: null, at: 1 },
      { user: userId, kind: 'more-like-this', target: liked.paperId, title: liked.title, abstract: liked.abstract, at: 2 },
    ];
    const papers = await getRecommendedPublications(INTERESTS);
    expect(calls.posts[0]?.negativePaperIds).toEqual([dismissed.paperId]);
    expect(calls.posts[0]?.positivePaperIds[0]).toBe(liked.paperId);
    expect(papers.map((paper) => paper.paperId)).not.toContain(dismissed.paperId);
  });

  it('keeps the searches\' papers when the recommendations API fails, and the API\'s when the searches fail', async () => {
    server.use(...semanticScholarHandlers([fixtureAuthor()], searchPool()), http.post(`${SEMANTIC_SCHOLAR_ORIGIN}/recommendations/v1/papers`, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })));
    await liveAccount();
    const searched = await getRecommendedPublications(INTERESTS);
    expect(searched.length).toBeGreaterThan(0);
    searched.forEach((paper) => expect(paper.found_by?.kind).toBe('interest'));

    server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/paper/search`, () => HttpResponse.error()), ...recommendationsHandlers({ pool: recommendedOnly() }));
    const recommended = await getRecommendedPublications([{ text: 'a fresh interest', weight: 3 }]);
    expect(recommended.length).toBeGreaterThan(0);
    recommended.forEach((paper) => expect(paper.found_by?.kind).toBe('paper'));
  });

  it('says Semantic Scholar could not be searched when every search fails', async () => {
    server.use(...semanticScholarHandlers(), http.post(`${SEMANTIC_SCHOLAR_ORIGIN}/recommendations/v1/papers`, () => HttpResponse.error()));
    await liveAccount();
    server.use(http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/paper/search`, () => HttpResponse.error()), http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/recommendations/v1/papers/forpaper/:id`, () => HttpResponse.error()));
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
