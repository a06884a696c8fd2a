/**
 * The conference views of the built-in backend as pure functions over the generated data set: each
 * returns the JSON body of api-contract section 6, or throws LakServerError where the real server
 * answers HTTP 500.
 */
import { ALL_YEARS, NO_DATA_NODE_ID } from '@/api/conference/constants';
import { lakData, type Frequency, type LakAuthor, type LakDataSet, type LakPaper, type LakYearData } from './dataset';
import { LakServerError } from './errors';

export { LakServerError };
export { prepareLakData } from './dataset';
export { lakDataForRequests, UnknownConference } from './corpus/state';

export type Kind = 'topics' | 'keys';

const SCHOLAR = 'https://www.semanticscholar.org';

function list(data: LakYearData, kind: Kind): Frequency[] {
  return kind === 'topics' ? data.topics : data.keywords;
}

/** `{count}` is compared with the string "5": exactly 5 gives 5 items, anything else up to 10. */
function countOf(count: string): number {
  return count === '5' ? 5 : 10;
}

function option(value: string) {
  return { value, label: value };
}

/** Case-insensitive, non-overlapping occurrences of the term in the paper's title and abstract. */
export function occurrences(paper: LakPaper, term: string): number {
  if (term.includes("'")) throw new LakServerError('an apostrophe breaks the query');
  const needle = term.toLowerCase();
  if (needle === '') return 0;
  const text = `${paper.title} ${paper.abstract}`.toLowerCase();
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

function matching(data: LakYearData, term: string): { paper: LakPaper; count: number }[] {
  return data.papers
    .map((paper) => ({ paper, count: occurrences(paper, term) }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count);
}

function papersToFrequencies(papers: LakPaper[], kind: Kind): Frequency[] {
  const counts = new Map<string, number>();
  papers.forEach((paper) => (kind === 'topics' ? paper.topics : paper.keywords).forEach((t) => counts.set(t, (counts.get(t) ?? 0) + 1)));
  return [...counts.entries()]
    .map(([term, weight]) => ({ name: term, weight }))
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));
}

/**
 * The conference views over one data set: the corpus read from open sources or the generated sample
 * (by default), as handlers/conference.ts makes them for each request. `comparisons` are the
 * researcher/year/mode comparisons computed before (6.19): its backend's, so that a comparison asked
 * again is answered as the server's cache answers it (numeric strings).
 */
export class LakViews {
  constructor(
    private readonly data: LakDataSet = lakData(),
    private readonly comparisons: Set<string> = new Set<string>(),
  ) {}

  /** A year the conference served held (LAK's server answers any other year as an error). */
  private held(year: string): boolean {
    return this.data.byYear.has(year);
  }

  private yearData(year: string): LakYearData {
    const data = this.data.byYear.get(year);
    if (!data) throw new LakServerError(`unknown year ${year}`);
    return data;
  }

  /** 6.1, 6.2 */
  wordCloud(kind: Kind, count: string, year: string) {
    const items = list(this.yearData(year), kind)
      .slice(0, countOf(count))
      .map((entry) => ({ text: entry.name, value: entry.weight }));
    return kind === 'topics' ? { topics: items } : { keywords: items };
  }

  /** 6.3 (stored weights) and 6.4 (occurrences in the year's titles and abstracts) */
  topTen(kind: Kind, year: string) {
    const data = this.yearData(year);
    const top = list(data, kind).slice(0, 10);
    const names = top.map((entry) => entry.name);
    const values =
      kind === 'topics'
        ? top.map((entry) => entry.weight)
        : names.map((name) => data.papers.reduce((sum, paper) => sum + occurrences(paper, name), 0));
    return { keywords: [names, values] };
  }

  /** 6.5 */
  topicDetails(term: string, year: string) {
    const top = matching(this.yearData(year), term).slice(0, 10);
    return { docs: [top.map((entry) => entry.paper.title), top.map((entry) => entry.count)] };
  }

  /** 6.6: the first paper whose title starts with the text */
  fetchPaper(title: string, decoded?: string) {
    const papers = this.data.years.flatMap((year) => year.papers);
    const find = (prefix: string | undefined) => (prefix ? papers.find((p) => p.title.startsWith(prefix)) : undefined);
    // the corpus read from the sources has real titles (colons, commas, accents): their escapes are decoded too
    const paper = title === '' ? undefined : (find(title) ?? (papers[0]?.url ? find(decoded) : undefined));
    if (!paper) throw new LakServerError('no such paper');
    return { url: paper.url ?? `${SCHOLAR}/paper/${paper.id}` };
  }

