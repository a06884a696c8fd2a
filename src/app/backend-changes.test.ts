import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conferenceComparisonQuery } from '@/features/conference/api/queries';
import { backendChanges } from '@/lib/backend-changes';
import { followBackendChanges, showsChange } from './backend-changes';

describe('what a change of another tab refreshes', () => {
  it('interests, papers and posts refresh every view of the account; the conference corpora never', () => {
    expect(showsChange(['interests', 'own'], ['longTerm', 'meta'])).toBe(true);
    expect(showsChange(['papers', 'list'], ['papers'])).toBe(true);
    expect(showsChange(['publication-recommendations', 'x'], ['longTerm'])).toBe(true);
    expect(showsChange(['conference', 'lak', 'pie'], ['longTerm'])).toBe(false);
    expect(showsChange(['lak-corpus', 'status', 'lak'], ['papers'])).toBe(false);
    expect(showsChange(conferenceComparisonQuery(['lak', 'las'], '2014', '2020', 'topic').queryKey, ['longTerm'])).toBe(false);
  });

  it("an import's progress refreshes what shows it, not every view; the sign-in counters alone refresh nothing", () => {
    expect(showsChange(['standalone', 'import'], ['liveImports'])).toBe(true);
    expect(showsChange(['accounts', 'data-import-status'], ['liveImports', 'jobs'])).toBe(true);
    expect(showsChange(['profile'], ['liveImports'])).toBe(true);
    expect(showsChange(['interests', 'own'], ['liveImports'])).toBe(false);
    expect(showsChange(['interests', 'own'], ['liveImports', 'papers'])).toBe(true);
    expect(showsChange(['profile'], ['meta'])).toBe(false);
  });
});

describe('followBackendChanges', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes the affected queries within a second, once for changes that come together', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const interests = vi.fn(async () => ['a']);
    const conference = vi.fn(async () => ['lak']);
    await client.fetchQuery({ queryKey: ['interests', 'own'], queryFn: interests });
    await client.fetchQuery({ queryKey: ['conference', 'lak'], queryFn: conference });
    expect(client.getQueryState(['interests', 'own'])?.isInvalidated).toBe(false);
    const stop = followBackendChanges(client);
    backendChanges.report(['longTerm', 'meta']);
    backendChanges.report(['longTerm']);
    await vi.advanceTimersByTimeAsync(150);
    expect(client.getQueryState(['interests', 'own'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['conference', 'lak'])?.isInvalidated).toBe(false);
    stop();
    // unsubscribed: a later change refreshes nothing here
    await client.fetchQuery({ queryKey: ['interests', 'own'], queryFn: interests, staleTime: 0 });
    backendChanges.report(['longTerm']);
    await vi.advanceTimersByTimeAsync(1500);
    expect(client.getQueryState(['interests', 'own'])?.isInvalidated).toBe(false);
  });

  it('an import writing often refreshes at most once a second', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const stop = followBackendChanges(client);
    for (let tick = 0; tick < 20; tick += 1) {
      backendChanges.report(['liveImports']);
      await vi.advanceTimersByTimeAsync(100);
    }
    // 2 s of changes every 100 ms: the first after 100 ms, then one a second
    expect(invalidate.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(invalidate.mock.calls.length).toBeLessThanOrEqual(3);
    stop();
  });
});
