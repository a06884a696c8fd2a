/**
 * The Semantic Scholar Graph API client (open-sources.md): plain GETs through the one source helper.
 * Parts: authors and their papers (the live import), paper search and the recommendations API
 * (publication recommendations), the newest papers of a search or an author (the digest), papers by
 * DOI (the LAK corpus). Every answer is parsed here, at the edge, and normalised to
 * `ScholarPaper` / `ScholarAuthor`: null titles stay null, abstracts are cut to a sensible length,
 * authors without an id keep their name.
 */
import * as z from 'zod/mini';
import { addSkipped, noneSkipped, parseEach, SourceError, type SkippedItems, type SourceRequestOptions } from './http';
import type { Sources } from './sources';

export const SEMANTIC_SCHOLAR_ORIGIN = 'https://api.semanticscholar.org';

// ---- shapes (open-sources.md) ----

const nullableText = z.optional(z.nullable(z.string()));

export const scholarAuthorSchema = z.object({
  authorId: z.string(),
  name: z.nullable(z.string()),
  url: nullableText,
  affiliations: z.optional(z.nullable(z.array(z.string()))),
  paperCount: z.optional(z.nullable(z.int())),
  citationCount: z.optional(z.nullable(z.int())),
  hIndex: z.optional(z.nullable(z.int())),
});

const paperAuthorSchema = z.object({ authorId: nullableText, name: nullableText });

export const scholarPaperSchema = z.object({
  paperId: z.string().check(z.minLength(1)),
  title: nullableText,
  abstract: nullableText,
  year: z.optional(z.nullable(z.int())),
  authors: z.optional(z.nullable(z.array(paperAuthorSchema))),
  venue: nullableText,
  url: nullableText,
  externalIds: z.optional(z.nullable(z.record(z.string(), z.union([z.string(), z.number(), z.null()])))),
  publicationDate: nullableText,
});

/** A page of an author's papers: `next` is absent on the last page; each paper is parsed on its own (`parseEach`). */
export const authorPapersPageSchema = z.object({
  offset: z.int(),
  next: z.optional(z.nullable(z.int())),
  data: z.array(z.unknown()),
});

/** A page of a relevance search. */
export const paperSearchSchema = z.object({
  total: z.optional(z.int()),
  offset: z.optional(z.int()),
  next: z.optional(z.nullable(z.int())),
  data: z.optional(z.nullable(z.array(z.unknown()))),
});

// ---- what the rest of the backend sees ----

export type ScholarAuthor = {
  authorId: string;
  name: string;
  url: string;
  affiliations: string[];
  /** what Semantic Scholar counts (null when it does not say) */
  paperCount: number | null;
};

export type ScholarPaper = {
  paperId: string;
  title: string | null;
  abstract: string | null;
  year: number | null;
  authors: { authorId: string | null; name: string }[];
  venue: string | null;
  url: string;
  doi: string | null;
};

/** Papers read per page of an author's list (the API allows 1000; 100 keeps each answer small). */
export const PAGE_SIZE = 100;
/** At most this many papers of one author are imported (a page-long list stays responsive). */
export const MAX_AUTHOR_PAPERS = 2000;
/** An abstract longer than this is cut at the last sentence (or word) before it. */
export const MAX_ABSTRACT_CHARS = 10_000;

const PAPER_FIELDS = 'paperId,title,abstract,year,authors,venue,url,externalIds,publicationDate';
const AUTHOR_FIELDS = 'name,url,affiliations,paperCount,citationCount,hIndex';

/** An abstract cut to `max` characters at the end of a sentence (else of a word), marked with " …". */
export function cutAbstract(text: string, max = MAX_ABSTRACT_CHARS): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  if (sentence > max / 2) return `${head.slice(0, sentence + 1)} …`;
  const word = head.lastIndexOf(' ');
  return `${word > max / 2 ? head.slice(0, word) : head} …`;
}

const clean = (text: string | null | undefined): string | null => {
  const trimmed = text?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : null;
};

