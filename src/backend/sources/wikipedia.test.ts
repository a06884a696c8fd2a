import { http, HttpResponse } from 'msw';
import { kv, sources } from '@/backend/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../node';
import type { ExtractedInterest } from '../nlp/interests';
import { articleRelatedness, milneWitten, WIKIPEDIA_ARTICLES } from '../nlp/wikipedia/relatedness';
import { candidatePhrases, extractWithWikipedia, keepArticles } from '../nlp/wikipedia/live-filter';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { SourceError } from './http';
import { articlesOf, incomingLinks, linksHereOf, lookUpArticles, MAX_CATEGORIES, MAX_CONTINUATIONS, queryAnswerSchema, resolveTitle, WIKIPEDIA_ORIGIN } from './wikipedia';
import { answerWikipediaRequest, FAKE_WIKI, wikipediaHandler, wikiRequests } from './wikipedia-fixture';

const API = `${WIKIPEDIA_ORIGIN}/w/api.php`;
const interest = (keyword: string, count: number, relevance: number): ExtractedInterest => ({ keyword, score: 1, relevance, originals: [keyword], categories: [], count, known: true });

fastSourcesOverMemoryCache();
beforeEach(() => {
  wikiRequests.length = 0;
  server.use(wikipediaHandler());
});

describe('MediaWiki answers (formatversion=2)', () => {
  it('parses normalized titles, redirects, missing pages, disambiguation pages and categories', () => {
    const answer = queryAnswerSchema.parse({
      batchcomplete: true,
      query: {
        normalized: [{ fromencoded: false, from: 'machine_learning', to: 'Machine learning' }],
        redirects: [{ from: 'ML', to: 'Machine learning' }],
        pages: [
          { pageid: 233488, ns: 0, title: 'Machine learning', categories: [{ ns: 14, title: 'Category:Machine learning' }, { ns: 14, title: 'Category:Cybernetics' }] },
          { ns: 0, title: 'Qwxzv', missing: true },
          { pageid: 19008, ns: 0, title: 'Mercury', pageprops: { disambiguation: '' } },
          { title: 'A|b', invalidreason: 'The requested page title contains invalid characters.', invalid: true },
        ],
      },
    });
    const articles = articlesOf(['machine_learning', 'ML', 'Qwxzv', 'Mercury', 'A|b'], answer);
    expect(articles.get('machine_learning')).toEqual({ title: 'Machine learning', categories: ['Machine learning', 'Cybernetics'] });
    expect(articles.get('ML')?.title).toBe('Machine learning');
    expect(articles.get('Qwxzv')).toBeNull();
    expect(articles.get('Mercury')).toBeNull();
    expect(articles.get('A|b')).toBeNull();
  });

  it('a redirect loop names no article', () => {
    const answer = queryAnswerSchema.parse({
      query: { redirects: [{ from: 'A', to: 'B' }, { from: 'B', to: 'A' }], pages: [{ ns: 0, title: 'A' }] },
    });
    expect(resolveTitle('A', answer)).toBeNull();
    expect(articlesOf(['A'], answer).get('A')).toBeNull();
  });

  it('refuses formatversion=1 pages (an object keyed by page id) as a shape that does not parse', () => {
    expect(queryAnswerSchema.safeParse({ query: { pages: { '233488': { title: 'Machine learning' } } } }).success).toBe(false);
  });
});

