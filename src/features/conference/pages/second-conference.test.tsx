/**
 * A second conference on the conference screens of the standalone build: the L@S fixture conference
 * (168 papers, 2014 to 2020) whose DOIs MSW answers for api.openalex.org and api.semanticscholar.org,
 * beside LAK on its offline sample.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { conferences, server } from '@/backend/node';
import { lakBuildSettled, lakDataForRequests, startLakBuild } from '@/backend/lak/corpus/state';
import { FIXTURE_CONFERENCE, LAS_FIXTURE_CONFERENCE, LAS_FIXTURE_PAPERS, LAS_YEARS, fixtureSourceHandlers, requestedDoi, sourceCalls, sourcesDownHandlers } from '@/backend/lak/corpus/test-fixtures';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { renderRoute } from '@/test/render-route';
import { findCard, SLOW, tableRowHeaders } from '../test/helpers';

const STANDALONE = { user: 'demo@example.org', demoMode: true };
const BUILT = { timeout: 90_000 };
const BUILD_TEST_MS = 180_000;

fastSourcesOverMemoryCache({ retries: 1 });
beforeEach(() => conferences.reset('sample', { conference: FIXTURE_CONFERENCE, conferences: [LAS_FIXTURE_CONFERENCE], iterations: 30 }));

describe('Conference Insights for L@S beside LAK', () => {
  it('reads nothing of L@S until it is chosen; chosen, it builds with its progress and draws its own years', async () => {
    const calls = sourceCalls();
    server.use(...fixtureSourceHandlers(calls, { delayMs: 2 }));
    const { user } = renderRoute('/app/topicbar', STANDALONE);
    await findCard('Top 10 topics of LAK 2011');
    expect(calls.openAlex.size).toBe(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Conference' }), 'las');
    expect(await screen.findByRole('progressbar', { name: /^Reading the L@S papers: \d+ of 168$/ }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/papers, \d+ with abstracts; source: OpenAlex and Semantic Scholar\. 7 of the 168 DOIs are known to neither source\./, undefined, BUILT)).toBeInTheDocument();
    // the offline sample's label belongs to LAK: L@S's charts stand on its papers
    expect(screen.queryByText('sample data, not LAK')).not.toBeInTheDocument();

    const top = await findCard('Top 10 topics of L@S 2014');
    const years = within(within(top).getByRole('combobox', { name: 'Year' })).getAllByRole('option').map((option) => option.textContent);
    expect(years).toEqual([...LAS_YEARS]);
    const data = await lakDataForRequests(conferences, 'las');
    const expected = (data?.byYear.get('2014')?.topics ?? []).slice(0, 10).map((entry) => entry.name);
    expect(expected.length).toBeGreaterThan(0);
    const table = await within(top).findByRole('table', { name: /Top 10 topics of L@S 2014/ }, SLOW);
    expect(tableRowHeaders(table)).toEqual(expected);
    expect(screen.getByRole('combobox', { name: 'Conference' })).toHaveValue('las');
  }, BUILD_TEST_MS);

  it('offline (no source answers), L@S says it needs the network and offers Retry and Rebuild, no sample', async () => {
    server.use(...sourcesDownHandlers());
    renderRoute('/app/topicbar?conference=las', STANDALONE);
    const alert = await screen.findByRole('alert', undefined, BUILT);
    expect(alert).toHaveTextContent('The L@S papers could not be read. OpenAlex could not be reached. Semantic Scholar could not be reached.');
    expect(alert).toHaveTextContent('L@S has no offline sample: it needs the network (OpenAlex or Semantic Scholar) to be read once');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Rebuild' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Show the offline sample' })).not.toBeInTheDocument();
  }, BUILD_TEST_MS);
});

/** Both sources answer the first `answered` DOIs of the L@S fixture, and fail every later one (the network went down). */
function lasReadableUpTo(answered: number, calls = sourceCalls()) {
  const late = new Set(LAS_FIXTURE_PAPERS.slice(answered).map((paper) => paper.doi));
  return [
    http.get('https://api.openalex.org/*', ({ request }) => (late.has(requestedDoi(request)) ? HttpResponse.error() : undefined)),
    http.get('https://api.semanticscholar.org/*', ({ request }) => (late.has(requestedDoi(request)) ? HttpResponse.error() : undefined)),
    ...fixtureSourceHandlers(calls),
  ];
}

