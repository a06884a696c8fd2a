/**
 * The screens drawn from a conference corpus (Compare Conference, Your interests) subscribe to its
 * version, not to its status: a build's progress ticks (one status per poll) must not draw their
 * charts again, a new build must.
 */
import { QueryClient, QueryClientProvider, useQueries } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LakCorpusStatus } from '@/api/conference';
import { pollEvery } from '@/config/polling';
import { corpusVersionQuery, lakCorpusKeys } from './queries';

const summary = { papers: 40, withAbstracts: 38, total: 168, unknown: 0, missing: 128, complete: false, sources: ['OpenAlex'], builtAt: '2026-11-29T10:00:00.000Z' };
const building = (done: number): LakCorpusStatus => ({
  id: 'las',
  conference: 'L@S',
  choice: 'live',
  state: 'building',
  phase: 'reading',
  done,
  total: 168,
  startedAt: 1,
  wait: null,
  message: null,
  corpus: summary,
});

/** Lets the query cache's batched notifications reach the subscribers. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

function Drawn({ onDraw }: { onDraw: () => void }) {
  const [version] = useQueries({ queries: [corpusVersionQuery('las')] });
  onDraw();
  return <p>{`${String(version?.data?.comparable)} ${version?.data?.version ?? ''}`}</p>;
}

describe('corpusVersionQuery', () => {
  // the statuses come from the test, not from the built-in backend's poll
  const poll = pollEvery.lakCorpusMs;
  beforeEach(() => void (pollEvery.lakCorpusMs = 3_600_000));
  afterEach(() => void (pollEvery.lakCorpusMs = poll));

  it('draws a subscriber once per build of the corpus, not once per progress tick', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(lakCorpusKeys.status('las'), building(1));
    let draws = 0;
    render(
      <QueryClientProvider client={client}>
        <Drawn onDraw={() => (draws += 1)} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('true live|2026-11-29T10:00:00.000Z')).toBeInTheDocument();
    await act(settle);
    const before = draws;

    for (let done = 2; done <= 20; done += 1) {
      client.setQueryData(lakCorpusKeys.status('las'), building(done));
      await act(settle);
    }
    expect(client.getQueryData<LakCorpusStatus>(lakCorpusKeys.status('las'))?.done).toBe(20);
    expect(draws).toBe(before);

    client.setQueryData(lakCorpusKeys.status('las'), { ...building(168), state: 'ready', corpus: { ...summary, builtAt: '2026-11-29T10:05:00.000Z' } });
    expect(await screen.findByText('true live|2026-11-29T10:05:00.000Z')).toBeInTheDocument();
    expect(draws).toBe(before + 1);
  });
});
