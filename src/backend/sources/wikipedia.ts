/**
 * The English Wikipedia through the MediaWiki Action API (https://en.wikipedia.org/w/api.php), for
 * the built-in backend's live paths: does a keyphrase name an article (after redirects; not a
 * disambiguation page), the article's visible categories (the concept map, Potential Interests) and
 * the articles that link to it (its incoming links, `prop=linkshere`: Milne and Witten's relatedness,
 * nlp/wikipedia/relatedness.ts).
 *
 * Anonymous GETs with `origin=*` (CORS without credentials), `format=json&formatversion=2`, up to 50
 * titles a query, `redirects=1`; continuations followed up to a cap, and no further once a page's
 * list reached its own cap (an article with 5,000 categories costs one request, not ten). Every request goes through the one source helper (a few in
 * flight, backoff on 429 and 5xx, strict parsing); MediaWiki's error answer (HTTP 200 with `error`)
 * is a failure of the source like the others. Every complete answer is cached in the backend's cache (store/kv.ts) under `wiki:`:
 * an article is asked about once. When the cap cuts a batch, the titles whose lists may have been cut
 * short are asked again without the finished ones, or answered but not cached.
 */
import * as z from 'zod/mini';
import { failureMessage, SourceError, type Source, type SourceRequestOptions } from './http';
import type { Sources } from './sources';

export const WIKIPEDIA_ORIGIN = 'https://en.wikipedia.org';

/** At most this many titles a query (the API's limit for anonymous clients). */
export const TITLES_PER_QUERY = 50;
/** Continuation requests per batch of titles, after the first. */
export const MAX_CONTINUATIONS = 4;
/** Categories and incoming links kept per article. */
export const MAX_CATEGORIES = 100;
export const MAX_LINKS = 2000;

const pageSchema = z.object({
  title: z.string(),
  ns: z.optional(z.number()),
  pageid: z.optional(z.number()),
  missing: z.optional(z.boolean()),
  invalid: z.optional(z.boolean()),
  pageprops: z.optional(z.record(z.string(), z.string())),
  categories: z.optional(z.array(z.object({ title: z.string() }))),
  /** prop=linkshere: the pages that link to this one (`pageid`, `ns`, `title`; `redirect` for a redirect page) */
  linkshere: z.optional(z.array(z.object({ title: z.string(), ns: z.optional(z.number()), pageid: z.optional(z.number()), redirect: z.optional(z.boolean()) }))),
});

const mappingSchema = z.array(z.object({ from: z.string(), to: z.string() }));

/**
 * One answer of action=query (formatversion=2): pages as an array; continuation as `continue`; or
 * MediaWiki's error answer (`error` with `code` and `info`, sent with HTTP 200), which queryAll refuses.
 */
export const queryAnswerSchema = z.object({
  error: z.optional(z.object({ code: z.string(), info: z.optional(z.string()) })),
  batchcomplete: z.optional(z.boolean()),
  continue: z.optional(z.record(z.string(), z.string())),
  query: z.optional(
    z.object({
      normalized: z.optional(mappingSchema),
      redirects: z.optional(mappingSchema),
      pages: z.optional(z.array(pageSchema)),
    }),
  ),
});
export type QueryAnswer = z.infer<typeof queryAnswerSchema>;

export type WikiArticle = { title: string; categories: string[] };

/** What the cache keeps per asked title: the article it names, or null (no article, a disambiguation page, a redirect loop). */
type CachedLookup = { article: WikiArticle | null };

