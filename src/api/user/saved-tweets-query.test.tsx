import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { db, server } from '@/backend/node';
import { renderRoute } from '@/test/render-route';
import { recordRequests } from '@/test/requests';

const SLOW = { timeout: 8000 };
const TWEETS_URL = `${env.apiUrl}/api/interests/tweets`;

describe('the stored tweets: one query for Tweets & People and the interest details', () => {
  it('reads GET /api/interests/tweets once when going from Tweets & People to an interest of the cloud and back', async () => {
    const demo = db.sessionFor('demo@example.org').user;
    const tweet = db.state().tweets.find((row) => row.user === demo.id && row.id_str);
    expect(tweet).toBeDefined();
    // one interest, from that tweet: the scanner's tag and the cloud's only word (the own cloud reads the whole profile)
    const interest = { id: 1, keyword: 'from tweets', original_keyword: '', original_keywords: [], categories: [], weight: 3, source: 'Twitter', tweet_ids: [tweet?.id_str ?? ''], papers: [], tweets: [], user: demo.id };
    server.use(
      http.get(`${env.apiUrl}/api/interests/long-term/user/:id/`, () => HttpResponse.json([interest])),
      http.get(`${env.apiUrl}/api/interests/long-term/`, () => HttpResponse.json([interest])),
    );
    const seen = recordRequests();
    // the GET requests for the caller's stored tweets
    const tweetReads = () => seen.filter((request) => request.method === 'GET' && request.url.replace(/\/$/, '') === TWEETS_URL).length;
    const { router, user } = renderRoute(`/recommendation/twitter-scanner/${demo.id}`, { user: 'demo@example.org' });
    await screen.findByRole('heading', { level: 1, name: 'Tweets & People' }, SLOW);
    await waitFor(() => expect(tweetReads()).toBe(1), SLOW);

    await act(() => router.navigate(`/app/cloud-chart/${demo.id}`));
    const cloud = await screen.findByRole('list', { name: 'Interests by weight' }, SLOW);
    await user.click(within(cloud).getByRole('button', { name: 'from tweets' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Why this interest?' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Why this interest: from tweets' }, SLOW);
    const related = await within(dialog).findByRole('list', { name: 'Related tweets' }, SLOW);
    expect(within(related).getByText((tweet?.full_text ?? '').trim().slice(0, 40), { exact: false })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await act(() => router.navigate(`/recommendation/twitter-scanner/${demo.id}`));
    await screen.findByRole('heading', { level: 1, name: 'Tweets & People' }, SLOW);
    await screen.findByRole('list', { name: 'Tags' }, SLOW);
    expect(tweetReads()).toBe(1);
  });
});
