import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Areas, Columns, fittingPeriods, gridAt, HorizontalBars, mirroredTicks, MirroredBars, StackedPercentBars, valueTicks } from './drawings';

describe('the ticks of a mirrored axis', () => {
  it('labels every whole number where they fit, and the ends', () => {
    expect(mirroredTicks(5, 600)).toEqual([-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
  });

  it('steps by a round number that divides the extent on a narrow chart, keeping both ends labelled', () => {
    expect(mirroredTicks(20, 200)).toEqual([-20, -10, 0, 10, 20]);
    expect(mirroredTicks(5, 120)).toEqual([-5, 0, 5]);
  });

  it('steps by the smallest round number that fits when none divides the extent', () => {
    expect(mirroredTicks(23, 400)).toEqual([-20, -15, -10, -5, 0, 5, 10, 15, 20]);
  });
});

describe('the periods labelled on an axis', () => {
  const years = ['2014', '2015', '2016', '2017', '2018', '2019', '2020'];

  it('labels every period where all fit', () => {
    expect(fittingPeriods(years, 548, String, false)).toEqual(years);
  });

  it('labels every second or third from the first where they do not', () => {
    expect(fittingPeriods(years, 120, String, false)).toEqual(['2014', '2017', '2020']);
    expect(fittingPeriods(years, 200, String, false)).toEqual(['2014', '2016', '2018', '2020']);
  });

  it('measures a two-line label by its longer line', () => {
    const months = ['June 2026', 'July 2026', 'August 2026'];
    const short = (period: string) => `${period.slice(0, 3)} ${period.slice(-4)}`;
    expect(fittingPeriods(months, 100, short, true)).toEqual(months);
    expect(fittingPeriods(months, 100, short, false)).toEqual(['June 2026', 'August 2026']);
  });
});

describe('the ticks of an automatic value axis', () => {
  it('steps by a round number and ends at the first tick past the largest value', () => {
    expect(valueTicks(12, 5, false)).toEqual({ ticks: [0, 5, 10, 15], top: 15 });
    expect(valueTicks(83, 3, true)).toEqual({ ticks: [0, 50, 100], top: 100 });
  });

  it('keeps whole numbers for counts, and allows decimals where asked', () => {
    expect(valueTicks(2, 5, false)).toEqual({ ticks: [0, 1, 2], top: 2 });
    expect(valueTicks(2, 5, true)).toEqual({ ticks: [0, 0.5, 1, 1.5, 2], top: 2 });
  });

  it('ends at the largest value when the values are written beside the bars', () => {
    expect(valueTicks(83, 5, false, true)).toEqual({ ticks: [0, 25, 50, 75], top: 83 });
  });

  it('places grid lines where the ticks fall on the plot', () => {
    expect(gridAt([0, 5, 10], 0, 10, 100, 300)).toEqual([100, 200, 300]);
    expect(gridAt([-20, 0, 20], -20, 20, 0, 400)).toEqual([0, 200, 400]);
  });
});

// recharts measures a text it cannot place otherwise in a span it adds to the page (a forced layout
// per label): a drawing whose ticks and grid lines are all given adds none
const MEASURING_SPAN = 'recharts_measurement_span';
const drawings: [string, ReactElement][] = [
  ['horizontal bars', <HorizontalBars key="h" width={600} height={200} data={[{ name: 'a', value: 1 }, { name: 'b', value: 5 }]} valueLabel="Frequency" />],
  ['mirrored bars', <MirroredBars key="m" width={600} height={200} rows={[{ name: 'a', left: 3, right: 4 }]} leftLabel="LAK" rightLabel="L@S" extent={20} axisWidth={100} />],
  ['areas', <Areas key="a" width={600} height={200} rows={[{ period: '2014', values: [1, 7] }, { period: '2015', values: [2, 1] }, { period: '2016', values: [2, 3] }]} series={['x', 'y']} />],
  ['a streamgraph', <Areas key="s" width={600} height={200} stream periodTicks rows={[{ period: 'June 2026', values: [1, 7] }, { period: 'July 2026', values: [2, 1] }]} series={['x', 'y']} />],
  ['columns', <Columns key="c" width={600} height={200} data={[{ key: '1', tick: '#1', value: 7, title: 'A paper' }]} valueLabel="Occurrences" />],
  ['stacked 100% bars', <StackedPercentBars key="p" width={600} height={200} rows={[{ category: 'a', values: [1, 2] }]} series={['x', 'y']} shown={[0, 1]} axisWidth={100} />],
];

describe('drawing without measuring labels in the DOM', () => {
  for (const [name, drawing] of drawings) {
    it(`draws ${name} and its grid from the given ticks`, () => {
      document.getElementById(MEASURING_SPAN)?.remove();
      const { container } = render(drawing);
      expect(container.querySelectorAll('.recharts-cartesian-grid line').length).toBeGreaterThan(1);
      expect(document.getElementById(MEASURING_SPAN)).toBeNull();
    });
  }
});
