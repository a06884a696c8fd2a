/**
 * Topics of a conference corpus: LDA (the backend's collapsed Gibbs sampler, nlp/keyphrase/lda.ts)
 * over the papers' titles and abstracts, each topic named by its top words. Deterministic: the papers
 * are modelled in DOI order with a fixed seed, so the same papers give the same topics and names on
 * every rebuild. Abortable between two sweeps of the sampler.
 */
import { porterStem } from '@/lib/porter';
import { gibbsSampling } from '../../nlp/keyphrase/lda';
import { STOPWORDS } from '../../nlp/keyphrase/stopwords';

export const TOPIC_SEED = 20110227;
export const TOPIC_ITERATIONS = 150;
const ALPHA = 0.1;
const BETA = 0.01;
/** a paper's topics: those with at least this share of its words (its best one always) */
const MIN_SHARE = 0.2;
const MAX_TOPICS_PER_PAPER = 3;

export type TopicDocument = { id: string; text: string };
export type CorpusTopic = { name: string; words: string[] };
export type TopicModel = { topics: CorpusTopic[]; /** per document (input order), its topics' names, best first */ documentTopics: string[][] };

export type TopicModelOptions = {
  signal?: AbortSignal;
  /** after each sweep of the sampler */
  onProgress?: (done: number, total: number) => void;
  iterations?: number;
  /** number of topics (default: from the corpus's size, 4 to 20) */
  topics?: number;
  /**
   * Phrases that may name a topic, with the number of papers having each (the papers' keywords): a
   * topic is named by the most frequent one made of its best words. Without them, any two adjacent
   * words of the texts may.
   */
  phrases?: ReadonlyMap<string, number>;
};

/** Thrown when the signal aborts the modelling. */
export class TopicModelAborted extends Error {
  override name = 'TopicModelAborted';
}

/**
 * Words the conference API can carry in a path (it decodes nothing but `%20`): ASCII letters, digits
 * and inner hyphens; a term with another character could not be asked for by the screens.
 */
