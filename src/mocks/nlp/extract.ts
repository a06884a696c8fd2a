/**
 * Keyword extraction for the mock backend. Each of the server's eight algorithm names is a genuine,
 * small implementation of that family, so they rank the same candidates differently:
 * - TextRank: word co-occurrence graph (window 2, unweighted) + PageRank; phrase = sum of its words.
 * - SingleRank: window 10 with co-occurrence counts as edge weights.
 * - PositionRank: SingleRank's graph, PageRank biased towards words that occur early.
 * - TopicalPageRank: SingleRank's graph, PageRank biased towards domain words (the built-in encyclopedia).
 * - TopicRank: candidates clustered into topics by shared stems; topics ranked on a graph weighted by
 *   the inverse distance of their occurrences; the first-occurring candidate of each topic is kept.
 * - MultipartiteRank: the same topics, a candidate graph with edges only across topics and a boost
 *   for the first candidate of each topic.
 * - Rake: phrases between stop words; score = sum of word degree / word frequency.
 * - Yake: statistical word features (casing, position, frequency, context spread, sentence spread);
 *   lower is better; a phrase's score combines its words' and its own frequency.
 */
import type { ExtractionAlgorithm as Algorithm } from '@/api/user/demo';
import { DOMAIN_STEMS } from './concepts';
import { candidatePhrases, tokenize, type Candidate, type Token } from './text';

/** The algorithm names the server accepts are the client's own list (api-contract 5.1). */
export { EXTRACTION_ALGORITHMS as ALGORITHMS, type ExtractionAlgorithm as Algorithm } from '@/api/user/demo';

export type Ranked = { phrase: string; score: number };

type Graph = Map<string, Map<string, number>>;

function addEdge(graph: Graph, a: string, b: string, weight: number) {
  if (a === b) return;
  const fromA = graph.get(a) ?? new Map<string, number>();
  fromA.set(b, (fromA.get(b) ?? 0) + weight);
  graph.set(a, fromA);
  const fromB = graph.get(b) ?? new Map<string, number>();
  fromB.set(a, (fromB.get(a) ?? 0) + weight);
  graph.set(b, fromB);
}

/** Weighted PageRank with an optional personalisation vector. */
function pageRank(nodes: string[], graph: Graph, personal?: Map<string, number>, damping = 0.85, iterations = 40) {
  const n = nodes.length;
  const scores = new Map(nodes.map((node) => [node, 1 / Math.max(n, 1)]));
  const total = personal ? [...personal.values()].reduce((s, v) => s + v, 0) : 0;
  const prior = (node: string) => (personal && total > 0 ? (personal.get(node) ?? 0) / total : 1 / Math.max(n, 1));
  const outWeight = new Map(nodes.map((node) => [node, [...(graph.get(node)?.values() ?? [])].reduce((s, v) => s + v, 0)]));
  for (let i = 0; i < iterations; i += 1) {
    const next = new Map<string, number>();
    nodes.forEach((node) => {
      let sum = 0;
      graph.get(node)?.forEach((weight, neighbour) => {
        const out = outWeight.get(neighbour) ?? 0;
        if (out > 0) sum += ((scores.get(neighbour) ?? 0) * weight) / out;
      });
      next.set(node, (1 - damping) * prior(node) + damping * sum);
    });
    next.forEach((value, key) => scores.set(key, value));
  }
  return scores;
}

function wordGraph(tokens: Token[], window: number, weighted: boolean): Graph {
  const graph: Graph = new Map();
  const content = tokens.filter((t) => t.content);
  content.forEach((token, i) => {
    for (let j = i + 1; j < Math.min(content.length, i + window); j += 1) {
      const other = content[j];
      if (!other || other.index - token.index >= window * 2) break;
      addEdge(graph, token.stem, other.stem, weighted ? 1 : 0);
    }
  });
  if (!weighted) graph.forEach((edges) => edges.forEach((_, key) => edges.set(key, 1)));
  return graph;
}

