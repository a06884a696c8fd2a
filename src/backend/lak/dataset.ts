/**
 * The generated LAK data set of the built-in backend: papers of 2011–2020 with authors, topics and
 * keywords, and the per-year frequency lists derived from them. Deterministic (seeded PRNG), built
 * once on first use; every conference handler answers from it.
 */
import { LAK_YEARS, type LakYear } from '@/api/conference/constants';
import { createRandom, type Random } from './prng';
import {
  ADJECTIVES,
  AUDIENCES,
  CLOSING_SENTENCES,
  CONTEXTS,
  INITIALS,
  ONE_TERM_SENTENCES,
  SURNAMES,
  TITLE_PATTERNS,
  TOPIC_SEEDS,
  TWO_TERM_SENTENCES,
  type TitleWords,
  type TopicSeed,
} from './vocabulary';

export const LAK_SEED = 20110227;

export type LakAuthor = {
  name: string;
  id: string;
  lab: number;
  from: number;
  to: number;
  /** the researcher's page at the source (the corpus read from open sources); the generated sample has none */
  url?: string;
};

export type LakPaper = {
  /** Semantic Scholar-like paper id (40 hex digits) */
  id: string;
  year: LakYear;
  title: string;
  /** two paragraphs separated by a line break */
  abstract: string;
  authors: string[];
  authorIds: string[];
  topics: string[];
  keywords: string[];
  /** the paper's address (its DOI; the corpus read from open sources); the generated sample has none */
  url?: string;
};

export type Frequency = { name: string; weight: number };

export type LakYearData = {
  year: LakYear;
  papers: LakPaper[];
  /** stored topic weights (number of the year's papers tagged with the topic), heaviest first */
  topics: Frequency[];
  /** stored keyword weights, heaviest first */
  keywords: Frequency[];
};

export type LakDataSet = {
  years: LakYearData[];
  authors: LakAuthor[];
  byYear: ReadonlyMap<string, LakYearData>;
  authorByName: ReadonlyMap<string, LakAuthor>;
};

const GENERIC_TOPICS = new Set(['Learning analytics', 'Student', 'Data', 'Learning']);
const LAB_COUNT = 22;
const AUTHOR_COUNT = 130;
/** researchers the examples in the contract use; they share a lab and are active every year */
const FIXED_AUTHORS = ['A. Ammari', 'B. Chen', 'C. Diaz'];

function hex(random: Random, length: number): string {
  return Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
}

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

function createAuthors(random: Random): LakAuthor[] {
  const names = new Set<string>();
  const ids = new Set<string>();
  const authors: LakAuthor[] = [];
  for (let i = 0; i < AUTHOR_COUNT; i += 1) {
    let name = FIXED_AUTHORS[i];
    while (name === undefined || names.has(name)) {
      const surname = SURNAMES[(i + random.int(0, 3)) % SURNAMES.length] ?? 'Smith';
      const initials = random.chance(0.15) ? `${random.pick([...INITIALS])}. ${random.pick([...INITIALS])}.` : `${random.pick([...INITIALS])}.`;
      name = `${initials} ${surname}`;
    }
    names.add(name);
    let id = String(random.int(1_000_000, 2_999_999_999));
    while (ids.has(id)) id = String(random.int(1_000_000, 2_999_999_999));
    ids.add(id);
    const fixed = i < FIXED_AUTHORS.length;
    const from = fixed || random.chance(0.45) ? 2011 : random.int(2012, 2018);
    const to = fixed || random.chance(0.45) ? 2020 : Math.min(2020, from + random.int(3, 7));
    authors.push({ name, id, lab: fixed ? 0 : i % LAB_COUNT, from, to });
  }
  return authors;
}

function topicWeight(seed: TopicSeed, year: number): number {
  if (seed.from !== undefined && year < seed.from) return 0;
  const inPeak = seed.peak !== undefined && year >= seed.peak[0] && year <= seed.peak[1];
  return seed.weight * (inPeak ? 2.5 : 1);
}

function lowerTopic(name: string): string {
  return name.toLowerCase();
}

