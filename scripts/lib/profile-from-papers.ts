/**
 * A researcher's profile built from their papers in Node exactly as a live account's import builds
 * it in the standalone build: a live user is created in a fresh database, the papers are stored by the
 * import's own `storeScholarPapers`, the extraction jobs the profile still needs (`missingJobs`: the
 * papers of the profile's window) are extracted through the live Wikipedia filter in one Wikipedia
 * run (`db.extractions.startRun`, `extractAndKeep`), and `recomputeInterests` computes the interests. The
 * long-term interests come back in the order every screen shows them (`orderInterests`).
 *
 * Wikipedia is never asked: `wikipedia` says how it answers.
 * - `'unreachable'`: every request to en.wikipedia.org fails as offline, so the built-in list answers
 *   (what a live account gets when Wikipedia cannot be reached);
 * - `'off'`: every title asked is an article of its own name without categories, so the filter keeps
 *   every phrase of the extraction (the filter switched off, through the same path).
 *
 * The clock is set to the middle of the year of the latest paper; papers older than the profile's
 * window (db/profile-window.ts) are counted in its first year (`clampToWindow`), so every paper is
 * inside it, as the benchmark asks. Used by `npm run bench:profile` and by other benchmarks that need
 * a researcher's profile (load it with scripts/lib/load-ts-entry.mjs from an entry that re-exports it).
 */
import { Backend } from '@/backend/backend';
import { extractAndKeep, loadSeedExtractions, missingJobs, recomputeInterests } from '@/backend/domain/compute';
import { PROFILE_YEARS } from '@/backend/domain/profile-window';
import { emptyState } from '@/backend/domain/store';
import type { DbLongTerm } from '@/backend/domain/types';
import { extractOffPage } from '@/backend/nlp/extractor';
import { orderInterests } from '@/lib/interest-order';
import { storeScholarPapers } from '@/backend/pipeline/live-import';
import type { Sources } from '@/backend/sources/sources';
import type { ScholarPaper } from '@/backend/sources/semantic-scholar';
import { WIKIPEDIA_ORIGIN } from '@/backend/sources/wikipedia';
import { memoryKeyValueStore } from '@/backend/store/kv';

export type PaperText = { title: string; abstract: string | null; year: number };
export type WikipediaMode = 'unreachable' | 'off';
export type ProfileOptions = {
  wikipedia: WikipediaMode;
  clampToWindow?: boolean;
  /** the backend whose database holds the researcher (a new one unless a test reads it after) */
  backend?: Backend;
};

/** Answers en.wikipedia.org's action=query with every asked title as an article (formatversion=2). */
function everyTitleIsAnArticle(url: URL): Response {
  const titles = (url.searchParams.get('titles') ?? '').split('|').filter(Boolean);
  const normalized: { from: string; to: string }[] = [];
  const pages = [...new Set(titles.map((title) => {
    const to = title.charAt(0).toUpperCase() + title.slice(1);
    if (to !== title) normalized.push({ from: title, to });
    return to;
  }))].map((title, i) => ({ pageid: 1000 + i, ns: 0, title }));
  return Response.json({ batchcomplete: true, query: { ...(normalized.length ? { normalized } : {}), pages } });
}

/** Runs `work` with requests to Wikipedia answered by `mode` (everything else goes out as usual), `sources` waiting milliseconds between tries. */
async function withWikipedia<T>(sources: Sources, mode: WikipediaMode, work: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== WIKIPEDIA_ORIGIN) return realFetch(input, init);
    return mode === 'off' ? Promise.resolve(everyTitleIsAnArticle(url)) : Promise.reject(new TypeError('fetch failed'));
  };
  sources.setTiming({ baseDelayMs: 1, maxDelayMs: 2, random: () => 0.5 });
  try {
    return await work();
  } finally {
    globalThis.fetch = realFetch;
    sources.setTiming(null);
  }
}

const paperOf = (paper: PaperText, index: number, year: number): ScholarPaper => ({
  paperId: `bench-${index}-${paper.title}`,
  title: paper.title,
  abstract: paper.abstract,
  year,
  authors: [{ authorId: '1', name: 'Researcher' }],
  venue: null,
  url: `https://www.semanticscholar.org/paper/bench-${index}`,
  doi: null,
});

/**
 * The long-term interests of a researcher with these papers, in the product's order. Each call starts
 * from an empty database and extracts every paper again (a given backend's extractions are forgotten
 * first: they may have been made under another Wikipedia outcome).
 */
export async function profileFromPapers(papers: readonly PaperText[], { wikipedia, clampToWindow = true, backend = new Backend() }: ProfileOptions): Promise<DbLongTerm[]> {
  const latest = Math.max(...papers.map((p) => p.year));
  const now = Date.UTC(latest, 6, 1);
  const { db } = backend;
  const { store } = db;
  db.setClock(() => now);
  db.extractions.forget();
  backend.kv.plug(memoryKeyValueStore());
  try {
    const state = emptyState();
    store.replace(state);
    const userId = store.nextId('user');
    state.users.push({ id: userId, email: 'researcher@example.org', password: '', first_name: 'A', last_name: 'Researcher', twitter_account_id: null, author_id: '1', is_staff: false, live: true });
    const first = latest - PROFILE_YEARS + 1;
    storeScholarPapers(db, userId, papers.map((paper, i) => paperOf(paper, i, clampToWindow ? Math.max(first, paper.year) : paper.year)));
    await withWikipedia(backend.sources, wikipedia, async () => {
      const end = db.extractions.startRun(userId);
      try {
        await extractAndKeep(db, db.sources, missingJobs(db, userId), userId);
      } finally {
        end();
      }
    });
    recomputeInterests(db, userId, now);
    return orderInterests(store.get().longTerm.filter((interest) => interest.user === userId));
  } finally {
    db.setClock(null);
  }
}

/**
 * Loads what the computation imports on first need (the extraction and its job runner, the seed's
 * extractions): a bundle loaded from a folder that is removed afterwards must call it first.
 */
export async function prepareProfiles(): Promise<void> {
  await loadSeedExtractions();
  await extractOffPage([{ text: 'Warm up the keyphrase extraction.', algorithm: 'SingleRank', limit: 1, wikiFilter: true }]);
}
