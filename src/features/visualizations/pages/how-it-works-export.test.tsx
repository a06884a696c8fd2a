import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { isoDay } from '@/components/charts/chart-export';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { captureDownloadsInEachTest, menuItemTexts } from '@/test/downloads';
import { renderRoute } from '@/test/render-route';

/** The interests of the viewed user: the own whole list (GET long-term/) and the public one (GET long-term/user/{id}/) answer the same. */
const interestRoutes = (id: number, resolver: HttpResponseResolver) => [http.get(api(`interests/long-term/user/${id}/`), resolver), http.get(api('interests/long-term/'), resolver)];

const SLOW = { timeout: 8000 };
const DEMO = 'demo@example.org';
const api = (path: string) => `${env.apiUrl}/api/${path}`;
const THIS_YEAR = new Date().getFullYear();
const ALL_FORMATS = ['Save as PNG', 'Save as SVG', 'Download data (CSV)'];

const interest = (id: number, keyword: string, weight: number, source: string, phrases: Record<string, number>) => ({
  id,
  keyword,
  original_keyword: '',
  original_keywords: Object.keys(phrases),
  original_keywords_with_weights: Object.entries(phrases).map(([phrase, value]) => ({ [phrase]: value })),
  categories: [],
  tweet_ids: [],
  papers: [],
  weight,
  source,
  user: 1,
  tweets: [],
});

function serve() {
  const { id, first_name, last_name } = db.sessionFor(DEMO).user;
  server.use(
    ...interestRoutes(id, () =>
      HttpResponse.json([
        interest(1, 'recommender system', 5, 'Scholar', { 'recommender systems': 4.2, 'recommender system': 1.5 }),
        interest(2, 'mooc', 3.5, 'Scholar', { mooc: 3 }),
        interest(3, 'open science', 2, 'Manual', {}),
      ]),
    ),
    http.get(api(`interests/activity-stats/user/${id}/`), () => HttpResponse.json({ papers: { [String(THIS_YEAR)]: 1, [String(THIS_YEAR - 1)]: 4 }, tweets: {} })),
  );
  return { id, whose: `${first_name} ${last_name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-') };
}

const captured = captureDownloadsInEachTest();

/** Opens the chart card's export menu, checks its items and saves its CSV: the file's name and text. */
async function csvOf(user: ReturnType<typeof renderRoute>['user'], chart: string) {
  await user.click(await screen.findByRole('button', { name: `Export ${chart}` }, SLOW));
  expect(menuItemTexts(`Export ${chart}`)).toEqual(ALL_FORMATS);
  await user.click(screen.getByRole('menuitem', { name: 'Download data (CSV)' }));
  await waitFor(() => expect(captured().downloads).toHaveLength(1));
  const [file] = captured().downloads;
  return { name: file?.name, text: await file?.blob.text() };
}

describe('How does it work?: every chart exports from its card', () => {
  it("step 2's publications per year, named after the user", async () => {
    const { id, whose } = serve();
    const { user } = renderRoute(`/app/how-it-works/${id}`, { user: DEMO });
    expect(await screen.findByRole('heading', { level: 3, name: 'Publications per year, last 6 years' }, SLOW)).toBeInTheDocument();
    const file = await csvOf(user, 'Publications per year, last 6 years');
    expect(file.name).toBe(`rima-publications-per-year-last-6-years-${whose}-${isoDay(new Date())}.csv`);
    expect(file.text).toBe(`Year,Publications\r\n${THIS_YEAR - 5},0\r\n${THIS_YEAR - 4},0\r\n${THIS_YEAR - 3},0\r\n${THIS_YEAR - 2},0\r\n${THIS_YEAR - 1},4\r\n${THIS_YEAR},1\r\n`);
  });

  it("step 4's merge graph: each keyphrase with its interest and weight", async () => {
    const { id, whose } = serve();
    const { user } = renderRoute(`/app/how-it-works/${id}`, { user: DEMO });
    const file = await csvOf(user, 'Keyphrases merged into the top 3 interests');
    expect(file.name).toBe(`rima-keyphrases-merged-into-the-top-3-interests-${whose}-${isoDay(new Date())}.csv`);
    expect(file.text).toBe(
      'Interest,Keyphrase,Weight\r\nrecommender system,recommender systems,4.2\r\nrecommender system,recommender system,1.5\r\nmooc,mooc,3\r\nopen science,,\r\n',
    );
  });

  it("step 5's bars of the heaviest interests, and its word cloud", async () => {
    const { id, whose } = serve();
    const { user } = renderRoute(`/app/how-it-works/${id}`, { user: DEMO });
    const file = await csvOf(user, 'The 3 interests by weight');
    expect(file.name).toBe(`rima-the-3-interests-by-weight-${whose}-${isoDay(new Date())}.csv`);
    expect(file.text).toBe('Interest,Weight\r\nrecommender system,5\r\nmooc,3.5\r\nopen science,2\r\n');

    // the cards' titles sit under the step's heading; the steps keep the level 2 headings
    expect(screen.getByRole('heading', { level: 3, name: 'Word cloud of the 3 interests' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Steps from the data to the interest profile' })).getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Export Word cloud of the 3 interests' }));
    expect(menuItemTexts('Export Word cloud of the 3 interests')).toEqual(ALL_FORMATS);
  });
});
