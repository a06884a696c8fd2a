/**
 * Compare Conference asks for the comparison beside the ticked corpus's status (not after
 * it), and before "Your interests": the built-in backend computes both on its worker's one thread, and
 * the placement of the interests, asked first, kept the comparison waiting up to seconds after both
 * corpora were known to be stored. It loads the drawings while it asks, not after the answer, and the
 * interests (whose word vectors are megabytes) wait until every card of the comparison is there. An
 * answer standing on an older build of a corpus than its status names is asked again.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConferenceComparison, LakCorpusStatus } from '@/api/conference';
import { db, server } from '@/backend/node';
import { env } from '@/config/env';
import { session } from '@/lib/session';
import { deferred } from '@/test/deferred';
import { ConferenceComparisonWidget } from './conference-comparison';

const API = `${env.apiUrl}/api/standalone/lak`;

/** The drawings' loading, held by a test until it lets it end (each test gets a fresh one). */
const drawingsLoad = vi.hoisted(() => ({ started: 0, release: (): void => undefined }));
vi.mock('@/components/charts/chart-drawing', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/charts/chart-drawing')>()),
  preloadDrawings: () => {
    drawingsLoad.started += 1;
    return new Promise<void>((resolve) => (drawingsLoad.release = resolve));
  },
}));

const BUILT_AT = '2026-11-29T10:00:00.000Z';

/** A corpus stored by an earlier visit: ready, nothing being read. */
const stored = (id: string, conference: string): LakCorpusStatus => ({
  id,
  conference,
  choice: 'live',
  state: 'ready',
  phase: null,
  done: 0,
  total: 0,
  startedAt: null,
  wait: null,
  message: null,
  corpus: { papers: 10, withAbstracts: 10, total: 10, unknown: 0, missing: 0, complete: true, sources: ['OpenAlex'], builtAt: BUILT_AT },
});

/** What the comparison's answer says of a corpus, built at `builtAt`. */
const corpus = (id: string, name: string, builtAt = BUILT_AT) => ({ id, name, sample: false, built: true, papers: 10, total: 10, missing: 0, complete: true, version: `live|${builtAt}` });

const year = (papers: number) => [{ year: '2014', held: true, papers }];

/** A comparison with one shared topic, one of each conference's own and one researcher in both. */
const comparison: ConferenceComparison = {
  from: '2014',
  to: '2014',
  mode: 'topic',
  conferences: [
    { id: 'lak', name: 'LAK', papers: 10, years: year(10) },
    { id: 'las', name: 'L@S', papers: 10, years: year(10) },
  ],
  shared: [{ term: 'learning analytics', shares: { lak: 0.5, las: 0.3 }, papers: { lak: 5, las: 3 } }],
  particular: { lak: [{ term: 'dashboards', shares: { lak: 0.2 }, papers: { lak: 2 } }], las: [{ term: 'moocs', shares: { las: 0.4 }, papers: { las: 4 } }] },
  trends: { 'learning analytics': { lak: [5], las: [3] } },
  years: ['2014'],
  researchers: [{ id: 'A1', names: { lak: 'Ada Lovelace', las: 'Ada Lovelace' }, papers: { lak: 1, las: 2 } }],
};

