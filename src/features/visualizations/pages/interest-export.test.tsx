import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { isoDay } from '@/components/charts/chart-export';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { captureDownloads } from '@/test/downloads';
import { renderRoute } from '@/test/render-route';

/** The interests of the viewed user: the own whole list (GET long-term/) and the public one (GET long-term/user/{id}/) answer the same. */
const interestRoutes = (id: number, resolver: HttpResponseResolver) => [http.get(api(`interests/long-term/user/${id}/`), resolver), http.get(api('interests/long-term/'), resolver)];

const SLOW = { timeout: 8000 };
const DEMO = 'demo@example.org';
const OTHER = 'mateo.alvarez@example.org';
const api = (path: string) => `${env.apiUrl}/api/${path}`;

const INTERESTS = [
  {
    id: 1,
    keyword: 'learning analytics',
    original_keyword: '',
    original_keywords: ['learning analytics', 'analytics'],
    categories: [{ name: 'Educational technology' }],
    tweet_ids: ['1001'],
    papers: [{ id: 7, title: 'Dashboards, that teach', year: 2024, authors: 'Lena Hoffmann', url: null, abstract: '' }],
    weight: 4.5,
    source: 'Scholar & Twitter',
    user: 1,
    tweets: [],
  },
  { id: 2, keyword: 'ethics', original_keyword: '', original_keywords: [], categories: [], tweet_ids: ['1002', '1003'], papers: [], weight: 2, source: 'Twitter', user: 1, tweets: [] },
];

function serveInterests(email: string) {
  const { id } = db.sessionFor(email).user;
  server.use(...interestRoutes(id, () => HttpResponse.json(INTERESTS)));
  return id;
}

/** "Lena Hoffmann" -> "lena-hoffmann" (the seed's names are ASCII) */
function nameSlug(email: string) {
  const { first_name, last_name } = db.sessionFor(email).user;
  return `${first_name} ${last_name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

async function openOverview(email: string) {
  const id = serveInterests(email);
  const rendered = renderRoute(`/app/cloud-chart/${id}`, { user: DEMO });
  await screen.findByRole('heading', { level: 1, name: 'Interest Overview' }, SLOW);
  return { ...rendered, id };
}

let capture: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  capture = captureDownloads();
});
afterEach(() => {
  capture.undo();
  vi.restoreAllMocks();
});

describe('the Download menu of the Interest Overview', () => {
  it('saves the own interests as CSV (keyword, weight, source, papers, tweets) named after the user', async () => {
    const { user } = await openOverview(DEMO);
    await user.click(await screen.findByRole('button', { name: 'Download' }, SLOW));
    const menu = screen.getByRole('menu', { name: 'Download' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Download interests (CSV)', 'Download profile (JSON)']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Download interests (CSV)' }));
    await waitFor(() => expect(capture.downloads).toHaveLength(1));
    const [file] = capture.downloads;
    expect(file?.name).toBe(`rima-interests-${nameSlug(DEMO)}-${isoDay(new Date())}.csv`);
    expect(await file?.blob.text()).toBe('keyword,weight,source,papers,tweets\r\nlearning analytics,4.5,From publications and tweets,1,1\r\nethics,2,From tweets,0,2\r\n');
  });

  it("saves another researcher's profile as JSON with their name, sources, keyphrases and weights", async () => {
    const { user, id } = await openOverview(OTHER);
    // the name comes with the public profile
    await screen.findByText('Mateo Alvarez', undefined, SLOW);
    await user.click(await screen.findByRole('button', { name: 'Download' }, SLOW));
    await user.click(screen.getByRole('menuitem', { name: 'Download profile (JSON)' }));
    await waitFor(() => expect(capture.downloads).toHaveLength(1));
    const [file] = capture.downloads;
    expect(file?.name).toBe(`rima-interest-profile-mateo-alvarez-${isoDay(new Date())}.json`);
    expect(file?.blob.type).toBe('application/json');
    expect(JSON.parse((await file?.blob.text()) ?? '')).toEqual({
      user: { id, name: 'Mateo Alvarez' },
      exported_on: isoDay(new Date()),
      interests: [
        {
          keyword: 'learning analytics',
          weight: 4.5,
          source: 'Scholar & Twitter',
          keyphrases: ['learning analytics', 'analytics'],
          categories: ['Educational technology'],
          papers: [{ id: 7, title: 'Dashboards, that teach', year: 2024, url: null }],
          tweets: ['1001'],
        },
        { keyword: 'ethics', weight: 2, source: 'Twitter', keyphrases: [], categories: [], papers: [], tweets: ['1002', '1003'] },
      ],
    });
  });
});

describe('the export menu of the word cloud card', () => {
  it('offers PNG, SVG and CSV, and saves the plotted values as CSV', async () => {
    const { user } = await openOverview(DEMO);
    const button = await screen.findByRole('button', { name: 'Export Word cloud of 2 interests' }, SLOW);
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Export Word cloud of 2 interests' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Save as PNG', 'Save as SVG', 'Download data (CSV)']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Download data (CSV)' }));
    await waitFor(() => expect(capture.downloads).toHaveLength(1));
    const [file] = capture.downloads;
    expect(file?.name).toBe(`rima-word-cloud-of-2-interests-${nameSlug(DEMO)}-${isoDay(new Date())}.csv`);
    expect(await file?.blob.text()).toBe('Interest,Weight\r\nlearning analytics,4.5\r\nethics,2\r\n');
  });
});
