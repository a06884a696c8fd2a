/**
 * Finding the rows of a matrix of unit vectors close to a query (cosine at least a threshold), exactly
 * and quickly: each row is first compared on the matrix's main directions (an orthonormal basis of
 * FILTER_DIRECTIONS directions along which the rows differ most, found by power iteration), where
 * the squared distance of the projections can only be smaller than the whole squared distance; a row
 * farther than the limit there is left out without being read, and the few others are compared in
 * full in the original coordinates, as before (the same sums, so the same cosines to the last bit).
 */

/** How many main directions the filter compares first (its cost per row, against ~30 values per row without it). */
export const FILTER_DIRECTIONS = 24;
/** Power-iteration steps per direction (any orthonormal basis keeps the filter exact; better directions only leave out more rows). */
const ITERATIONS = 8;
/** Allowance for the rounding of the projections: the filter leaves a row out only when it is this much beyond the limit. */
const MARGIN = 1e-5;

/** Rows (unit vectors of `d` values, one after another in `matrix`) with their projections on the main directions. */
export type CloseRowIndex = { matrix: Float32Array; d: number; rows: number; basis: Float64Array; directions: number; projected: Float32Array };

/** The covariance (d × d) of the rows about their mean. */
function covariance(matrix: Float32Array, rows: number, d: number): Float64Array {
  const mean = new Float64Array(d);
  for (let at = 0; at < rows * d; at += d) for (let i = 0; i < d; i += 1) mean[i]! += matrix[at + i]!;
  for (let i = 0; i < d; i += 1) mean[i]! /= Math.max(1, rows);
  const c = new Float64Array(d * d);
  const centred = new Float64Array(d);
  for (let at = 0; at < rows * d; at += d) {
    for (let i = 0; i < d; i += 1) centred[i] = matrix[at + i]! - mean[i]!;
    for (let i = 0; i < d; i += 1) {
      const x = centred[i]!;
      for (let j = i; j < d; j += 1) c[i * d + j]! += x * centred[j]!;
    }
  }
  for (let i = 0; i < d; i += 1) for (let j = 0; j < i; j += 1) c[i * d + j] = c[j * d + i]!;
  return c;
}

/** Makes `v` orthogonal to the first `count` rows of `basis` and of unit length; false when nothing is left of it. */
function orthonormalise(v: Float64Array, basis: Float64Array, count: number, d: number): boolean {
  for (let k = 0; k < count; k += 1) {
    let dot = 0;
    for (let i = 0; i < d; i += 1) dot += v[i]! * basis[k * d + i]!;
    for (let i = 0; i < d; i += 1) v[i]! -= dot * basis[k * d + i]!;
  }
  let norm = 0;
  for (let i = 0; i < d; i += 1) norm += v[i]! * v[i]!;
  if (!(norm > 1e-20)) return false;
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < d; i += 1) v[i]! *= scale;
  return true;
}

/**
 * Up to `wanted` orthonormal directions along which the rows vary most, the most first: subspace
 * (block power) iteration on their covariance, the block orthonormalised after each step.
 */
function mainDirections(matrix: Float32Array, rows: number, d: number, wanted: number): { basis: Float64Array; directions: number } {
  const c = covariance(matrix, rows, d);
  let basis = new Float64Array(Math.min(wanted, d) * d);
  let directions = 0;
  for (let k = 0; k < Math.min(wanted, d); k += 1) {
    const v = new Float64Array(d).map((_, i) => (i === k ? 2 : 0) + ((i * 7 + k * 13) % 11) / 11);
    if (orthonormalise(v, basis, directions, d)) basis.set(v, d * directions++);
  }
  for (let step = 0; step < ITERATIONS; step += 1) {
    const next = new Float64Array(basis.length);
    let kept = 0;
    for (let k = 0; k < directions; k += 1) {
      const v = new Float64Array(d);
      for (let i = 0; i < d; i += 1) {
        let sum = 0;
        for (let j = 0; j < d; j += 1) sum += c[i * d + j]! * basis[k * d + j]!;
        v[i] = sum;
      }
      if (orthonormalise(v, next, kept, d)) next.set(v, d * kept++);
    }
    basis = next;
    directions = kept;
  }
  return { basis, directions };
}

/** Writes the projections of the vector at `at` of `source` on the basis into `out` at `outAt`. */
function project(basis: Float64Array, directions: number, d: number, source: Float32Array, at: number, out: Float32Array | Float64Array, outAt: number): void {
  for (let k = 0; k < directions; k += 1) {
    let sum = 0;
    for (let i = 0; i < d; i += 1) sum += basis[k * d + i]! * source[at + i]!;
    out[outAt + k] = sum;
  }
}

/** The index of `rows` unit vectors of `d` values (`matrix`, kept as it is). */
export function closeRowIndex(matrix: Float32Array, d: number): CloseRowIndex {
  const rows = d > 0 ? matrix.length / d : 0;
  const { basis, directions } = rows > 1 ? mainDirections(matrix, rows, d, FILTER_DIRECTIONS) : { basis: new Float64Array(0), directions: 0 };
  const projected = new Float32Array(rows * directions);
  for (let row = 0; row < rows; row += 1) project(basis, directions, d, matrix, row * d, projected, row * directions);
  return { matrix, d, rows, basis, directions, projected };
}

/** The squared distance of the query and the row at `at`, summed ten dimensions at a time and given up once beyond `limit` (then only more than it). */
function squaredDistance(query: Float32Array, matrix: Float32Array, at: number, d: number, limit: number): number {
  let distance = 0;
  let i = 0;
  while (i < d && distance <= limit) {
    const end = i + 10 < d ? i + 10 : d;
    for (; i < end; i += 1) {
      const difference = query[i]! - matrix[at + i]!;
      distance += difference * difference;
    }
  }
  return distance;
}

/**
 * The rows whose cosine with the unit vector `query` is at least `threshold`, with that cosine
 * (1 − squared distance / 2). Exact: the filter on the main directions leaves out only rows whose
 * distance there, a lower bound of the whole distance, is beyond 2 − 2 × threshold.
 */
export function closeRows(index: CloseRowIndex, query: Float32Array, threshold: number): { row: number; similarity: number }[] {
  const { matrix, d, rows, basis, directions, projected } = index;
  const limit = 2 - 2 * threshold;
  const filterLimit = limit + MARGIN;
  const mine = new Float64Array(directions);
  project(basis, directions, d, query, 0, mine, 0);
  const close: { row: number; similarity: number }[] = [];
  for (let row = 0, at = 0; row < rows; row += 1, at += directions) {
    let near = 0;
    let k = 0;
    while (k < directions && near <= filterLimit) {
      const end = k + 12 < directions ? k + 12 : directions;
      for (; k < end; k += 1) {
        const difference = mine[k]! - projected[at + k]!;
        near += difference * difference;
      }
    }
    if (near > filterLimit) continue;
    const distance = squaredDistance(query, matrix, row * d, d, limit);
    if (distance <= limit) close.push({ row, similarity: 1 - distance / 2 });
  }
  return close;
}