describe('lookUpArticles through en.wikipedia.org', () => {
  it('names articles after redirects, with visible categories only, 50 titles a query, each asked once', async () => {
    const phrases = ['machine learning', 'ML', 'learning analytic', 'mercury', 'no such article here', ...Array.from({ length: 60 }, (_, i) => `filler topic ${i}`)];
    const found = await lookUpArticles(sources, phrases);
    expect(found.get('machine learning')).toEqual({ title: 'Machine learning', categories: ['Machine learning', 'Cybernetics', 'Learning'] });
    expect(found.get('ML')?.title).toBe('Machine learning');
    expect(found.get('learning analytic')?.title).toBe('Learning analytics');
    expect(found.get('mercury')).toBeNull();
    expect(found.get('no such article here')).toBeNull();
    expect(wikiRequests).toHaveLength(2);
    wikiRequests.forEach((url) => {
      expect(url.searchParams.get('origin')).toBe('*');
      expect(url.searchParams.get('redirects')).toBe('1');
      expect(url.searchParams.get('clshow')).toBe('!hidden');
      expect((url.searchParams.get('titles') ?? '').split('|').length).toBeLessThanOrEqual(50);
    });
    expect(await kv.keys('wiki:article:')).toHaveLength(65);
    await lookUpArticles(sources, ['machine learning', 'Mercury']);
    expect(wikiRequests).toHaveLength(2);
  });

  it('an article with 5,000 categories: read up to its cap only, a capped list', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => `Category number ${i}`);
    server.use(wikipediaHandler({ ...FAKE_WIKI, 'Big article': { categories: many } }));
    const found = await lookUpArticles(sources, ['big article', 'machine learning']);
    // the first answer brought the big article to its cap: the rest of its list is not read
    expect(wikiRequests).toHaveLength(2);
    expect(found.get('big article')?.categories).toEqual(many.slice(0, MAX_CATEGORIES));
    // its categories came after the cap: asked again without the big article
    expect(wikiRequests[1]?.searchParams.get('titles')).toBe('Machine learning');
    expect(found.get('machine learning')?.categories).toEqual(['Machine learning', 'Cybernetics', 'Learning']);
    expect(await kv.get('wiki:article:Machine learning')).toEqual({ article: { title: 'Machine learning', categories: ['Machine learning', 'Cybernetics', 'Learning'] } });
    expect((await kv.get<{ article: { categories: string[] } }>('wiki:article:Big article'))?.article.categories).toHaveLength(MAX_CATEGORIES);
  });

  it('ten articles of 5,000 categories each: one request per article, each with its capped list', async () => {
    const titles = Array.from({ length: 10 }, (_, i) => `Crowded ${i}`);
    server.use(wikipediaHandler(Object.fromEntries(titles.map((title) => [title, { categories: Array.from({ length: 5000 }, (_, j) => `${title} category ${j}`) }]))));
    const found = await lookUpArticles(sources, titles.map((title) => title.toLowerCase()));
    expect(wikiRequests.length).toBeLessThanOrEqual(titles.length);
    titles.forEach((title) => expect(found.get(title.toLowerCase())?.categories).toHaveLength(MAX_CATEGORIES));
  });

  it('a cut batch where no list reached its cap: answered as it came, nothing cached, asked again next time', async () => {
    // 50 articles of 60 categories: 3,000 entries, more than the capped continuations bring
    const wiki = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`Topic ${i}`, { categories: Array.from({ length: 60 }, (_, j) => `Topic ${i} category ${j}`) }]));
    server.use(wikipediaHandler(wiki));
    const phrases = Array.from({ length: 50 }, (_, i) => `topic ${i}`);
    const found = await lookUpArticles(sources, phrases);
    expect(wikiRequests).toHaveLength(1 + MAX_CONTINUATIONS);
    expect(found.get('topic 0')?.categories).toHaveLength(60);
    expect(found.get('topic 49')?.categories).toEqual([]);
    expect(await kv.keys('wiki:')).toEqual([]);
    await lookUpArticles(sources, ['topic 0']);
    expect(wikiRequests).toHaveLength(2 + MAX_CONTINUATIONS);
    expect(await kv.keys('wiki:')).toEqual(['wiki:article:Topic 0']);
  });

  it("MediaWiki's error answer (HTTP 200 with error): a SourceError naming Wikipedia, nothing cached, the built-in list answers", async () => {
    server.use(http.get(API, () => HttpResponse.json({ error: { code: 'badparams', info: 'Unexpected parameters.' }, servedby: 'mw1234' })));
    await expect(lookUpArticles(sources, ['deep learning', 'machine learning'])).rejects.toMatchObject({ source: 'Wikipedia', kind: 'unexpected' });
    await expect(incomingLinks(sources, ['Deep learning'])).rejects.toBeInstanceOf(SourceError);
    expect(await kv.keys('wiki:')).toEqual([]);
    const extract = (jobs: { wikiFilter: boolean }[]) => Promise.resolve(jobs.map(() => [interest('deep learning', 2, 5)]));
    const result = await extractWithWikipedia(sources, [{ text: 'Deep learning.', algorithm: 'Yake', limit: 5, wikiFilter: true }], extract);
    expect(result.wikipedia).toBe('unreachable');
  });

  it('the fixture answers parameters the client must not send with the error answer, which the client refuses', async () => {
    const bad = new URL(`${API}?action=query&format=json&formatversion=1&origin=*&titles=Deep%20learning`);
    expect(answerWikipediaRequest(bad)).toMatchObject({ error: { code: 'badparams' } });
    server.use(http.get(API, ({ request }) => HttpResponse.json(answerWikipediaRequest(new URL(request.url.replace('formatversion=2', 'formatversion=1'))))));
    await expect(lookUpArticles(sources, ['deep learning'])).rejects.toBeInstanceOf(SourceError);
  });

  it('429 then an answer: waits and asks again', async () => {
    let calls = 0;
    server.use(
      http.get(API, () => {
        calls += 1;
        return calls === 1 ? new HttpResponse(null, { status: 429, headers: { 'Retry-After': '0' } }) : undefined;
      }),
    );
    expect((await lookUpArticles(sources, ['deep learning'])).get('deep learning')?.title).toBe('Deep learning');
    expect(calls).toBe(2);
  });

  it('429 every time, an HTML page, a shape that does not parse: a SourceError naming Wikipedia', async () => {
    server.use(http.get(API, () => new HttpResponse(null, { status: 429 })));
    await expect(lookUpArticles(sources, ['deep learning'], { retries: 2 })).rejects.toMatchObject({ source: 'Wikipedia', kind: 'busy' });
    server.resetHandlers(http.get(API, () => HttpResponse.html('<!DOCTYPE html><html><body>Wikimedia Error</body></html>')));
    await expect(lookUpArticles(sources, ['deep learning'])).rejects.toMatchObject({ kind: 'unexpected', message: 'Wikipedia answered something unexpected.' });
    server.resetHandlers(http.get(API, () => HttpResponse.json({ query: { pages: { '-1': { title: 'Deep learning', missing: '' } } } })));
    await expect(lookUpArticles(sources, ['deep learning'])).rejects.toBeInstanceOf(SourceError);
    // nothing wrong was cached
    expect(await kv.keys('wiki:')).toEqual([]);
  });

  it('never sends a title MediaWiki forbids, nor a 1 MB one', async () => {
    const found = await lookUpArticles(sources, ['a|b', 'x'.repeat(1_000_000), '[[link]]']);
    expect([...found.values()]).toEqual([null, null, null]);
    expect(wikiRequests).toHaveLength(0);
  });
});