describe('Compare Conference (standalone build)', () => {
  it('compares LAK and L@S: shared and particular topics, a topic\'s trend, researchers in both; a partial L@S is named, Continue completes it', async () => {
    conferences.reset('live', { conference: FIXTURE_CONFERENCE, conferences: [LAS_FIXTURE_CONFERENCE], iterations: 30 });
    server.use(...fixtureSourceHandlers());
    await startLakBuild(conferences, { id: 'lak' });
    await lakBuildSettled(conferences);
    server.resetHandlers();
    const calls = sourceCalls();
    server.use(...lasReadableUpTo(48, calls));
    const { user } = renderRoute('/app/topicsresearch', STANDALONE);
    // LAK alone is ticked at first: nothing of L@S is read before it is ticked
    expect(await screen.findByText('Choose at least two conferences.', undefined, BUILT)).toBeInTheDocument();
    expect(calls.openAlex.size).toBe(0);

    // ticking L@S reads it; the network fails after two years of papers: a partial corpus
    await user.click(screen.getByRole('checkbox', { name: 'L@S (2014-2020)' }));
    const partial = await screen.findByText(/^This comparison stands on part of L@S: \d+ of its 168 papers read, \d+ not read yet\.$/, undefined, BUILT);
    expect(partial.textContent).toMatch(/: 4[0-9] of its 168/);
    await user.click(within(screen.getByRole('region', { name: 'Comparison of conferences' })).getByRole('button', { name: 'Keyword' }));
    const shared = await findCard(/^Keywords shared by LAK and L@S, 2014-2020$/);
    expect(within(shared).getByRole('table', { name: /Keywords shared by LAK and L@S/ })).toBeInTheDocument();
    expect(await findCard(/^Keywords particular to L@S, 2014-2020$/)).toBeInTheDocument();

    server.resetHandlers();
    server.use(...fixtureSourceHandlers());
    await user.click(screen.getByRole('button', { name: 'Continue reading L@S' }));
    // Continue reads 120 papers and models the topics again (in this process, beside "Your interests"): slow on a busy machine
    await waitFor(() => expect(screen.queryByText(/This comparison stands on part of L@S/)).not.toBeInTheDocument(), { timeout: 300_000 });

    const trend = await findCard(/^Trend of “.+” in each conference, 2014-2020$/);
    const table = within(trend).getByRole('table', { name: /^Trend of/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Year', 'LAK', 'L@S']);
    expect(tableRowHeaders(table)).toEqual([...LAS_YEARS]);
    // LAK's years hold 7 papers: each share says how few papers it comes from
    expect(within(table).getAllByRole('cell')[0]?.textContent).toMatch(/^\d+(\.\d)? % \(of 7 papers\)$/);

    const researchers = await findCard(/^Researchers who published in more than one of them/);
    expect(within(researchers).getByText(/Names are matched by author id/)).toBeInTheDocument();
    const link = within(researchers).getByRole('link', { name: 'Ryan Baker: compare at L@S' });
    expect(link).toHaveAttribute('href', '/app/topicsauthors?conference=las&researcher=Ryan%20Baker');
  }, 540_000);

  it('a RIMA server names the comparison as not offered', async () => {
    renderRoute('/app/topicsresearch', { user: 'demo@example.org' });
    expect(await screen.findByText(/^Comparing conferences \(LAK, L@S\) is not offered by this server: it offers LAK only\./, undefined, SLOW)).toBeInTheDocument();
  });
});
