/**
 * Tests: a small English Wikipedia answered through MSW in the MediaWiki Action API's documented
 * shape (action=query, format=json, formatversion=2: `normalized`, `redirects`, `pages` as an array,
 * `missing`, `pageprops.disambiguation`, `continue` with `clcontinue`/`lhcontinue` when a list goes on;
 * cllimit/lhlimit=max is 500 entries a request shared by the query's pages). `linkshere` lists the
 * pages that link to an article (its incoming links: `{pageid, ns, title}`), a plausible handful, not
 * the thousands of the live site. Written from the API's documentation, not captured from the live
 * site. Counts the requests it answers.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { CONCEPT_ENTRIES, wikiTitle } from '../nlp/concepts';
import { WIKIPEDIA_ORIGIN } from './wikipedia';

/** `linkshere`: the articles that link to this one (its incoming links). */
export type FakeArticle = { categories?: string[]; hidden?: string[]; linkshere?: string[]; disambiguation?: boolean };

export const FAKE_WIKI: Record<string, FakeArticle> = {
  'Machine learning': {
    categories: ['Machine learning', 'Cybernetics', 'Learning'],
    hidden: ['Articles with short description'],
    linkshere: ['Artificial intelligence', 'Deep learning', 'Data mining', 'Statistics', 'Neural network', 'Supervised learning', 'Reinforcement learning', 'Support vector machine'],
  },
  'Deep learning': {
    categories: ['Deep learning', 'Artificial neural networks'],
    linkshere: ['Artificial intelligence', 'Machine learning', 'Neural network', 'Convolutional neural network', 'Supervised learning', 'Reinforcement learning'],
  },
  'Data mining': { categories: ['Data mining', 'Formal sciences'], linkshere: ['Machine learning', 'Statistics', 'Database', 'Big data', 'Educational data mining'] },
  'Gene expression': { categories: ['Gene expression', 'Molecular biology'], linkshere: ['Protein', 'RNA', 'Transcription (biology)', 'Gene', 'Molecular biology'] },
  'Protein folding': { categories: ['Protein structure', 'Biochemistry'], linkshere: ['Protein', 'Chaperone (protein)', 'Biochemistry', 'Molecular biology'] },
  'Learning analytics': { categories: ['Educational technology', 'Learning'], linkshere: ['Educational data mining', 'Educational technology', 'Data mining'] },
  Mercury: { disambiguation: true },
};

export const FAKE_REDIRECTS: Record<string, string> = {
  'Machine Learning': 'Machine learning',
  ML: 'Machine learning',
  'Learning analytic': 'Learning analytics',
};

/**
 * A fake wiki as large as the built-in list (nlp/concepts.ts; its aliases as redirects) plus FAKE_WIKI:
 * for the browser tests, where the live paths then keep what the built-in list keeps.
 */
export function builtInListWiki(): { wiki: Record<string, FakeArticle>; redirects: Record<string, string> } {
  const wiki: Record<string, FakeArticle> = {};
  const redirects: Record<string, string> = { ...FAKE_REDIRECTS };
  CONCEPT_ENTRIES.forEach(({ title, categories, forms }) => {
    wiki[title] = { categories };
    forms.map(wikiTitle).filter((form) => form !== title).forEach((form) => (redirects[form] = title));
  });
  return { wiki: { ...wiki, ...FAKE_WIKI }, redirects };
}

export const wikiRequests: URL[] = [];

type Entry = { page: string; index: number };