  /**
   * 6.7, 6.8: all of the year's weights min-max scaled to 0..1, each expressed as a floored share of
   * their sum in percent; the heaviest `count` entries are returned.
   */
  pie(kind: Kind, count: string, year: string) {
    const entries = list(this.yearData(year), kind);
    const weights = entries.map((entry) => entry.weight);
    const min = Math.min(...weights);
    const max = Math.max(...weights);
    const scaled = weights.map((weight) => (max === min ? 1 : (weight - min) / (max - min)));
    const sum = scaled.reduce((a, b) => a + b, 0);
    const top = entries.slice(0, countOf(count));
    const percentages = top.map((_, i) => Math.floor((100 * (scaled[i] ?? 0)) / sum));
    const names = top.map((entry) => entry.name);
    return kind === 'topics' ? { topics: names, weights: percentages } : { keys: names, weights: percentages };
  }

  /** 6.9 */
  abstractDetails(term: string, year: string) {
    const found = matching(this.yearData(year), term);
    const abstractview = [
      found.map((entry) => entry.paper.title),
      found.map((entry) => entry.paper.abstract.split('\n')[0] ?? ''),
      found.map((_, i) => `Paper${i + 1}`),
    ];
    // the corpus read from open sources adds each paper's DOI address (a fourth list; the server's and the sample's answers have three)
    if (found.some((entry) => entry.paper.url)) abstractview.push(found.map((entry) => entry.paper.url ?? ''));
    return { abstractview };
  }

  private allNames(kind: Kind): string[] {
    return [...new Set(this.data.years.flatMap((data) => list(data, kind).map((entry) => entry.name)))];
  }

  /** 6.10, 6.11 (both under `topics`) */
  allResults(kind: Kind) {
    return { topics: this.allNames(kind).map(option) };
  }

  /**
   * 6.12, 6.13: one row of numeric strings per item aligned with the ten years; an item found only
   * inside longer names gives zeros, an item matching nothing (or an empty query) is a server error.
   */
  evolution(kind: Kind, items: readonly string[]) {
    if (items.length === 0 || items.every((item) => item === '')) throw new LakServerError('empty query');
    const names = this.allNames(kind);
    const weights = items.map((item) => {
      if (!names.includes(item) && !names.some((name) => name.includes(item))) throw new LakServerError(`unknown item ${item}`);
      return this.data.years.map((data) => String(list(data, kind).find((entry) => entry.name === item)?.weight ?? 0));
    });
    return { weights, years: this.data.years.map((data) => data.year) };
  }

  /** 6.16, 6.17: the top-5 of each selected year; at least two years (one year is invalid SQL) */
  yearList(kind: Kind, years: readonly string[]) {
    if (years.length < 2) throw new LakServerError('a single year makes invalid SQL');
    const selected = [...new Set(years)].sort();
    const tops = selected.map((year) => list(this.yearData(year), kind).slice(0, 5));
    const names = [...new Set(tops.flatMap((top) => top.map((entry) => entry.name)))].sort((a, b) => a.localeCompare(b));
    const matrix = names.map((name) => tops.map((top) => top.find((entry) => entry.name === name)?.weight ?? 0));
    return { Topiclist: [matrix, names, selected] };
  }

  /**
   * 6.14, 6.15 (both under `commontopics`). The real server draws the picture with matplotlib; the demo
   * backend draws none (an empty string): the client draws the comparison from the top-10 lists.
   */
  commonImage(year1: string, year2: string) {
    this.yearData(year1);
    this.yearData(year2);
    return { commontopics: '' };
  }

  private papersOf(year: string): LakPaper[] {
    if (year === ALL_YEARS) return this.data.years.flatMap((data) => data.papers);
    return this.yearData(year).papers;
  }

  /** 6.18: unknown year gives an empty list */
  authorsOfYear(year: string) {
    if (year !== ALL_YEARS && !this.held(year)) return { authors: [] };
    const names = [...new Set(this.papersOf(year).flatMap((paper) => paper.authors))];
    return { authors: names.map(option) };
  }

  private author(name: string): LakAuthor {
    const found = this.data.authorByName.get(name);
    if (!found) throw new LakServerError(`unknown researcher ${name}`);
    return found;
  }

  /** A researcher's top-10 topics (or keywords) of a year or of all years, with counts. */
  researcherTerms(name: string, year: string, kind: Kind): Frequency[] {
    const papers = this.papersOf(year).filter((paper) => paper.authors.includes(name));
    return papersToFrequencies(papers, kind).slice(0, 10);
  }