export function toScholarPaper(raw: z.infer<typeof scholarPaperSchema>): ScholarPaper {
  const abstract = clean(raw.abstract);
  const doi = raw.externalIds?.DOI;
  return {
    paperId: raw.paperId,
    title: clean(raw.title),
    abstract: abstract === null ? null : cutAbstract(abstract),
    year: raw.year ?? (raw.publicationDate ? Number(raw.publicationDate.slice(0, 4)) || null : null),
    authors: (raw.authors ?? []).flatMap((author) => {
      const name = clean(author.name);
      return name ? [{ authorId: author.authorId ?? null, name }] : [];
    }),
    venue: clean(raw.venue),
    url: raw.url ?? `https://www.semanticscholar.org/paper/${encodeURIComponent(raw.paperId)}`,
    doi: typeof doi === 'string' ? doi : null,
  };
}

function toScholarAuthor(raw: z.infer<typeof scholarAuthorSchema>): ScholarAuthor {
  return {
    authorId: raw.authorId,
    name: clean(raw.name) ?? `Author ${raw.authorId}`,
    url: raw.url ?? `https://www.semanticscholar.org/author/${encodeURIComponent(raw.authorId)}`,
    affiliations: (raw.affiliations ?? []).map((a) => clean(a)).filter((a): a is string => a !== null),
    paperCount: raw.paperCount ?? null,
  };
}

/** "Semantic Scholar has no author with id 123" */
export const unknownAuthorMessage = (authorId: string) => `Semantic Scholar has no author with id ${authorId}`;

const authorKey = (authorId: string) => `s2:author:${authorId}`;

/**
 * An author's name, page, affiliations and paper count. Cached (`s2:author:`) for an hour of this
 * session's use at most, so that the check at registration and the import ask once. An unknown id
 * rejects with a `not-found` SourceError whose message says so.
 */
export async function getAuthor({ cache, semanticScholar }: Sources, authorId: string, options: SourceRequestOptions = {}): Promise<ScholarAuthor> {
  if (!/^\d+$/.test(authorId)) throw new SourceError('Semantic Scholar', 'not-found', unknownAuthorMessage(authorId), 404);
  const cached = await cache.get<{ author: ScholarAuthor; at: number }>(authorKey(authorId));
  if (cached && Date.now() - cached.at < 60 * 60 * 1000) return cached.author;
  let raw: z.infer<typeof scholarAuthorSchema>;
  try {
    raw = await semanticScholar.getJson(`/graph/v1/author/${authorId}?fields=${AUTHOR_FIELDS}`, scholarAuthorSchema, options);
  } catch (error) {
    if (error instanceof SourceError && error.kind === 'not-found') throw new SourceError('Semantic Scholar', 'not-found', unknownAuthorMessage(authorId), error.status);
    throw error;
  }
  const author = toScholarAuthor(raw);
  await cache.set(authorKey(authorId), { author, at: Date.now() });
  return author;
}

/** One page of an author's papers, from `offset`. */
export async function getAuthorPapersPage(
  { semanticScholar }: Sources,
  authorId: string,
  offset: number,
  options: SourceRequestOptions = {},
): Promise<{ papers: ScholarPaper[]; next: number | null; skipped: SkippedItems }> {
  const page = await semanticScholar.getJson(
    `/graph/v1/author/${encodeURIComponent(authorId)}/papers?fields=${PAPER_FIELDS}&offset=${offset}&limit=${PAGE_SIZE}`,
    authorPapersPageSchema,
    options,
  );
  const { items, skipped } = parseEach('Semantic Scholar', scholarPaperSchema, page.data);
  return { papers: items.map(toScholarPaper), next: page.next ?? null, skipped };
}

export type AuthorPapersOutcome = {
  /** the offset to go on from (null: the list is complete or capped) */
  nextOffset: number | null;
  /** why the list stopped before Semantic Scholar's end, in a sentence (null when it did not) */
  stoppedEarly: string | null;
  /** papers of the list this app could not read (left out; the others are kept) */
  skipped: SkippedItems;
};

