import {
  DONUT_HEIGHT,
  TERM_AXIS_WIDTH,
  fitLabel,
  integerTicks,
  labelStride,
  layoutAreas,
  layoutDonut,
  layoutPublicationBars,
  layoutTermBars,
  showsLabel,
  termBarsHeight,
  textWidth,
} from './chart-layout';

describe('integerTicks', () => {
  it('gives whole numbers only, from 0 up to a top at least the largest value', () => {
    expect(integerTicks(2)).toEqual([0, 1, 2]);
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(47)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(integerTicks(7.4)).toEqual([0, 2, 4, 6, 8]);
  });

  it('still draws 0 and 1 when every value is 0', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
  });
});

describe('fitLabel', () => {
  it('keeps a label that fits and cuts a long one with an ellipsis within the room', () => {
    expect(fitLabel('Learning analytics', 120)).toBe('Learning analytics');
    const long = 'Massive open online course participation';
    const cut = fitLabel(long, 120);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(textWidth(cut)).toBeLessThanOrEqual(120);
    expect(cut.length).toBeGreaterThan(10);
  });

  it('counts wide letters as wider than narrow ones', () => {
    expect(textWidth('WWWW')).toBeGreaterThan(textWidth('iiii'));
  });
});

describe('labelStride', () => {
  it('shows every label when there is room and every n-th one, ending on the last, when there is not', () => {
    expect(labelStride(10, 600, 28)).toBe(1);
    const stride = labelStride(10, 260, 28);
    expect(stride).toBe(2);
    const shown = Array.from({ length: 10 }, (_, i) => i).filter((i) => showsLabel(i, 10, stride));
    expect(shown).toEqual([1, 3, 5, 7, 9]);
  });
});

describe('layoutTermBars', () => {
  const data = [
    { name: 'Learning analytics', value: 40 },
    { name: 'A very long topic name that cannot fit the axis', value: 10 },
    { name: 'Student', value: 0 },
  ];

  it('keeps the chart height of 30 px a bar plus 40, bars right of the 130 px category axis, lengths proportional', () => {
    const layout = layoutTermBars(data, 500);
    expect(layout.height).toBe(termBarsHeight(3));
    expect(layout.height).toBe(130);
    expect(layout.bars).toHaveLength(3);
    const [first, second, third] = layout.bars;
    expect(first?.x).toBe(4 + TERM_AXIS_WIDTH);
    expect(layout.plot.right).toBe(500 - 16);
    // the value axis ends at its last tick (40): the longest bar spans the plot
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 10, 20, 30, 40]);
    expect(first?.width).toBeCloseTo(layout.plot.right - layout.plot.left);
    expect(second?.width).toBeCloseTo((layout.plot.right - layout.plot.left) / 4);
    expect(third?.width).toBe(0);
    // rows go top to bottom in the data's order without overlapping
    expect((second?.y ?? 0) - (first?.y ?? 0)).toBeGreaterThanOrEqual(first?.height ?? 0);
  });

  it('cuts long names for the axis but keeps the full name on the bar', () => {
    const layout = layoutTermBars(data, 500);
    expect(layout.bars[0]?.label).toBe('Learning analytics');
    expect(layout.bars[1]?.label).toMatch(/…$/);
    expect(layout.bars[1]?.name).toBe('A very long topic name that cannot fit the axis');
  });
});

describe('layoutPublicationBars', () => {
  it('draws one column per publication, height proportional to its count, labelled by rank', () => {
    const data = [
      { rank: '#1', title: 'A', value: 4 },
      { rank: '#2', title: 'B', value: 2 },
    ];
    const layout = layoutPublicationBars(data, 300);
    expect(layout.height).toBe(220);
    expect(layout.bars.map((bar) => bar.label)).toEqual(['#1', '#2']);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 1, 2, 3, 4]);
    const [first, second] = layout.bars;
    expect(first?.height).toBeCloseTo(layout.plot.bottom - layout.plot.top);
    expect(second?.height).toBeCloseTo((first?.height ?? 0) / 2);
    expect(first?.y).toBeCloseTo(layout.plot.top);
    expect((second?.x ?? 0) > (first?.x ?? 0) + (first?.width ?? 0)).toBe(true);
  });

  it('thins the rank labels out when ten columns share a phone-sized width', () => {
    const data = Array.from({ length: 10 }, (_, i) => ({ rank: `#${i + 1}`, title: `T${i}`, value: i + 1 }));
    expect(layoutPublicationBars(data, 600).stride).toBe(1);
    expect(layoutPublicationBars(data, 180).stride).toBeGreaterThan(1);
  });
});

describe('layoutDonut', () => {
  it('draws the radii at 45 % and 85 % of the half of the smaller side, a sector per positive value', () => {
    const layout = layoutDonut(
      [
        { name: 'A', value: 50 },
        { name: 'Zero', value: 0 },
        { name: 'B', value: 25 },
        { name: 'C', value: 25 },
      ],
      360,
    );
    expect(layout.height).toBe(DONUT_HEIGHT);
    expect(layout.inner).toBeCloseTo(140 * 0.45);
    expect(layout.outer).toBeCloseTo(140 * 0.85);
    expect(layout.cx).toBe(180);
    expect(layout.sectors.map((s) => s.name)).toEqual(['A', 'B', 'C']);
    // the colour index stays the data's index (the legend's swatches use it)
    expect(layout.sectors.map((s) => s.index)).toEqual([0, 2, 3]);
    for (const sector of layout.sectors) expect(sector.path).toMatch(/^M/);
  });

  it('shrinks with a narrow container', () => {
    const layout = layoutDonut([{ name: 'A', value: 1 }], 200);
    expect(layout.outer).toBeCloseTo(100 * 0.85);
  });
});

describe('layoutAreas', () => {
  const points = [
    { year: '2011', values: [1, 4] },
    { year: '2012', values: [3, 0] },
    { year: '2013', values: [2, 2] },
  ];

  it('spreads the years from the left to the right of the plot and draws an area and a line per item', () => {
    const layout = layoutAreas(points, ['A', 'B'], 500);
    expect(layout.height).toBe(300);
    expect(layout.years.map((y) => y.x)).toEqual([40, 262, 484]);
    expect(layout.areas.map((a) => a.item)).toEqual(['A', 'B']);
    for (const a of layout.areas) {
      expect(a.path).toMatch(/^M/);
      expect(a.line).toMatch(/^M/);
    }
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 1, 2, 3, 4]);
  });

  it('places each year’s point of each item on the value axis', () => {
    const layout = layoutAreas(points, ['A', 'B'], 500);
    const { top, bottom } = layout.plot;
    expect(layout.years[0]?.ys).toEqual([bottom - (bottom - top) / 4, top]);
    expect(layout.years[1]?.ys[1]).toBe(bottom);
  });

  it('gives each year a hover column that covers the plot without overlap', () => {
    const layout = layoutAreas(points, ['A'], 500);
    const [a, b, c] = layout.years;
    expect(a?.left).toBe(layout.plot.left);
    expect((a?.left ?? 0) + (a?.width ?? 0)).toBeCloseTo(b?.left ?? 0);
    expect((c?.left ?? 0) + (c?.width ?? 0)).toBeCloseTo(layout.plot.right);
  });
});