  /** 6.19: the last four query items are author1, author2, year, mode */
  authorTopicDetails(items: readonly string[]) {
    if (items.length < 4) throw new LakServerError('too few query items');
    const [name1, name2, year, mode] = items.slice(-4) as [string, string, string, string];
    if (mode !== 'topic' && mode !== 'keyword') return { authortopics: null };
    if (year !== ALL_YEARS && !this.held(year)) throw new LakServerError(`unknown year ${year}`);
    this.author(name1);
    this.author(name2);
    const kind: Kind = mode === 'topic' ? 'topics' : 'keys';
    const sides = [name1, name2].map((name) => {
      const key = `${name}|${year}|${mode}`;
      const cachedBefore = this.comparisons.has(key);
      this.comparisons.add(key);
      const terms = new Map(this.researcherTerms(name, year, kind).map((entry) => [entry.name, entry.weight]));
      return { terms, cachedBefore };
    });
    const [first, second] = sides as [(typeof sides)[number], (typeof sides)[number]];
    const items2 = [...new Set([...first.terms.keys(), ...second.terms.keys()])];
    const value = (side: typeof first, item: string): number | string => {
      const count = side.terms.get(item);
      if (count === undefined) return 0;
      return side.cachedBefore ? String(count) : count;
    };
    return {
      authortopics: [
        items2,
        items2.map((item) => [value(first, item), value(second, item)]),
        [name1, name2],
        items2.filter((item) => first.terms.has(item) && second.terms.has(item)),
      ],
    };
  }

  /** 6.20, 6.21 */
  yearOptions(kind: Kind, year: string) {
    return { keywords: list(this.yearData(year), kind).slice(0, 10).map((entry) => option(entry.name)) };
  }

  /** 6.22: co-author graph of the year's papers mentioning the term */
  collaborationGraph(term: string, year: string) {
    const found = matching(this.yearData(year), term).map((entry) => entry.paper);
    if (found.length < 2) return { titles: { nodes: [{ id: NO_DATA_NODE_ID, size: 500, x: 500, y: 200 }] } };
    const shared = found.filter((paper) => paper.authors.length > 1);
    if (shared.length === 0) return { titles: { nodes: [{ id: NO_DATA_NODE_ID, size: 1000, x: 100, y: 200 }] } };
    const counts = new Map<string, number>();
    const links = new Map<string, { source: string; target: string }>();
    shared.forEach((paper) => {
      paper.authors.forEach((name, i) => {
        counts.set(name, (counts.get(name) ?? 0) + 1);
        paper.authors.slice(i + 1).forEach((other) => {
          const [source, target] = [name, other].sort() as [string, string];
          links.set(`${source}\u0000${target}`, { source, target });
        });
      });
    });
    return {
      titles: {
        nodes: [...counts.entries()].map(([id, count]) => ({ id, size: 70 * count })),
        links: [...links.values()],
      },
    };
  }

  /** 6.23: a researcher's papers of the year mentioning the term; not an author of that year: server error */
  nodeDetails(name: string, term: string, year: string) {
    const papers = this.yearData(year).papers;
    if (!papers.some((paper) => paper.authors.includes(name))) throw new LakServerError(`${name} has no paper in ${year}`);
    const own = papers.filter((paper) => paper.authors.includes(name) && occurrences(paper, term) > 0);
    return {
      authors: [
        this.author(name).url || `${SCHOLAR}/author/144973020/${this.author(name).id}`,
        own.length,
        own.map((paper) => paper.url ?? `${SCHOLAR}/paper/${paper.id}`),
        own.map((paper) => paper.authors.join(',')),
        own.map((paper) => paper.title),
        own.map((paper) => paper.authorIds.join(',')),
      ],
    };
  }

  /** 6.24 (label before value) */
  allAuthors() {
    return { authors: this.data.authors.map((entry) => ({ label: entry.name, value: entry.name })) };
  }

  /**
   * 6.25 (`key` compares keywords, anything else topics). Like 6.14, the built-in backend draws no picture
   * (an empty string) whatever the mode; the client draws the comparison from the researcher's and the
   * conference's lists.
   */
  authorConferenceImage(name: string, year: string) {
    if (year !== ALL_YEARS && !this.held(year)) throw new LakServerError(`unknown year ${year}`);
    this.author(name);
    return { compare: '' };
  }
}
