import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isoDay } from '@/components/charts/chart-export';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { menuItemTexts, captureDownloadsInEachTest } from '@/test/downloads';
import { renderRoute } from '@/test/render-route';
import { setUpRouteTests } from '@/test/route-test-support';

setUpRouteTests();

const SLOW = { timeout: 8000 };
const DEMO = 'demo@example.org';
const MATEO = 'mateo.alvarez@example.org';
const idOf = (email: string) => db.sessionFor(email).user.id;

const SIMILARITY = {
  score: 81.37,
  bar_chart_data: { user_1_data: { 'learning analytics': 5, mooc: 3.2 }, user_2_data: { 'learning analytics': 4.4, mooc: 1 } },
  heat_map_data: {
    'learning analytics': { 'learning analytics': 1.0, 'dashboard, "live"': 0.5299999713897705 },
    mooc: { 'learning analytics': 0.62, 'dashboard, "live"': 0.31 },
  },
  venn_chart_data: { user_1_exclusive_interest: [], user_2_exclusive_interest: [], similar_interests: { user_1: {}, user_2: {} } },
};

const captured = captureDownloadsInEachTest();
const menuItems = menuItemTexts;
beforeEach(() => {
  server.use(http.get(`${env.apiUrl}/api/interests/similarity/:id/`, () => HttpResponse.json(SIMILARITY)));
});

/** "Lena Hoffmann" -> "lena-hoffmann" */
function nameSlug(email: string) {
  const { first_name, last_name } = db.sessionFor(email).user;
  return `${first_name} ${last_name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

describe('/app/profile/{id}: exporting the comparison', () => {
  it("saves the heat map's values as CSV, named after both researchers", async () => {
    const { user } = renderRoute(`/app/profile/${idOf(MATEO)}`, { user: DEMO });
    await user.click(await screen.findByRole('tab', { name: 'Intermediate explanation' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Export Keyword similarity' }));
    expect(menuItems('Export Keyword similarity')).toEqual(['Save as PNG', 'Save as SVG', 'Download data (CSV)']);
    await user.click(screen.getByRole('menuitem', { name: 'Download data (CSV)' }));
    await waitFor(() => expect(captured().downloads).toHaveLength(1));
    const [file] = captured().downloads;
    expect(file?.name).toBe(`rima-keyword-similarity-${nameSlug(DEMO)}-and-mateo-alvarez-${isoDay(new Date())}.csv`);
    expect(await file?.blob.text()).toBe(
      `Your interests \\ Mateo Alvarez's interests,learning analytics,"dashboard, ""live"""\r\nlearning analytics,1.00,0.53\r\nmooc,0.62,0.31\r\n`,
    );
  });

  it("saves both researchers' values of the side-by-side slide in one CSV, each row naming whose chart it is", async () => {
    const { user } = renderRoute(`/app/profile/${idOf(MATEO)}`, { user: DEMO });
    const mine = await screen.findByRole('table', { name: 'Your top 5 interests' }, SLOW);
    const theirs = await screen.findByRole('table', { name: "Mateo Alvarez's top 5 interests" }, SLOW);
    const rowsOf = (table: HTMLElement, caption: string) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [caption, ...[...row.children].map((cell) => cell.textContent)].join(','));
    await user.click(screen.getByRole('button', { name: 'Export Top interests' }));
    expect(menuItems('Export Top interests')).toEqual(['Save as PNG', 'Save as SVG', 'Download data (CSV)']);
    await user.click(screen.getByRole('menuitem', { name: 'Download data (CSV)' }));
    await waitFor(() => expect(captured().downloads).toHaveLength(1));
    const lines = ((await captured().downloads[0]?.blob.text()) ?? '').split('\r\n');
    expect(lines[0]).toBe('Chart,Interest,Weight');
    expect(lines.slice(1, -1)).toEqual([...rowsOf(mine, 'Your top 5 interests'), ...rowsOf(theirs, "Mateo Alvarez's top 5 interests")]);
    expect(lines.length).toBeGreaterThan(4);
  });
});
