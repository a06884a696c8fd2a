import { render } from '@testing-library/react';
import { StackedPercentBars } from './stacked-bars';

const chart = {
  series: ['Learning', 'Analytics', 'Unused'],
  rows: [
    { category: 'A. Ammari', values: [3, 1, 0] },
    { category: 'B. Berg', values: [0, 2, 0] },
  ],
};

describe('StackedPercentBars', () => {
  it('draws one part per shown series with a value, as wide as its share of the row, named on hover', () => {
    const { container } = render(<StackedPercentBars chart={chart} series={[0, 1]} />);
    const rows = [...container.querySelectorAll('.rima-stacked__track')];
    expect(rows).toHaveLength(2);
    const first = [...(rows[0]?.querySelectorAll<HTMLElement>('.rima-stacked__part') ?? [])];
    expect(first.map((part) => part.title)).toEqual(['Learning: 75 %', 'Analytics: 25 %']);
    expect(first.map((part) => part.style.flexGrow)).toEqual(['3', '1']);
    const second = [...(rows[1]?.querySelectorAll<HTMLElement>('.rima-stacked__part') ?? [])];
    expect(second.map((part) => part.title)).toEqual(['Analytics: 100 %']);
    expect(container.textContent).toContain('A. Ammari');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves out a series that is not shown', () => {
    const { container } = render(<StackedPercentBars chart={chart} series={[1]} />);
    const parts = [...container.querySelectorAll<HTMLElement>('.rima-stacked__part')].map((part) => part.title);
    expect(parts).toEqual(['Analytics: 25 %', 'Analytics: 100 %']);
  });
});
