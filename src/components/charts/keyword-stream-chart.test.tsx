import { render, screen, within } from '@testing-library/react';
import { drawnChart } from '@/test/charts';
import { KeywordStreamChart } from './keyword-stream-chart';
import type { StreamSeries } from './lib/stream';

const series: StreamSeries = {
  keywords: ['python', '<b>react</b>', 'd3'],
  totalKeywords: 5,
  rows: [
    { period: 'June 2026', python: 4, '<b>react</b>': 2, d3: 0.5 },
    { period: 'July 2026', python: 1, '<b>react</b>': 3.25, d3: 2 },
  ],
};

function renderChart(data: StreamSeries = series) {
  return render(<KeywordStreamChart label="Keyword weights per month" series={data} periodName="Month" />);
}

describe('KeywordStreamChart', () => {
  it('labels each period on two lines (month over year)', async () => {
    const { container } = renderChart();
    const chart = await drawnChart(container);
    expect(chart.labels()).toEqual(['Jun 2026', 'Jul 2026']);
  });

  it('keeps the drawing away from assistive technology and offers a table of the values instead', async () => {
    const { container } = renderChart();
    await drawnChart(container);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    const table = screen.getByRole('table', { name: 'Keyword weights per month' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Month', 'python', '<b>react</b>', 'd3']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('shows a legend of the keywords and how many of all keywords are drawn', () => {
    renderChart();
    const legend = screen.getByRole('list', { name: 'Keyword weights per month: legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['python', '<b>react</b>', 'd3']);
    expect(screen.getByText('Showing 3 of 5 keywords (the heaviest).')).toBeInTheDocument();
  });

  it("shows every keyword's value in the pointed period, heaviest first, and hides them when the pointer leaves", async () => {
    const { container } = renderChart();
    const chart = await drawnChart(container);
    expect(chart.tooltipLines()).toEqual([]);
    // the plot runs from x = 28 to 572: June at its left end, July at its right
    await chart.point(560, 150);
    expect(chart.tooltipLines()).toEqual(['July 2026', '<b>react</b>: 3.25', 'd3: 2', 'python: 1']);
    await chart.point(40, 150);
    expect(chart.tooltipLines()).toEqual(['June 2026', 'python: 4', '<b>react</b>: 2', 'd3: 0.5']);
    await chart.leave();
    expect(chart.tooltipLines()).toEqual([]);
  });

  it('writes a keyword with markup as text, never as HTML', async () => {
    const { container } = renderChart();
    const chart = await drawnChart(container);
    expect(container.querySelector('b')).toBeNull();
    await chart.point(40, 150);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getAllByText('<b>react</b>').length).toBeGreaterThan(0);
  });

  it('says so instead of drawing when no keyword has weight', () => {
    const { container } = render(
      <KeywordStreamChart label="Keyword weights per month" series={{ keywords: [], totalKeywords: 0, rows: [{ period: 'June 2026' }] }} periodName="Month" empty="No data available" />,
    );
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
