/**
 * Layout of a two-set (Venn) diagram whose areas tell the sizes: each circle's area is proportional
 * to its set's size and the overlap's area to the size of the intersection. The distance between the
 * centres that gives that overlap is found numerically (bisection: the overlap shrinks as the circles
 * move apart). Pure: React draws the result.
 */

export type SetParts = {
  /** terms of the first set only, in the first set's order */
  onlyFirst: string[];
  /** terms of both sets, in the first set's order */
  both: string[];
  /** terms of the second set only, in the second set's order */
  onlySecond: string[];
};

/** The three parts of two lists of terms (duplicates count once). */
export function splitSets(first: readonly string[], second: readonly string[]): SetParts {
  const a = [...new Set(first)];
  const b = [...new Set(second)];
  const inA = new Set(a);
  const inB = new Set(b);
  return {
    onlyFirst: a.filter((term) => !inB.has(term)),
    both: a.filter((term) => inB.has(term)),
    onlySecond: b.filter((term) => !inA.has(term)),
  };
}

/** Area of the lens where two circles of radii r1, r2 with centres d apart overlap. */
export function overlapArea(r1: number, r2: number, d: number): number {
  if (r1 <= 0 || r2 <= 0 || d >= r1 + r2) return 0;
  if (d <= Math.abs(r1 - r2)) return Math.PI * Math.min(r1, r2) ** 2;
  const clamp = (x: number) => Math.max(-1, Math.min(1, x));
  const a1 = Math.acos(clamp((d * d + r1 * r1 - r2 * r2) / (2 * d * r1)));
  const a2 = Math.acos(clamp((d * d + r2 * r2 - r1 * r1) / (2 * d * r2)));
  const kite = Math.sqrt(Math.max(0, (-d + r1 + r2) * (d + r1 - r2) * (d - r1 + r2) * (d + r1 + r2)));
  return r1 * r1 * a1 + r2 * r2 * a2 - kite / 2;
}

/** The centre distance at which two circles of radii r1, r2 overlap by `area` (clamped to what is possible). */
export function distanceForOverlap(r1: number, r2: number, area: number): number {
  const touching = r1 + r2;
  const nested = Math.abs(r1 - r2);
  if (area <= 0) return touching;
  if (area >= Math.PI * Math.min(r1, r2) ** 2) return nested;
  let near = nested;
  let far = touching;
  for (let i = 0; i < 60; i += 1) {
    const mid = (near + far) / 2;
    if (overlapArea(r1, r2, mid) > area) near = mid;
    else far = mid;
  }
  return (near + far) / 2;
}

export type Circle = { cx: number; cy: number; r: number };

export type SetDiagramLayout = {
  width: number;
  height: number;
  /** null for an empty set */
  first: Circle | null;
  second: Circle | null;
  /** where the count of each part is written (x of its centre; all on the middle line), null when the part has no room */
  labels: { onlyFirst: number | null; both: number | null; onlySecond: number | null };
  /** the middle line */
  cy: number;
};

/** Room (px) between two circles that do not overlap. */
const GAP = 0.08;

/**
 * Circles for sets of `sizeFirst` and `sizeSecond` terms sharing `sizeBoth`, side by side (first on
 * the left), scaled to fit `width` x `height` with `padding` px all round.
 */
export function layoutSetDiagram(
  sizes: { first: number; second: number; both: number },
  box: { width: number; height: number; padding: number },
): SetDiagramLayout {
  const first = Math.max(0, sizes.first);
  const second = Math.max(0, sizes.second);
  const both = Math.max(0, Math.min(sizes.both, first, second));
  // unit space: area = size, so r = sqrt(size / pi)
  const r1 = Math.sqrt(first / Math.PI);
  const r2 = Math.sqrt(second / Math.PI);
  const d = r1 > 0 && r2 > 0 ? distanceForOverlap(r1, r2, both) + (both === 0 ? GAP * Math.max(r1, r2) : 0) : 0;
  const left = -r1;
  const right = r1 > 0 && r2 > 0 ? Math.max(d + r2, r1) : r1 > 0 ? r1 : 2 * r2;
  const top = Math.max(r1, r2);
  const spanX = right - left;
  const spanY = 2 * top;
  const cy = box.height / 2;
  if (spanX <= 0 || spanY <= 0) {
    return { width: box.width, height: box.height, first: null, second: null, labels: { onlyFirst: null, both: null, onlySecond: null }, cy };
  }
  const scale = Math.max(0, Math.min((box.width - 2 * box.padding) / spanX, (box.height - 2 * box.padding) / spanY));
  const offsetX = (box.width - spanX * scale) / 2 - left * scale;
  const x = (unit: number) => offsetX + unit * scale;
  const c1: Circle | null = r1 > 0 ? { cx: x(0), cy, r: r1 * scale } : null;
  // a second set alone is centred like a first set alone
  const c2: Circle | null = r2 > 0 ? { cx: r1 > 0 ? x(d) : box.width / 2, cy, r: r2 * scale } : null;

  const labels: SetDiagramLayout['labels'] = { onlyFirst: null, both: null, onlySecond: null };
  if (c1 && c2) {
    const aL = c1.cx - c1.r;
    const aR = c1.cx + c1.r;
    const bL = c2.cx - c2.r;
    const bR = c2.cx + c2.r;
    const lensL = Math.max(aL, bL);
    const lensR = Math.min(aR, bR);
    if (both > 0) labels.both = (lensL + lensR) / 2;
    if (first > both) labels.onlyFirst = bL > aL ? (aL + Math.min(bL, aR)) / 2 : (Math.max(bR, aL) + aR) / 2;
    if (second > both) labels.onlySecond = bR > aR ? (Math.max(aR, bL) + bR) / 2 : (bL + Math.min(aL, bR)) / 2;
  } else if (c1) {
    labels.onlyFirst = c1.cx;
  } else if (c2) {
    labels.onlySecond = c2.cx;
  }
  return { width: box.width, height: box.height, first: c1, second: c2, labels, cy };
}
