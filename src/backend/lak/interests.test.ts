import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWordVectors } from '../nlp/embeddings/word-vectors';
import type { LakDataSet, LakPaper, LakYearData } from './dataset';
import { CLOSEST_PAPERS, placeInterests, TOP_INTERESTS } from './interests';

beforeAll(async () => {
  expect(await ensureWordVectors()).toBe(true);
});

let next = 0;
function paper(year: string, title: string, topics: string[], keywords: string[] = []): LakPaper {
  next += 1;
  return { id: `p${next}`, year, title, abstract: '', authors: ['Ana Díaz'], authorIds: ['openalex:A1'], topics, keywords, url: `https://doi.org/10.1/p${next}` };
}

function dataSet(papers: LakPaper[]): LakDataSet {
  const years = [...new Set(papers.map((p) => p.year))].sort().map((year): LakYearData => {
    const own = papers.filter((p) => p.year === year);
    const counts = new Map<string, number>();
    own.forEach((p) => p.topics.forEach((topic) => counts.set(topic, (counts.get(topic) ?? 0) + 1)));
    return { year, papers: own, topics: [...counts].map(([name, weight]) => ({ name, weight })).sort((a, b) => b.weight - a.weight), keywords: [] };
  });
  return { years, authors: [], byYear: new Map(years.map((y) => [y.year, y])), authorByName: new Map() };
}

const many = (n: number, year: string, topics: string[]) => Array.from({ length: n }, (_, i) => paper(year, `${topics[0] ?? ''} study ${i}`, topics));

// a conference on dashboards and visualisation in 2016, on online courses in 2017; 2018 not held
const dashboards = dataSet([
  ...many(12, '2016', ['learning dashboards', 'information visualization', 'teacher feedback']),
  ...many(12, '2017', ['online course', 'dropout', 'forum']),
  paper('2017', 'A learning dashboard for teachers', ['dashboard', 'information visualization'], ['learning dashboard']),
  ...many(3, '2019', ['learning dashboards', 'information visualization']),
]);
// a conference on proofs and compilers, far from the profile
const compilers = dataSet([...many(12, '2016', ['compiler', 'type theory']), ...many(12, '2017', ['theorem proving', 'compiler'])]);

const YEARS = ['2016', '2017', '2018', '2019'];
const INTERESTS = [
  { text: 'learning dashboard', weight: 5 },
  { text: 'information visualization', weight: 4 },
];

describe('your interests among the topics of conferences', () => {
  it('a year whose topics are the profile\'s is closer than one on other topics, and a conference on other topics is far', () => {
    const placed = placeInterests(
      [
        { id: 'a', name: 'A', years: YEARS, data: dashboards },
        { id: 'b', name: 'B', years: YEARS, data: compilers },
      ],
      INTERESTS,
    );
    const [a, b] = placed.conferences;
    const year = (conference: typeof a, y: string) => conference?.years.find((entry) => entry.year === y);
    expect(year(a, '2016')?.similarity).toBeGreaterThan((year(a, '2017')?.similarity ?? 0) + 10);
    expect(year(a, '2016')?.similarity).toBeGreaterThan((year(b, '2016')?.similarity ?? 0) + 10);
    // papers carrying a term close to an interest: every 2016 paper, only the dashboard paper of 2017
    expect(year(a, '2016')).toMatchObject({ held: true, papers: 12, matching: 12 });
    // closeness: each interest's share of the year's papers, weighted: every 2016 paper matches both
    expect(year(a, '2016')?.similarity).toBe(100);
    expect(year(a, '2017')).toMatchObject({ held: true, papers: 13, matching: 1 });
    // the dashboard paper of 2017 matches both interests (its "learning dashboard")
    expect(year(a, '2017')?.similarity).toBeCloseTo(100 / 13, 1);
    expect(year(b, '2016')?.similarity).toBe(0);
    // a year not held says so; a year of three papers keeps its count (the page says how few)
    expect(year(a, '2018')).toEqual({ year: '2018', held: false, papers: 0, similarity: null, matching: 0 });
    expect(year(a, '2019')?.papers).toBe(3);
  });

  it('lists the closest papers of each conference with the interests they matched, each by its closest term', () => {
    const placed = placeInterests([{ id: 'a', name: 'A', years: YEARS, data: dashboards }], INTERESTS);
    const papers = placed.conferences[0]?.papers ?? [];
    expect(papers).toHaveLength(CLOSEST_PAPERS);
    // a 2016 paper (both interests among its topics) is closest; each interest named with its term, closest first
    expect(papers[0]?.title).toMatch(/^learning dashboards study/);
    expect(papers[0]?.matched.map((match) => [match.interest, match.term])).toEqual([
      ['information visualization', 'information visualization'],
      ['learning dashboard', 'learning dashboards'],
    ]);
    expect(papers[0]?.matched[0]?.similarity).toBe(100);
    expect(papers.map((p) => p.similarity)).toEqual([...papers.map((p) => p.similarity)].sort((x, y) => y - x));
    // the far conference's closest papers match none of the interests
    const far = placeInterests([{ id: 'b', name: 'B', years: YEARS, data: compilers }], INTERESTS).conferences[0]?.papers ?? [];
    expect(far.every((p) => p.matched.length === 0)).toBe(true);
    expect(Math.max(...far.map((p) => p.similarity))).toBeLessThan(papers[0]?.similarity ?? 0);
  });

  it('a term broader than an interest (some of its words only) does not match it; a narrower one does', () => {
    const data = dataSet([paper('2016', 'Generic', ['learning', 'student']), paper('2016', 'Specific', ['blended learning courses'])]);
    const placed = placeInterests([{ id: 'a', name: 'A', years: ['2016'], data }], [{ text: 'blended learning', weight: 5 }]);
    const byTitle = new Map(placed.conferences[0]?.papers.map((p) => [p.title, p.matched.map((match) => match.term)]));
    expect(byTitle.get('Generic')).toEqual([]);
    expect(byTitle.get('Specific')).toEqual(['blended learning courses']);
    expect(placed.conferences[0]?.years[0]).toMatchObject({ papers: 2, matching: 1, similarity: 50 });
  });

  it('places the first interests only, in the order given; no interest places nothing', () => {
    const interests = Array.from({ length: TOP_INTERESTS + 3 }, (_, i) => ({ text: `interest ${i}`, weight: 1 }));
    expect(placeInterests([{ id: 'a', name: 'A', years: YEARS, data: dashboards }], interests).interests.map((i) => i.text)).toEqual(interests.slice(0, TOP_INTERESTS).map((i) => i.text));
    expect(placeInterests([{ id: 'a', name: 'A', years: YEARS, data: dashboards }], []).conferences).toEqual([{ id: 'a', name: 'A', years: [], papers: [] }]);
  });
});
