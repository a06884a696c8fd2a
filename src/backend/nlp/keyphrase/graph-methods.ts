/**
 * The graph-based keyphrase methods, each following its paper as implemented in pke (the reference
 * implementation whose published Inspec figures the benchmark compares with).
 */
import type { Doc, Tok } from './analyse';
import { longestSequences, NOUN_ADJ, type Candidate } from './candidates';
import { DenseGraph, Graph, pageRank } from './graph';
import { topicWeights } from './lda';

export type Scored = { candidate: Candidate; score: number };

/** Graph nodes: words tagged noun, proper noun or adjective that are not stop words. */
function isNode(t: Tok): boolean {
  return NOUN_ADJ.has(t.pos) && t.word && !t.stop;
}

type WordGraph = { graph: Graph; ids: Map<string, number>; stems: string[] };

/**
 * Word co-occurrence graph over stems: an edge joins two node words less than `window` tokens apart
 * (punctuation and other words count as positions, as in pke). Weighted by the number of
 * co-occurrences, or unweighted.
 */
function wordGraph(doc: Doc, window: number, weighted: boolean): WordGraph {
  const ids = new Map<string, number>();
  const nodes: Tok[] = doc.tokens.filter(isNode);
  nodes.forEach((t) => {
    if (!ids.has(t.stem)) ids.set(t.stem, ids.size);
  });
  const graph = new Graph(ids.size);
  for (let i = 0; i < nodes.length; i += 1) {
    const a = nodes[i];
    if (!a) continue;
    for (let j = i + 1; j < nodes.length; j += 1) {
      const b = nodes[j];
      if (!b || b.index - a.index >= window) break;
      const ia = ids.get(a.stem) ?? 0;
      const ib = ids.get(b.stem) ?? 0;
      if (weighted) graph.add(ia, ib, 1);
      else graph.link(ia, ib);
    }
  }
  return { graph, ids, stems: [...ids.keys()] };
}

function sumOfWords(candidates: Candidate[], ids: Map<string, number>, scores: number[]): Scored[] {
  return candidates.map((candidate) => ({
    candidate,
    score: candidate.stems.reduce((s, stem) => s + (scores[ids.get(stem) ?? -1] ?? 0), 0),
  }));
}

/**
 * TextRank (Mihalcea and Tarau 2004): unweighted graph of adjacent nouns and adjectives (window 2),
 * PageRank, the top third of the words kept as keywords. Differs from the paper's post-processing
 * (collapsing adjacent top words into phrases), which measured far lower on Inspec validation (F@10
 * 12 against 31): candidates are the longest noun-and-adjective sequences that contain at least one
 * top-third word, scored by the sum of their words' scores.
 */
export function textRank(doc: Doc, topPercent = 0.33): Scored[] {
  const { graph, ids, stems } = wordGraph(doc, 2, false);
  const scores = pageRank(graph);
  const keep = Math.floor(stems.length * topPercent);
  const top = new Set(
    stems
      .map((stem, i) => ({ stem, score: scores[i] ?? 0 }))
      .sort((a, b) => b.score - a.score)
      .slice(0, keep)
      .map((e) => e.stem),
  );
  const candidates = longestSequences(doc).filter((c) => c.stems.some((stem) => top.has(stem)));
  return sumOfWords(candidates, ids, scores);
}

/**
 * SingleRank (Wan and Xiao 2008): co-occurrence counts within a window of 10 as edge weights,
 * candidates the longest noun-and-adjective sequences, score the sum of their words' scores.
 */
export function singleRank(doc: Doc): Scored[] {
  const { graph, ids } = wordGraph(doc, 10, true);
  return sumOfWords(longestSequences(doc), ids, pageRank(graph));
}

/**
 * PositionRank (Florescu and Caragea 2017): SingleRank's graph (window 10) with PageRank biased
 * towards words by the sum of the inverse of their positions; a phrase scores the sum of its words.
 * Differs from the paper in its candidates: the noun phrases of candidates.ts (up to 5 words)
 * instead of {<ADJ>*<NOUN|PROPN>+} of at most 3 words, which measured 32.3 against 34.4 on Inspec
 * validation.
 */