/**
 * Reads an author's papers page by page (`limit` 100) from `from`, handing each page to `onPage`
 * (which stores it) before reading the next. Stops when `next` is absent, at the author's
 * `paperCount` (a `next` that never ends) or at `cap` papers, whichever comes first, and says why.
 * A failure rejects after the pages already handed over: the caller goes on later from its offset.
 */
export async function fetchAuthorPapers(
  sources: Sources,
  authorId: string,
  {
    from = 0,
    paperCount,
    cap = MAX_AUTHOR_PAPERS,
    onPage,
    ...options
  }: SourceRequestOptions & {
    from?: number;
    paperCount: number | null;
    cap?: number;
    /** each page's readable papers, the offset to go on from, and the page's papers left out */
    onPage: (papers: ScholarPaper[], nextOffset: number | null, skipped: SkippedItems) => void | Promise<void>;
  },
): Promise<AuthorPapersOutcome> {
  let offset = from;
  const limit = Math.min(cap, paperCount ?? cap);
  const why = () =>
    paperCount !== null && paperCount > cap
      ? `Semantic Scholar lists ${paperCount.toLocaleString('en')} papers for this author; the first ${cap.toLocaleString('en')} were imported.`
      : paperCount !== null
        ? `Semantic Scholar kept listing papers beyond the author's ${paperCount.toLocaleString('en')}; the import stopped there.`
        : `The import stopped at ${cap.toLocaleString('en')} papers.`;
  let skipped = noneSkipped();
  if (offset >= limit) return { nextOffset: null, stoppedEarly: null, skipped };
  for (;;) {
    const page = await getAuthorPapersPage(sources, authorId, offset, options);
    skipped = addSkipped(skipped, page.skipped);
    // a `next` that does not move on, or an empty page, ends the list (a page of skipped papers is not empty)
    const next = page.next !== null && page.next > offset && page.papers.length + page.skipped.count > 0 ? page.next : null;
    // the hard cap cuts the page; the author's count only stops further pages (it may lag behind the list)
    const papers = page.papers.slice(0, Math.max(0, cap - offset));
    if (next === null) {
      await onPage(papers, null, page.skipped);
      return { nextOffset: null, stoppedEarly: null, skipped };
    }
    if (next >= limit) {
      await onPage(papers, null, page.skipped);
      return { nextOffset: null, stoppedEarly: why(), skipped };
    }
    await onPage(papers, next, page.skipped);
    offset = next;
  }
}

/**
 * A relevance search (publication recommendations): at most `limit` papers (20 by default) that
 * match `query`. Papers without a title are left out (nothing to show or extract from).
 */
export async function searchScholarPapers({ semanticScholar }: Sources, query: string, { limit = 20, ...options }: SourceRequestOptions & { limit?: number } = {}): Promise<ScholarPaper[]> {
  const text = query.trim();
  if (text === '') return [];
  const page = await semanticScholar.getJson(
    `/graph/v1/paper/search?query=${encodeURIComponent(text)}&fields=${PAPER_FIELDS}&offset=0&limit=${Math.min(100, Math.max(1, limit))}`,
    paperSearchSchema,
    options,
  );
  return parseEach('Semantic Scholar', scholarPaperSchema, page.data ?? []).items.map(toScholarPaper).filter((paper) => paper.title !== null);
}

// ---- the recommendations API (publication recommendations' second kind of candidates) ----

/** `{"recommendedPapers": [paper, ...]}`, the answer of both recommendation endpoints; each paper is parsed on its own. */
export const recommendedPapersSchema = z.object({ recommendedPapers: z.optional(z.nullable(z.array(z.unknown()))) });

/** At most this many positive and negative examples are sent (the researcher's recent papers, the dismissed ones). */
export const MAX_RECOMMENDATION_EXAMPLES = 20;
/** At most this many of the positive examples are asked one by one when the examples cannot be sent together. */
export const MAX_PER_PAPER_EXAMPLES = 5;

