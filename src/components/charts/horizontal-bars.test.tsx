import { render, screen } from '@testing-library/react';
import { HorizontalBars, percentTicks, valueTickCount } from './drawings';

const DATA = [
  { name: 'learning analytics', value: 83 },
  { name: 'open educational resources', value: 53 },
  { name: 'mooc', value: 9 },
];
const formatPercent = (value: number) => `${Math.round(value)} %`;

/** The value axis' labels as drawn ("0 %", "50 %", …), left to right. */
const tickLabels = () => screen.queryAllByText(/^\d+ %$/).map((node) => node.textContent);

describe('the value axis of horizontal bars', () => {
  it('holds as many ticks as its length keeps apart: 5 on a wide chart, fewer on a phone, never under 2', () => {
    expect(valueTickCount(600)).toBe(5);
    expect(valueTickCount(200)).toBe(3);
    expect(valueTickCount(60)).toBe(2);
    expect(percentTicks(600)).toEqual([0, 25, 50, 75, 100]);
    expect(percentTicks(200)).toEqual([0, 50, 100]);
    expect(percentTicks(100)).toEqual([0, 100]);
  });

  it('draws every 25 % on a wide chart and only 0, 50 and 100 % on a narrow one', () => {
    const { unmount } = render(<HorizontalBars width={900} height={160} data={DATA} valueLabel="Similarity" formatValue={formatPercent} allowDecimals percentScale />);
    expect(tickLabels()).toEqual(['0 %', '25 %', '50 %', '75 %', '100 %']);
    unmount();
    render(<HorizontalBars width={330} height={160} data={DATA} valueLabel="Similarity" formatValue={formatPercent} allowDecimals percentScale />);
    expect(tickLabels()).toEqual(['0 %', '50 %', '100 %']);
  });

  it('keeps an automatic axis to a few ticks on a narrow chart', () => {
    render(<HorizontalBars width={330} height={160} data={DATA} valueLabel="Similarity" formatValue={formatPercent} allowDecimals />);
    expect(tickLabels().length).toBeGreaterThanOrEqual(2);
    expect(tickLabels().length).toBeLessThanOrEqual(3);
  });
});