export function positionRank(doc: Doc): Scored[] {
  const { graph, ids } = wordGraph(doc, 10, true);
  const personal = new Array<number>(graph.size).fill(0);
  doc.tokens.forEach((t) => {
    if (!isNode(t)) return;
    const id = ids.get(t.stem);
    if (id !== undefined) personal[id] = (personal[id] ?? 0) + 1 / (t.index + 1);
  });
  return sumOfWords(longestSequences(doc), ids, pageRank(graph, personal));
}

/**
 * Single Topical PageRank (Sterckx et al. 2015): SingleRank's graph with PageRank biased towards
 * words by the cosine between the word's topic distribution and the document's, from an LDA topic
 * model (lda.ts) learned from text the project ships. Differs from the paper in the topic model's
 * training text (the paper used a large corpus of the domain) and in its candidates: the noun
 * phrases of candidates.ts instead of {<ADJ>*<NOUN|PROPN>+} (33.5 against 34.8 on validation).
 */
export function topicalPageRank(doc: Doc): Scored[] {
  const { graph, ids, stems } = wordGraph(doc, 10, true);
  const personal = topicWeights(stems, doc.tokens.filter(isNode).map((t) => t.stem));
  return sumOfWords(longestSequences(doc), ids, pageRank(graph, personal));
}

/**
 * The weights of a graph whose nodes are groups of candidates (`nodeOf`): for every two occurrences
 * of candidates of different topics, the inverse of their distance in words, the earlier phrase's
 * length discounted (pke), added to the edge of their nodes both ways. One pass over the pairs of
 * occurrences, in order of position.
 */
function occurrenceGraph(candidates: Candidate[], topicOf: number[], nodeOf: number[], size: number): DenseGraph {
  const graph = new DenseGraph(size);
  const occurrences = candidates
    .flatMap((c, i) => c.offsets.map((offset) => ({ offset, length: c.stems.length, topic: topicOf[i] ?? 0, node: nodeOf[i] ?? 0 })))
    .sort((a, b) => a.offset - b.offset);
  const count = occurrences.length;
  const offsets = Float64Array.from(occurrences, (o) => o.offset);
  const lengths = Float64Array.from(occurrences, (o) => o.length);
  const topics = Int32Array.from(occurrences, (o) => o.topic);
  const nodes = Int32Array.from(occurrences, (o) => o.node);
  const weights = graph.weights;
  // Summed into the upper triangle (row < column, mostly along a row), mirrored at the end.
  for (let p = 0; p < count; p += 1) {
    const topic = topics[p];
    const from = nodes[p] as number;
    const start = offsets[p] as number;
    const discount = (lengths[p] as number) - 1;
    for (let q = p + 1; q < count; q += 1) {
      if (topics[q] === topic) continue;
      const gap = (offsets[q] as number) - start - discount;
      const to = nodes[q] as number;
      const k = from < to ? from * size + to : to * size + from;
      weights[k] = (weights[k] as number) + 1 / Math.max(gap, 1);
    }
  }
  for (let i = 0; i < size; i += 1) {
    for (let j = i + 1; j < size; j += 1) weights[j * size + i] = weights[i * size + j] as number;
  }
  return graph;
}

/** A pair of clusters that share a stem: summed distances and the number of member pairs that share one. */
type Link = { distance: number; pairs: number };
type Merge = { distance: number; a: number; b: number };

/** Heap order: the smaller distance, then the earlier pair (a, then b). */
function before(x: Merge, y: Merge): boolean {
  return x.distance !== y.distance ? x.distance < y.distance : x.a !== y.a ? x.a < y.a : x.b < y.b;
}

class MergeHeap {
  private readonly items: Merge[] = [];

  get size() {
    return this.items.length;
  }

