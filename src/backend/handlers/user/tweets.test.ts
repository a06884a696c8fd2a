import { describe, expect, it } from 'vitest';
import { getRecommendedTweets, getSavedTweets, saveTweet, deleteSavedTweet } from '@/api/user/tweets';
import { getProfile } from '@/api/user/accounts';
import { failure, loginAs, raw } from '../../test-utils/api';

describe('POST recommended-tweets', () => {
  it('answers tweets matching the tags, scored above 40, sorted, de-duplicated, with color and tagId', async () => {
    const result = await getRecommendedTweets([
      { id: 'a1', text: 'learning analytics', n_tweets: 10, color: 'rgb(1,2,3)' },
      { id: 7, text: 'recommender systems', n_tweets: '5', color: '#abcdef' },
    ]);
    expect(result.message).toBe('Hello, world!');
    expect(result.data.length).toBeGreaterThan(3);
    const scores = result.data.map((t) => t.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    scores.forEach((s) => {
      expect(s).toBeGreaterThan(40);
      expect(s).toBeLessThanOrEqual(100);
    });
    expect(new Set(result.data.map((t) => t.id_str)).size).toBe(result.data.length);
    expect(result.data.filter((t) => t.tagId === 'a1').length).toBeLessThanOrEqual(10);
    expect(result.data.filter((t) => t.tagId === 7).length).toBeLessThanOrEqual(5);
    result.data.forEach((t) => {
      expect(t.color).toBe(t.tagId === 'a1' ? 'rgb(1,2,3)' : '#abcdef');
      expect(t.created_at).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2} \+0000 \d{4}$/);
      const text = t.full_text.toLowerCase();
      expect(text.includes('learning') || text.includes('analytics') || text.includes('recommender') || text.includes('system')).toBe(true);
    });
  });

  it('some tweets carry media, others do not have the key', async () => {
    const result = await getRecommendedTweets([{ id: 1, text: 'dashboards', n_tweets: 30, color: 'red' }]);
    expect(result.data.some((t) => t.media?.[0]?.media_url_https)).toBe(true);
    const response = await raw('/api/interests/recommended-tweets', { method: 'POST', body: JSON.stringify([{ id: 1, text: 'dashboards', n_tweets: 30, color: 'red' }]) });
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    expect(body.data.some((t) => !('media' in t))).toBe(true);
  });

  it('an empty list gives empty data; a tag without color is an HTML 500; the slash spelling is HTML 404', async () => {
    await expect(getRecommendedTweets([])).resolves.toEqual({ message: 'Hello, world!', data: [] });
    const broken = await raw('/api/interests/recommended-tweets', { method: 'POST', body: JSON.stringify([{ id: 1, text: 'x', n_tweets: 5 }]) });
    expect(broken.status).toBe(500);
    expect(broken.headers.get('Content-Type')).toContain('text/html');
    const slash = await raw('/api/interests/recommended-tweets/', { method: 'POST', body: '[]' });
    expect(slash.status).toBe(404);
  });

  it('unrelated tags find nothing', async () => {
    await expect(getRecommendedTweets([{ id: 1, text: 'volcano geology', n_tweets: 5, color: 'red' }])).resolves.toEqual({ message: 'Hello, world!', data: [] });
  });
});

describe('saved tweets', () => {
  it('POST answers 201 with the saved row and raises tweet_count; GET lists it with timeline tweets', async () => {
    const { token } = loginAs('demo@example.org');
    const before = (await getProfile()).tweet_count;
    const response = await raw('/api/interests/tweets', {
      method: 'POST',
      token,
      body: JSON.stringify({ id_str: '1787712345678901234', full_text: 'New paper on dashboards', screen_name: 'la_lab', user: 'LA Lab' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id_str: '1787712345678901234', full_text: 'New paper on dashboards', entities: null, screen_name: 'la_lab' });
    expect((await getProfile()).tweet_count).toBe(before + 1);
    const list = await getSavedTweets();
    expect(list.find((t) => t.id_str === '1787712345678901234')?.screen_name).toBe('la_lab');
    const timeline = list.filter((t) => t.screen_name === null);
    expect(timeline.length).toBeGreaterThan(0);
    expect(JSON.parse(timeline[0]?.entities ?? '{}')).toHaveProperty('hashtags');
  });

  it('DELETE answers 204; unknown id 404; a tweet saved twice makes DELETE fail with 500', async () => {
    loginAs('demo@example.org');
    await saveTweet({ id_str: '42', full_text: 'a', screen_name: 'x' });
    await expect(deleteSavedTweet('42')).resolves.toBeUndefined();
    expect((await failure(deleteSavedTweet('42'))).body).toEqual({ detail: 'Not found.' });
    await saveTweet({ id_str: '43', full_text: 'a', screen_name: 'x' });
    await saveTweet({ id_str: '43', full_text: 'a', screen_name: 'x' });
    expect((await failure(deleteSavedTweet('43'))).status).toBe(500);
  });

  it('screen_name is limited to 50 characters; the routes need a token', async () => {
    loginAs('demo@example.org');
    expect((await failure(saveTweet({ id_str: '1', full_text: 'a', screen_name: 's'.repeat(51) }))).body).toEqual({
      screen_name: ['Ensure this field has no more than 50 characters.'],
    });
    localStorage.clear();
    expect((await failure(getSavedTweets())).status).toBe(500);
    expect((await failure(saveTweet({ id_str: '1', full_text: 'a', screen_name: 'b' }))).status).toBe(500);
  });
});
