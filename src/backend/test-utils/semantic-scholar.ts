/**
 * Semantic Scholar in the documented shapes (open-sources.md), for tests: a fixture author with 150
 * papers over 12 years (about a quarter without an abstract, as publisher restrictions leave them),
 * a pool of other papers for the paper search, and MSW handlers that page, search and answer 404 for
 * an unknown author. Tests that need a failure add their own handler with `server.use`.
 */
import { http, HttpResponse } from 'msw';
import { SEMANTIC_SCHOLAR_ORIGIN } from '../sources/semantic-scholar';

export type FixturePaper = {
  paperId: string;
  title: string | null;
  abstract: string | null;
  year: number | null;
  authors: { authorId: string | null; name: string }[];
  venue: string;
  url: string;
  externalIds: Record<string, string>;
  publicationDate: string | null;
};

export type FixtureAuthor = {
  authorId: string;
  name: string;
  url: string;
  affiliations: string[];
  paperCount: number;
  citationCount: number;
  hIndex: number;
  papers: FixturePaper[];
};

/** The fixture author's id, and an id Semantic Scholar does not know. */
export const FIXTURE_AUTHOR_ID = '1741101';
export const UNKNOWN_AUTHOR_ID = '123';

/** Topics of the last six years (the profile's window) and of the six before (outside it). */
export const RECENT_TOPICS = [
  ['knowledge graphs', 'question answering', 'entity linking'],
  ['learning analytics', 'student engagement', 'predictive models'],
  ['recommender systems', 'explainable artificial intelligence', 'user modeling'],
] as const;
export const OLDER_TOPICS = [
  ['ontology matching', 'description logics', 'semantic web services'],
  ['peer-to-peer networks', 'distributed hash tables', 'information retrieval'],
] as const;

const SETTINGS = ['a university library', 'two open data portals', 'a large online course', 'a national archive', 'three hospitals', 'a citizen science project'];
const METHODS = ['a controlled experiment', 'a mixed-methods study', 'a benchmark of twelve systems', 'a longitudinal field study', 'a user study with 48 participants'];

const capitalise = (text: string) => text.replace(/\b([a-z])/g, (c) => c.toUpperCase());

export const paperIdOf = (authorId: string, index: number) => `${authorId}${index.toString(16)}`.padStart(40, '0');

/** The author's papers, newest year first: `count` papers spread evenly over `years` years. */
export function fixturePapers(authorId: string, name: string, count: number, years: number, now = Date.now()): FixturePaper[] {
  const currentYear = new Date(now).getUTCFullYear();
  return Array.from({ length: count }, (_, i) => {
    const yearsAgo = Math.floor((i * years) / count);
    const year = currentYear - yearsAgo;
    const pool = yearsAgo < 6 ? RECENT_TOPICS : OLDER_TOPICS;
    const [main, second, third] = pool[i % pool.length] ?? RECENT_TOPICS[0];
    const setting = SETTINGS[i % SETTINGS.length] ?? '';
    const method = METHODS[i % METHODS.length] ?? '';
    const title = `${capitalise(main)} for ${capitalise(second)}: Evidence from ${capitalise(setting)} (${i + 1})`;
    const abstract =
      i % 4 === 3
        ? null
        : `We study ${main} for ${second} in ${setting}. Through ${method}, we show how ${main} improves ${second} and ` +
          `where ${third} still falls short. The results inform the design of ${main} and of future work on ${third}.`;
    const coauthor = { authorId: i % 5 === 0 ? null : String(2_000_000 + (i % 17)), name: `Coauthor ${String.fromCharCode(65 + (i % 26))}. Example` };
    return {
      paperId: paperIdOf(authorId, i + 1),
      title,
      abstract,
      year,
      authors: [{ authorId, name }, coauthor],
      venue: i % 2 === 0 ? 'Proceedings of the Example Conference' : 'Journal of Examples',
      url: `https://www.semanticscholar.org/paper/${paperIdOf(authorId, i + 1)}`,
      externalIds: { DOI: `10.5555/example.${year}.${i + 1}` },
      publicationDate: `${year}-0${1 + (i % 9)}-1${i % 10}`,
    };
  });
}

/** The fixture author: 150 papers over 12 years. */
export function fixtureAuthor(overrides: Partial<Omit<FixtureAuthor, 'papers'>> & { count?: number; years?: number } = {}): FixtureAuthor {
  const authorId = overrides.authorId ?? FIXTURE_AUTHOR_ID;
  const name = overrides.name ?? 'Ada Lovelace';
  const papers = fixturePapers(authorId, name, overrides.count ?? 150, overrides.years ?? 12);
  return {
    authorId,
    name,
    url: `https://www.semanticscholar.org/author/${authorId}`,
    affiliations: overrides.affiliations ?? ['University of Example'],
    paperCount: overrides.paperCount ?? papers.length,
    citationCount: overrides.citationCount ?? 1127,
    hIndex: overrides.hIndex ?? 12,
    papers,
  };
}

