/**
 * Compare Conference asks for the comparison before "Your interests": the built-in backend computes both
 * on its worker's one thread, and the placement of the interests, asked first, kept the comparison
 * waiting up to seconds after both corpora were known to be stored; and it loads the drawings while it
 * asks, not after the answer, the interests (whose word vectors are megabytes) waiting for them too.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { LakCorpusStatus } from '@/api/conference';
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
  corpus: { papers: 10, withAbstracts: 10, total: 10, unknown: 0, missing: 0, complete: true, sources: ['OpenAlex'], builtAt: '2026-11-29T10:00:00.000Z' },
});

const corpus = (id: string, name: string) => ({ id, name, sample: false, built: true, papers: 10, total: 10, missing: 0, complete: true });

describe('Compare Conference with both corpora stored', () => {
  it('asks for the comparison as soon as L@S is known to be stored, and places the interests only once it is answered and the drawings are loaded', async () => {
    const { token, user } = db.sessionFor('demo@example.org');
    session.start({ token, firstName: user.first_name, lastName: user.last_name, id: user.id });
    const asked: string[] = [];
    const comparison = deferred();
    server.use(
      http.get(`${API}/corpus/`, () => HttpResponse.json(stored('lak', 'LAK'))),
      http.get(`${API}/corpus/las/`, () => HttpResponse.json(stored('las', 'L@S'))),
      http.get(`${API}/compare/`, async () => {
        asked.push('comparison');
        await comparison.promise;
        return HttpResponse.json({ corpora: [corpus('lak', 'LAK'), corpus('las', 'L@S')], comparison: null });
      }),
      http.get(`${API}/interests/`, () => {
        asked.push('interests');
        return HttpResponse.json({ detail: 'not placed in this test' }, { status: 500 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ConferenceComparisonWidget />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    drawingsLoad.started = 0;
    await userEvent.click(await screen.findByRole('checkbox', { name: 'L@S (2014-2020)' }));
    // two conferences chosen: the drawings start loading beside the requests
    expect(drawingsLoad.started).toBe(1);
    // L@S's status answered: the comparison is asked at once, alone (nothing ahead of it in the backend)
    await vi.waitFor(() => expect(asked).toEqual(['comparison']));

    comparison.resolve();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    // the drawings still loading: the interests wait for them
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['comparison']);
    drawingsLoad.release();
    await vi.waitFor(() => expect(asked).toEqual(['comparison', 'interests']));
    expect(await screen.findByText('Your interests could not be placed.')).toBeInTheDocument();
  });
});
