import { fittingPeriods, mirroredTicks } from './drawings';

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
