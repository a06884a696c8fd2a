import { render } from '@testing-library/react';
import { drawnChart } from '@/test/charts';
import { StackedPercentBars } from './stacked-bars';

const chart = {
  series: ['Learning', 'Analytics', 'Unused'],
  rows: [
    { category: 'A. Ammari', values: [3, 1, 0] },
    { category: 'Professor Bartholomew Berg-Lindqvist', values: [0, 2, 0] },
  ],
};

// jsdom has no layout: the drawing is 600 px wide and 136 px tall, a row 48 px from y = 4
const row = (index: number) => 4 + 24 + index * 48;

describe('StackedPercentBars', () => {
  it('names each row and gives, for the pointed row, the share of each shown series with a value', async () => {
    const { container } = render(<StackedPercentBars chart={chart} series={[0, 1]} />);
    const drawn = await drawnChart(container);
    expect(drawn.labels()).toEqual(expect.arrayContaining(['A. Ammari', '0%', '25%', '50%', '75%', '100%']));
    // a long name wraps beside its bar
    expect(drawn.labels().find((label) => label.startsWith('Professor'))).toMatch(/Berg/);
    await drawn.point(400, row(0));
    expect(drawn.tooltipLines()).toEqual(['A. Ammari', 'Learning: 75 %', 'Analytics: 25 %']);
    await drawn.point(400, row(1));
    expect(drawn.tooltipLines()).toEqual(['Professor Bartholomew Berg-Lindqvist', 'Analytics: 100 %']);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves out a series that is not shown', async () => {
    const { container } = render(<StackedPercentBars chart={chart} series={[1]} />);
    const drawn = await drawnChart(container);
    await drawn.point(400, row(0));
    expect(drawn.tooltipLines()).toEqual(['A. Ammari', 'Analytics: 100 %']);
  });
});