/** Papers other researchers wrote on the recent topics: what the paper search finds. */
export function searchPool(now = Date.now()): FixturePaper[] {
  return fixturePapers('9990001', 'Grace Hopper', 60, 4, now).map((paper) => ({
    ...paper,
    title: `Revisiting ${paper.title ?? ''}`,
    authors: [{ authorId: '9990001', name: 'Grace Hopper' }],
  }));
}

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2);

/** What the fixture hosts count: requests per kind, to check that nothing is fetched twice. */
export type ScholarCalls = { author: number; pages: number[]; search: string[] };

/**
 * Handlers answering the Graph API for `authors` (author, author papers paged by offset/limit with
 * `next` absent on the last page, 404 for any other id) and the paper search over `pool`.
 */
export function semanticScholarHandlers(authors: FixtureAuthor[] = [fixtureAuthor()], pool: FixturePaper[] = searchPool(), calls?: ScholarCalls) {
  const byId = new Map(authors.map((author) => [author.authorId, author]));
  const notFound = () => HttpResponse.json({ error: 'Author not found' }, { status: 404 });
  return [
    http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id/papers`, ({ params, request }) => {
      const author = byId.get(String(params.id));
      if (!author) return notFound();
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      calls?.pages.push(offset);
      const data = author.papers.slice(offset, offset + limit);
      const next = offset + limit < author.papers.length ? { next: offset + limit } : {};
      return HttpResponse.json({ offset, ...next, data });
    }),
    http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/author/:id`, ({ params }) => {
      const author = byId.get(String(params.id));
      if (!author) return notFound();
      if (calls) calls.author += 1;
      const { papers: _papers, ...fields } = author;
      return HttpResponse.json(fields);
    }),
    http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/graph/v1/paper/search`, ({ request }) => {
      const url = new URL(request.url);
      const query = url.searchParams.get('query') ?? '';
      const limit = Number(url.searchParams.get('limit') ?? 10);
      calls?.search.push(query);
      const wanted = words(query);
      const found = pool.filter((paper) => {
        const text = new Set(words(`${paper.title ?? ''} ${paper.abstract ?? ''}`));
        return wanted.every((w) => text.has(w));
      });
      return HttpResponse.json({ total: found.length, offset: 0, ...(found.length > limit ? { next: limit } : {}), data: found.slice(0, limit) });
    }),
  ];
}

/** What the recommendations fixture saw: each POST's examples and content type, each per-paper GET's paper id. */
export type RecommendationCalls = {
  posts: { positivePaperIds: string[]; negativePaperIds: string[]; contentType: string | null }[];
  perPaper: string[];
};

const idList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

/**
 * The recommendations API over `pool`: `POST /recommendations/v1/papers` answers 404 when a positive
 * example is not among `known` (as Semantic Scholar does for an id it does not have), else the pool's
 * papers without the negative examples, `limit` at most; `GET …/forpaper/{id}` answers 404 for an
 * unknown id, else the pool. `known` defaults to the fixture author's papers.
 */
export function recommendationsHandlers({ pool = searchPool(), known = fixtureAuthor().papers.map((paper) => paper.paperId), calls }: { pool?: FixturePaper[]; known?: string[]; calls?: RecommendationCalls } = {}) {
  const knownIds = new Set(known);
  const limitOf = (request: Request) => Number(new URL(request.url).searchParams.get('limit') ?? 100);
  return [
    http.post(`${SEMANTIC_SCHOLAR_ORIGIN}/recommendations/v1/papers`, async ({ request }) => {
      const body: unknown = JSON.parse(await request.text());
      const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const positive = idList(record.positivePaperIds);
      const negative = new Set(idList(record.negativePaperIds));
      calls?.posts.push({ positivePaperIds: positive, negativePaperIds: [...negative], contentType: request.headers.get('Content-Type') });
      const unknown = positive.find((id) => !knownIds.has(id));
      if (unknown !== undefined) return HttpResponse.json({ error: `Paper with id ${unknown} not found` }, { status: 404 });
      return HttpResponse.json({ recommendedPapers: pool.filter((paper) => !negative.has(paper.paperId)).slice(0, limitOf(request)) });
    }),
    http.get(`${SEMANTIC_SCHOLAR_ORIGIN}/recommendations/v1/papers/forpaper/:id`, ({ params, request }) => {
      const id = String(params.id);
      calls?.perPaper.push(id);
      if (!knownIds.has(id)) return HttpResponse.json({ error: `Paper with id ${id} not found` }, { status: 404 });
      return HttpResponse.json({ recommendedPapers: pool.slice(0, limitOf(request)) });
    }),
  ];
}
