import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { searchUsers } from '@/api/user/accounts';
import { conferenceHandlers } from '@/backend/handlers/conference';
import { env } from '@/config/env';
import { LakViews } from '@/backend/lak/backend';
import { server, testBackend } from '@/backend/node';
import { session } from '@/lib/session';
import { renderRoute } from '@/test/render-route';
import { recordRequests } from '@/test/requests';

/** The conference views over the generated sample, as the built-in backend answers them. */
const lak = new LakViews();

/**
 * The conference API on a host of its own, as an operator may configure it (VITE_CONFERENCE_API_URL
 * or config.json's conferenceApiUrl): the app's configuration is replaced for this file, and the built-in
 * backend's conference routes answer on that second host.
 */
const CONFERENCE_HOST = 'http://conference.test';
vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/config/env')>();
  return { ...original, env: { ...original.env, conferenceApiUrl: 'http://conference.test/api/interests/' } };
});

describe('the conference API on another origin than the user API', () => {
  it('shows the conference data and never sends the token to the conference host, while the user API gets it', async () => {
    server.use(...conferenceHandlers(testBackend, `${CONFERENCE_HOST}/api/interests/`));
    const seen = recordRequests();
    renderRoute('/app/topicbar', { user: 'demo@example.org' });

    const heading = await screen.findByRole('heading', { level: 2, name: 'Top 10 topics of LAK 2011' }, { timeout: 8000 });
    const card = heading.closest('section');
    if (!card) throw new Error('no card around the top topics');
    const table = await within(card).findByRole('table', { name: /Top 10 topics of LAK 2011/ }, { timeout: 8000 });
    const topNames = (lak.topTen('topics', '2011').keywords[0] ?? []) as string[];
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(topNames);

    const conference = seen.filter((request) => request.origin === CONFERENCE_HOST);
    expect(conference.map((request) => request.path)).toContain('/api/interests/toptopics/2011');
    expect(conference.filter((request) => request.authorization !== null)).toEqual([]);
    // a token was stored all along, and the user API gets it in the same configuration: there was one to leak
    const token = session.getToken();
    expect(token).not.toBeNull();
    await searchUsers('de');
    const userApi = seen.filter((request) => request.origin === new URL(env.apiUrl).origin);
    expect(userApi.length).toBeGreaterThan(0);
    expect(userApi.map((request) => request.authorization)).toEqual(userApi.map(() => `Token ${token}`));
    // and nothing went to the default conference address on the user API's origin
    expect(seen.filter((request) => request.origin === new URL(env.apiUrl).origin && request.path.startsWith('/api/interests/to'))).toEqual([]);
  });
});
