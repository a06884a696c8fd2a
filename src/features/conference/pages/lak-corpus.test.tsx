/**
 * The conference screens of the standalone build over the LAK corpus built from open sources: a
 * 70-paper fixture conference whose DOIs MSW answers for api.openalex.org and api.semanticscholar.org.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from 'msw';
import { conferences, server } from '@/backend/node';
import { env } from '@/config/env';
import { rememberLakCorpus } from '@/lib/lak-corpus-choice';
import { LakViews } from '@/backend/lak/backend';
import { lakDataForRequests } from '@/backend/lak/corpus/state';
import { FIXTURE_CONFERENCE, FIXTURE_PAPERS, fixtureSourceHandlers, sourceCalls, sourceDownAfterHandlers, sourcesDownHandlers } from '@/backend/lak/corpus/test-fixtures';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { getLongTermInterests } from '@/api/user/interests';
import { session } from '@/lib/session';
import { renderRoute } from '@/test/render-route';
import { splitSets } from '@/components/charts/lib/set-diagram-layout';
import { findCard, listedTerms, SLOW, tableRowHeaders } from '../test/helpers';

/** The views over the generated sample, or over the corpus served last (as the handlers make them for each request). */
let lak = new LakViews();

const STANDALONE = { user: 'demo@example.org', demoMode: true };
/** a build of the 70 papers (keywords, topics) takes seconds, more on a busy machine running the whole suite */
const BUILT = { timeout: 60_000 };
const BUILD_TEST_MS = 150_000;
const READABLE = FIXTURE_PAPERS.filter((paper) => paper.path !== 'unknown');
const CORPUS_LINE = `${READABLE.length} papers, ${READABLE.filter((paper) => paper.abstract !== '').length} with abstracts; source: OpenAlex and Semantic Scholar.`;

fastSourcesOverMemoryCache({ retries: 1 });
beforeEach(() => {
  conferences.reset('live', { conference: FIXTURE_CONFERENCE, iterations: 30 });
});
afterEach(() => {
  lak = new LakViews();
});

/** The views answer from the corpus built (as the handlers do before each request). */
async function servedCorpus() {
  const data = await lakDataForRequests(conferences);
  if (!data) throw new Error('no corpus');
  lak = new LakViews(data);
  return data;
}

