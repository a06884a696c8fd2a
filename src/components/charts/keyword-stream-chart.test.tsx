import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** The lines of the tooltip, in the order shown. */
function tooltipLines(container: HTMLElement): string[] {
  const tooltip = container.querySelector('.rima-chart__tooltip');
  return tooltip ? [...tooltip.querySelectorAll('p, li')].map((line) => line.textContent ?? '') : [];
}

describe('KeywordStreamChart', () => {
  it('draws one area per keyword with a white border, and a two-line tick per period', () => {
    const { container } = renderChart();
    const areas = container.querySelectorAll('path.rima-chart__stream');
    expect(areas).toHaveLength(3);
    areas.forEach((area) => {
      expect(area.getAttribute('d')).toMatch(/^M/);
      expect(area).toHaveAttribute('stroke', '#fff');
    });
    const ticks = [...container.querySelectorAll('.rima-chart__axis text')].map((text) => [...text.querySelectorAll('tspan')].map((span) => span.textContent));
    expect(ticks).toEqual([
      ['Jun', '2026'],
      ['Jul', '2026'],
    ]);
    expect(container.querySelectorAll('line.rima-chart__grid')).toHaveLength(2);
  });

  it('keeps the drawing away from assistive technology and offers a table of the values instead', () => {
    const { container } = renderChart();
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
    const user = userEvent.setup();
    const { container } = renderChart();
    expect(tooltipLines(container)).toEqual([]);
    const july = container.querySelector('[data-period="July 2026"]');
    expect(july).not.toBeNull();
    await user.hover(july!);
    expect(tooltipLines(container)).toEqual(['July 2026', '<b>react</b>: 3.25', 'd3: 2', 'python: 1']);
    expect(container.querySelector('.rima-chart__stream-guide')).not.toBeNull();
    await user.hover(container.querySelector('[data-period="June 2026"]')!);
    expect(tooltipLines(container)).toEqual(['June 2026', 'python: 4', '<b>react</b>: 2', 'd3: 0.5']);
    await user.unhover(container.querySelector('svg')!);
    expect(tooltipLines(container)).toEqual([]);
    expect(container.querySelector('.rima-chart__stream-guide')).toBeNull();
  });

  it('writes a keyword with markup as text, never as HTML', async () => {
    const user = userEvent.setup();
    const { container } = renderChart();
    expect(container.querySelector('b')).toBeNull();
    await user.hover(container.querySelector('[data-period="June 2026"]')!);
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