function buildAbstract(random: Random, terms: string[], words: TitleWords): string {
  // The first sentence names the title's subject; every other term of the paper follows.
  const queue = shuffle(
    random,
    terms.filter((term) => term !== words.a),
  );
  const sentences: string[] = [`This paper examines ${words.a} in ${words.c}.`];
  while (queue.length > 0) {
    const a = queue.shift() as string;
    const b = queue.length > 0 && random.chance(0.7) ? queue.shift() : undefined;
    sentences.push(b === undefined ? random.pick(ONE_TERM_SENTENCES)(a, words) : random.pick(TWO_TERM_SENTENCES)(a, b, random.int(24, 4800)));
  }
  const closing = random.pick(CLOSING_SENTENCES)(words);
  const split = Math.min(3, sentences.length);
  const first3 = sentences.slice(0, split).join(' ');
  const rest = [...sentences.slice(split), closing].join(' ');
  return `${capitalise(first3)}\n${capitalise(rest)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function createPapers(random: Random, year: LakYear, authors: LakAuthor[], labTopics: TopicSeed[][], titles: Set<string>): LakPaper[] {
  const y = Number(year);
  const active = authors.filter((author) => author.from <= y && author.to >= y);
  const labs = [...new Set(active.map((author) => author.lab))];
  const available = TOPIC_SEEDS.filter((seed) => topicWeight(seed, y) > 0);
  const specific = available.filter((seed) => !GENERIC_TOPICS.has(seed.name));
  const count = random.int(40, 52);
  const papers: LakPaper[] = [];
  for (let p = 0; p < count; p += 1) {
    // Each year opens with a paper of the contract's example researchers (lab 0), who publish together every year.
    const lab = p === 0 ? 0 : random.pick(labs);
    const members = shuffle(
      random,
      active.filter((author) => author.lab === lab),
    );
    const size = random.weighted([1, 2, 3, 4], (n) => [15, 35, 30, 20][n - 1] ?? 0);
    const team =
      p === 0
        ? active.filter((author) => FIXED_AUTHORS.includes(author.name))
        : members.slice(0, Math.max(1, Math.min(size, members.length)));
    if (random.chance(0.25)) {
      const guest = random.pick(active);
      if (!team.includes(guest)) team.push(guest);
    }

    const favourites = (labTopics[lab] ?? []).filter((seed) => topicWeight(seed, y) > 0);
    const primary = favourites.length > 0 && random.chance(0.5) ? random.pick(favourites) : random.weighted(specific, (seed) => topicWeight(seed, y));
    const topics = new Set<string>([primary.name]);
    if (random.chance(0.6)) topics.add('Learning analytics');
    if (random.chance(0.45)) topics.add('Student');
    if (random.chance(0.35)) topics.add('Data');
    if (random.chance(0.4)) topics.add('Learning');
    const extra = random.int(1, 2);
    for (let i = 0; i < extra || topics.size < 3; i += 1) topics.add(random.weighted(specific, (seed) => topicWeight(seed, y)).name);

    const seeds = [...topics].map((name) => TOPIC_SEEDS.find((seed) => seed.name === name) as TopicSeed);
    const keywords = new Set<string>();
    seeds.forEach((seed, i) => {
      const picks = shuffle(random, seed.keywords).slice(0, i === 0 ? 2 : 1);
      picks.forEach((keyword) => keywords.add(keyword));
    });
    const primaryKeywords = [...keywords].slice(0, 2);
    const secondary = [...keywords].find((keyword) => !primary.keywords.includes(keyword)) ?? primaryKeywords[1] ?? 'learners';

    let title = '';
    let words: TitleWords = { a: '', b: '', c: '', d: '', e: '' };
    for (let attempt = 0; title === '' || titles.has(title); attempt += 1) {
      words = {
        a: primaryKeywords[attempt % 2 === 0 ? 0 : 1] ?? primaryKeywords[0] ?? primary.name.toLowerCase(),
        b: secondary,
        c: random.pick(CONTEXTS),
        d: random.pick(AUDIENCES),
        e: random.pick(ADJECTIVES),
      };
      title = random.pick(TITLE_PATTERNS)(words);
      if (attempt > 20) title = `${title} (${year})`;
    }
    titles.add(title);

    const terms = [...new Set([...[...topics].map(lowerTopic), ...keywords])];
    papers.push({
      id: hex(random, 40),
      year,
      title,
      abstract: buildAbstract(random, terms, words),
      authors: team.map((author) => author.name),
      authorIds: team.map((author) => author.id),
      topics: [...topics],
      keywords: [...keywords],
    });
  }
  return papers;
}

/** Weights sorted heaviest first, ties by name. */
export function frequencies(lists: readonly (readonly string[])[]): Frequency[] {
  const counts = new Map<string, number>();
  lists.forEach((list) => list.forEach((name) => counts.set(name, (counts.get(name) ?? 0) + 1)));
  return [...counts.entries()]
    .map(([name, weight]) => ({ name, weight }))
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
}

/**
 * The data set, built a year at a time: the generator yields after each year, so that a caller on the
 * page's main thread can let the browser work in between (prepareLakData); the years come from one
 * random sequence, so running the steps in order gives the same data set as running them at once.
 */
function* lakDataSteps(seed: number): Generator<void, LakDataSet> {
  const random = createRandom(seed);
  const authors = createAuthors(random);
  const specific = TOPIC_SEEDS.filter((topic) => !GENERIC_TOPICS.has(topic.name));
  const labTopics = Array.from({ length: LAB_COUNT }, () => shuffle(random, specific).slice(0, 3));
  const titles = new Set<string>();
  const years: LakYearData[] = [];
  for (const year of LAK_YEARS) {
    yield;
    const papers = createPapers(random, year, authors, labTopics, titles);
    years.push({
      year,
      papers,
      topics: frequencies(papers.map((paper) => paper.topics)),
      keywords: frequencies(papers.map((paper) => paper.keywords)),
    });
  }
  const published = new Set(years.flatMap((year) => year.papers.flatMap((paper) => paper.authors)));
  const writers = authors.filter((author) => published.has(author.name));
  return {
    years,
    authors: writers,
    byYear: new Map(years.map((data) => [data.year, data])),
    authorByName: new Map(writers.map((author) => [author.name, author])),
  };
}

export function generateLakDataSet(seed = LAK_SEED): LakDataSet {
  const steps = lakDataSteps(seed);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

let cached: LakDataSet | null = null;
let preparing: Promise<LakDataSet> | null = null;

/**
 * Builds the data set (once) a year per task, giving the browser a turn between years: on the demo
 * build it is built on the page's main thread when a page first asks the conference API, and in one
 * go it blocked the page for a long task. Handlers await this before they read `lakData()`.
 */
export function prepareLakData(): Promise<LakDataSet> {
  if (cached) return Promise.resolve(cached);
  preparing ??= (async () => {
    const steps = lakDataSteps(LAK_SEED);
    for (;;) {
      const step = steps.next();
      if (step.done) {
        cached ??= step.value;
        return cached;
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  })();
  return preparing;
}

/** The data set every conference handler answers from (generated once). */
export function lakData(): LakDataSet {
  cached ??= generateLakDataSet();
  return cached;
}