function renderWidget(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ConferenceComparisonWidget />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const tickLas = async () => userEvent.click(await screen.findByRole('checkbox', { name: 'L@S (2014-2020)' }));

describe('Compare Conference with both corpora stored', () => {
  beforeEach(() => {
    const { token, user } = db.sessionFor('demo@example.org');
    session.start({ token, firstName: user.first_name, lastName: user.last_name, id: user.id });
  });

  it('asks for the comparison beside L@S\'s status, not after it, and places the interests only once it is answered and the drawings are loaded', async () => {
    const asked: string[] = [];
    const lasStatus = deferred();
    const answer = deferred();
    server.use(
      http.get(`${API}/corpus/`, () => HttpResponse.json(stored('lak', 'LAK'))),
      http.get(`${API}/corpus/las/`, async () => {
        asked.push('L@S status');
        await lasStatus.promise;
        return HttpResponse.json(stored('las', 'L@S'));
      }),
      http.get(`${API}/compare/`, async () => {
        asked.push('comparison');
        await answer.promise;
        return HttpResponse.json({ corpora: [corpus('lak', 'LAK'), corpus('las', 'L@S')], comparison: null });
      }),
      http.get(`${API}/interests/`, () => {
        asked.push('interests');
        return HttpResponse.json({ detail: 'not placed in this test' }, { status: 500 });
      }),
    );
    renderWidget();
    drawingsLoad.started = 0;
    await tickLas();
    // two conferences chosen: the drawings start loading beside the requests
    expect(drawingsLoad.started).toBe(1);
    // L@S's status not answered yet: the comparison is asked all the same, once
    await vi.waitFor(() => expect([...asked].sort()).toEqual(['L@S status', 'comparison']));

    lasStatus.resolve();
    answer.resolve();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    // the drawings still loading: the interests wait for them
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.filter((name) => name !== 'L@S status')).toEqual(['comparison']);
    drawingsLoad.release();
    await vi.waitFor(() => expect(asked.filter((name) => name !== 'L@S status')).toEqual(['comparison', 'interests']));
    expect(await screen.findByText('Your interests could not be placed.')).toBeInTheDocument();
  });

  it('asks for the interests only once every card of the comparison is there', async () => {
    const cardsWhenAsked: boolean[] = [];
    server.use(
      http.get(`${API}/corpus/`, () => HttpResponse.json(stored('lak', 'LAK'))),
      http.get(`${API}/corpus/las/`, () => HttpResponse.json(stored('las', 'L@S'))),
      http.get(`${API}/compare/`, () => HttpResponse.json({ corpora: [corpus('lak', 'LAK'), corpus('las', 'L@S')], comparison })),
      http.get(`${API}/interests/`, () => {
        cardsWhenAsked.push(screen.queryByRole('list', { name: 'Researchers in more than one conference' }) !== null);
        return HttpResponse.json({ detail: 'not placed in this test' }, { status: 500 });
      }),
    );
    renderWidget();
    await tickLas();
    drawingsLoad.release();
    expect(await screen.findByRole('link', { name: 'Ada Lovelace: compare at L@S' })).toBeInTheDocument();
    expect(await screen.findByText('Your interests could not be placed.')).toBeInTheDocument();
    expect(cardsWhenAsked).toEqual([true]);
  });

  it('asks again for a comparison that stands on an older build of L@S than its status names, and shows only the new one', async () => {
    const answers = [
      { corpora: [corpus('lak', 'LAK'), corpus('las', 'L@S', '2026-11-28T09:00:00.000Z')], comparison: null },
      { corpora: [corpus('lak', 'LAK'), corpus('las', 'L@S')], comparison },
    ];
    let asked = 0;
    server.use(
      http.get(`${API}/corpus/`, () => HttpResponse.json(stored('lak', 'LAK'))),
      http.get(`${API}/corpus/las/`, () => HttpResponse.json(stored('las', 'L@S'))),
      http.get(`${API}/compare/`, () => HttpResponse.json(answers[Math.min(asked++, 1)])),
      http.get(`${API}/interests/`, () => HttpResponse.json({ detail: 'not placed in this test' }, { status: 500 })),
    );
    renderWidget();
    await tickLas();
    drawingsLoad.release();
    expect(await screen.findByRole('link', { name: 'Ada Lovelace: compare at L@S' })).toBeInTheDocument();
    expect(screen.queryByText('No Data Found')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(2);
  });

  it("asks L@S's status again, not the comparison over and over, when a comparison asked again stands on a newer build than the status held", async () => {
    let lasBuiltAt = BUILT_AT;
    let statusAsked = 0;
    let comparisonAsked = 0;
    server.use(
      http.get(`${API}/corpus/`, () => HttpResponse.json(stored('lak', 'LAK'))),
      http.get(`${API}/corpus/las/`, () => {
        statusAsked += 1;
        const status = stored('las', 'L@S');
        return HttpResponse.json({ ...status, corpus: status.corpus && { ...status.corpus, builtAt: lasBuiltAt } });
      }),
      http.get(`${API}/compare/`, () => {
        comparisonAsked += 1;
        return HttpResponse.json({ corpora: [corpus('lak', 'LAK'), corpus('las', 'L@S', lasBuiltAt)], comparison });
      }),
      http.get(`${API}/interests/`, () => HttpResponse.json({ detail: 'not placed in this test' }, { status: 500 })),
    );
    const client = renderWidget();
    await tickLas();
    drawingsLoad.release();
    expect(await screen.findByRole('link', { name: 'Ada Lovelace: compare at L@S' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [statusBefore, comparisonBefore] = [statusAsked, comparisonAsked];

    // L@S rebuilt in another tab, and the comparison asked again here (as another span asks it) while the status held is the old one
    lasBuiltAt = '2026-11-30T08:00:00.000Z';
    await client.invalidateQueries({ queryKey: ['conference', 'compare'] });
    // the status read again once, and the comparison drawn again from the new answer (a spinner meanwhile)
    await vi.waitFor(() => expect(statusAsked - statusBefore).toBe(1), { timeout: 3000 });
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Ada Lovelace: compare at L@S' })).toBeInTheDocument(), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(statusAsked - statusBefore).toBe(1);
    expect(comparisonAsked - comparisonBefore).toBeLessThanOrEqual(2);
  });
});