export type ScholarRecommendations = {
  /** recommended papers with a title, best first, without duplicates and without the examples themselves */
  papers: ScholarPaper[];
  /** positive examples Semantic Scholar does not know (asked one by one, each answered 404) */
  unknownPaperIds: string[];
  /** papers of the answer this app could not read (left out) */
  skipped: SkippedItems;
};

function readRecommended(raw: z.infer<typeof recommendedPapersSchema>): { papers: ScholarPaper[]; skipped: SkippedItems } {
  const { items, skipped } = parseEach('Semantic Scholar', scholarPaperSchema, raw.recommendedPapers ?? []);
  return { papers: items.map(toScholarPaper).filter((paper) => paper.title !== null), skipped };
}

/** GET /recommendations/v1/papers/forpaper/{id} for each of the first positive examples; a 404 names the example as unknown. */
async function recommendPerPaper({ semanticScholar }: Sources, positive: string[], limit: number, options: SourceRequestOptions): Promise<ScholarRecommendations> {
  const papers: ScholarPaper[] = [];
  const unknownPaperIds: string[] = [];
  let skipped = noneSkipped();
  const perPaper = Math.max(1, Math.ceil(limit / Math.min(positive.length, MAX_PER_PAPER_EXAMPLES)));
  for (const paperId of positive.slice(0, MAX_PER_PAPER_EXAMPLES)) {
    try {
      const path = `/recommendations/v1/papers/forpaper/${encodeURIComponent(paperId)}?fields=${PAPER_FIELDS}&limit=${perPaper}`;
      const read = readRecommended(await semanticScholar.getJson(path, recommendedPapersSchema, options));
      papers.push(...read.papers);
      skipped = addSkipped(skipped, read.skipped);
    } catch (error) {
      if (!(error instanceof SourceError && error.kind === 'not-found')) throw error;
      unknownPaperIds.push(paperId);
    }
  }
  return { papers, unknownPaperIds, skipped };
}

/**
 * Papers Semantic Scholar recommends for a researcher: `POST /recommendations/v1/papers` with the
 * researcher's papers as `positivePaperIds` and the papers they dismissed as `negativePaperIds`
 * (at most MAX_RECOMMENDATION_EXAMPLES of each), sent as a simple request (no preflight). When the
 * examples cannot be sent together (a positive example Semantic Scholar does not know: 404/400; the
 * browser refused the POST) the first MAX_PER_PAPER_EXAMPLES positive examples are asked one by one
 * (`GET /recommendations/v1/papers/forpaper/{id}`), the unknown ones named in `unknownPaperIds`, and
 * the negative examples are only left out of the answer. Papers without a title are left out (a paper
 * without an abstract is kept: it is scored on its title); the examples themselves are never returned.
 * 429 and 5xx are retried with backoff and then reject with a SourceError naming Semantic Scholar.
 */
export async function recommendScholarPapers(
  sources: Sources,
  { positivePaperIds, negativePaperIds = [] }: { positivePaperIds: readonly string[]; negativePaperIds?: readonly string[] },
  { limit = 100, ...options }: SourceRequestOptions & { limit?: number } = {},
): Promise<ScholarRecommendations> {
  const positive = [...new Set(positivePaperIds)].slice(0, MAX_RECOMMENDATION_EXAMPLES);
  const negative = [...new Set(negativePaperIds)].filter((id) => !positive.includes(id)).slice(0, MAX_RECOMMENDATION_EXAMPLES);
  if (positive.length === 0) return { papers: [], unknownPaperIds: [], skipped: noneSkipped() };
  const size = Math.min(500, Math.max(1, limit));
  let found: ScholarRecommendations | null = null;
  if (!sources.examplesPostRefused) {
    try {
      const path = `/recommendations/v1/papers?fields=${PAPER_FIELDS}&limit=${size}`;
      const read = readRecommended(await sources.semanticScholar.postJson(path, { positivePaperIds: positive, negativePaperIds: negative }, recommendedPapersSchema, options));
      found = { ...read, unknownPaperIds: [] };
    } catch (error) {
      if (!(error instanceof SourceError) || !(error.kind === 'not-found' || error.kind === 'unreachable')) throw error;
      if (error.kind === 'unreachable') sources.examplesPostRefused = true;
    }
  }
  found ??= await recommendPerPaper(sources, positive, size, options);
  const seen = new Set([...positive, ...negative]);
  const papers: ScholarPaper[] = [];
  for (const paper of found.papers) {
    if (seen.has(paper.paperId)) continue;
    seen.add(paper.paperId);
    papers.push(paper);
  }
  return { ...found, papers: papers.slice(0, size) };
}

