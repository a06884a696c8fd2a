/**
 * The graph-based keyphrase methods, each following its paper as implemented in pke (the reference
 * implementation whose published Inspec figures the benchmark compares with).
 */
import type { Doc, Tok } from './analyse';
import { longestSequences, NOUN_ADJ, type Candidate } from './candidates';
import { Graph, pageRank } from './graph';
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

/** Distance of two occurrences in words, the earlier phrase's length discounted (pke). */
function gapWeight(a: Candidate, b: Candidate): number {
  let sum = 0;
  for (const pa of a.offsets) {
    for (const pb of b.offsets) {
      let gap = Math.abs(pa - pb);
      if (pa < pb) gap -= a.stems.length - 1;
      if (pb < pa) gap -= b.stems.length - 1;
      sum += 1 / Math.max(gap, 1);
    }
  }
  return sum;
}

/**
 * Average-linkage hierarchical clustering of candidates on the Jaccard distance of their stem sets,
 * cut at distance `threshold` (TopicRank's topics; 0.74 in the paper and pke).
 */
export function clusterTopics(candidates: Candidate[], threshold = 0.74): number[][] {
  const n = candidates.length;
  const sets = candidates.map((c) => new Set(c.stems));
  const dist: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const a = sets[i] ?? new Set<string>();
      const b = sets[j] ?? new Set<string>();
      let shared = 0;
      a.forEach((s) => (shared += b.has(s) ? 1 : 0));
      const d = 1 - shared / (a.size + b.size - shared);
      (dist[i] as number[])[j] = d;
      (dist[j] as number[])[i] = d;
    }
  }
  let clusters: number[][] = candidates.map((_, i) => [i]);
  const linkage = (x: number[], y: number[]) => {
    let s = 0;
    x.forEach((i) => y.forEach((j) => (s += dist[i]?.[j] ?? 1)));
    return s / (x.length * y.length);
  };
  for (;;) {
    let best = Infinity;
    let pair: [number, number] = [-1, -1];
    for (let i = 0; i < clusters.length; i += 1) {
      for (let j = i + 1; j < clusters.length; j += 1) {
        const d = linkage(clusters[i] ?? [], clusters[j] ?? []);
        if (d < best) {
          best = d;
          pair = [i, j];
        }
      }
    }
    if (pair[0] < 0 || best > threshold) break;
    const [i, j] = pair;
    const merged = [...(clusters[i] ?? []), ...(clusters[j] ?? [])];
    clusters = clusters.filter((_, k) => k !== i && k !== j);
    clusters.push(merged);
  }
  return clusters.map((c) => [...c].sort((a, b) => a - b));
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
  const graph = new Graph(topics.length);
  for (let i = 0; i < topics.length; i += 1) {
    for (let j = i + 1; j < topics.length; j += 1) {
      let w = 0;
      (topics[i] ?? []).forEach((a) => (topics[j] ?? []).forEach((b) => (w += gapWeight(candidates[a] as Candidate, candidates[b] as Candidate))));
      if (w > 0) graph.add(i, j, w);
    }
  }
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
  const graph = new Graph(candidates.length);
  for (let i = 0; i < candidates.length; i += 1) {
    for (let j = i + 1; j < candidates.length; j += 1) {
      if (topicOf[i] === topicOf[j]) continue;
      const w = gapWeight(candidates[i] as Candidate, candidates[j] as Candidate);
      graph.addDirected(i, j, w);
      graph.addDirected(j, i, w);
    }
  }
  const boosts: [number, number, number][] = [];
  topics.forEach((topic) => {
    if (topic.length < 2) return;
    const first = firstOf(candidates, topic);
    graph.edges[first]?.forEach((_, end) => {
      let booster = 0;
      let any = false;
      topic.forEach((v) => {
        if (v === first) return;
        const w = graph.edges[v]?.get(end);
        if (w !== undefined) {
          booster += w;
          any = true;
        }
      });
      if (any) boosts.push([first, end, booster]);
    });
  });
  boosts.forEach(([first, end, booster]) => {
    const position = Math.exp(1 / (1 + (candidates[first]?.offsets[0] ?? 0)));
    graph.addDirected(end, first, booster * alpha * position);
  });
  const scores = pageRank(graph);
  return candidates.map((candidate, i) => ({ candidate, score: scores[i] ?? 0 }));
}
