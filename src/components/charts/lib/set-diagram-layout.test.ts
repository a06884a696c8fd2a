import { describe, expect, it } from 'vitest';
import { distanceForOverlap, layoutSetDiagram, overlapArea, splitSets } from './set-diagram-layout';

const BOX = { width: 400, height: 200, padding: 10 };
const area = (r: number) => Math.PI * r * r;

describe('splitSets', () => {
  it('splits two lists into only-first, both and only-second, keeping each list order and counting duplicates once', () => {
    expect(splitSets(['Data', 'Student', 'Learning', 'Data'], ['Learning', 'Dashboard', 'Data'])).toEqual({
      onlyFirst: ['Student'],
      both: ['Data', 'Learning'],
      onlySecond: ['Dashboard'],
    });
    expect(splitSets([], ['a'])).toEqual({ onlyFirst: [], both: [], onlySecond: ['a'] });
  });
});

describe('overlapArea and distanceForOverlap', () => {
  it('gives no overlap for touching circles and the smaller circle for nested ones', () => {
    expect(overlapArea(2, 1, 3)).toBe(0);
    expect(overlapArea(2, 1, 0.5)).toBeCloseTo(area(1));
  });
  it('gives half of each of two equal circles at distance 0 and a known lens in between', () => {
    expect(overlapArea(1, 1, 0)).toBeCloseTo(area(1));
    // two unit circles one radius apart overlap by 2*pi/3 - sqrt(3)/2
    expect(overlapArea(1, 1, 1)).toBeCloseTo((2 * Math.PI) / 3 - Math.sqrt(3) / 2, 10);
  });
  it('finds the distance that gives the asked overlap', () => {
    for (const [r1, r2, share] of [
      [1, 1, 0.3],
      [2, 1, 0.5],
      [1, 3, 0.9],
      [1.5, 1.2, 0.05],
    ] as const) {
      const target = share * area(Math.min(r1, r2));
      const d = distanceForOverlap(r1, r2, target);
      expect(overlapArea(r1, r2, d)).toBeCloseTo(target, 6);
    }
    expect(distanceForOverlap(2, 1, 0)).toBe(3);
    expect(distanceForOverlap(2, 1, area(1))).toBe(1);
  });
});

describe('layoutSetDiagram', () => {
  it('draws areas proportional to the set sizes and the overlap proportional to the intersection', () => {
    const layout = layoutSetDiagram({ first: 10, second: 5, both: 3 }, BOX);
    const { first, second } = layout;
    if (!first || !second) throw new Error('both circles expected');
    expect(area(first.r) / area(second.r)).toBeCloseTo(2, 6);
    const lens = overlapArea(first.r, second.r, second.cx - first.cx);
    expect(lens / area(first.r)).toBeCloseTo(3 / 10, 4);
    expect(first.cx).toBeLessThan(second.cx);
  });
  it('fits both circles into the box with its padding', () => {
    for (const sizes of [
      { first: 10, second: 10, both: 0 },
      { first: 10, second: 1, both: 1 },
      { first: 1, second: 40, both: 1 },
      { first: 7, second: 9, both: 4 },
    ]) {
      const { first, second } = layoutSetDiagram(sizes, BOX);
      for (const circle of [first, second]) {
        if (!circle) throw new Error('circle expected');
        expect(circle.cx - circle.r).toBeGreaterThanOrEqual(BOX.padding - 1e-6);
        expect(circle.cx + circle.r).toBeLessThanOrEqual(BOX.width - BOX.padding + 1e-6);
        expect(circle.cy - circle.r).toBeGreaterThanOrEqual(BOX.padding - 1e-6);
        expect(circle.cy + circle.r).toBeLessThanOrEqual(BOX.height - BOX.padding + 1e-6);
      }
    }
  });
  it('keeps disjoint sets apart and puts a subset inside its superset', () => {
    const apart = layoutSetDiagram({ first: 4, second: 4, both: 0 }, BOX);
    expect((apart.second?.cx ?? 0) - (apart.first?.cx ?? 0)).toBeGreaterThan((apart.first?.r ?? 0) + (apart.second?.r ?? 0));
    const nested = layoutSetDiagram({ first: 3, second: 12, both: 3 }, BOX);
    const [a, b] = [nested.first, nested.second];
    if (!a || !b) throw new Error('both circles expected');
    expect(Math.abs(b.cx - a.cx) + a.r).toBeLessThanOrEqual(b.r + 1e-6);
  });
  it('places each count inside its own part, and none for an empty part', () => {
    const { first, second, labels } = layoutSetDiagram({ first: 6, second: 6, both: 2 }, BOX);
    if (!first || !second || labels.onlyFirst === null || labels.both === null || labels.onlySecond === null) throw new Error('labels expected');
    expect(labels.onlyFirst).toBeLessThan(second.cx - second.r);
    expect(labels.both).toBeGreaterThan(second.cx - second.r);
    expect(labels.both).toBeLessThan(first.cx + first.r);
    expect(labels.onlySecond).toBeGreaterThan(first.cx + first.r);
    const subset = layoutSetDiagram({ first: 3, second: 12, both: 3 }, BOX);
    expect(subset.labels.onlyFirst).toBeNull();
    expect(subset.labels.both).not.toBeNull();
  });
  it('draws one circle when the other set is empty and none when both are', () => {
    const one = layoutSetDiagram({ first: 0, second: 5, both: 0 }, BOX);
    expect(one.first).toBeNull();
    expect(one.second?.cx).toBeCloseTo(BOX.width / 2);
    expect(one.labels).toEqual({ onlyFirst: null, both: null, onlySecond: BOX.width / 2 });
    const none = layoutSetDiagram({ first: 0, second: 0, both: 0 }, BOX);
    expect(none.first).toBeNull();
    expect(none.second).toBeNull();
  });
});