/** Pages of a query, each list continuing where `continue` said. */
function answerQuery(url: URL, wiki: Record<string, FakeArticle>, redirects: Record<string, string>) {
  const params = url.searchParams;
  const asked = (params.get('titles') ?? '').split('|');
  const normalized: { fromencoded: boolean; from: string; to: string }[] = [];
  const redirected: { from: string; to: string }[] = [];
  const titles: string[] = [];
  asked.forEach((title) => {
    let target = title.replace(/_/g, ' ');
    target = target.charAt(0).toUpperCase() + target.slice(1);
    if (target !== title) normalized.push({ fromencoded: false, from: title, to: target });
    const seen = new Set<string>();
    while (redirects[target] !== undefined && !seen.has(target)) {
      seen.add(target);
      redirected.push({ from: target, to: redirects[target] ?? target });
      target = redirects[target] ?? target;
    }
    if (!titles.includes(target)) titles.push(target);
  });
  const list = params.get('prop')?.includes('linkshere') ? 'linkshere' : 'categories';
  const continueKey = list === 'linkshere' ? 'lhcontinue' : 'clcontinue';
  const from = params.get(continueKey);
  const entries: Entry[] = [];
  titles.forEach((page) => (wiki[page]?.[list] ?? []).forEach((_, index) => entries.push({ page, index })));
  const start = from === null ? 0 : Number(from);
  const shown = entries.slice(start, start + 500);
  const pages = titles.map((title, pageid) => {
    const article = wiki[title];
    if (!article) return { ns: 0, title, missing: true };
    const mine = shown
      .filter((e) => e.page === title)
      .map((e) => (list === 'linkshere' ? { pageid: 5000 + e.index, ns: 0, title: article.linkshere?.[e.index] ?? '' } : { ns: 14, title: `Category:${article.categories?.[e.index] ?? ''}` }));
    const showHidden = params.get('clshow') !== '!hidden';
    const hidden = list === 'categories' && showHidden ? (article.hidden ?? []).map((c) => ({ ns: 14, title: `Category:${c}` })) : [];
    return {
      pageid: pageid + 1000,
      ns: 0,
      title,
      ...(article.disambiguation && params.get('ppprop') === 'disambiguation' ? { pageprops: { disambiguation: '' } } : {}),
      ...(mine.length + hidden.length > 0 ? { [list]: [...mine, ...hidden] } : {}),
    };
  });
  const more = start + 500 < entries.length;
  return {
    ...(more ? { continue: { [continueKey]: String(start + 500), continue: '||' } } : { batchcomplete: true }),
    query: { ...(normalized.length ? { normalized } : {}), ...(redirected.length ? { redirects: redirected } : {}), pages },
  };
}

/**
 * The fake wiki's answer to one request of en.wikipedia.org/w/api.php (a JSON body): the documented
 * error answer for unexpected parameters (which the client refuses as a failure of the source, so a
 * test sending them fails), a warning for too many titles, else the query's pages.
 * Shared by the MSW handler (Vitest, the Node test server) and the browser tests' routing.
 */
export function answerWikipediaRequest(url: URL, wiki: Record<string, FakeArticle> = FAKE_WIKI, redirects: Record<string, string> = FAKE_REDIRECTS): JsonBodyType {
  const p = url.searchParams;
  if (p.get('action') !== 'query' || p.get('format') !== 'json' || p.get('formatversion') !== '2' || p.get('origin') !== '*') {
    return { error: { code: 'badparams', info: 'Unexpected parameters.' } };
  }
  if ((p.get('titles') ?? '').split('|').length > 50) {
    return { warnings: { query: { warnings: 'Too many values supplied for parameter "titles". The limit is 50.' } }, batchcomplete: true };
  }
  return answerQuery(url, wiki, redirects);
}

/** The MSW handler of en.wikipedia.org's API over a fake wiki (default: FAKE_WIKI and FAKE_REDIRECTS). */
export function wikipediaHandler(wiki: Record<string, FakeArticle> = FAKE_WIKI, redirects: Record<string, string> = FAKE_REDIRECTS) {
  return http.get(`${WIKIPEDIA_ORIGIN}/w/api.php`, ({ request }) => {
    const url = new URL(request.url);
    wikiRequests.push(url);
    return HttpResponse.json(answerWikipediaRequest(url, wiki, redirects));
  });
}
