import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isoDay } from '@/components/charts/chart-export';
import { env } from '@/config/env';
import { server } from '@/backend/node';
import { captureDownloadsInEachTest, menuItemTexts } from '@/test/downloads';
import { renderRoute } from '@/test/render-route';

const SLOW = { timeout: 8000 };
const captured = captureDownloadsInEachTest();

describe('demo page: the keyword chart exports from its card', () => {
  it('offers PNG, SVG and the scores as CSV, named after the demo, beside the list of the same scores', async () => {
    server.use(http.post(`${env.apiUrl}/api/interests/interest-extraction/`, () => HttpResponse.json({ Feedback: 1, 'Learning analytics': 5, '=Dashboard': 3.25 })));
    const { user } = renderRoute('/auth/demo');
    await screen.findByRole('heading', { name: 'Try RIMA' });
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByRole('textbox', { name: 'Text' }), 'some text');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Algorithm' }), 'Rake');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Keywords count' }), '5');
    await user.click(within(panel).getByRole('button', { name: 'Extract interests' }));

    expect(await within(panel).findByRole('heading', { level: 3, name: 'Keyword scores' }, SLOW)).toBeInTheDocument();
    // the list says the scores on screen; the card's table serves the CSV only
    expect(within(panel).queryAllByRole('table')).toHaveLength(0);
    await user.click(within(panel).getByRole('button', { name: 'Export Keyword scores' }));
    expect(menuItemTexts('Export Keyword scores')).toEqual(['Save as PNG', 'Save as SVG', 'Download data (CSV)']);
    await user.click(screen.getByRole('menuitem', { name: 'Download data (CSV)' }));
    await waitFor(() => expect(captured().downloads).toHaveLength(1));
    const [file] = captured().downloads;
    expect(file?.name).toBe(`rima-keyword-scores-demo-${isoDay(new Date())}.csv`);
    expect(await file?.blob.text()).toBe("Keyword,Score\r\nLearning analytics,5.0\r\n'=Dashboard,3.25\r\nFeedback,1.0\r\n");
  });
});