// ---- new papers (the digest) ----

/** A paper with its publication date (YYYY-MM-DD, or null when Semantic Scholar gives none). */
export type DatedScholarPaper = { paper: ScholarPaper; published: string | null };

const bulkSearchSchema = z.object({ total: z.optional(z.int()), token: z.optional(z.nullable(z.string())), data: z.optional(z.nullable(z.array(z.unknown()))) });

/** Papers of an answer with their dates; papers without a title are left out. */
export function datedPapers(items: readonly unknown[]): DatedScholarPaper[] {
  return parseEach('Semantic Scholar', scholarPaperSchema, items)
    .items.map((raw) => ({ paper: toScholarPaper(raw), published: raw.publicationDate ?? null }))
    .filter(({ paper }) => paper.title !== null);
}

/**
 * The newest papers matching `query`, published on `sinceDay` (YYYY-MM-DD) or later, newest first:
 * the bulk search sorted by publication date (`/graph/v1/paper/search/bulk?sort=publicationDate:desc`),
 * its first page only (at most `limit` papers).
 */
export async function searchRecentScholarPapers({ semanticScholar }: Sources, query: string, sinceDay: string, { limit = 20, ...options }: SourceRequestOptions & { limit?: number } = {}): Promise<DatedScholarPaper[]> {
  const text = query.trim();
  if (text === '') return [];
  const params = new URLSearchParams({ query: `"${text.replaceAll('"', ' ')}"`, fields: PAPER_FIELDS, sort: 'publicationDate:desc', publicationDateOrYear: `${sinceDay}:` });
  const page = await semanticScholar.getJson(`/graph/v1/paper/search/bulk?${params.toString()}`, bulkSearchSchema, options);
  return datedPapers(page.data ?? []).slice(0, limit);
}

/** An author's papers of the first page (the newest Semantic Scholar lists), with their dates; an unknown id is `not-found`. */
export async function getRecentAuthorPapers({ semanticScholar }: Sources, authorId: string, options: SourceRequestOptions = {}): Promise<DatedScholarPaper[]> {
  if (!/^\d+$/.test(authorId)) throw new SourceError('Semantic Scholar', 'not-found', unknownAuthorMessage(authorId), 404);
  const page = await semanticScholar.getJson(`/graph/v1/author/${authorId}/papers?fields=${PAPER_FIELDS}&offset=0&limit=${PAGE_SIZE}`, authorPapersPageSchema, options);
  return datedPapers(page.data);
}

// ---- papers by DOI (LAK corpus) ----

const s2PaperByDoiSchema = z.object({
  paperId: z.nullish(z.string()),
  title: z.nullish(z.string()),
  abstract: z.nullish(z.string()),
  year: z.nullish(z.number()),
  authors: z.array(z.object({ authorId: z.nullish(z.string()), name: z.nullish(z.string()) })),
});

export type SemanticScholarPaperByDoi = z.infer<typeof s2PaperByDoiSchema>;

/** GET /graph/v1/paper/DOI:{doi}: one paper (title, abstract, year, authors); an unknown DOI is `not-found`. */
export function getSemanticScholarPaperByDoi({ semanticScholar }: Sources, doi: string, options?: SourceRequestOptions): Promise<SemanticScholarPaperByDoi> {
  const path = `/graph/v1/paper/DOI:${encodeURIComponent(doi).replaceAll('%2F', '/')}?fields=title,abstract,year,authors`;
  return semanticScholar.getJson(path, s2PaperByDoiSchema, options);
}
