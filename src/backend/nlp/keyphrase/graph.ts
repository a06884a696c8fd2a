/** A weighted undirected (or directed) graph over integer nodes and PageRank as networkx computes it. */

export class Graph {
  readonly size: number;
  /** adjacency: for each node, neighbour -> weight of the edge node -> neighbour */
  readonly edges: Map<number, number>[];

  constructor(size: number) {
    this.size = size;
    this.edges = Array.from({ length: size }, () => new Map<number, number>());
  }

  /** Adds `weight` to the edge in both directions (an undirected edge). */
  add(a: number, b: number, weight = 1) {
    if (a === b) return;
    this.addDirected(a, b, weight);
    this.addDirected(b, a, weight);
  }

  /** Sets an undirected edge's weight to 1 (an unweighted graph). */
  link(a: number, b: number) {
    if (a === b) return;
    this.edges[a]?.set(b, 1);
    this.edges[b]?.set(a, 1);
  }

  addDirected(from: number, to: number, weight: number) {
    const row = this.edges[from];
    if (row) row.set(to, (row.get(to) ?? 0) + weight);
  }
}

/**
 * A complete (or nearly complete) weighted graph as one n x n matrix: TopicRank's graph of topics and
 * MultipartiteRank's graph of candidates link every pair, which a map per node builds and walks
 * several times slower (seconds on a 10,000-word text). Row `from` holds the weights of the edges
 * from -> to, 0 for no edge.
 */
export class DenseGraph {
  readonly size: number;
  readonly weights: Float64Array;

  constructor(size: number) {
    this.size = size;
    this.weights = new Float64Array(size * size);
  }

  add(a: number, b: number, weight: number) {
    if (a === b) return;
    this.addDirected(a, b, weight);
    this.addDirected(b, a, weight);
  }

  addDirected(from: number, to: number, weight: number) {
    const k = from * this.size + to;
    this.weights[k] = (this.weights[k] ?? 0) + weight;
  }

  get(from: number, to: number): number {
    return this.weights[from * this.size + to] ?? 0;
  }
}

/**
 * Weighted PageRank (damping 0.85) with an optional personalisation vector; dangling nodes give
 * their rank back along the personalisation, as networkx.pagerank does.
 */
export function pageRank(graph: Graph | DenseGraph, personal?: number[], damping = 0.85, maxIterations = 100, tolerance = 1e-6): number[] {
  const n = graph.size;
  if (n === 0) return [];
  let p: number[];
  if (personal) {
    const total = personal.reduce((s, v) => s + v, 0);
    p = total > 0 ? personal.map((v) => v / total) : new Array<number>(n).fill(1 / n);
  } else p = new Array<number>(n).fill(1 / n);
  const dense = graph instanceof DenseGraph ? graph.weights : null;
  const out = dense
    ? Array.from({ length: n }, (_, i) => {
        let s = 0;
        for (let j = i * n; j < (i + 1) * n; j += 1) s += dense[j] ?? 0;
        return s;
      })
    : (graph as Graph).edges.map((row) => {
        let s = 0;
        row.forEach((w) => (s += w));
        return s;
      });
  let x = new Float64Array(n).fill(1 / n);
  for (let iter = 0; iter < maxIterations; iter += 1) {
    const next = new Float64Array(n);
    let dangling = 0;
    for (let i = 0; i < n; i += 1) {
      const xi = x[i] ?? 0;
      const oi = out[i] ?? 0;
      if (oi === 0) {
        dangling += xi;
        continue;
      }
      if (dense) {
        const share = (damping * xi) / oi;
        const row = dense.subarray(i * n, (i + 1) * n);
        for (let j = 0; j < n; j += 1) next[j] = (next[j] as number) + share * (row[j] as number);
      } else (graph as Graph).edges[i]?.forEach((w, j) => (next[j] = (next[j] ?? 0) + (damping * xi * w) / oi));
    }
    let err = 0;
    for (let i = 0; i < n; i += 1) {
      const v = (next[i] ?? 0) + (damping * dangling + (1 - damping)) * (p[i] ?? 0);
      err += Math.abs(v - (x[i] ?? 0));
      next[i] = v;
    }
    x = next;
    if (err < n * tolerance) break;
  }
  return Array.from(x);
}
