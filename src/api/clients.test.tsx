import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { LakViews } from '@/backend/lak/backend';
import { renderRoute } from '@/test/render-route';
import { recordRequests } from '@/test/requests';
import { conferenceApi, userApi } from './clients';
import { originOf } from './http';

/** The conference views over the generated sample, as the built-in backend answers them. */
const lak = new LakViews();

describe('the API clients', () => {
  it('are one axios instance per host, both sending the token only to the user API origin', () => {
    expect(userApi.axios.defaults.baseURL).toBe(env.apiUrl);
    expect(conferenceApi.axios.defaults.baseURL).toBe(env.conferenceApiUrl);
    expect(userApi.axios).not.toBe(conferenceApi.axios);
    expect(userApi.tokenOrigin).toBe(originOf(env.apiUrl));
    expect(conferenceApi.tokenOrigin).toBe(originOf(env.apiUrl));
  });

  it('send the token to a conference API on the user API origin (the default configuration)', async () => {
    const seen = recordRequests();
    renderRoute('/app/topicbar', { user: 'demo@example.org' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Top 10 topics of LAK 2011' }, { timeout: 8000 });
    const card = heading.closest('section');
    if (!card) throw new Error('no card around the top topics');
    const table = await within(card).findByRole('table', { name: /Top 10 topics of LAK 2011/ }, { timeout: 8000 });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(lak.topTen('topics', '2011').keywords[0]);

    const conference = seen.filter((request) => request.url.startsWith(env.conferenceApiUrl));
    expect(conference.map((request) => request.url)).toContain(`${env.conferenceApiUrl}toptopics/2011`);
    expect(conference.every((request) => request.authorization === `Token ${localStorage.getItem('accessToken')}`)).toBe(true);
  });
});
