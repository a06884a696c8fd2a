import { describe, expect, it } from 'vitest';
import { closeRowIndex, closeRows, FILTER_DIRECTIONS } from './close-rows';

/** A seeded generator (the same vectors every run). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
}

function unitRows(values: number[][], d: number): Float32Array {
  const matrix = new Float32Array(values.length * d);
  values.forEach((row, index) => {
    const norm = Math.sqrt(row.reduce((sum, x) => sum + x * x, 0));
    row.forEach((x, i) => (matrix[index * d + i] = x / norm));
  });
  return matrix;
}

/** Words as the table has them: a shared direction, a few topics, and rows near each other at every distance around the threshold. */
function vocabulary(rows: number, d: number, seed: number): number[][] {
  const random = generator(seed);
  const topics = Array.from({ length: 5 }, () => Array.from({ length: d }, () => random()));
  const out: number[][] = [];
  for (let r = 0; r < rows; r += 1) {
    const topic = topics[r % topics.length] ?? [];
    const earlier = out[Math.floor(Math.abs(random()) * out.length)];
    const spread = 0.05 + 0.2 * Math.abs(random());
    out.push(Array.from({ length: d }, (_, i) => (r % 3 === 0 && earlier ? (earlier[i] ?? 0) : 0.3 + (topic[i] ?? 0)) + spread * random()));
  }
  return out;
}

/** Every row's cosine with the query, in full (no filter, no early exit), as 1 − squared distance / 2 summed over every dimension in order. */
function bruteForce(matrix: Float32Array, query: Float32Array, d: number, threshold: number) {
  const close: { row: number; similarity: number }[] = [];
  for (let row = 0; row < matrix.length / d; row += 1) {
    let distance = 0;
    for (let i = 0; i < d; i += 1) distance += ((query[i] ?? 0) - (matrix[row * d + i] ?? 0)) ** 2;
    if (1 - distance / 2 >= threshold) close.push({ row, similarity: 1 - distance / 2 });
  }
  return close;
}

// 40 dimensions: the filter sees a part of each distance; 16 (fewer than FILTER_DIRECTIONS): all of it, so a filter that left out a row within the limit would be seen
describe.each([40, 16])('closeRows in %i dimensions', (d) => {
  const matrix = unitRows(vocabulary(300, d, 7), d);
  const queries = unitRows(vocabulary(120, d, 11), d);
  const index = closeRowIndex(matrix, d);

  it('finds exactly the rows at least as close as the threshold, with the same cosines to the last bit', () => {
    let found = 0;
    for (const threshold of [0.5, 0.782, 0.9, 0.97]) {
      for (let q = 0; q < queries.length / d; q += 1) {
        const query = queries.slice(q * d, (q + 1) * d);
        const expected = bruteForce(matrix, query, d, threshold);
        expect(closeRows(index, query, threshold)).toEqual(expected);
        found += expected.length;
      }
      // a row compared with itself
      expect(closeRows(index, matrix.slice(5 * d, 6 * d), threshold).map(({ row }) => row)).toContain(5);
    }
    // the cases are neither all empty nor all full
    expect(found).toBeGreaterThan(500);
    expect(found).toBeLessThan((4 * 300 * queries.length) / d / 2);
  });

  it('compares on orthonormal main directions (a filter that can only under-estimate a distance)', () => {
    expect(index.directions).toBe(Math.min(FILTER_DIRECTIONS, d));
    for (let a = 0; a < index.directions; a += 1)
      for (let b = 0; b <= a; b += 1) {
        let dot = 0;
        for (let i = 0; i < d; i += 1) dot += (index.basis[a * d + i] ?? 0) * (index.basis[b * d + i] ?? 0);
        expect(dot).toBeCloseTo(a === b ? 1 : 0, 10);
      }
  });

  it('answers for a vocabulary of one word and of none', () => {
    const one = matrix.slice(0, d);
    expect(closeRows(closeRowIndex(one, d), one, 0.782)).toEqual([{ row: 0, similarity: bruteForce(one, one, d, 0.782)[0]?.similarity }]);
    expect(closeRows(closeRowIndex(new Float32Array(0), d), one, 0.782)).toEqual([]);
  });
});