function graphRank(tokens: Token[], candidates: Candidate[], options: { window: number; weighted: boolean; personal?: Map<string, number> }): Ranked[] {
  const graph = wordGraph(tokens, options.window, options.weighted);
  const nodes = [...new Set(tokens.filter((t) => t.content).map((t) => t.stem))];
  const scores = pageRank(nodes, graph, options.personal);
  return candidates.map((c) => ({ phrase: c.key, score: c.stems.reduce((s, st) => s + (scores.get(st) ?? 0), 0) }));
}

/** Candidates grouped into topics: single-link clustering on stem overlap (Jaccard >= 0.25). */
function topics(candidates: Candidate[]): Candidate[][] {
  const parent = candidates.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    return r;
  };
  for (let i = 0; i < candidates.length; i += 1) {
    for (let j = i + 1; j < candidates.length; j += 1) {
      const a = new Set(candidates[i]?.stems);
      const b = new Set(candidates[j]?.stems);
      const shared = [...a].filter((s) => b.has(s)).length;
      if (shared / new Set([...a, ...b]).size >= 0.25) parent[find(j)] = find(i);
    }
  }
  const groups = new Map<number, Candidate[]>();
  candidates.forEach((c, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), c]);
  });
  return [...groups.values()];
}

function distanceWeight(a: number[], b: number[]): number {
  let sum = 0;
  a.forEach((pa) => b.forEach((pb) => (sum += pa === pb ? 0 : 1 / Math.abs(pa - pb))));
  return sum;
}

function topicRank(candidates: Candidate[]): Ranked[] {
  const groups = topics(candidates);
  const ids = groups.map((_, i) => String(i));
  const graph: Graph = new Map();
  groups.forEach((ga, i) =>
    groups.forEach((gb, j) => {
      if (j <= i) return;
      const w = distanceWeight(ga.flatMap((c) => c.positions), gb.flatMap((c) => c.positions));
      if (w > 0) addEdge(graph, String(i), String(j), w);
    }),
  );
  const scores = pageRank(ids, graph);
  return groups.map((group, i) => {
    const first = [...group].sort((x, y) => Math.min(...x.positions) - Math.min(...y.positions))[0];
    return { phrase: first?.key ?? '', score: scores.get(String(i)) ?? 0 };
  });
}

function multipartiteRank(candidates: Candidate[]): Ranked[] {
  const groups = topics(candidates);
  const topicOf = new Map<string, number>();
  groups.forEach((group, i) => group.forEach((c) => topicOf.set(c.key, i)));
  const firsts = new Set(groups.map((g) => [...g].sort((x, y) => Math.min(...x.positions) - Math.min(...y.positions))[0]?.key));
  const graph: Graph = new Map();
  candidates.forEach((a, i) =>
    candidates.forEach((b, j) => {
      if (j <= i || topicOf.get(a.key) === topicOf.get(b.key)) return;
      let w = distanceWeight(a.positions, b.positions);
      const boost = (c: Candidate) => (firsts.has(c.key) ? 1 + 1.1 * Math.exp(1 / (1 + Math.min(...c.positions))) : 1);
      w *= Math.max(boost(a), boost(b));
      if (w > 0) addEdge(graph, a.key, b.key, w);
    }),
  );
  const scores = pageRank(candidates.map((c) => c.key), graph);
  return candidates.map((c) => ({ phrase: c.key, score: scores.get(c.key) ?? 0 }));
}

function rake(tokens: Token[], candidates: Candidate[]): Ranked[] {
  const freq = new Map<string, number>();
  const degree = new Map<string, number>();
  candidates.forEach((c) =>
    c.words.forEach((w) => {
      freq.set(w, (freq.get(w) ?? 0) + c.positions.length);
      degree.set(w, (degree.get(w) ?? 0) + c.positions.length * c.words.length);
    }),
  );
  void tokens;
  return candidates.map((c) => ({
    phrase: c.key,
    score: c.words.reduce((s, w) => s + (degree.get(w) ?? 0) / (freq.get(w) ?? 1), 0),
  }));
}

