import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { menuItemTexts, captureDownloadsInEachTest } from '@/test/downloads';
import { renderRoute } from '@/test/render-route';
import { findCard, SLOW } from '../test/helpers';

const USER = { user: 'demo@example.org' };

const captured = captureDownloadsInEachTest();
const menuItems = menuItemTexts;

async function downloadedCsv() {
  await waitFor(() => expect(captured().downloads).toHaveLength(1));
  const [file] = captured().downloads;
  return { name: file?.name ?? '', text: (await file?.blob.text()) ?? '' };
}

describe('conference charts: export', () => {
  it('saves the top 10 chart as PNG, SVG or its plotted values as CSV', async () => {
    const { user } = renderRoute('/app/topicbar', USER);
    const card = await findCard('Top 10 topics of LAK 2011');
    const table = await within(card).findByRole('table', {}, SLOW);
    const expected = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent).join(','));
    await user.click(within(card).getByRole('button', { name: 'Export Top 10 topics of LAK 2011' }));
    expect(menuItems('Export Top 10 topics of LAK 2011')).toEqual(['Save as PNG', 'Save as SVG', 'Download data (CSV)']);
    await user.click(screen.getByRole('menuitem', { name: 'Download data (CSV)' }));
    const csv = await downloadedCsv();
    expect(csv.name).toMatch(/^rima-top-10-topics-of-lak-2011-\d{4}-\d\d-\d\d\.csv$/);
    expect(csv.text).toBe(`${expected.join('\r\n')}\r\n`);
    expect(expected[0]).toBe('Topic,Frequency');
  });

  it('saves the collaboration network (a canvas) as PNG, no SVG, and every researcher with their co-authors as CSV', async () => {
    server.use(
      http.get(`${env.conferenceApiUrl}getalltitles/*`, () =>
        HttpResponse.json({
          titles: {
            nodes: [
              { id: 'D. L. Lindqvist', size: 70 },
              { id: 'A. Ammari', size: 140 },
              { id: '=Evil, "Author"', size: 10 },
            ],
            links: [
              { source: 'A. Ammari', target: 'D. L. Lindqvist' },
              { source: 'A. Ammari', target: '=Evil, "Author"' },
            ],
          },
        }),
      ),
    );
    const { user } = renderRoute('/app/topicsauthors', USER);
    const card = await findCard('Researcher collaboration network');
    await within(card).findByRole('list', { name: 'Researchers in the network' }, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Export Researcher collaboration network' }));
    expect(menuItems('Export Researcher collaboration network')).toEqual(['Save as PNG', 'Download data (CSV)']);
    await user.click(screen.getByRole('menuitem', { name: 'Download data (CSV)' }));
    const csv = await downloadedCsv();
    expect(csv.text).toBe(`Researcher,Co-authors\r\nA. Ammari,2\r\nD. L. Lindqvist,1\r\n"'=Evil, ""Author""",1\r\n`);
  });
});
