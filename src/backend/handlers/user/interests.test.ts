import { describe, expect, it } from 'vitest';
import {
  addBlacklistedKeyword,
  deleteBlacklistedKeyword,
  deleteInterest,
  getActivityStats,
  getBlacklist,
  getLongTermInterests,
  getOwnInterests,
  getShortTermInterests,
  getStreamGraph,
  saveInterests,
  triggerDataUpdate,
  triggerPaperUpdate,
} from '@/api/user/interests';
import { getDataImportStatus, getProfile } from '@/api/user/accounts';
import { createPaper } from '@/api/user/papers';
import { saveTweet } from '@/api/user/tweets';
import { MONTH_NAMES } from '../../domain/clock';
import { failure, loginAs, raw, useUnknownToken } from '../../test-utils/api';
import { setBackendLine } from '../../test-utils/api';
import { db } from '@/backend/node';

describe('long-term interests', () => {
  it('GET long-term/ lists every own interest, weight descending; ?order=date by creation', async () => {
    loginAs('demo@example.org');
    const list = await getOwnInterests();
    expect(list.length).toBeGreaterThan(15);
    const weights = list.map((i) => Number(i.weight));
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    expect(list.every((i) => i.keyword === i.keyword.toLowerCase())).toBe(true);
  });

  it('POST saves by lower-cased name: new ones are Manual, existing weights replaced, blacklist lifted', async () => {
    const { token, user } = loginAs('demo@example.org');
    expect((await getBlacklist()).map((b) => b.keyword)).toContain('curriculum');
    await saveInterests([
      { name: 'Curriculum', weight: '2.5', source: 'Manual' },
      { name: 'Learning Analytics', weight: 1.5, source: 'Manual', id: 999 },
    ]);
    const own = await getOwnInterests();
    expect(own.find((i) => i.keyword === 'curriculum')).toMatchObject({ source: 'Manual', weight: 2.5, categories: [], papers: [] });
    expect(own.find((i) => i.keyword === 'learning analytics')?.weight).toBe(1.5);
    expect((await getBlacklist()).map((b) => b.keyword)).not.toContain('curriculum');
    const response = await raw('/api/interests/long-term/', { method: 'POST', token, body: JSON.stringify({ keywords: [] }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(db.state().longTerm.filter((i) => i.user === user.id).length).toBe(own.length);
  });

  it('POST reports positional row errors and list errors', async () => {
    loginAs('demo@example.org');
    const error = await failure(
      saveInterests([
        { name: '', weight: 6, source: 'Manual' },
        { name: 'ok', weight: 0.5, source: 'Manual' },
        { name: 'fine', weight: 3, source: 'Manual' },
      ]),
    );
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      keywords: [
        { name: ['This field may not be blank.'], weight: ['Ensure this value is less than or equal to 5.'] },
        { weight: ['Ensure this value is greater than or equal to 1.'] },
        {},
      ],
    });
    const { token } = loginAs('demo@example.org');
    const nullWeight = await raw('/api/interests/long-term/', { method: 'POST', token, body: JSON.stringify({ keywords: [{ name: 'x', weight: null }] }) });
    expect(await nullWeight.json()).toEqual({ keywords: [{ weight: ['This field may not be null.'] }] });
    const missing = await raw('/api/interests/long-term/', { method: 'POST', token, body: '{}' });
    expect(await missing.json()).toEqual({ keywords: ['This field is required.'] });
    const notList = await raw('/api/interests/long-term/', { method: 'POST', token, body: JSON.stringify({ keywords: 'x' }) });
    expect(await notList.json()).toEqual({ keywords: { non_field_errors: ['Expected a list of items but got type "str".'] } });
  });

  it('DELETE answers 204, blacklists the keyword and removes its short-term interests', async () => {
    const { user } = loginAs('demo@example.org');
    const target = (await getOwnInterests()).find((i) => i.source !== 'Manual' && db.state().shortTerm.some((s) => s.user === user.id && s.keyword === i.keyword));
    expect(target).toBeDefined();
    if (!target) return;
    await deleteInterest(target.id);
    expect((await getOwnInterests()).map((i) => i.keyword)).not.toContain(target.keyword);
    expect((await getBlacklist()).map((b) => b.keyword)).toContain(target.keyword);
    expect(db.state().shortTerm.some((s) => s.user === user.id && s.keyword === target.keyword)).toBe(false);
    expect((await failure(deleteInterest(target.id))).body).toEqual({ detail: 'Not found.' });
    // a recomputation keeps blacklisted keywords out
    await triggerPaperUpdate();
    expect((await getOwnInterests()).map((i) => i.keyword)).not.toContain(target.keyword);
  });

  it('another user interest cannot be deleted (JSON 404); caller routes need a token', async () => {
    loginAs('mateo.alvarez@example.org');
    const foreign = (await getOwnInterests())[0];
    loginAs('demo@example.org');
    expect((await failure(deleteInterest(foreign?.id ?? 0))).status).toBe(404);
    localStorage.clear();
    expect((await failure(getOwnInterests())).status).toBe(500);
    expect((await failure(saveInterests([]))).status).toBe(500);
  });

  it('POST in replace mode (the development line) deletes the interests the list leaves out, unblacklisted', async () => {
    loginAs('demo@example.org');
    const [kept, dropped, ...rest] = await getOwnInterests();
    expect(kept && dropped && rest.length > 0).toBe(true);
    setBackendLine('development');
    try {
      await saveInterests([{ name: kept?.keyword ?? '', weight: 2.2, source: kept?.source ?? 'Manual' }, { name: 'Open Science', weight: 3, source: 'Manual' }]);
    } finally {
      setBackendLine('release');
    }
    const own = await getOwnInterests();
    expect(own.map((i) => [i.keyword, i.weight])).toEqual([
      ['open science', 3],
      [kept?.keyword, 2.2],
    ]);
    expect((await getBlacklist()).map((b) => b.keyword)).not.toContain(dropped?.keyword);
  });
});

describe('blacklist', () => {
  it('GET lists, POST adds (removing the interest) and answers the list, DELETE removes with 204', async () => {
    loginAs('demo@example.org');
    const initial = await getBlacklist();
    expect(initial.map((b) => b.keyword).sort()).toEqual(['curriculum', 'hashtag']);
    const list = await addBlacklistedKeyword('Feedback');
    expect(list.map((b) => b.keyword)).toContain('feedback');
    expect((await getOwnInterests()).map((i) => i.keyword)).not.toContain('feedback');
    const added = list.find((b) => b.keyword === 'feedback');
    await deleteBlacklistedKeyword(added?.id ?? 0);
    expect((await getBlacklist()).map((b) => b.keyword)).not.toContain('feedback');
    expect((await failure(deleteBlacklistedKeyword(added?.id ?? 0))).body).toEqual({ detail: 'Not found.' });
  });

  it('blacklist GET needs a token (HTML 500 without, 401 with an unknown one)', async () => {
    expect((await failure(getBlacklist())).status).toBe(500);
    useUnknownToken();
    expect((await failure(getBlacklist())).status).toBe(401);
  });
});

describe('per-user reads', () => {
  it('long-term/user/{id}/ has at most 15 computed interests plus every Manual one, weight descending', async () => {
    const list = await getLongTermInterests(1);
    const computed = list.filter((i) => i.source !== 'Manual');
    expect(computed.length).toBeLessThanOrEqual(15);
    expect(computed.length).toBeGreaterThanOrEqual(10);
    expect(list.filter((i) => i.source === 'Manual').map((i) => i.keyword).sort()).toEqual(['learning design', 'open educational resources']);
    const weights = list.map((i) => Number(i.weight));
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const withPapers = list.find((i) => i.source === 'Scholar & Twitter');
    expect(withPapers?.papers.length).toBeGreaterThan(0);
    expect(withPapers?.tweet_ids.length).toBeGreaterThan(0);
    expect(withPapers?.tweets.length).toBe(withPapers?.tweet_ids.length);
  });

  it('every computed interest carries the phrases merged into it with weights 1-5, heaviest first; manual ones none', async () => {
    const list = await getLongTermInterests(1);
    list.forEach((interest) => {
      const weighed = interest.original_keywords_with_weights ?? [];
      if (interest.source === 'Manual') {
        expect(weighed).toEqual([]);
        return;
      }
      const pairs = weighed.flatMap((entry) => Object.entries(entry));
      expect(pairs.map(([phrase]) => phrase).sort()).toEqual([...interest.original_keywords].sort());
      const weights = pairs.map(([, weight]) => weight);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
      weights.forEach((weight) => expect(weight).toBeGreaterThanOrEqual(1));
      weights.forEach((weight) => expect(weight).toBeLessThanOrEqual(5));
    });
    const all = list.flatMap((interest) => (interest.original_keywords_with_weights ?? []).flatMap((entry) => Object.values(entry)));
    expect(Math.max(...all)).toBe(5);
    expect(new Set(all).size).toBeGreaterThan(2);
  });

  it('short-term/user/{id}/ answers at most 5 distinct keywords, newest models first', async () => {
    const list = await getShortTermInterests(1);
    expect(list.length).toBe(5);
    expect(new Set(list.map((i) => i.keyword)).size).toBe(5);
    expect(list.some((i) => i.source === 'Scholar')).toBe(true);
    expect(list.some((i) => i.source === 'Twitter')).toBe(true);
    list.filter((i) => i.source === 'Scholar').forEach((i) => expect(i.model_month).toBe(1));
  });

  it("stream-graph has six month keys ending now and the profile's window of year keys (six) ending this year", async () => {
    const graph = await getStreamGraph(2);
    const now = new Date();
    const months = Object.keys(graph.twitter_data);
    expect(months).toHaveLength(6);
    expect(months[5]).toBe(`${MONTH_NAMES[now.getUTCMonth()]} ${now.getUTCFullYear()}`);
    expect(Object.keys(graph.paper_data)).toEqual([5, 4, 3, 2, 1, 0].map((back) => String(now.getUTCFullYear() - back)));
    expect(Object.values(graph.twitter_data).flat().length).toBeGreaterThan(0);
    expect(Object.values(graph.paper_data).flat().length).toBeGreaterThan(0);
    Object.values(graph.twitter_data).forEach((points) => expect(points.length).toBeLessThanOrEqual(10));
  });

  it('activity-stats counts papers per year and tweet rows per storage month, saved tweets included', async () => {
    loginAs('demo@example.org');
    const before = await getActivityStats(1);
    const years = Object.keys(before.papers);
    expect(years).toEqual([...years].sort());
    await saveTweet({ id_str: '1', full_text: 'saved', screen_name: 'la_lab' });
    const after = await getActivityStats(1);
    const now = new Date();
    const label = `${MONTH_NAMES[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
    expect(Number(after.tweets[label])).toBe(Number(before.tweets[label] ?? 0) + 1);
  });

  it('unknown users are JSON 404; the slash-less spelling is HTML 404; anonymous reads work', async () => {
    for (const call of [getLongTermInterests, getShortTermInterests, getStreamGraph, getActivityStats]) {
      const error = await failure(call(9999));
      expect(error.status).toBe(404);
      expect(error.body).toEqual({ detail: 'Not found.' });
    }
    expect((await raw('/api/interests/long-term/user/1')).status).toBe(404);
    expect((await raw('/api/interests/keywords/')).status).toBe(404);
    expect((await raw('/api/interests/keywords/')).headers.get('Content-Type')).toContain('text/html');
    await expect(getActivityStats(3)).resolves.toHaveProperty('papers');
  });
});

describe('refresh', () => {
  it('trigger-paper-updata recomputes interests from a newly added paper', async () => {
    loginAs('demo@example.org');
    await createPaper({
      title: 'Eye tracking of dashboards',
      url: '',
      year: new Date().getUTCFullYear(),
      authors: 'L. Hoffmann',
      abstract: 'Eye tracking shows where teachers look. Eye tracking data from dashboards help us redesign them.',
    });
    expect((await getOwnInterests()).map((i) => i.keyword)).not.toContain('eye tracking');
    await triggerPaperUpdate();
    expect((await getOwnInterests()).map((i) => i.keyword)).toContain('eye tracking');
    await expect(getDataImportStatus()).resolves.toEqual({ data_being_loaded: false });
  });

  it('trigger-data-updata sets data_being_loaded until the simulated import completes and re-imports papers, those listed since the seed included', async () => {
    let now = Date.now();
    db.setClock(() => now);
    try {
      loginAs('demo@example.org');
      const before = (await getProfile()).paper_count;
      const { user } = loginAs('demo@example.org');
      const state = db.state();
      state.papers = state.papers.filter((p) => !(p.user === user.id && p.paper_id !== 'manual'));
      await triggerDataUpdate();
      await expect(getDataImportStatus()).resolves.toEqual({ data_being_loaded: true });
      now += db.importDelay();
      await db.clock.runDue();
      await expect(getDataImportStatus()).resolves.toEqual({ data_being_loaded: false });
      // the seed's papers again, and the three the catalogue lists after the seed
      expect((await getProfile()).paper_count).toBe(before + 3);
    } finally {
      db.setClock(null);
    }
  });

  it('trigger routes answer {} even without a token', async () => {
    const response = await raw('/api/interests/trigger-data-updata/', { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });
});
