/**
 * The Wikipedia filter against the real Wikipedia (live accounts and the public demo's live path;
 * the seeded accounts keep the built-in list of interests.ts): a phrase of an unfiltered extraction
 * is kept when it names an article (after redirects; not a disambiguation page), else when its last
 * two words do, else (a phrase of two words or more) its last word of four letters or more. A phrase
 * that is the article is named by its title; a phrase kept by its last words is renamed to the
 * article (the extraction endpoint) or, for the interest profile's jobs (`keep: 'phrases'`), keeps its
 * own name (the researcher's phrase, not its head); it gets the article's visible categories. Phrases
 * of one name merge. When Wikipedia cannot be reached (offline, refused, busy, an answer that does not parse), the
 * built-in list answers and the outcome says so, for the screens to tell the user; a run of several
 * steps that already found it unreachable (`unreachable`) goes to the built-in list straight away.
 */
import { isCancelled } from '../../sources/http';
import { lookUpArticles, type WikiArticle } from '../../sources/wikipedia';
import type { SourceRequestOptions } from '../../sources/http';
import type { Sources } from '../../sources/sources';
import type { ExtractionJob } from '../extraction-jobs';
import { normaliseScores, scaleRelevance, type ExtractedInterest } from '../interests';

export type WikipediaOutcome = 'live' | 'unreachable';

/**
 * The titles a phrase may name, most specific first; each as written, then in lower case when it
 * differs (a phrase from a title is Title Cased, "Learning Analytics", and Wikipedia's titles are
 * case-sensitive after their first letter: the article is "Learning analytics").
 */
export function candidatePhrases(phrase: string): string[] {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  const out = [words.join(' ')];
  if (words.length > 2) out.push(words.slice(-2).join(' '));
  const head = words[words.length - 1];
  if (words.length > 1 && head !== undefined && head.length >= 4) out.push(head);
  return [...new Set(out.flatMap((candidate) => [candidate, candidate.toLowerCase()]))].filter(Boolean);
}

/**
 * Keeps the phrases of an unfiltered extraction that name an article, as a whole or by their last
 * words: a phrase that is the article (after redirects) is named by its title; a phrase whose last
 * words name one is renamed to it (the extraction endpoint's titles), or with `keep: 'phrases'` (the
 * interest profile's) keeps its own name, with the article's categories ("cold start knowledge
 * tracing" stays, not "Knowledge tracing"). Phrases of one name merge.
 */
export function keepArticles(unfiltered: readonly ExtractedInterest[], articles: ReadonlyMap<string, WikiArticle | null>, keep: 'titles' | 'phrases' = 'titles'): ExtractedInterest[] {
  const merged = new Map<string, Omit<ExtractedInterest, 'score'>>();
  unfiltered.forEach((entry) => {
    const candidates = candidatePhrases(entry.keyword);
    const at = candidates.findIndex((phrase) => {
      const found = articles.get(phrase);
      return found !== null && found !== undefined;
    });
    const article = articles.get(candidates[at] ?? '');
    if (!article) return;
    const whole = candidates[at]?.toLowerCase() === entry.keyword.trim().toLowerCase();
    const name = whole || keep === 'titles' ? article.title : entry.keyword.trim().toLowerCase();
    const existing = merged.get(name.toLowerCase());
    if (existing) {
      existing.count = Math.max(existing.count, entry.count);
      entry.originals.forEach((o) => (existing.originals.includes(o) ? undefined : existing.originals.push(o)));
      return;
    }
    merged.set(name.toLowerCase(), { keyword: name, relevance: entry.relevance, originals: [...entry.originals], categories: article.categories, count: entry.count, known: true });
  });
  const kept = [...merged.values()];
  const scores = normaliseScores(kept.map((k) => k.count));
  const relevance = scaleRelevance(kept.map((k) => k.relevance));
  return kept.map((k, i) => ({ ...k, score: scores[i] ?? 1, relevance: relevance[i] ?? 5 }));
}

/**
 * Extraction jobs through the live filter: the extractions without the filter (twice the keywords,
 * as the filter drops some), then one look-up of every candidate title (50 a query, cached); on any
 * failure of Wikipedia's, the built-in filter for the jobs that asked for a filter. Jobs without the
 * filter are extracted as they are. Cancelling (the signal) rejects; nothing else does. With
 * `unreachable` (Wikipedia already failed earlier in the same import or refresh), Wikipedia is not
 * asked: the built-in list answers at once, without a request or a timeout.
 */
export async function extractWithWikipedia(
  sources: Sources,
  jobs: readonly ExtractionJob[],
  extract: (jobs: ExtractionJob[]) => Promise<ExtractedInterest[][]>,
  options: SourceRequestOptions = {},
  { unreachable = false }: { unreachable?: boolean } = {},
): Promise<{ results: ExtractedInterest[][]; wikipedia: WikipediaOutcome }> {
  if (jobs.length === 0) return { results: [], wikipedia: unreachable ? 'unreachable' : 'live' };
  if (unreachable) return { results: await extract([...jobs]), wikipedia: 'unreachable' };
  const unfiltered = await extract(jobs.map((job) => (job.wikiFilter ? { ...job, wikiFilter: false, limit: job.limit * 2 } : job)));
  const filtered = jobs.map((job, i) => (job.wikiFilter ? (unfiltered[i] ?? []) : []));
  try {
    // one try after a failure, then the built-in list
    const phrases = [...new Set(filtered.flatMap((list) => list.flatMap((entry) => candidatePhrases(entry.keyword))))];
    const articles = await lookUpArticles(sources, phrases, { retries: 1, timeoutMs: 8000, ...options });
    return { results: jobs.map((job, i) => (job.wikiFilter ? keepArticles(filtered[i] ?? [], articles, job.keep ?? 'titles').slice(0, job.limit) : (unfiltered[i] ?? []))), wikipedia: 'live' };
  } catch (error) {
    if (isCancelled(error)) throw error;
    const builtIn = await extract(jobs.filter((job) => job.wikiFilter));
    let next = 0;
    const results = jobs.map((job, i) => (job.wikiFilter ? (builtIn[next++] ?? []) : (unfiltered[i] ?? [])));
    return { results, wikipedia: 'unreachable' };
  }
}
