/**
 * A second conference on the conference screens of the standalone build: the L@S fixture conference
 * (168 papers, 2014 to 2020) whose DOIs MSW answers for api.openalex.org and api.semanticscholar.org,
 * beside LAK on its offline sample.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/backend/node';
import * as lak from '@/backend/lak/backend';
import { lakDataForRequests, resetLakCorpus } from '@/backend/lak/corpus/state';
import { FIXTURE_CONFERENCE, LAS_FIXTURE_CONFERENCE, LAS_YEARS, fixtureSourceHandlers, sourceCalls, sourcesDownHandlers } from '@/backend/lak/corpus/test-fixtures';
import { fastSourcesOverMemoryCache } from '@/backend/test-utils/fast-sources';
import { renderRoute } from '@/test/render-route';
import { findCard, SLOW, tableRowHeaders } from '../test/helpers';

const STANDALONE = { user: 'demo@example.org', demoMode: true };
const BUILT = { timeout: 90_000 };
const BUILD_TEST_MS = 180_000;

fastSourcesOverMemoryCache({ retries: 1 });
beforeEach(() => resetLakCorpus('sample', { conference: FIXTURE_CONFERENCE, conferences: [LAS_FIXTURE_CONFERENCE], iterations: 30 }));
afterEach(() => lak.serveLakData(null));

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
    const data = await lakDataForRequests('las');
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