const WORD = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Lower-case word tokens of a text (stop words, numbers and short words out), with their stems. */
export function topicTokens(text: string): { surface: string; stem: string }[][] {
  // runs of words between punctuation: bigrams are taken inside a run only
  return text
    .toLowerCase()
    .split(/[.,;:!?()[\]{}"“”]+/)
    .map((run) =>
      run
        .split(/\s+/)
        .map((raw) => raw.replace(/['’]s$/, '').replace(/^[-'’]+|[-'’]+$/g, ''))
        .map((surface) => (surface.length > 2 && WORD.test(surface) && !STOPWORDS.has(surface) ? { surface, stem: porterStem(surface) } : null))
        .reduce<{ surface: string; stem: string }[][]>(
          (runs, token) => {
            if (token === null) runs.push([]);
            else runs[runs.length - 1]?.push(token);
            return runs;
          },
          [[]],
        ),
    )
    .flat()
    .filter((run) => run.length > 0);
}

function defaultTopicCount(documents: number): number {
  return Math.max(4, Math.min(20, Math.round(Math.sqrt(documents) * 0.75)));
}

function count<K>(map: Map<K, number>, key: K, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** The form of a stem written most often (ties: alphabetical). */
function surfaceOf(forms: Map<string, number> | undefined, stem: string): string {
  if (!forms) return stem;
  return [...forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? stem;
}

function giveTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Per stem its written forms, the number of documents with each stem and with each bigram (of surfaces). */
function corpusCounts(runs: readonly (readonly (readonly { stem: string; surface: string }[])[])[]) {
  const forms = new Map<string, Map<string, number>>();
  const documentFrequency = new Map<string, number>();
  const bigramDocs = new Map<string, number>();
  runs.forEach((docRuns) => {
    const stems = new Set<string>();
    const bigrams = new Set<string>();
    docRuns.forEach((run) =>
      run.forEach((token, i) => {
        stems.add(token.stem);
        const byStem = forms.get(token.stem) ?? new Map<string, number>();
        count(byStem, token.surface);
        forms.set(token.stem, byStem);
        const next = run[i + 1];
        if (next && next.stem !== token.stem) bigrams.add(`${token.surface} ${next.surface}`);
      }),
    );
    stems.forEach((stem) => count(documentFrequency, stem));
    bigrams.forEach((bigram) => count(bigramDocs, bigram));
  });
  return { forms, documentFrequency, bigramDocs };
}

/** Gibbs sampling of `k` topics over `docs`, giving a turn to other work after each iteration; stops when `options.signal` aborts. */
async function sample(docs: string[][], k: number, iterations: number, options: TopicModelOptions) {
  const steps = gibbsSampling(docs, { topics: k, alpha: ALPHA, beta: BETA, iterations, seed: TOPIC_SEED });
  let result: ReturnType<typeof steps.next>;
  for (;;) {
    if (options.signal?.aborted) throw new TopicModelAborted('Cancelled.');
    result = steps.next();
    if (result.done) break;
    options.onProgress?.(result.value, iterations);
    await giveTurn();
  }
  if (options.signal?.aborted) throw new TopicModelAborted('Cancelled.');
  return result.value;
}

/** A document's topics (of `length` kept words): its largest share, then those of at least MIN_SHARE, at most MAX_TOPICS_PER_PAPER. */
function topicsOfDocument(row: readonly number[], length: number, names: readonly string[]): string[] {
  if (length === 0) return [];
  const k = names.length;
  const shares = row
    .map((value, t) => ({ t, share: (value + ALPHA) / (length + k * ALPHA) }))
    .filter((entry) => names[entry.t] !== '')
    .sort((a, b) => b.share - a.share || a.t - b.t);
  return shares
    .filter((entry, i) => i === 0 || entry.share >= MIN_SHARE)
    .slice(0, MAX_TOPICS_PER_PAPER)
    .map((entry) => names[entry.t] ?? '');
}

/**
 * Models the topics of `documents`. A topic's name is the most frequent phrase made of its ten best
 * words (a keyword of at least two papers, see `phrases`), else its best word; its best words rank by how much
 * more often the topic uses them than the corpus does (relevance), and no two topics share a name.
 */
export async function modelTopics(documents: readonly TopicDocument[], options: TopicModelOptions = {}): Promise<TopicModel> {
  const order = documents.map((doc, index) => ({ doc, index })).sort((a, b) => (a.doc.id < b.doc.id ? -1 : a.doc.id > b.doc.id ? 1 : 0));
  const runs = order.map(({ doc }) => topicTokens(doc.text));
  const { forms, documentFrequency, bigramDocs } = corpusCounts(runs);
  const n = runs.length;
  // words of at least two papers and of at most half of them (the corpus's common words say nothing)
  const keep = (stem: string) => {
    const df = documentFrequency.get(stem) ?? 0;
    return (n < 10 || df >= 2) && (n < 4 || df <= n / 2);
  };
  const docs = runs.map((docRuns) => docRuns.flat().map((token) => token.stem).filter(keep));
  const k = options.topics ?? defaultTopicCount(n);
  const iterations = options.iterations ?? TOPIC_ITERATIONS;
  const { wordTopic, topicTotals, docTopic } = await sample(docs, k, iterations, options);

  const totalWords = topicTotals.reduce((a, b) => a + b, 0);
  const wordTotals = new Map([...wordTopic.entries()].map(([stem, row]) => [stem, row.reduce((a, b) => a + b, 0)]));
  // name the biggest topics first: they get the names they fit best
  const byWeight = topicTotals.map((total, t) => ({ total, t })).sort((a, b) => b.total - a.total || a.t - b.t);
  const taken = new Set<string>();
  const names = new Array<string>(k).fill('');
  const topics: CorpusTopic[] = [];
  for (const { total, t } of byWeight) {
    if (total === 0) continue;
    const ranked = [...wordTopic.entries()]
      .map(([stem, row]) => {
        const phi = (row[t] ?? 0) / total;
        const p = (wordTotals.get(stem) ?? 0) / Math.max(1, totalWords);
        return { stem, score: phi > 0 && p > 0 ? phi * Math.log(phi / p) + phi : 0 };
      })
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score || a.stem.localeCompare(b.stem));
    const best = ranked.slice(0, 10);
    const bestStems = new Map(best.map((entry) => [entry.stem, entry.score]));
    const candidates: [string, number][] = options.phrases ? [...options.phrases.entries()].filter(([phrase]) => phrase.includes(' ')) : [...bigramDocs.entries()];
    const phrase = candidates
      .filter(([candidate, docsWith]) => {
        if (docsWith < (options.phrases ? 2 : 3) || taken.has(candidate)) return false;
        return candidate.split(/[ ]+/).every((word) => bestStems.has(porterStem(word)));
      })
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
    const single = ranked.map((entry) => surfaceOf(forms.get(entry.stem), entry.stem)).find((word) => !taken.has(word));
    const name = phrase ?? single;
    if (!name) continue;
    taken.add(name);
    names[t] = name;
    topics.push({ name, words: best.slice(0, 6).map((entry) => surfaceOf(forms.get(entry.stem), entry.stem)) });
  }

  const documentTopics = new Array<string[]>(documents.length);
  order.forEach(({ index }, d) => {
    documentTopics[index] = topicsOfDocument(docTopic[d] ?? [], docs[d]?.length ?? 0, names);
  });
  return { topics, documentTopics };
}