describe("Milne and Witten's relatedness", () => {
  it('on small link sets, as the formula gives', () => {
    const a = new Set(['x', 'y', 'z', 'w']);
    const b = new Set(['x', 'y', 'v']);
    // (log 4 - log 2) / (log 1000 - log 3)
    expect(milneWitten(a, b, 1000)).toBeCloseTo(1 - (Math.log(4) - Math.log(2)) / (Math.log(1000) - Math.log(3)), 10);
    expect(milneWitten(a, a, 1000)).toBe(1);
    expect(milneWitten(a, new Set(['q']), 1000)).toBe(0);
    expect(milneWitten(new Set(), b)).toBe(0);
  });

  it('on incoming link sets: articles linked from the same articles are related, with each article in its own set', () => {
    // the articles that link to each (a small, hand-written sample in the shape linkshere answers, not a live recording)
    const cat = { title: 'Cat', links: new Set(['Pet', 'Mammal', 'Dog', 'Felidae', 'Whisker']) };
    const dog = { title: 'Dog', links: new Set(['Pet', 'Mammal', 'Cat', 'Wolf', 'Dog breed', 'Leash']) };
    const algebra = { title: 'Algebra', links: new Set(['Mathematics', 'Equation', 'Group (mathematics)']) };
    // Cat ∪ {Cat} = 6, Dog ∪ {Dog} = 7; shared Pet, Mammal, Dog, Cat = 4
    expect(articleRelatedness(cat, dog, () => -1)).toBeCloseTo(1 - (Math.log(7) - Math.log(4)) / (Math.log(WIKIPEDIA_ARTICLES) - Math.log(6)), 10);
    expect(articleRelatedness(cat, algebra, () => -1)).toBe(0);
    expect(articleRelatedness(cat, { ...cat }, () => -1)).toBe(1);
    // an article nothing links to (or a keyword naming none): the other measure answers
    expect(articleRelatedness(cat, { title: 'Orphan', links: new Set() }, () => 0.3)).toBe(0.3);
  });

  it("reads MediaWiki's linkshere answer (formatversion=2): after redirects, main namespace only, redirect pages left out, continued", async () => {
    const first = {
      continue: { lhcontinue: '0|12345', continue: '||' },
      query: {
        normalized: [{ fromencoded: false, from: 'cat', to: 'Cat' }],
        redirects: [{ from: 'Cat', to: 'Cat (animal)' }],
        pages: [
          {
            pageid: 6678,
            ns: 0,
            title: 'Cat (animal)',
            linkshere: [
              { pageid: 100, ns: 0, title: 'Pet' },
              { pageid: 101, ns: 0, title: 'Kitten', redirect: true },
              { pageid: 102, ns: 2, title: 'User:Catfan' },
            ],
          },
        ],
      },
    };
    expect(linksHereOf(['cat'], queryAnswerSchema.parse(first)).get('cat')).toEqual(['Pet']);
    const second = { batchcomplete: true, query: { pages: [{ pageid: 6678, ns: 0, title: 'Cat (animal)', linkshere: [{ pageid: 103, ns: 0, title: 'Mammal' }] }] } };
    const asked: URL[] = [];
    server.use(
      http.get(API, ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        return HttpResponse.json(url.searchParams.get('lhcontinue') === '0|12345' ? second : first);
      }),
    );
    const links = await incomingLinks(sources, ['cat']);
    expect(links.get('cat')).toEqual(['Pet', 'Mammal']);
    expect(asked).toHaveLength(2);
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toMatchObject({ prop: 'linkshere', lhnamespace: '0', lhshow: '!redirect', lhlimit: 'max', origin: '*', redirects: '1' });
    // asked once: the complete answer is cached
    await incomingLinks(sources, ['cat']);
    expect(asked).toHaveLength(2);
    expect(await kv.get('wiki:linkshere:cat')).toEqual(['Pet', 'Mammal']);
  });

  it('through the articles: related fields above unrelated ones; the word vectors where an article is missing', async () => {
    const titles = ['Machine learning', 'Deep learning', 'Gene expression'];
    const links = await incomingLinks(sources, titles);
    const article = (title: string) => ({ title, links: new Set(links.get(title) ?? []) });
    const related = articleRelatedness(article('Machine learning'), article('Deep learning'), () => -1);
    const unrelated = articleRelatedness(article('Machine learning'), article('Gene expression'), () => -1);
    expect(related).toBeGreaterThan(0.5);
    expect(unrelated).toBe(0);
    expect(articleRelatedness(null, article('Deep learning'), () => 0.42)).toBe(0.42);
    expect(await kv.get('wiki:linkshere:Deep learning')).toEqual(FAKE_WIKI['Deep learning']?.linkshere);
    expect(wikiRequests.every((url) => url.searchParams.get('prop') === 'linkshere')).toBe(true);
  });
});

