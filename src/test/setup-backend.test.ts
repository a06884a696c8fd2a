import { describe, expect, it } from 'vitest';
import { unansweredRequests } from '@/backend/node';

describe('the test server', () => {
  it('refuses a request to an outside host no handler answers, without it leaving the machine, and records it to fail the test', async () => {
    const failure = await fetch('https://unanswered-host.example/resource').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TypeError);
    // refused by the test server, not by a DNS look-up of the host (the request never went out)
    expect(String((failure as { cause?: unknown }).cause)).not.toMatch(/ENOTFOUND|getaddrinfo|ECONNREFUSED/);
    // recorded: the setup's afterEach would fail this test; taken back here, as the subject of the test
    expect(unansweredRequests.splice(0)).toEqual(['GET https://unanswered-host.example/resource']);
  });
});