function yake(tokens: Token[], candidates: Candidate[]): Ranked[] {
  const words = tokens.filter((t) => t.content);
  const sentences = Math.max(1, (tokens[tokens.length - 1]?.sentence ?? 0) + 1);
  const stats = new Map<string, { tf: number; upper: number; sentences: Set<number>; left: Set<string>; right: Set<string> }>();
  tokens.forEach((t, i) => {
    if (!t.content) return;
    const s = stats.get(t.lower) ?? { tf: 0, upper: 0, sentences: new Set<number>(), left: new Set<string>(), right: new Set<string>() };
    s.tf += 1;
    if (/^[A-Z]/.test(t.text) && i > 0 && tokens[i - 1]?.sentence === t.sentence) s.upper += 1;
    s.sentences.add(t.sentence);
    const left = tokens[i - 1];
    const right = tokens[i + 1];
    if (left) s.left.add(left.lower);
    if (right) s.right.add(right.lower);
    stats.set(t.lower, s);
  });
  const tfs = [...stats.values()].map((s) => s.tf);
  const mean = tfs.reduce((a, b) => a + b, 0) / Math.max(tfs.length, 1);
  const std = Math.sqrt(tfs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(tfs.length, 1));
  const maxTf = Math.max(1, ...tfs);
  const wordScore = new Map<string, number>();
  stats.forEach((s, word) => {
    const sentenceIds = [...s.sentences].sort((a, b) => a - b);
    const median = sentenceIds[Math.floor(sentenceIds.length / 2)] ?? 0;
    const position = Math.log(Math.log(3 + median));
    const casing = s.upper / (1 + Math.log(s.tf));
    const frequency = s.tf / (mean + std || 1);
    const relatedness = 1 + ((s.left.size + s.right.size) / (2 * s.tf)) * (s.tf / maxTf);
    const spread = s.sentences.size / sentences;
    wordScore.set(word, (relatedness * position) / (casing + frequency / relatedness + spread / relatedness));
  });
  void words;
  return candidates.map((c) => {
    const scores = c.words.map((w) => wordScore.get(w) ?? 1);
    const product = scores.reduce((a, b) => a * b, 1);
    const sum = scores.reduce((a, b) => a + b, 0);
    // Lower is better in YAKE; invert so that every algorithm ranks by a higher score.
    return { phrase: c.surface, score: 1 / ((product / (c.positions.length * (1 + sum))) + 1e-9) };
  });
}

/** Ranks the text's candidate phrases with the named algorithm, best first, at most `limit`. */
export function extractKeywords(text: string, algorithm: Algorithm, limit: number): Ranked[] {
  const tokens = tokenize(text);
  const candidates = candidatePhrases(tokens, algorithm === 'Rake' ? 4 : 3);
  if (candidates.length === 0) return [];
  let ranked: Ranked[];
  switch (algorithm) {
    case 'TextRank':
      ranked = graphRank(tokens, candidates, { window: 2, weighted: false });
      break;
    case 'SingleRank':
      ranked = graphRank(tokens, candidates, { window: 10, weighted: true });
      break;
    case 'PositionRank': {
      const personal = new Map<string, number>();
      tokens.filter((t) => t.content).forEach((t) => personal.set(t.stem, (personal.get(t.stem) ?? 0) + 1 / (t.index + 1)));
      ranked = graphRank(tokens, candidates, { window: 10, weighted: true, personal });
      break;
    }
    case 'TopicalPageRank': {
      const personal = new Map<string, number>();
      tokens.filter((t) => t.content).forEach((t) => personal.set(t.stem, (personal.get(t.stem) ?? 0) + (DOMAIN_STEMS.has(t.stem) ? 3 : 1)));
      ranked = graphRank(tokens, candidates, { window: 10, weighted: true, personal });
      break;
    }
    case 'TopicRank':
      ranked = topicRank(candidates);
      break;
    case 'MultipartiteRank':
      ranked = multipartiteRank(candidates);
      break;
    case 'Rake':
      ranked = rake(tokens, candidates);
      break;
    case 'Yake':
      ranked = yake(tokens, candidates);
      break;
  }
  const firstPosition = new Map(candidates.map((c) => [c.key, Math.min(...c.positions)]));
  return ranked
    .filter((r) => r.phrase !== '')
    .sort((a, b) => b.score - a.score || (firstPosition.get(a.phrase.toLowerCase()) ?? 0) - (firstPosition.get(b.phrase.toLowerCase()) ?? 0))
    .slice(0, Math.max(0, limit));
}