describe('the live Wikipedia filter', () => {
  it('keeps phrases that name an article (whole, last two words, head noun), renamed, merged, with categories; the profile\'s jobs keep a longer phrase by its own name', () => {
    expect(candidatePhrases('supervised machine learning')).toEqual(['supervised machine learning', 'machine learning', 'learning']);
    // a Title Cased phrase (from a paper's title) is asked as written and in lower case: titles are case-sensitive after their first letter
    expect(candidatePhrases('Learning Analytics')).toEqual(['Learning Analytics', 'learning analytics', 'Analytics', 'analytics']);
    const articles = new Map([
      ['machine learning', { title: 'Machine learning', categories: ['Machine learning'] }],
      ['ML', { title: 'Machine learning', categories: ['Machine learning'] }],
      ['gene expression', { title: 'Gene expression', categories: ['Molecular biology'] }],
    ]);
    const extracted = [interest('supervised machine learning', 4, 5), interest('ML', 2, 3), interest('gene expression', 2, 2), interest('this paper', 9, 1)];
    const kept = keepArticles(extracted, articles);
    expect(kept.map((k) => [k.keyword, k.categories, k.originals])).toEqual([
      ['Machine learning', ['Machine learning'], ['supervised machine learning', 'ML']],
      ['Gene expression', ['Molecular biology'], ['gene expression']],
    ]);
    expect(kept.map((k) => k.score)).toEqual([5, 2.5]);
    const phrases = keepArticles(extracted, articles, 'phrases');
    expect(phrases.map((k) => [k.keyword, k.categories, k.originals])).toEqual([
      ['supervised machine learning', ['Machine learning'], ['supervised machine learning']],
      ['Machine learning', ['Machine learning'], ['ML']],
      ['Gene expression', ['Molecular biology'], ['gene expression']],
    ]);
  });

  it('Wikipedia unreachable: the built-in list answers and the outcome says so', async () => {
    server.use(http.get(API, () => HttpResponse.error()));
    const extracted: { wikiFilter: boolean; limit: number }[] = [];
    const extract = (jobs: { wikiFilter: boolean; limit: number }[]) => {
      extracted.push(...jobs);
      return Promise.resolve(jobs.map((job) => (job.wikiFilter ? [interest('Learning analytics', 3, 5)] : [interest('learning analytics', 3, 5)])));
    };
    const result = await extractWithWikipedia(sources, [{ text: 'Learning analytics.', algorithm: 'Yake', limit: 5, wikiFilter: true }], extract);
    expect(result.wikipedia).toBe('unreachable');
    expect(result.results[0]?.map((i) => i.keyword)).toEqual(['Learning analytics']);
    expect(extracted.map((j) => [j.wikiFilter, j.limit])).toEqual([
      [false, 10],
      [true, 5],
    ]);
  });

  it('Wikipedia redirecting every title to another and back: the built-in list answers, the outcome says so, nothing is cached', async () => {
    // each asked title redirects to "… (loop)", which redirects back
    server.use(
      http.get(API, ({ request }) => {
        const titles = (new URL(request.url).searchParams.get('titles') ?? '').split('|');
        return HttpResponse.json({
          batchcomplete: true,
          query: { redirects: titles.flatMap((title) => [{ from: title, to: `${title} (loop)` }, { from: `${title} (loop)`, to: title }]), pages: titles.map((title, i) => ({ pageid: i + 1, ns: 0, title })) },
        });
      }),
    );
    const extract = (jobs: { wikiFilter: boolean }[]) => Promise.resolve(jobs.map((job) => (job.wikiFilter ? [interest('Learning analytics', 3, 5)] : [interest('learning analytics', 3, 5), interest('novel method', 2, 3)])));
    const result = await extractWithWikipedia(sources, [{ text: 'Learning analytics.', algorithm: 'Yake', limit: 5, wikiFilter: true }], extract);
    expect(result.wikipedia).toBe('unreachable');
    expect(result.results[0]?.map((i) => i.keyword)).toEqual(['Learning analytics']);
    expect(await kv.keys('wiki:')).toEqual([]);
  });

  it('one title caught in a redirect loop among answered ones names no article and is not cached; the others are', async () => {
    server.use(wikipediaHandler(FAKE_WIKI, { Ouroboros: 'Ouroboros loop', 'Ouroboros loop': 'Ouroboros' }));
    const found = await lookUpArticles(sources, ['ouroboros', 'machine learning', 'deep learning']);
    expect(found.get('ouroboros')).toBeNull();
    expect(found.get('machine learning')?.title).toBe('Machine learning');
    expect((await kv.keys('wiki:')).sort()).toEqual(['wiki:article:Deep learning', 'wiki:article:Machine learning']);
  });

  it('Wikipedia answering: its articles and categories', async () => {
    const extract = (jobs: { wikiFilter: boolean }[]) => Promise.resolve(jobs.map(() => [interest('gene expression', 2, 5), interest('protein folding', 1, 1), interest('novel method', 5, 3)]));
    const result = await extractWithWikipedia(sources, [{ text: '…', algorithm: 'Yake', limit: 5, wikiFilter: true }], extract);
    expect(result.wikipedia).toBe('live');
    expect(result.results[0]?.map((i) => [i.keyword, i.categories])).toEqual([
      ['Gene expression', ['Gene expression', 'Molecular biology']],
      ['Protein folding', ['Protein structure', 'Biochemistry']],
    ]);
  });
});
