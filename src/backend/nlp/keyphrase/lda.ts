/**
 * A small LDA topic model (collapsed Gibbs sampling, Griffiths and Steyvers 2004) learned in the
 * browser, on first use, from the field vocabulary the project ships (vocabulary.ts, one document
 * per field); never from benchmark data. Used by TopicalPageRank for p(topic | word) and
 * p(topic | document). Its sampler (`gibbsSampling`) also models the LAK corpus's topics
 * (backend/lak/corpus/topics.ts).
 */
import { porterStem } from '@/lib/porter';
import { FIELDS } from './vocabulary';

const TOPICS = Object.keys(FIELDS).length;
const ALPHA = 0.5;
const BETA = 0.05;
const ITERATIONS = 60;

type Model = { wordTopic: Map<string, number[]>; topicTotals: number[] };

let model: Model | null = null;

/** Deterministic PRNG (mulberry32) so the model is the same on every load. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z-]+/).filter((w) => w.length > 2).map(porterStem);
}

export type GibbsOptions = {
  topics: number;
  alpha: number;
  beta: number;
  iterations: number;
  /** the PRNG's seed: the same documents and seed give the same model */
  seed: number;
  /** a word's first topic (default: drawn uniformly) */
  initial?: (doc: number, rand: () => number) => number;
};

export type GibbsModel = { wordTopic: Map<string, number[]>; topicTotals: number[]; docTopic: number[][] };

/**
 * LDA by collapsed Gibbs sampling over `docs` (each a list of word forms), deterministic for a seed.
 * A generator: it yields the number of sweeps done after each sweep, so that a caller can report
 * progress, give the thread a turn and stop (abort) between two sweeps; it returns the model's counts.
 */
export function* gibbsSampling(docs: readonly (readonly string[])[], options: GibbsOptions): Generator<number, GibbsModel> {
  const { topics, alpha, beta, iterations } = options;
  const rand = random(options.seed);
  const initial = options.initial ?? ((_doc: number, r: () => number) => Math.floor(r() * topics));
  const wordTopic = new Map<string, number[]>();
  const topicTotals = new Array<number>(topics).fill(0);
  const docTopic = docs.map(() => new Array<number>(topics).fill(0));
  const z = docs.map((doc, d) =>
    doc.map((w) => {
      const t = initial(d, rand);
      const row = wordTopic.get(w) ?? new Array<number>(topics).fill(0);
      row[t] = (row[t] ?? 0) + 1;
      wordTopic.set(w, row);
      topicTotals[t] = (topicTotals[t] ?? 0) + 1;
      (docTopic[d] as number[])[t] = ((docTopic[d] as number[])[t] ?? 0) + 1;
      return t;
    }),
  );
  const vocabulary = wordTopic.size;
  const p = new Array<number>(topics).fill(0);
  for (let iter = 0; iter < iterations; iter += 1) {
    docs.forEach((doc, d) => {
      const dt = docTopic[d] as number[];
      const zd = z[d] as number[];
      doc.forEach((w, i) => {
        const row = wordTopic.get(w) as number[];
        const old = zd[i] ?? 0;
        row[old] = (row[old] ?? 0) - 1;
        topicTotals[old] = (topicTotals[old] ?? 0) - 1;
        dt[old] = (dt[old] ?? 0) - 1;
        let total = 0;
        for (let t = 0; t < topics; t += 1) {
          total += ((row[t] ?? 0) + beta) / ((topicTotals[t] ?? 0) + vocabulary * beta) * ((dt[t] ?? 0) + alpha);
          p[t] = total;
        }
        const u = rand() * total;
        let t = 0;
        while (t < topics - 1 && (p[t] ?? 0) < u) t += 1;
        zd[i] = t;
        row[t] = (row[t] ?? 0) + 1;
        topicTotals[t] = (topicTotals[t] ?? 0) + 1;
        dt[t] = (dt[t] ?? 0) + 1;
      });
    });
    yield iter + 1;
  }
  return { wordTopic, topicTotals, docTopic };
}

function train(): Model {
  const docs = Object.values(FIELDS).map(words);
  // Start each field's words on its own topic, then let the sampler mix them.
  const steps = gibbsSampling(docs, {
    topics: TOPICS,
    alpha: ALPHA,
    beta: BETA,
    iterations: ITERATIONS,
    seed: 17,
    initial: (d, rand) => (rand() < 0.8 ? d % TOPICS : Math.floor(rand() * TOPICS)),
  });
  for (;;) {
    const step = steps.next();
    if (step.done) return { wordTopic: step.value.wordTopic, topicTotals: step.value.topicTotals };
  }
}

function topicModel(): Model {
  model ??= train();
  return model;
}

/** p(topic | word), from the model's counts with the prior; uniform for an unknown word. */
function wordTopics(m: Model, stem: string): number[] {
  const row = m.wordTopic.get(stem);
  const scores = m.topicTotals.map((total, t) => ((row?.[t] ?? 0) + BETA) / (total + m.wordTopic.size * BETA));
  const sum = scores.reduce((s, v) => s + v, 0);
  return scores.map((v) => v / sum);
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((v, i) => {
    const w = b[i] ?? 0;
    dot += v * w;
    na += v * v;
    nb += w * w;
  });
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

/**
 * The personalisation of Single Topical PageRank: for each graph word, the cosine between
 * p(topic | word) and p(topic | document), where the document's topics are the mean of its words'.
 */
export function topicWeights(graphStems: string[], documentStems: string[]): number[] {
  const m = topicModel();
  const docTopics = new Array<number>(TOPICS).fill(ALPHA);
  documentStems.forEach((stem) => wordTopics(m, stem).forEach((v, t) => (docTopics[t] = (docTopics[t] ?? 0) + v)));
  return graphStems.map((stem) => cosine(wordTopics(m, stem), docTopics));
}
