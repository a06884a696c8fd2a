import { STREAM_AXIS_HEIGHT, STREAM_MARGIN, STREAM_PADDING, layoutStream, streamTooltipItems, weightOf } from './stream-layout';
import type { StreamSeries } from './stream';

const series: StreamSeries = {
  keywords: ['python', 'react', 'd3'],
  totalKeywords: 3,
  rows: [
    { period: 'June 2026', python: 4, react: 2, d3: 0 },
    { period: 'July 2026', python: 2, react: 2, d3: 2 },
    { period: 'August 2026', python: 0, react: 6, d3: 2 },
  ],
};

/** The y coordinates of a path's points (every number after the first of each pair). */
function ys(path: string): number[] {
  const numbers = (path.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number);
  return numbers.filter((_, i) => i % 2 === 1);
}

describe('layoutStream', () => {
  it('spreads the periods over the plot between the margins, with their two-line tick texts', () => {
    const layout = layoutStream(series, 600, 320);
    expect(layout.plot).toEqual({ left: STREAM_MARGIN.left, top: STREAM_MARGIN.top, right: 600 - STREAM_MARGIN.right, bottom: 320 - STREAM_MARGIN.bottom - STREAM_AXIS_HEIGHT });
    expect(layout.periods.map((p) => p.x)).toEqual([30, 300, 570]);
    expect(layout.periods.map((p) => p.tick)).toEqual(['Jun 2026', 'Jul 2026', 'Aug 2026']);
    expect(layout.periods.map((p) => p.period)).toEqual(['June 2026', 'July 2026', 'August 2026']);
  });

  it('tiles the whole width with one hover column per period', () => {
    const layout = layoutStream(series, 600, 320);
    expect(layout.periods.map((p) => [p.left, p.left + p.width])).toEqual([
      [0, 165],
      [165, 435],
      [435, 600],
    ]);
  });

  it('draws one closed area per keyword, in the series order', () => {
    const layout = layoutStream(series, 600, 320);
    expect(layout.areas.map((a) => [a.keyword, a.index])).toEqual([
      ['python', 0],
      ['react', 1],
      ['d3', 2],
    ]);
    layout.areas.forEach((a) => expect(a.path).toMatch(/^M.*Z$/));
  });

  it('stacks the areas symmetrically around the centre line, filling the plot height but a small padding', () => {
    const layout = layoutStream(series, 600, 320);
    const { top, bottom } = layout.plot;
    const all = layout.areas.flatMap((a) => ys(a.path));
    // the thickest period (8 in all) spans the plot but a padding above and below, centred: a silhouette
    const unit = (bottom - top) / (8 * (1 + 2 * STREAM_PADDING));
    const pad = 8 * STREAM_PADDING * unit;
    expect(Math.min(...all)).toBeCloseTo(top + pad, 2);
    expect(Math.max(...all)).toBeCloseTo(bottom - pad, 2);
    const middle = (top + bottom) / 2;
    // the first period (6 in all) runs from -3 to +3 around the centre: python -3..1, react 1..3, d3 3..3;
    // a path starts with the top edge of its area (upwards is a smaller y)
    const firstTops = layout.areas.map((a) => ys(a.path)[0] ?? Number.NaN);
    expect(firstTops[0]).toBeCloseTo(middle - unit, 2);
    expect(firstTops[1]).toBeCloseTo(middle - 3 * unit, 2);
    expect(firstTops[2]).toBeCloseTo(middle - 3 * unit, 2);
    // and the bottom edge of the first area ends (closing the path) at -3, below the centre
    const pythonYs = ys(layout.areas[0]?.path ?? '');
    expect(pythonYs[pythonYs.length - 1]).toBeCloseTo(middle + 3 * unit, 2);
  });

  it('follows the height asked for', () => {
    expect(layoutStream(series, 400, 240).plot.bottom).toBe(240 - STREAM_MARGIN.bottom - STREAM_AXIS_HEIGHT);
  });

  it('draws a single period in the middle and an all-zero series without NaN', () => {
    const one = layoutStream({ ...series, rows: series.rows.slice(0, 1) }, 600, 320);
    expect(one.periods[0]?.x).toBe(300);
    expect(one.periods[0]).toMatchObject({ left: 0, width: 600 });
    const zero = layoutStream({ keywords: ['a'], totalKeywords: 1, rows: [{ period: '2024', a: 0 }, { period: '2025', a: 0 }] }, 600, 320);
    expect(zero.areas[0]?.path).not.toContain('NaN');
  });
});

describe('streamTooltipItems', () => {
  it("lists every keyword's value in the period, heaviest first, ties in the series order", () => {
    expect(streamTooltipItems(series, 0)).toEqual([
      { keyword: 'python', index: 0, value: 4 },
      { keyword: 'react', index: 1, value: 2 },
      { keyword: 'd3', index: 2, value: 0 },
    ]);
    expect(streamTooltipItems(series, 2).map((item) => item.keyword)).toEqual(['react', 'd3', 'python']);
    expect(streamTooltipItems(series, 1).map((item) => item.keyword)).toEqual(['python', 'react', 'd3']);
  });

  it('has nothing for a period that does not exist', () => {
    expect(streamTooltipItems(series, 7)).toEqual([]);
  });
});

describe('weightOf', () => {
  it('reads a missing or non-numeric weight as 0', () => {
    expect(weightOf({ period: '2024', a: 1.5 }, 'a')).toBe(1.5);
    expect(weightOf({ period: '2024' }, 'a')).toBe(0);
    expect(weightOf({ period: '2024', a: 'x' }, 'a')).toBe(0);
  });
});