describe('Conference Insights on the LAK papers read from OpenAlex and Semantic Scholar', () => {
  it('the first visit to Topic Trends builds the corpus with its progress, then draws the real topics', async () => {
    server.use(...fixtureSourceHandlers(undefined, { delayMs: 5 }));
    renderRoute('/app/topicbar', STANDALONE);
    const bar = await screen.findByRole('progressbar', { name: /^Reading the LAK papers: \d+ of 70$/ }, SLOW);
    expect(bar).toHaveAttribute('aria-valuemax', '70');
    expect(screen.getByText(/^Elapsed: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    expect(await screen.findByText(CORPUS_LINE, { exact: false }, BUILT)).toHaveTextContent(`${CORPUS_LINE} 1 of the 70 DOIs are known to neither source.`);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild' })).toBeInTheDocument();
    const data = await servedCorpus();
    const top = await findCard('Top 10 topics of LAK 2011');
    const table = await within(top).findByRole('table', { name: /Top 10 topics of LAK 2011/ }, SLOW);
    const expected = (data.byYear.get('2011')?.topics ?? []).slice(0, 10).map((entry) => entry.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(tableRowHeaders(table)).toEqual(expected);
    // its publications open at their DOI
    const titles = (lak.topicDetails(expected[0] ?? '', '2011').docs[0] ?? []) as string[];
    expect((await within(top).findAllByRole('button', { name: `${titles[0]} (open the paper at its DOI in a new tab)` }, SLOW)).length).toBeGreaterThan(0);
    // no chart says it is sample data
    expect(screen.queryByText('sample data, not LAK')).not.toBeInTheDocument();
  }, BUILD_TEST_MS);

  it('a later visit opens the kept corpus at once', async () => {
    server.use(...fixtureSourceHandlers());
    const first = renderRoute('/app/topicbar', STANDALONE);
    await screen.findByText(CORPUS_LINE, { exact: false }, BUILT);
    first.unmount();
    // the backend starts again (a new page): the corpus comes from the store, nothing is read
    conferences.reset('live', { conference: FIXTURE_CONFERENCE });
    server.resetHandlers();
    renderRoute('/app/topicbar', STANDALONE);
    expect(await screen.findByText(CORPUS_LINE, { exact: false }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  }, BUILD_TEST_MS);

  it('offline at the first visit: says the papers could not be read, offers Retry and, on request, the labelled offline sample', async () => {
    server.use(...sourcesDownHandlers());
    const { user } = renderRoute('/app/topicbar', STANDALONE);
    const alert = await screen.findByRole('alert', undefined, BUILT);
    expect(alert).toHaveTextContent('The LAK papers could not be read. OpenAlex could not be reached. Semantic Scholar could not be reached.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // no chart until the user asks for the sample
    expect(screen.queryByRole('heading', { level: 2, name: /Top 10 topics/ })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Show the offline sample' }));
    await waitFor(() => expect(screen.getByText(/Showing the offline sample: generated papers,/)).toHaveTextContent('Showing the offline sample: generated papers, not LAK.'));
    const top = await findCard('Top 10 topics of LAK 2011');
    expect(within(top).getByText('sample data, not LAK')).toBeInTheDocument();
    const pie = await findCard('Topic distribution of LAK 2011');
    expect(within(pie).getByText('sample data, not LAK')).toBeInTheDocument();
    const table = await within(top).findByRole('table', { name: /Top 10 topics of LAK 2011/ });
    lak = new LakViews();
    expect(tableRowHeaders(table)).toEqual(lak.topTen('topics', '2011').keywords[0]);
  }, BUILD_TEST_MS);

  it('Retry after being offline reads the papers', async () => {
    server.use(...sourcesDownHandlers());
    const { user } = renderRoute('/app/topicbar', STANDALONE);
    const alert = await screen.findByRole('alert', undefined, BUILT);
    server.resetHandlers();
    server.use(...fixtureSourceHandlers());
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(CORPUS_LINE, { exact: false }, BUILT)).toBeInTheDocument();
  }, BUILD_TEST_MS);

  it('Cancel keeps a partial corpus shown with its count and Continue, which reads the rest', async () => {
    server.use(...fixtureSourceHandlers(undefined, { delayMs: 40 }));
    const { user } = renderRoute('/app/topicbar', STANDALONE);
    await screen.findByRole('progressbar', { name: /^Reading the LAK papers: ([5-9]|\d\d) of 70$/ }, BUILT);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const partial = await screen.findByText(/^Partial corpus: \d+ of 70 LAK papers read; \d+ not read yet\.$/, undefined, BUILT);
    const read = Number(/(\d+) of 70/.exec(partial.textContent ?? '')?.[1]);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(READABLE.length);
    // the charts stand on what was read
    await findCard('Top 10 topics of LAK 2011');
    server.resetHandlers();
    server.use(...fixtureSourceHandlers());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(CORPUS_LINE, { exact: false }, BUILT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Partial corpus/)).not.toBeInTheDocument());
  }, BUILD_TEST_MS);

  it('a source going down mid-build: the partial corpus names it, and Continue reads only what is missing', async () => {
    const first = sourceCalls();
    server.use(...sourceDownAfterHandlers('Semantic Scholar', 5, first));
    const { user } = renderRoute('/app/topicbar', STANDALONE);
    const partial = await screen.findByText(/^Partial corpus: \d+ of 70 LAK papers read; \d+ not read yet\. Semantic Scholar could not be reached\.$/, undefined, BUILT);
    const missing = Number(/(\d+) not read yet/.exec(partial.textContent ?? '')?.[1]);
    expect(missing).toBeGreaterThan(0);
    await findCard('Top 10 topics of LAK 2011');

    server.resetHandlers();
    const later = sourceCalls();
    server.use(...fixtureSourceHandlers(later));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(CORPUS_LINE, { exact: false }, BUILT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Partial corpus/)).not.toBeInTheDocument());
    // only the DOIs not read before were asked for, each once
    expect(later.openAlex.size).toBe(0);
    expect(later.semanticScholar.size).toBe(missing);
    expect([...later.semanticScholar.keys()].some((doi) => first.semanticScholar.has(doi))).toBe(false);
  }, BUILD_TEST_MS);

  it('a failed Rebuild says why, and the charts keep standing on the corpus before it', async () => {
    server.use(...fixtureSourceHandlers());
    const { user } = renderRoute('/app/topicbar', STANDALONE);
    await screen.findByText(CORPUS_LINE, { exact: false }, BUILT);
    server.resetHandlers();
    server.use(...sourcesDownHandlers());
    await user.click(screen.getByRole('button', { name: 'Rebuild' }));
    const alert = await screen.findByRole('alert', undefined, BUILT);
    expect(alert).toHaveTextContent(
      'Rebuilding the LAK papers failed. OpenAlex could not be reached. Semantic Scholar could not be reached. The charts stand on the papers read before; Rebuild tries again.',
    );
    expect(screen.getByText(CORPUS_LINE, { exact: false })).toBeInTheDocument();
    await within(await findCard('Top 10 topics of LAK 2011')).findByRole('table', { name: /Top 10 topics of LAK 2011/ }, SLOW);
  }, BUILD_TEST_MS);

  it('Topic Trends: the evolution, the distribution across years and the common topics are computed from the corpus', async () => {
    server.use(...fixtureSourceHandlers());
    renderRoute('/app/topicbar', STANDALONE);
    await screen.findByText(CORPUS_LINE, { exact: false }, BUILT);
    const data = await servedCorpus();
    const topOf = (year: '2011' | '2012' | '2020') => (data.byYear.get(year)?.topics ?? []).map((entry) => entry.name);

    // evolution: the five heaviest topics of 2020, with the number of papers carrying each, year by year
    const evolution = await findCard('Evolution of topics over time');
    const chosen = topOf('2020').slice(0, 5);
    expect(chosen).toHaveLength(5);
    const evolutionTable = await within(evolution).findByRole('table', { name: 'Yearly weight of the chosen topics' }, SLOW);
    expect(within(evolutionTable).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Year', ...chosen]);
    expect(tableRowHeaders(evolutionTable)).toEqual(['2011', '2012', '2013', '2014', '2015', '2016', '2017', '2018', '2019', '2020']);
    const rows = within(evolutionTable).getAllByRole('row').slice(1);
    const expected = data.years.map((year) => chosen.map((name) => String(year.topics.find((entry) => entry.name === name)?.weight ?? 0)));
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual(expected);
    expect(expected.flat().filter((value) => value !== '0').length).toBeGreaterThan(5);

    // across years: the top 5 topics of 2011 and 2012
    const across = await findCard('Distribution of topics across years');
    const acrossTable = await within(across).findByRole('table', { name: /top 5 topics/ }, SLOW);
    expect(tableRowHeaders(acrossTable)).toEqual(['2011', '2012']);
    const series = within(acrossTable).getAllByRole('columnheader').slice(1).map((cell) => cell.textContent ?? '');
    expect([...series].sort()).toEqual([...new Set([...topOf('2011').slice(0, 5), ...topOf('2012').slice(0, 5)])].sort());

    // common topics of 2011 and 2012: the top 10 of each year, split
    const common = await findCard('Common topics of 2011 and 2012');
    const parts = splitSets(topOf('2011').slice(0, 10), topOf('2012').slice(0, 10));
    expect(
      await within(common).findByRole(
        'img',
        { name: `Diagram of the topics of 2011 and 2012: ${parts.onlyFirst.length} topics only in 2011, ${parts.both.length} in both, ${parts.onlySecond.length} only in 2012` },
        SLOW,
      ),
    ).toBeInTheDocument();
    const listed = (name: string) => (within(common).queryByRole('list', { name }) === null ? [] : listedTerms(common, name));
    expect(listed('Only in 2011')).toEqual(parts.onlyFirst);
    expect(listed('In both')).toEqual(parts.both);
    expect(listed('Only in 2012')).toEqual(parts.onlySecond);
    expect(parts.onlyFirst.length + parts.both.length).toBeGreaterThan(0);
  }, BUILD_TEST_MS);

  it('Topic Overview: the publications of a topic come with their abstracts', async () => {
    server.use(...fixtureSourceHandlers());
    const { user } = renderRoute('/app/topicscompare', STANDALONE);
    await screen.findByText(CORPUS_LINE, { exact: false }, BUILT);
    const data = await servedCorpus();
    const cloud = await findCard('Top 10 topics of LAK 2011 as a word cloud');
    const word = data.byYear.get('2011')?.topics[0]?.name ?? '';
    await user.click(within(await within(cloud).findByRole('list', { name: /Top topics of LAK 2011/ }, SLOW)).getByRole('button', { name: word }));
    const dialog = await screen.findByRole('dialog', { name: `List of Publications related to the topic ${word}` });
    const [titles = [], abstracts = []] = lak.abstractDetails(word, '2011').abstractview;
    expect(titles.length).toBeGreaterThan(0);
    await waitFor(() => expect(dialog).toHaveTextContent(abstracts[0]?.slice(0, 60) ?? '-'));
    // the abstract is the paper's, as a source gave it
    const papers = FIXTURE_PAPERS.filter((entry) => entry.title.replace(/<[^>]*>/g, '').trim() === titles[0]);
    expect(papers.some((paper) => paper.abstract.startsWith(abstracts[0]?.slice(0, 60) ?? '-'))).toBe(true);
  }, BUILD_TEST_MS);

  it('Comparison of Researchers: the collaboration network and the comparison of two of its researchers', async () => {
    server.use(...fixtureSourceHandlers());
    renderRoute('/app/topicsauthors', STANDALONE);
    await screen.findByText(CORPUS_LINE, { exact: false }, BUILT);
    const data = await servedCorpus();
    const network = await findCard('Researcher collaboration network');
    const term = data.byYear.get('2011')?.topics[0]?.name ?? '';
    expect(await within(network).findByRole('combobox', { name: 'Topic' })).toHaveValue(term);
    const graph = lak.collaborationGraph(term, '2011') as { titles: { nodes: { id: string }[] } };
    const list = await within(network).findByRole('list', { name: 'Researchers in the network' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent).sort()).toEqual(graph.titles.nodes.map((node) => node.id).slice(0, 24).sort());
    // real researchers of the fixture (one node per researcher)
    expect(graph.titles.nodes.every((node) => FIXTURE_PAPERS.some((paper) => paper.authors.some((author) => author.name === node.id)))).toBe(true);

    const comparison = await findCard('Researcher comparison');
    // the first two researchers by name (the screen's default when the sample's preset pair is absent)
    const [first, second] = lak.authorsOfYear('all years').authors.map((option) => option.value).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await waitFor(() => expect(within(comparison).getByRole('combobox', { name: 'First researcher' })).toHaveValue(first), SLOW);
    expect(within(comparison).getByRole('combobox', { name: 'Second researcher' })).toHaveValue(second);
    const table = await within(comparison).findByRole('table', { name: /each researcher's topics, all years/ });
    expect(tableRowHeaders(table)).toEqual([first, second]);
  }, BUILD_TEST_MS);

  it('Topic Overview, Comparison of Conference(s) and Publications stand on the corpus too', async () => {
    server.use(...fixtureSourceHandlers());
    const overview = renderRoute('/app/topicscompare', STANDALONE);
    await screen.findByText(CORPUS_LINE, { exact: false }, BUILT);
    const data = await servedCorpus();
    const cloud = await findCard(/as a word cloud/);
    const cloudTable = await within(cloud).findByRole('table', undefined, SLOW);
    expect(tableRowHeaders(cloudTable)).toEqual((data.byYear.get('2011')?.topics ?? []).slice(0, 10).map((entry) => entry.name));
    overview.unmount();

    const research = renderRoute('/app/topicsresearch', STANDALONE);
    // the corpus line shows twice here: above the comparison of conferences and above the researcher card
    await screen.findAllByText(CORPUS_LINE, { exact: false }, SLOW);
    const card = await findCard('Researcher compared with the conference');
    await waitFor(() => expect(within(card).getByRole('combobox', { name: 'Researcher' })).toHaveValue(data.authors.map((author) => author.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))[0]), SLOW);
    await within(card).findByRole('list', { name: 'Only in LAK, all years' }, SLOW);
    research.unmount();

    renderRoute('/app/topicsrecommend', STANDALONE);
    expect(await screen.findByText(CORPUS_LINE, { exact: false }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Publications' })).toBeInTheDocument();
    // the publications of the user's interests are the corpus's papers, each linked to its DOI
    const interests = await getLongTermInterests(session.getOwnId() as number);
    const term = [...interests]
      .sort((a, b) => b.weight - a.weight)
      .slice(0, 5)
      .map((interest) => interest.keyword)
      .find((keyword) => (lak.abstractDetails(keyword, '2020').abstractview[0] ?? []).length > 0);
    if (!term) throw new Error('no interest of the demo account matches the fixture corpus');
    const [titles = [], , , dois = []] = lak.abstractDetails(term, '2020').abstractview;
    const section = await screen.findByRole('region', { name: `Publications about ${term}` }, SLOW);
    const links = await within(section).findAllByRole('link', undefined, SLOW);
    expect(links.map((link) => link.textContent)).toEqual(titles.slice(0, 5).map((title) => `${title} (open the paper at its DOI in a new tab)`));
    const paper = data.byYear.get('2020')?.papers.find((entry) => entry.title === titles[0]);
    expect(links[0]).toHaveAttribute('href', `https://doi.org/${paper?.id ?? '-'}`);
    expect(dois[0]).toBe(`https://doi.org/${paper?.id ?? '-'}`);
    expect(screen.queryByText('sample data, not LAK')).not.toBeInTheDocument();
  }, BUILD_TEST_MS);

  it('Publications on the offline sample says so', async () => {
    conferences.reset('sample');
    renderRoute('/app/topicsrecommend', STANDALONE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Publications' }, SLOW)).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 2, name: 'LAK publications related to your top interests' }, SLOW)).closest('section');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('sample data, not LAK')).toBeInTheDocument();
    // the sample's papers have no DOI: they are searched on Semantic Scholar
    const links = await within(card).findAllByRole('link', { name: /\(search in Semantic Scholar, opens in a new tab\)$/ }, SLOW);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.semanticscholar\.org\/search\?/));
  });

  it('the offline sample chosen before: Topic Trends draws its charts without waiting for the state of the LAK papers', async () => {
    // the page remembered the choice and the backend started with it (backend/browser.ts)
    rememberLakCorpus('sample');
    conferences.reset('sample');
    let answerStatus = () => {};
    const statusHeld = new Promise<void>((resolve) => (answerStatus = resolve));
    server.use(http.get(`${env.apiUrl}/api/standalone/lak/corpus/`, async () => {
      await statusHeld;
      return undefined;
    }));
    renderRoute('/app/topicbar', STANDALONE);
    const top = await findCard('Top 10 topics of LAK 2011');
    await within(top).findByRole('table', { name: /Top 10 topics of LAK 2011/ }, SLOW);
    expect(within(top).getByText('sample data, not LAK')).toBeInTheDocument();
    answerStatus();
    await waitFor(() => expect(screen.getByText(/Showing the offline sample: generated papers,/)).toBeInTheDocument());
    expect(within(top).getByRole('table', { name: /Top 10 topics of LAK 2011/ })).toBeInTheDocument();
  });

  it('against a RIMA server nothing changes: no corpus line, no build', async () => {
    // a server answers from its own corpus (here the sample stands in for it)
    conferences.reset('sample');
    renderRoute('/app/topicbar', { user: 'demo@example.org' });
    const top = await findCard('Top 10 topics of LAK 2011');
    await within(top).findByRole('table', { name: /Top 10 topics of LAK 2011/ }, SLOW);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/with abstracts; source/)).not.toBeInTheDocument();
  });
});
