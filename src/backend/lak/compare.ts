/**
 * The comparison of conferences (built-in backend only): over a span of years, the topics (or
 * keywords) two or more conferences share and those particular to each, weighted by share of papers
 * (the conferences differ in size); the yearly share of those terms in each conference (a trend chart
 * of any of them needs no further request); and the researchers who published in more than one,
 * matched by author id (the sources' ids: one person spelt two ways under one id is one researcher,
 * the same name under two ids is two).
 */
import type { LakDataSet, LakPaper } from './dataset';

export type CompareMode = 'topic' | 'keyword';

/** A term counts for a conference over the span when at least this many of its papers there carry it. */
export const MIN_PAPERS = 2;
/** Terms listed as shared, and as particular to each conference. */
export const LISTED_TERMS = 15;

export type ConferenceInput = { id: string; name: string; data: LakDataSet };

export type TermShare = { term: string; shares: Record<string, number>; papers: Record<string, number> };

export type YearCount = { year: string; held: boolean; papers: number };

export type ConferenceComparison = {
  from: string;
  to: string;
  mode: CompareMode;
  conferences: { id: string; name: string; papers: number; years: YearCount[] }[];
  /** terms every conference carries, heaviest smallest share first */
  shared: TermShare[];
  /** conference id -> terms of that conference the others do not carry, heaviest first */
  particular: Record<string, TermShare[]>;
  /** term -> conference id -> papers carrying it per year of the span (null: the conference was not held that year) */
  trends: Record<string, Record<string, (number | null)[]>>;
  /** the years of the span */
  years: string[];
  /** researchers with papers in at least two of the conferences, most papers first */
  researchers: { id: string; names: Record<string, string>; papers: Record<string, number> }[];
};

function termsOf(paper: LakPaper, mode: CompareMode): string[] {
  return [...new Set((mode === 'topic' ? paper.topics : paper.keywords).map((term) => term.toLowerCase()))];
}

type Side = { id: string; name: string; papers: LakPaper[]; counts: Map<string, number>; years: YearCount[] };

function sideOf(input: ConferenceInput, years: readonly string[], mode: CompareMode): Side {
  const papers = years.flatMap((year) => input.data.byYear.get(year)?.papers ?? []);
  const counts = new Map<string, number>();
  papers.forEach((paper) => termsOf(paper, mode).forEach((term) => counts.set(term, (counts.get(term) ?? 0) + 1)));
  const yearCounts = years.map((year) => {
    const data = input.data.byYear.get(year);
    return { year, held: data !== undefined, papers: data?.papers.length ?? 0 };
  });
  return { id: input.id, name: input.name, papers, counts, years: yearCounts };
}

function share(side: Side, term: string): number {
  return side.papers.length === 0 ? 0 : (side.counts.get(term) ?? 0) / side.papers.length;
}

function termShare(sides: Side[], term: string): TermShare {
  return {
    term,
    shares: Object.fromEntries(sides.map((side) => [side.id, share(side, term)])),
    papers: Object.fromEntries(sides.map((side) => [side.id, side.counts.get(term) ?? 0])),
  };
}

function carries(side: Side, term: string): boolean {
  return (side.counts.get(term) ?? 0) >= MIN_PAPERS;
}

/** Researchers by author id across the conferences: those with papers in two or more. */
function sharedResearchers(inputs: ConferenceInput[], sides: Side[]): ConferenceComparison['researchers'] {
  const byId = new Map<string, { names: Record<string, string>; papers: Record<string, number> }>();
  sides.forEach((side, s) => {
    const names = new Map((inputs[s]?.data.authors ?? []).map((author) => [author.id, author.name]));
    side.papers.forEach((paper) =>
      paper.authorIds.forEach((id) => {
        const entry = byId.get(id) ?? { names: {}, papers: {} };
        entry.names[side.id] = names.get(id) ?? id;
        entry.papers[side.id] = (entry.papers[side.id] ?? 0) + 1;
        byId.set(id, entry);
      }),
    );
  });
  const total = (papers: Record<string, number>) => Object.values(papers).reduce((a, b) => a + b, 0);
  return [...byId.entries()]
    .filter(([, entry]) => Object.keys(entry.papers).length >= 2)
    .map(([id, entry]) => ({ id, ...entry }))
    .sort((a, b) => total(b.papers) - total(a.papers) || a.id.localeCompare(b.id));
}

/** The comparison of the conferences over the years `from` to `to` (both included). */
export function compareConferences(inputs: ConferenceInput[], from: string, to: string, mode: CompareMode): ConferenceComparison {
  const held = [...new Set(inputs.flatMap((input) => input.data.years.map((year) => year.year)))].sort();
  const years = held.filter((year) => year >= from && year <= to);
  const sides = inputs.map((input) => sideOf(input, years, mode));
  const every = [...new Set(sides.flatMap((side) => [...side.counts.keys()]))];
  const byWeakest = (a: TermShare, b: TermShare) => Math.min(...Object.values(b.shares)) - Math.min(...Object.values(a.shares)) || a.term.localeCompare(b.term);
  const shared = every
    .filter((term) => sides.every((side) => carries(side, term)))
    .map((term) => termShare(sides, term))
    .sort(byWeakest)
    .slice(0, LISTED_TERMS);
  const particular = Object.fromEntries(
    sides.map((side) => [
      side.id,
      every
        .filter((term) => carries(side, term) && sides.every((other) => other === side || (other.counts.get(term) ?? 0) === 0))
        .map((term) => termShare(sides, term))
        .sort((a, b) => (b.shares[side.id] ?? 0) - (a.shares[side.id] ?? 0) || a.term.localeCompare(b.term))
        .slice(0, LISTED_TERMS),
    ]),
  );
  const listed = new Set([...shared, ...Object.values(particular).flat()].map((entry) => entry.term));
  const trends = Object.fromEntries(
    [...listed].map((term) => [
      term,
      Object.fromEntries(
        inputs.map((input) => [
          input.id,
          years.map((year) => {
            const data = input.data.byYear.get(year);
            return data ? data.papers.filter((paper) => termsOf(paper, mode).includes(term)).length : null;
          }),
        ]),
      ),
    ]),
  );
  return {
    from,
    to,
    mode,
    conferences: sides.map((side) => ({ id: side.id, name: side.name, papers: side.papers.length, years: side.years })),
    shared,
    particular,
    trends,
    years,
    researchers: sharedResearchers(inputs, sides),
  };
}
