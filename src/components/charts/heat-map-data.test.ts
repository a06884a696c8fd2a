import { contrastRatio, luminance } from './lib/palette';
import {
  colorFor,
  formatValue,
  isHeatMapEmpty,
  legendSteps,
  shapeHeatMap,
  textColorFor,
} from './heat-map-data';

describe('shapeHeatMap', () => {
  it('keeps the row order, collects every column in order of first appearance and rounds to 2 decimals', () => {
    const model = shapeHeatMap({
      'learning analytics': { 'learning analytics': 1, dashboard: 0.5299999713897705 },
      mooc: { dashboard: 0.31, 'learning analytics': 0.62, 'open education': 0.456 },
    });
    expect(model.rows).toEqual(['learning analytics', 'mooc']);
    expect(model.columns).toEqual(['learning analytics', 'dashboard', 'open education']);
    expect(model.cells[0]!.map((cell) => cell.label)).toEqual(['1.00', '0.53', '–']);
    expect(model.cells[1]!.map((cell) => cell.value)).toEqual([0.62, 0.31, 0.46]);
    expect(model.cells[0]![2]!.value).toBeNull();
  });

  it('is empty when there are no rows or every row is {}', () => {
    expect(isHeatMapEmpty(shapeHeatMap({}))).toBe(true);
    expect(isHeatMapEmpty(shapeHeatMap({ mooc: {} }))).toBe(true);
    expect(isHeatMapEmpty(shapeHeatMap({ mooc: { mooc: 1 } }))).toBe(false);
  });

  it('treats non-finite values as missing', () => {
    const model = shapeHeatMap({ a: { b: Number.NaN, c: 0.104 } });
    expect(model.cells[0]!.map((cell) => cell.label)).toEqual(['–', '0.10']);
  });
});

describe('formatValue', () => {
  it('prints two decimals', () => {
    expect(formatValue(0.7200000286102295)).toBe('0.72');
    expect(formatValue(0)).toBe('0.00');
    expect(formatValue(null)).toBe('–');
  });
});

describe('colours', () => {
  it('darkens as the value grows and clamps values outside 0..1', () => {
    const values = [0, 0.25, 0.5, 0.75, 1];
    const lightness = values.map((value) => luminance(colorFor(value)));
    // each higher value is drawn strictly darker than the one before
    lightness.slice(1).forEach((darker, index) => expect(darker).toBeLessThan(lightness[index] ?? -Infinity));
    expect(colorFor(2)).toBe(colorFor(1));
    expect(colorFor(-1)).toBe(colorFor(0));
  });

  it('tells a missing value from every value of the scale', () => {
    const scale = new Set(Array.from({ length: 101 }, (_, i) => colorFor(i / 100)));
    expect(scale.has(colorFor(null))).toBe(false);
  });

  it('prints every value in a colour that meets WCAG AA (4.5:1) on its cell', () => {
    for (let i = 0; i <= 100; i += 1) {
      const fill = colorFor(i / 100);
      expect(contrastRatio(fill, textColorFor(fill))).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(colorFor(null), textColorFor(colorFor(null)))).toBeGreaterThanOrEqual(4.5);
  });

  it('has a legend from 0 to 1', () => {
    const steps = legendSteps(5);
    expect(steps.map((step) => step.value)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(steps[5]!.fill).toBe(colorFor(1));
  });
});
