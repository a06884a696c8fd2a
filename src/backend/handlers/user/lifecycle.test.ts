/** The built-in backend's profile life cycle (api-contract-development 3.4) on both lines. */
import { afterEach, describe, expect, it } from 'vitest';
import { editPaper, fetchNewPapers, getPapers, regenerateInterestProfile, removePaper } from '@/api/user/papers';
import { getDataImportStatus, resetAccountData } from '@/api/user/accounts';
import { getOwnInterests } from '@/api/user/interests';
import { hideBlueskyPost } from '@/api/user/standalone-bluesky';
import { blueskyPostKey } from '@/lib/bluesky-handle';
import { hiddenPosts, setHiddenPosts } from '../../pipeline/bluesky-network';
import { DEMO_EMAIL } from '../../seed/researchers';
import { failure, loginAs, raw, setBackendLine } from '../../test-utils/api';
import { db, kv } from '@/backend/node';

let now = Date.now();
/** Moves the backend's clock forward and runs the jobs whose time has come (no request completes them). */
async function advance(ms: number) {
  now += ms;
  await db.clock.runDue();
}

afterEach(() => db.setClock(null));

describe.each(['release', 'development'] as const)('life cycle on the %s line', (line) => {
  function start() {
    now = Date.now();
    db.setClock(() => now);
    const session = loginAs(DEMO_EMAIL);
    setBackendLine(line);
    return session;
  }

  it('fetch-papers/ answers {} and brings the author\'s new papers after a while, not in the profile yet', async () => {
    start();
    const before = await getPapers();
    await fetchNewPapers();
    expect(await getPapers()).toHaveLength(before.length);
    await advance(db.importDelay());
    const after = await getPapers();
    const fresh = after.filter((p) => !before.some((b) => b.id === p.id));
    expect(fresh.map((p) => p.title)).toEqual(expect.arrayContaining(['Fairness Audits of Early Warning Systems']));
    expect(fresh.every((p) => p.used_in_calc === false)).toBe(true);
    expect((await getDataImportStatus()).data_being_loaded).toBe(false);
  });

  it('regenerate-interest-profile/ recomputes the profile from the current papers in the background', async () => {
    start();
    await fetchNewPapers();
    await advance(db.importDelay());
    expect((await getPapers()).some((p) => p.used_in_calc === false)).toBe(true);
    await regenerateInterestProfile();
    await advance(db.importDelay());
    expect((await getPapers()).every((p) => p.used_in_calc === true)).toBe(true);
    expect((await getOwnInterests()).length).toBeGreaterThan(0);
  });

  it('fetch-papers/ reads the handle\'s posts too: a post of the seed timeline not stored yet comes back, once, with the two posted since the seed', async () => {
    const { user } = start();
    const posts = () => db.state().tweets.filter((t) => t.user === user.id);
    const all = posts().map((t) => t.id_str);
    const missing = all[3];
    expect(missing).toBeDefined();
    db.state().tweets = db.state().tweets.filter((t) => t.id_str !== missing || t.user !== user.id);
    await fetchNewPapers();
    await advance(db.importDelay());
    await getPapers();
    const after = posts().map((t) => t.id_str);
    expect(after).toEqual(expect.arrayContaining(all));
    expect(new Set(after).size).toBe(all.length + 2);
    expect(after).toHaveLength(all.length + 2);
  });

  it('five fetches and regenerations in a row store no post or paper twice and move no weight', async () => {
    const { user } = start();
    const weights = async () => Object.fromEntries((await getOwnInterests()).map((i) => [i.keyword, i.weight]));
    const texts = () => db.state().tweets.filter((t) => t.user === user.id).map((t) => t.full_text);
    // the first fetch brings the papers listed after the seed; from then on nothing is new
    await fetchNewPapers();
    await advance(db.importDelay());
    await regenerateInterestProfile();
    await advance(db.importDelay());
    const papers = (await getPapers()).length;
    const posts = texts();
    const before = await weights();
    expect(posts.length).toBeGreaterThan(0);
    expect(new Set(posts).size).toBe(posts.length);
    for (let round = 0; round < 5; round += 1) {
      await fetchNewPapers();
      await advance(db.importDelay());
      await regenerateInterestProfile();
      await advance(db.importDelay());
    }
    expect(await weights()).toEqual(before);
    expect(texts()).toEqual(posts);
    expect(await getPapers()).toHaveLength(papers);
  });

  it('a paper removed for good stays removed after a fetch', async () => {
    start();
    const paper = (await getPapers()).find((p) => p.title?.startsWith('Explainable Predictions'));
    if (!paper) throw new Error('seeded paper missing');
    await expect(removePaper(paper.id)).resolves.toBe('removed for good');
    expect((await getPapers()).some((p) => p.title === paper.title)).toBe(false);
    await fetchNewPapers();
    await advance(db.importDelay());
    expect((await getPapers()).some((p) => p.title === paper.title)).toBe(false);
    expect((await failure(removePaper(paper.id))).body).toEqual({ detail: 'Not found.' });
  });

  it('edit-paper/{id}/ makes a new copy: the id changes, the old one is gone, and the client follows the new id', async () => {
    start();
    const paper = (await getPapers())[0];
    if (!paper) throw new Error('no paper');
    const input = { title: 'Edited title', url: '', year: 2020, authors: 'L. Hoffmann', abstract: 'x' };
    const copy = await editPaper(paper.id, input);
    expect(copy).toMatchObject({ title: 'Edited title', year: 2020 });
    expect(copy?.id).not.toBe(paper.id);
    const papers = await getPapers();
    expect(papers.some((p) => p.id === paper.id)).toBe(false);
    expect(papers.find((p) => p.title === 'Edited title')).toMatchObject({ id: copy?.id, year: 2020, used_in_calc: false });
  });

  it('reset-data/ deletes the papers, interests and tweets and imports them again', async () => {
    const { user } = start();
    await resetAccountData();
    const state = db.state();
    expect(state.papers.filter((p) => p.user === user.id)).toHaveLength(0);
    expect(state.tweets.filter((t) => t.user === user.id)).toHaveLength(0);
    expect((await getDataImportStatus()).data_being_loaded).toBe(true);
    await advance(db.importDelay());
    expect((await getDataImportStatus()).data_being_loaded).toBe(false);
    expect((await getPapers()).length).toBeGreaterThan(0);
  });

  it('reset-data/ forgets the Bluesky posts the account hid, and only that account\'s', async () => {
    const { user } = start();
    const hidden = blueskyPostKey('at://did:plc:scholar1xxxxxxxxxxxxxxxxx/app.bsky.feed.post/3k00000000001');
    await hideBlueskyPost(hidden);
    await setHiddenPosts(kv, user.id + 1000, [hidden]);
    expect(await hiddenPosts(kv, user.id)).toEqual(new Set([hidden]));
    await resetAccountData();
    expect(await hiddenPosts(kv, user.id)).toEqual(new Set());
    expect(await hiddenPosts(kv, user.id + 1000)).toEqual(new Set([hidden]));
  });

  it('the life-cycle routes are caller-only: anonymous is the HTML 500', async () => {
    start();
    const response = await raw('/api/interests/fetch-papers/', { method: 'POST', body: '{}' });
    expect(response.status).toBe(500);
  });
});
