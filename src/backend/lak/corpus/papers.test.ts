import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, sources } from '@/backend/node';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { MAX_AUTHORS, plainText, readPaper } from './papers';
import { FIXTURE_PAPERS, fixtureSourceHandlers, openAlexWork, requestedDoi, sourceCalls, sourcesDownHandlers, type FixturePaper } from './test-fixtures';

fastSourcesOverMemoryCache();

function fixture(path: FixturePaper['path'], withAbstract = true): FixturePaper {
  const found = FIXTURE_PAPERS.find((paper) => paper.path === path && (paper.abstract !== '') === withAbstract);
  if (!found) throw new Error(`no fixture paper of path ${path}`);
  return found;
}

describe('a LAK paper read by DOI', () => {
  it('comes from OpenAlex with its abstract rebuilt and its authors with their OpenAlex ids', async () => {
    const calls = sourceCalls();
    server.use(...fixtureSourceHandlers(calls));
    const paper = fixture('openalex');
    const result = await readPaper(sources, paper.doi, paper.year);
    expect(result).toMatchObject({ status: 'read', paper: { doi: paper.doi, year: paper.year, abstract: paper.abstract, source: 'OpenAlex', abstractSource: 'OpenAlex' } });
    if (result.status !== 'read') throw new Error('not read');
    expect(result.paper.authors.map((author) => author.id)).toEqual(paper.authors.map((author) => `openalex:${author.openAlexId}`));
    expect(result.paper.authors[0]?.url).toBe(`https://openalex.org/${paper.authors[0]?.openAlexId}`);
    // Semantic Scholar is not asked when OpenAlex has the abstract
    expect(calls.semanticScholar.size).toBe(0);
  });

  it('takes the abstract from Semantic Scholar when OpenAlex has none, keeping OpenAlex title and authors', async () => {
    server.use(...fixtureSourceHandlers());
    const paper = fixture('openalex-no-abstract');
    const result = await readPaper(sources, paper.doi, paper.year);
    expect(result).toMatchObject({ status: 'read', paper: { abstract: paper.abstract, source: 'OpenAlex', abstractSource: 'Semantic Scholar' } });
  });

  it('comes from Semantic Scholar for a DOI OpenAlex does not know, authors with their Semantic Scholar ids', async () => {
    server.use(...fixtureSourceHandlers());
    const paper = fixture('s2-only');
    const result = await readPaper(sources, paper.doi, paper.year);
    expect(result).toMatchObject({ status: 'read', paper: { source: 'Semantic Scholar', abstract: paper.abstract } });
    if (result.status !== 'read') throw new Error('not read');
    expect(result.paper.authors[0]?.id).toBe(`s2:${paper.authors[0]?.s2Id}`);
  });

  it('is the title alone when neither source has an abstract', async () => {
    server.use(...fixtureSourceHandlers());
    const paper = fixture('openalex', false);
    const result = await readPaper(sources, paper.doi, paper.year);
    expect(result).toMatchObject({ status: 'read', paper: { abstract: '', abstractSource: null } });
  });

  it('a DOI unknown to both is unknown, and asked of neither source again', async () => {
    const calls = sourceCalls();
    server.use(...fixtureSourceHandlers(calls));
    const paper = fixture('unknown', false);
    expect(await readPaper(sources, paper.doi, paper.year)).toEqual({ status: 'unknown' });
    expect(await readPaper(sources, paper.doi, paper.year)).toEqual({ status: 'unknown' });
    expect(calls.openAlex.get(paper.doi)).toBe(1);
    expect(calls.semanticScholar.get(paper.doi)).toBe(1);
  });

  it('nothing is fetched twice: a second read answers from the store', async () => {
    const calls = sourceCalls();
    server.use(...fixtureSourceHandlers(calls));
    const paper = fixture('openalex-no-abstract');
    const first = await readPaper(sources, paper.doi, paper.year);
    const second = await readPaper(sources, paper.doi, paper.year);
    expect(second).toEqual(first);
    expect(calls.openAlex.get(paper.doi)).toBe(1);
    expect(calls.semanticScholar.get(paper.doi)).toBe(1);
  });

  it('a title with markup and entities is plain text', async () => {
    const paper = fixture('openalex');
    server.use(
      http.get('https://api.openalex.org/works/*', () =>
        HttpResponse.json({ ...openAlexWork(paper), title: '<jats:p>Predicting <i>dropout</i> &amp; <scp>MOOC</scp>s:</jats:p><jats:p><script>alert(1)</script>a&#39;s &#x3b1;</jats:p>' }),
      ),
    );
    const result = await readPaper(sources, paper.doi, paper.year);
    expect(result.status === 'read' && result.paper.title).toBe("Predicting dropout & MOOCs: alert(1)a's α");
  });

  it('an author list of 300 names keeps the first 50, each with its id', async () => {
    const paper = fixture('openalex');
    const authorships = Array.from({ length: 300 }, (_, i) => ({ author: { id: `https://openalex.org/A${1000 + i}`, display_name: `Researcher ${i}` }, institutions: [] }));
    server.use(http.get('https://api.openalex.org/works/*', () => HttpResponse.json({ ...openAlexWork(paper), authorships })));
    const result = await readPaper(sources, paper.doi, paper.year);
    if (result.status !== 'read') throw new Error('not read');
    expect(result.paper.authors).toHaveLength(MAX_AUTHORS);
    expect(result.paper.authors[49]).toEqual({ id: 'openalex:A1049', name: 'Researcher 49', url: 'https://openalex.org/A1049' });
  });

  it('an OpenAlex answer in HTML falls back to Semantic Scholar', async () => {
    const paper = fixture('openalex');
    server.use(http.get('https://api.openalex.org/works/*', () => HttpResponse.html('<html><body>Service Unavailable</body></html>')), ...fixtureSourceHandlers());
    const result = await readPaper(sources, paper.doi, paper.year);
    expect(result).toMatchObject({ status: 'read', paper: { source: 'Semantic Scholar', title: plainText(paper.title) } });
  });

  it('waits out a storm of 429s with backoff, telling each wait', async () => {
    const paper = fixture('openalex');
    let calls = 0;
    server.use(
      http.get('https://api.openalex.org/works/*', () => {
        calls += 1;
        return calls <= 4 ? HttpResponse.json({ error: 'Rate limit exceeded' }, { status: 429, headers: { 'X-RateLimit-Remaining': '0' } }) : HttpResponse.json(openAlexWork(paper));
      }),
    );
    const waits: string[] = [];
    const result = await readPaper(sources, paper.doi, paper.year, { onWait: (wait) => waits.push(wait.message) });
    expect(result.status).toBe('read');
    expect(waits).toHaveLength(4);
    expect(waits[0]).toMatch(/^OpenAlex is busy; trying again in \d+ s$/);
  });

  it('a source that cannot be reached fails the DOI, keeps nothing, and a later read fetches it', async () => {
    const calls = sourceCalls();
    server.use(...sourcesDownHandlers(calls));
    const paper = fixture('openalex');
    const failed = await readPaper(sources, paper.doi, paper.year);
    expect(failed).toMatchObject({ status: 'failed', error: { kind: 'unreachable', message: 'OpenAlex could not be reached.' } });
    // offline: each source is tried twice, not waited out like a busy one
    expect(calls.openAlex.get(paper.doi)).toBe(2);
    expect(calls.semanticScholar.get(paper.doi)).toBe(2);
    calls.openAlex.clear();
    server.resetHandlers();
    server.use(...fixtureSourceHandlers(calls));
    expect(await readPaper(sources, paper.doi, paper.year)).toMatchObject({ status: 'read' });
    expect(calls.openAlex.get(paper.doi)).toBe(1);
    expect(requestedDoi(new Request(`https://api.openalex.org/works/doi:${paper.doi}`))).toBe(paper.doi);
  });
});
