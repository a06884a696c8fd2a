import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isoDay } from '@/components/charts/chart-export';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { captureDownloadsInEachTest, menuItemTexts } from '@/test/downloads';
import { serveLongTermInterests, weightedInterests } from '@/test/long-term-interests';
import { renderRoute } from '@/test/render-route';

const SLOW = { timeout: 8000 };
const ALL_FORMATS = ['Save as PNG', 'Save as SVG', 'Download data (CSV)'];
const INTERESTS = [
  ['learning analytics', 5],
  ['dashboards', 4.5],
] as const;
const similarity = (closest: string) =>
  Object.fromEntries([['data_weight', 4], ['data_interest_model_publication_keyword_score', 60], ...INTERESTS.map(([text]) => [text, { score: text === closest ? 70 : 20, color: '' }])]);

const PAPER = {
  paperId: 'a',
  title: 'Teacher dashboards, "live"',
  abstract: 'Teacher dashboards give learner feedback in class.',
  year: 2021,
  url: 'https://www.semanticscholar.org/paper/a',
  authors: [{ authorId: '1', name: 'Ada Lovelace' }],
  score: 70,
  paper_keywords: { 'teacher dashboards': 5, 'learner feedback': 3 },
  extra_keywords: {},
  interests_similarity: { 'learning analytics': 60, dashboards: 45.25 },
  keywords_similarity: { 'teacher dashboards': similarity('dashboards'), 'learner feedback': similarity('learning analytics') },
};

const captured = captureDownloadsInEachTest();

async function openWhy() {
  serveLongTermInterests(weightedInterests(INTERESTS), { mine: true });
  server.use(http.post(`${env.apiUrl}/api/interests/recommended-publications`, () => HttpResponse.json({ message: 'Successful', data: [PAPER] })));
  const rendered = renderRoute('/recommendation/publications', { user: 'demo@example.org' });
  await screen.findByRole('list', { name: 'Your interests' }, { timeout: 20_000 });
  await rendered.user.click(screen.getByRole('button', { name: 'Recommend' }));
  const card = await screen.findByRole('article', { name: PAPER.title }, SLOW);
  await rendered.user.click(within(card).getByRole('button', { name: 'Why?' }));
  return { ...rendered, card };
}

/** Opens a chart card's export menu, checks its items and saves its CSV: the file's name and text. */
async function csvOf(user: Awaited<ReturnType<typeof openWhy>>['user'], card: HTMLElement, chart: string) {
  await user.click(within(card).getByRole('button', { name: `Export ${chart}` }));
  expect(menuItemTexts(`Export ${chart}`)).toEqual(ALL_FORMATS);
  await user.click(screen.getByRole('menuitem', { name: 'Download data (CSV)' }));
  await waitFor(() => expect(captured().downloads).toHaveLength(1));
  const file = captured().downloads.pop();
  return { name: file?.name, text: await file?.blob.text() };
}

describe('Publications, Why?: every chart exports from its card, named after the paper', () => {
  it("saves the keyphrases' weights, a keyphrase's and the paper's similarity with each interest", async () => {
    const { user, card } = await openWhy();
    const day = isoDay(new Date());
    const paper = 'teacher-dashboards-live';

    const cloud = await csvOf(user, card, 'Keyphrases of this paper');
    expect(cloud.name).toBe(`rima-keyphrases-of-this-paper-${paper}-${day}.csv`);
    expect(cloud.text).toBe('Keyphrase,Weight\r\nteacher dashboards,5\r\nlearner feedback,3\r\n');

    const keyphrase = await csvOf(user, card, 'Similarity of “teacher dashboards” with your interests');
    expect(keyphrase.name).toBe(`rima-similarity-of-teacher-dashboards-with-your-interests-${paper}-${day}.csv`);
    expect(keyphrase.text).toBe('Interest,Similarity (%)\r\nlearning analytics,20\r\ndashboards,70\r\n');

    const interests = await csvOf(user, card, 'Similarity of this paper with each interest');
    expect(interests.name).toBe(`rima-similarity-of-this-paper-with-each-interest-${paper}-${day}.csv`);
    expect(interests.text).toBe('Interest,Similarity (%)\r\nlearning analytics,60\r\ndashboards,45.3\r\n');
  });
});
