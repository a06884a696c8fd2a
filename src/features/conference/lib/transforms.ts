/**
 * Pure shaping of conference (LAK) answers into chart rows. Every chart of the conference screens
 * draws from one of these; the visually hidden tables list the same rows.
 */
import type { AuthorTopicDetails, PieData, TopicDetails, TopTerms, YearList } from '@/api/conference';
import type { Evolution } from '@/api/conference';

export type NamedValue = { name: string; value: number };

/** How many bars the "Top 10" charts draw, however many the server sends. */
export const TOP_TERMS = 10;

/** Each name once: the first of a repeated name stays (the server's order is its ranking). */
function firstOfEachName<T extends { name: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.name) ? false : (seen.add(row.name), true)));
}

/** 6.3, 6.4 `[names, values]` -> one bar per name, in the server's order: the first TOP_TERMS names, each once. */
export function topTermsToBars(top: TopTerms): NamedValue[] {
  return firstOfEachName(top.names.map((name, i) => ({ name, value: top.values[i] ?? 0 }))).slice(0, TOP_TERMS);
}

/** 6.5 `[titles, counts]` -> one bar per publication, labelled #1, #2, … (titles are too long for an axis). */
export type PublicationBar = { rank: string; title: string; value: number };
export function topicDetailsToBars(details: TopicDetails): PublicationBar[] {
  return details.titles.slice(0, TOP_TERMS).map((title, i) => ({ rank: `#${i + 1}`, title, value: details.counts[i] ?? 0 }));
}

/**
 * 6.7, 6.8 names and weights -> donut sectors: the first `count` names asked for, each once; sectors
 * of weight 0 would be invisible and are kept out.
 */
export function pieToSectors(pie: PieData, count: number = TOP_TERMS): NamedValue[] {
  return firstOfEachName(pie.names.map((name, i) => ({ name, value: pie.weights[i] ?? 0 })))
    .filter((sector) => sector.value > 0)
    .slice(0, count);
}

/** Words of a "top N" cloud: each text once (its heaviest weight), the `count` heaviest, heaviest first. */
export function topCloudWords<T extends { text: string; value: number }>(words: readonly T[], count: number): T[] {
  const seen = new Set<string>();
  return words
    .filter((word) => Number.isFinite(word.value))
    .sort((a, b) => b.value - a.value || a.text.localeCompare(b.text))
    .filter((word) => (seen.has(word.text) ? false : (seen.add(word.text), true)))
    .slice(0, count);
}

/**
 * Rows of a stacked 100% horizontal bar chart: one row per category (a bar), one value per series
 * (a part of the bar). `share` holds each value as a whole-chart percentage of its row, for the table.
 */
export type StackedRow = { category: string; values: number[] };
export type StackedChart = { series: string[]; rows: StackedRow[] };

/** 6.16, 6.17 `{ matrix (names x years), names, years }` -> one bar per year, one part per topic. */
export function yearListToStacked(list: YearList): StackedChart {
  return {
    series: list.names,
    rows: list.years.map((year, y) => ({ category: year, values: list.matrix.map((row) => row[y] ?? 0) })),
  };
}

/** 6.19 `{ items, values: [a1, a2][], authors }` -> one bar per researcher, one part per topic. */
export function authorTopicsToStacked(details: AuthorTopicDetails): StackedChart {
  return {
    series: details.items,
    rows: details.authors.map((author, a) => ({ category: author, values: details.values.map((pair) => pair[a] ?? 0) })),
  };
}

/** The percentage of each part of a stacked 100% row (0 for an empty row), rounded to one decimal. */
export function rowShares(row: StackedRow): number[] {
  const total = row.values.reduce((sum, value) => sum + value, 0);
  return row.values.map((value) => (total === 0 ? 0 : Math.round((1000 * value) / total) / 10));
}

/** Series that have a non-zero part in some row (parts of zero draw nothing and only crowd the legend). */
export function visibleSeries(chart: StackedChart): number[] {
  return chart.series.map((_, i) => i).filter((i) => chart.rows.some((row) => (row.values[i] ?? 0) > 0));
}

/** 6.12, 6.13 `{ items, years, weights }` -> one point per year with one value per item (area chart rows). */
export type EvolutionPoint = { year: string; values: number[] };
export function evolutionToPoints(evolution: Evolution): EvolutionPoint[] {
  return evolution.years.map((year, y) => ({ year, values: evolution.weights.map((row) => row[y] ?? 0) }));
}

/** Options of a select sorted by label (the spec's rule for the evolution multi-select). */
export function sortByLabel<T extends { label: string }>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
}

/**
 * The default term of the collaboration network: 'Learning' when the year offers it, otherwise the
 * first available term (keyword lists rarely hold 'Learning'); null when there is nothing to show.
 */
export const DEFAULT_NETWORK_TERM = 'Learning';
export function defaultNetworkTerm(options: readonly { value: string }[]): string | null {
  if (options.some((option) => option.value === DEFAULT_NETWORK_TERM)) return DEFAULT_NETWORK_TERM;
  return options[0]?.value ?? null;
}

/**
 * The two researchers compared on first load: the preset pair when both are in the list, otherwise
 * the first two researchers of the list (in the list's order).
 */
export const PRESET_RESEARCHERS = ['A. Ammari', 'B. Chen'] as const;
export function defaultResearchers(options: readonly { value: string }[]): [string, string] | null {
  const values = options.map((option) => option.value);
  const [first, second] = PRESET_RESEARCHERS;
  if (values.includes(first) && values.includes(second)) return [first, second];
  if (values.length < 2) return null;
  return [values[0] as string, values[1] as string];
}

/**
 * A co-author graph the force layout can draw: links whose source or target is not among the nodes
 * (the layout throws "node not found" on them) are dropped and counted.
 */
export function drawableGraph<G extends { nodes: readonly { id: string }[]; links: readonly { source: string; target: string }[] }>(
  graph: G,
): G & { dropped: number } {
  const ids = new Set(graph.nodes.map((node) => node.id));
  const links = graph.links.filter((link) => ids.has(link.source) && ids.has(link.target));
  return { ...graph, links, dropped: graph.links.length - links.length };
}

/** Degree of each node of a co-author graph (number of distinct co-authors), for the node list. */
export function coauthorCounts(links: readonly { source: string; target: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  links.forEach(({ source, target }) => {
    counts.set(source, (counts.get(source) ?? 0) + 1);
    counts.set(target, (counts.get(target) ?? 0) + 1);
  });
  return counts;
}

/** 'N Publication(s) related to the topic X' (the network modal's heading). */
export function publicationsHeading(count: number, term: string): string {
  return `${count} Publication(s) related to the topic ${term}`;
}