  push(item: Merge) {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(items[i] as Merge, items[parent] as Merge)) break;
      [items[i], items[parent]] = [items[parent] as Merge, items[i] as Merge];
      i = parent;
    }
  }

  pop(): Merge | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && before(items[l] as Merge, items[m] as Merge)) m = l;
        if (r < items.length && before(items[r] as Merge, items[m] as Merge)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m] as Merge, items[i] as Merge];
        i = m;
      }
    }
    return top;
  }
}

/**
 * Average-linkage hierarchical clustering of candidates on the Jaccard distance of their stem sets,
 * cut at distance `threshold` (TopicRank's topics; 0.74 in the paper and pke; below 1).
 *
 * The closest pair of clusters merges first, ties going to the earlier pair (clusters in order of
 * creation, as a naive implementation that rescans every pair finds them), but the pairs wait in a
 * priority queue and a merged cluster's summed distances are the sums of its parts' (Lance and
 * Williams): O(n^2 log n) at worst for n candidates, where rescanning every pair after each merge is
 * cubic (2 s at 4,300 words). Only pairs that share a stem are stored: any other pair is at distance
 * 1, above every threshold, and an average over such pairs only counts them. On every Inspec
 * validation abstract the clusters equal the naive implementation's (cluster.test.ts).
 */
export function clusterTopics(candidates: Candidate[], threshold = 0.74): number[][] {
  const members: number[][] = candidates.map((_, i) => [i]);
  const links: Map<number, Link>[] = candidates.map(() => new Map<number, Link>());
  const active: boolean[] = candidates.map(() => true);
  const heap = new MergeHeap();
  const linkage = (link: Link, a: number, b: number) => {
    const count = (members[a]?.length ?? 1) * (members[b]?.length ?? 1);
    return (link.distance + (count - link.pairs)) / count;
  };
  const offer = (a: number, b: number, link: Link) => {
    const distance = linkage(link, a, b);
    if (distance <= threshold) heap.push({ distance, a: Math.min(a, b), b: Math.max(a, b) });
  };

  const stems = candidates.map((c) => [...new Set(c.stems)]);
  const byStem = new Map<string, number[]>();
  stems.forEach((list, i) =>
    list.forEach((stem) => {
      const holders = byStem.get(stem);
      if (holders) holders.push(i);
      else byStem.set(stem, [i]);
    }),
  );
  // For each candidate, the later candidates it shares stems with and how many.
  const shared = new Int32Array(candidates.length);
  stems.forEach((own, i) => {
    const touched: number[] = [];
    own.forEach((stem) =>
      (byStem.get(stem) ?? []).forEach((j) => {
        if (j <= i) return;
        if (shared[j] === 0) touched.push(j);
        shared[j] = (shared[j] ?? 0) + 1;
      }),
    );
    touched.sort((x, y) => x - y);
    touched.forEach((j) => {
      const common = shared[j] ?? 0;
      shared[j] = 0;
      const link = { distance: 1 - common / (own.length + (stems[j]?.length ?? 0) - common), pairs: 1 };
      links[i]?.set(j, link);
      links[j]?.set(i, link);
      offer(i, j, link);
    });
  });

  while (heap.size > 0) {
    const next = heap.pop() as Merge;
    if (!active[next.a] || !active[next.b]) continue;
    const { a, b } = next;
    const merged = members.length;
    members.push([...(members[a] ?? []), ...(members[b] ?? [])]);
    active.push(true);
    active[a] = false;
    active[b] = false;
    const link = new Map<number, Link>();
    links.push(link);
    [a, b].forEach((part) =>
      links[part]?.forEach((l, k) => {
        if (k === a || k === b) return;
        const sum = link.get(k) ?? { distance: 0, pairs: 0 };
        link.set(k, { distance: sum.distance + l.distance, pairs: sum.pairs + l.pairs });
        links[k]?.delete(part);
      }),
    );
    link.forEach((l, k) => {
      links[k]?.set(merged, l);
      offer(k, merged, l);
    });
  }
  return members.filter((_, id) => active[id]).map((c) => [...c].sort((x, y) => x - y));
}