/** The title a phrase would have: spaces for underscores and runs of spaces, first letter upper-case. */
export function titleOf(phrase: string): string {
  const cleaned = phrase.replace(/[_\s]+/g, ' ').trim();
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

/** Titles the API refuses outright (MediaWiki's illegal characters), and overlong ones: never sent. */
function askable(title: string): boolean {
  return title !== '' && title.length <= 255 && !/[#<>[\]{}|\u007f\ufffd]/.test(title) && ![...title].some((c) => c.charCodeAt(0) < 0x20);
}

function queryPath(titles: string[], props: Record<string, string>, continuation: Record<string, string> = {}): string {
  const params = new URLSearchParams({ action: 'query', format: 'json', formatversion: '2', origin: '*', redirects: '1', ...props, ...continuation, titles: titles.join('|') });
  return `/w/api.php?${params.toString()}`;
}

/** Follows `normalized` then `redirects` from an asked title to the page's title; null on a redirect loop. */
export function resolveTitle(asked: string, answer: QueryAnswer): string | null {
  const normalized = new Map((answer.query?.normalized ?? []).map((m) => [m.from, m.to]));
  const redirects = new Map((answer.query?.redirects ?? []).map((m) => [m.from, m.to]));
  let title = normalized.get(asked) ?? asked;
  const seen = new Set<string>([title]);
  for (let next = redirects.get(title); next !== undefined; next = redirects.get(title)) {
    if (seen.has(next)) return null;
    seen.add(next);
    title = next;
  }
  return title;
}

const stripCategory = (title: string) => title.replace(/^Category:/, '');

/**
 * One request of action=query. MediaWiki's error answer (HTTP 200 with `error`), and an answer that
 * names none of the asked pages, reject as an unexpected answer: nothing of them is cached.
 */
async function query(wikipedia: Source, titles: string[], props: Record<string, string>, continuation: Record<string, string>, options: SourceRequestOptions): Promise<QueryAnswer> {
  const answer = await wikipedia.getJson(queryPath(titles, props, continuation), queryAnswerSchema, options);
  if (answer.error !== undefined || answer.query?.pages === undefined) {
    throw new SourceError('Wikipedia', 'unexpected', failureMessage('Wikipedia', 'unexpected'));
  }
  return answer;
}

/**
 * Runs one query over some titles and its continuations (at most MAX_CONTINUATIONS more), merging
 * each page's list `field` across the answers. Answers the first answer's mappings with the merged
 * pages, and whether the lists are complete (false when the cap stopped a continuation).
 */
async function queryAll(wikipedia: Source, titles: string[], props: Record<string, string>, field: 'categories' | 'linkshere', options: SourceRequestOptions): Promise<{ answer: QueryAnswer; complete: boolean }> {
  let answer = await query(wikipedia, titles, props, {}, options);
  const merged = new Map<string, z.infer<typeof pageSchema>>();
  const normalized = [...(answer.query?.normalized ?? [])];
  const redirects = [...(answer.query?.redirects ?? [])];
  const limit = field === 'categories' ? MAX_CATEGORIES : MAX_LINKS;
  for (let round = 0; ; round += 1) {
    let capped = false;
    (answer.query?.pages ?? []).forEach((page) => {
      const known = merged.get(page.title);
      const list = [...(known?.[field] ?? []), ...(page[field] ?? [])];
      // this answer brought the page to its cap: what follows of its list would be read for nothing
      if ((page[field] ?? []).length > 0 && list.length >= limit) capped = true;
      merged.set(page.title, { ...known, ...page, [field]: list.slice(0, limit) });
    });
    const continuation = answer.continue;
    if (!continuation) break;
    // a list goes on page by page: when a page reached its cap, the continuation would go on through
    // the rest of its list (4,900 more categories of an article with 5,000); the titles not finished
    // are asked again without it instead (askInBatches)
    if (capped || round >= MAX_CONTINUATIONS) return { answer: { query: { normalized, redirects, pages: [...merged.values()] } }, complete: false };
    answer = await query(wikipedia, titles, props, continuation, options);
  }
  return { answer: { query: { normalized, redirects, pages: [...merged.values()] } }, complete: true };
}

/**
 * Asks about `titles` in batches of `perQuery`, and caches each title's result (`finished`) when it is
 * final: the batch's answer was complete, or the title's own result cannot grow (`final`: no article,
 * a list already at its cap). When the cap cut a batch, its other titles are asked again without the
 * finished ones; when none of a cut batch finished, its titles are answered as they are, uncached.
 */
async function askInBatches<T>(
  titles: readonly string[],
  perQuery: number,
  ask: (batch: string[]) => Promise<{ results: Map<string, T>; complete: boolean }>,
  final: (result: T) => boolean,
  finished: (title: string, result: T) => Promise<void>,
): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  const pending = [...titles];
  while (pending.length > 0) {
    const batch = pending.splice(0, perQuery);
    const { results, complete } = await ask(batch);
    const again = batch.filter((title) => {
      const result = results.get(title);
      return result !== undefined && !complete && !final(result);
    });
    const progressed = again.length < batch.length;
    for (const title of batch) {
      const result = results.get(title);
      if (result === undefined) continue;
      out.set(title, result);
      if (!again.includes(title)) await finished(title, result);
    }
    if (progressed) pending.unshift(...again);
  }
  return out;
}

/**
 * The asked titles whose redirects loop (A to B and back). One of them names no article (a broken
 * redirect on the wiki); when they are most of a batch, the source misbehaves, not the titles: the
 * answer is refused as unexpected, so that the caller goes on without Wikipedia (the built-in list)
 * instead of losing every phrase.
 */
function refuseLoops(batch: readonly string[], answer: QueryAnswer): string[] {
  const looped = batch.filter((title) => resolveTitle(title, answer) === null);
  if (looped.length * 2 > batch.length) throw new SourceError('Wikipedia', 'unexpected', failureMessage('Wikipedia', 'unexpected'));
  return looped;
}

/** The article each answered title names, from a (merged) categories answer. */
export function articlesOf(asked: string[], answer: QueryAnswer): Map<string, WikiArticle | null> {
  const pages = new Map((answer.query?.pages ?? []).map((page) => [page.title, page]));
  const out = new Map<string, WikiArticle | null>();
  asked.forEach((title) => {
    const target = resolveTitle(title, answer);
    const page = target === null ? undefined : pages.get(target);
    const isArticle = page && !page.missing && !page.invalid && (page.ns ?? 0) === 0 && page.pageprops?.disambiguation === undefined;
    out.set(title, isArticle ? { title: page.title, categories: (page.categories ?? []).map((c) => stripCategory(c.title)).slice(0, MAX_CATEGORIES) } : null);
  });
  return out;
}

/**
 * The article each phrase names (after redirects), with its visible categories; null for a phrase
 * that names none (or a disambiguation page). Cached per title under `wiki:article:`; the uncached
 * ones are asked 50 at a time. Rejects with the source's SourceError (Wikipedia unreachable, busy
 * after the retries, an answer that does not parse): the caller falls back to the built-in list.
 */
export async function lookUpArticles({ cache, wikipedia }: Sources, phrases: readonly string[], options: SourceRequestOptions = {}): Promise<Map<string, WikiArticle | null>> {
  const out = new Map<string, WikiArticle | null>();
  const missing: string[] = [];
  for (const phrase of phrases) {
    const title = titleOf(phrase);
    if (!askable(title)) {
      out.set(phrase, null);
      continue;
    }
    const cached = await cache.get<CachedLookup>(`wiki:article:${title}`);
    if (cached) out.set(phrase, cached.article);
    else if (!missing.includes(title)) missing.push(title);
  }
  const looped = new Set<string>();
  const fresh = await askInBatches<WikiArticle | null>(
    missing,
    TITLES_PER_QUERY,
    async (batch) => {
      const { answer, complete } = await queryAll(wikipedia, batch, { prop: 'categories|pageprops', clshow: '!hidden', cllimit: 'max', ppprop: 'disambiguation' }, 'categories', options);
      refuseLoops(batch, answer).forEach((title) => looped.add(title));
      return { results: articlesOf(batch, answer), complete };
    },
    (article) => article === null || article.categories.length >= MAX_CATEGORIES,
    // a title caught in a redirect loop is not cached: the loop may be an edit in progress
    async (title, article) => (looped.has(title) ? undefined : cache.set(`wiki:article:${title}`, { article } satisfies CachedLookup)),
  );
  for (const phrase of phrases) {
    if (!out.has(phrase)) out.set(phrase, fresh.get(titleOf(phrase)) ?? null);
  }
  return out;
}

/**
 * The articles that link to each article (its incoming links: `prop=linkshere`, main namespace,
 * redirects left out, at most MAX_LINKS), by title; cached under `wiki:linkshere:`. Titles are
 * article titles (as lookUpArticles answers them). A much-linked article has hundreds of thousands:
 * the first MAX_LINKS (page id order) stand for them, and Milne and Witten's measure reads the sets.
 */
export async function incomingLinks({ cache, wikipedia }: Sources, titles: readonly string[], options: SourceRequestOptions = {}): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const missing: string[] = [];
  for (const title of new Set(titles)) {
    const cached = await cache.get<string[]>(`wiki:linkshere:${title}`);
    if (cached) out.set(title, cached);
    else if (askable(title)) missing.push(title);
  }
  // incoming links come 500 a request shared by every title of the query: fewer titles a query
  const fresh = await askInBatches<string[]>(
    missing,
    10,
    async (batch) => {
      const { answer, complete } = await queryAll(wikipedia, batch, { prop: 'linkshere', lhprop: 'title', lhnamespace: '0', lhshow: '!redirect', lhlimit: 'max' }, 'linkshere', options);
      return { results: linksHereOf(batch, answer), complete };
    },
    (links) => links.length >= MAX_LINKS,
    (title, links) => cache.set(`wiki:linkshere:${title}`, links),
  );
  fresh.forEach((links, title) => out.set(title, links));
  return out;
}

/** The incoming links of each asked title from a (merged) linkshere answer, after redirects: main-namespace pages that are not redirects. */
export function linksHereOf(asked: readonly string[], answer: QueryAnswer): Map<string, string[]> {
  const pages = new Map((answer.query?.pages ?? []).map((page) => [page.title, page]));
  return new Map(
    asked.map((title) => {
      const target = resolveTitle(title, answer);
      const page = target === null ? undefined : pages.get(target);
      const links = (page?.linkshere ?? []).filter((link) => (link.ns ?? 0) === 0 && link.redirect !== true).map((link) => link.title);
      return [title, [...new Set(links)].slice(0, MAX_LINKS)];
    }),
  );
}