function firstOf(candidates: Candidate[], topic: number[]): number {
  return topic.reduce((best, i) => ((candidates[i]?.offsets[0] ?? Infinity) < (candidates[best]?.offsets[0] ?? Infinity) ? i : best), topic[0] ?? 0);
}

/**
 * TopicRank (Bougouin et al. 2013): longest noun-and-adjective sequences clustered into topics
 * (average linkage, threshold 0.74); a complete graph of topics weighted by the inverse distances
 * of their candidates' occurrences; PageRank; each topic is represented by its first-occurring
 * candidate, so one phrase per topic.
 */
export function topicRank(doc: Doc, threshold = 0.74): Scored[] {
  const candidates = longestSequences(doc);
  const topics = clusterTopics(candidates, threshold);
  const topicOf = new Array<number>(candidates.length).fill(0);
  topics.forEach((topic, t) => topic.forEach((i) => (topicOf[i] = t)));
  const graph = occurrenceGraph(candidates, topicOf, topicOf, topics.length);
  const scores = pageRank(graph);
  return topics.map((topic, i) => ({ candidate: candidates[firstOf(candidates, topic)] as Candidate, score: scores[i] ?? 0 }));
}

/**
 * MultipartiteRank (Boudin 2018): TopicRank's topics; a directed graph of candidates with edges only
 * between candidates of different topics, weighted by inverse occurrence distances; then the
 * paper's weight adjustment: edges into the first-occurring candidate of each topic gain the weights
 * of its topic mates' edges times alpha (1.1) times exp(1 / (1 + its first position)).
 */
export function multipartiteRank(doc: Doc, threshold = 0.74, alpha = 1.1): Scored[] {
  const candidates = longestSequences(doc);
  const topics = clusterTopics(candidates, threshold);
  const topicOf = new Array<number>(candidates.length).fill(0);
  topics.forEach((topic, t) => topic.forEach((i) => (topicOf[i] = t)));
  const n = candidates.length;
  const graph = occurrenceGraph(
    candidates,
    topicOf,
    candidates.map((_, i) => i),
    n,
  );
  boostFirstCandidates(graph, candidates, topics, alpha);
  const scores = pageRank(graph);
  return candidates.map((candidate, i) => ({ candidate, score: scores[i] ?? 0 }));
}

/**
 * MultipartiteRank's adjustment, in place: the edge end -> first (the first-occurring candidate of a
 * topic of two or more) gains the weights of the edges between `end` and the topic's other candidates,
 * summed, times alpha times exp(1 / (1 + first's position)), where end -> first has a weight and one of
 * those edges too. Every boost is computed from the weights before any was added, without a copy of
 * the matrix: the graph is symmetric until now, so the edges read are those of row `end`; a boost only
 * writes a first candidate's column, and the columns read are those of the other candidates (a
 * candidate is in one topic) and, just before it is written, the first one's own. One row at a time,
 * every topic: the row stays in the cache.
 */
function boostFirstCandidates(graph: DenseGraph, candidates: Candidate[], topics: number[][], alpha: number): void {
  const n = graph.size;
  const weights = graph.weights;
  const boosted = topics
    .filter((topic) => topic.length >= 2)
    .map((topic) => {
      const first = firstOf(candidates, topic);
      return { first, mates: Int32Array.from(topic.filter((v) => v !== first)), factor: alpha * Math.exp(1 / (1 + (candidates[first]?.offsets[0] ?? 0))) };
    });
  for (let end = 0; end < n; end += 1) {
    const row = end * n;
    for (const { first, mates, factor } of boosted) {
      if (weights[row + first] === 0) continue;
      let sum = 0;
      let any = false;
      for (let m = 0; m < mates.length; m += 1) {
        const w = weights[row + (mates[m] as number)] as number;
        if (w !== 0) {
          sum += w;
          any = true;
        }
      }
      if (any) weights[row + first] = (weights[row + first] as number) + sum * factor;
    }
  }
}
