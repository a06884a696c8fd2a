/** "Your data is yours": the data file of the built-in backend (download, check, restore). */
import { describe, expect, it } from 'vitest';
import { getProfile } from '@/api/user/accounts';
import { addBlacklistedKeyword, getBlacklist, getOwnInterests } from '@/api/user/interests';
import { createPaper, getPapers } from '@/api/user/papers';
import { hideBlueskyPost } from '@/api/user/standalone-bluesky';
import { getDataFile, previewDataFile, restoreDataFile, dataFileRefusal } from '@/api/user/standalone-data';
import { blueskyPostKey } from '@/lib/bluesky-handle';
import { getSavedTweets, saveTweet } from '@/api/user/tweets';
import { hiddenPosts } from '../../pipeline/bluesky-network';
import { DEMO_EMAIL } from '../../seed/researchers';
import { failure, loginAs, raw } from '../../test-utils/api';
import { db, kv } from '@/backend/node';

const OTHER = 'mateo.alvarez@example.org';

async function refusal(content: string): Promise<string | null> {
  return dataFileRefusal(await failure(previewDataFile(content)));
}

describe('GET /api/standalone/data/', () => {
  it("is the caller's data as one named, versioned file, without the password", async () => {
    const { user } = loginAs(DEMO_EMAIL);
    await saveTweet({ id_str: '1790000000000000001', full_text: 'A post worth keeping', screen_name: 'lak_conf' });
    const file = await getDataFile();
    expect(file.format).toBe('rima-standalone-data');
    expect(file.version).toBe(3);
    const text = JSON.stringify(file);
    expect(text).not.toContain(user.password);
    expect(text).not.toContain('password');
    const papers = file.papers as { title: string }[];
    expect(papers.map((paper) => paper.title).sort()).toEqual((await getPapers()).map((paper) => paper.title).sort());
    expect(file.account).toMatchObject({ email: DEMO_EMAIL, first_name: user.first_name });
    expect((file.interests as { long_term: unknown[] }).long_term).toHaveLength((await getOwnInterests()).length);
    expect(file.tweets).toEqual(expect.arrayContaining([expect.objectContaining({ full_text: 'A post worth keeping', screen_name: 'lak_conf' })]));
    // nobody else's rows
    expect(papers).toHaveLength(db.state().papers.filter((paper) => paper.user === user.id).length);
  });

  it('needs a signed-in caller', async () => {
    const response = await raw('/api/standalone/data/');
    expect(response.status).toBe(500);
  });
});

describe('POST /api/standalone/data/preview/', () => {
  it('summarises what the file holds and what it will replace', async () => {
    loginAs(DEMO_EMAIL);
    const file = await getDataFile();
    const papers = (await getPapers()).length;
    const preview = await previewDataFile(JSON.stringify(file));
    expect(preview.file.papers).toBe(papers);
    expect(preview.current.papers).toBe(papers);
    expect(preview.file.interests).toBe((await getOwnInterests()).length);
    expect(preview.account.email).toBe(DEMO_EMAIL);
  });

  it('refuses a corrupt file, another app\'s file, a damaged or a newer one with a clear sentence, changing nothing', async () => {
    loginAs(DEMO_EMAIL);
    const file = await getDataFile();
    const before = db.serialize();
    expect(await refusal('{"format": "rima-standalone-data", "versi')).toBe('This file is not a RIMA data file (it is not JSON): nothing was changed.');
    expect(await refusal(JSON.stringify({ name: 'my-notes', entries: [] }))).toBe(
      'This file was not saved by "Download my data" of RIMA (it comes from another app): nothing was changed.',
    );
    expect(await refusal(JSON.stringify({ ...file, papers: [{ title: 'no id' }] }))).toBe(
      'This RIMA data file is damaged or incomplete (at papers.0.id): nothing was changed.',
    );
    expect(await refusal(JSON.stringify({ ...file, version: 4 }))).toBe('This file was saved by a newer version of RIMA than this one: nothing was changed.');
    expect(dataFileRefusal(await failure(restoreDataFile(JSON.stringify({ ...file, interests: null }))))).toBe(
      'This RIMA data file is damaged or incomplete (at interests): nothing was changed.',
    );
    expect(db.serialize()).toBe(before);
  });

  it('refuses interest weights outside the spec\'s 1 to 5 (the pages could not read them), changing nothing', async () => {
    loginAs(DEMO_EMAIL);
    const file = await getDataFile();
    const before = db.serialize();
    const interests = file.interests as { long_term: { weight: number; original_keywords_with_weights?: Record<string, number>[] }[]; short_term: { weight: number }[] };
    const withLongTerm = (changes: Record<string, unknown>) =>
      JSON.stringify({ ...file, interests: { ...interests, long_term: interests.long_term.map((row, i) => (i === 1 ? { ...row, ...changes } : row)) } });
    for (const weight of [-3, 0.5, 5.01, 1e308]) {
      expect(await refusal(withLongTerm({ weight }))).toBe('This RIMA data file is damaged or incomplete (at interests.long_term.1.weight): nothing was changed.');
      expect(dataFileRefusal(await failure(restoreDataFile(withLongTerm({ weight }))))).toMatch(/damaged or incomplete \(at interests\.long_term\.1\.weight\)/);
    }
    expect(await refusal(withLongTerm({ original_keywords_with_weights: [{ analytics: -3 }] }))).toMatch(/at interests\.long_term\.1\.original_keywords_with_weights\.0\.analytics/);
    const shortTerm = JSON.stringify({ ...file, interests: { ...interests, short_term: interests.short_term.map((row, i) => (i === 0 ? { ...row, weight: 1e308 } : row)) } });
    expect(await refusal(shortTerm)).toMatch(/at interests\.short_term\.0\.weight/);
    expect(db.serialize()).toBe(before);
    // the ends of the range are weights
    const edges = await previewDataFile(withLongTerm({ weight: 5 }));
    expect(edges.file.interests).toBe(interests.long_term.length);
    expect((await previewDataFile(withLongTerm({ weight: 1 }))).file.interests).toBe(interests.long_term.length);
  });
});

describe('POST /api/standalone/data/restore/', () => {
  it('brings back the saved data and drops what was added since; restoring twice duplicates nothing', async () => {
    loginAs(DEMO_EMAIL);
    await addBlacklistedKeyword('blockchain');
    const file = JSON.stringify(await getDataFile());
    const saved = { papers: await getPapers(), interests: await getOwnInterests(), blacklist: await getBlacklist() };

    await createPaper({ title: 'Added after the download', year: 2025, url: '', authors: '', abstract: '' });
    await addBlacklistedKeyword('metaverse');
    expect(await getPapers()).toHaveLength(saved.papers.length + 1);

    for (let round = 0; round < 2; round += 1) {
      const restored = await restoreDataFile(file);
      expect(restored.restored.papers).toBe(saved.papers.length);
      const papers = await getPapers();
      expect(papers.map((paper) => paper.title).sort()).toEqual(saved.papers.map((paper) => paper.title).sort());
      const interests = await getOwnInterests();
      expect(interests.map((interest) => [interest.keyword, interest.weight]).sort()).toEqual(saved.interests.map((interest) => [interest.keyword, interest.weight]).sort());
      // interests still point at the restored papers
      const paperIds = new Set(papers.map((paper) => paper.id));
      const state = db.state();
      const rows = state.longTerm.filter((row) => row.user === restored.id);
      expect(rows.flatMap((row) => row.paper_ids).every((id) => paperIds.has(id))).toBe(true);
      expect(rows.some((row) => row.paper_ids.length > 0)).toBe(true);
      expect((await getBlacklist()).map((row) => row.keyword).sort()).toEqual(saved.blacklist.map((row) => row.keyword).sort());
    }
  });

  it("replaces the caller's data with another account's file, profile names included, and nobody else's", async () => {
    loginAs(DEMO_EMAIL);
    const file = JSON.stringify(await getDataFile());
    const demoPapers = (await getPapers()).map((paper) => paper.title).sort();
    const demoSaved = (await getSavedTweets()).map((tweet) => tweet.id_str).sort();
    const demoUser = db.findUserByEmail(DEMO_EMAIL);
    const untouched = db.state().papers.filter((paper) => paper.user === demoUser?.id).length;

    const { user } = loginAs(OTHER);
    await saveTweet({ id_str: '1790000000000000002', full_text: 'Saved before the restore', screen_name: 'someone' });
    await restoreDataFile(file);
    expect((await getPapers()).map((paper) => paper.title).sort()).toEqual(demoPapers);
    expect((await getSavedTweets()).map((tweet) => tweet.id_str).sort()).toEqual(demoSaved);
    const profile = await getProfile();
    expect(profile.email).toBe(OTHER);
    expect([profile.first_name, profile.last_name]).toEqual([demoUser?.first_name, demoUser?.last_name]);
    expect(db.getUser(user.id)?.password).toBe(user.password);
    expect(db.state().papers.filter((paper) => paper.user === demoUser?.id)).toHaveLength(untouched);
  });
});

describe('hidden Bluesky posts in the data file', () => {
  const KEPT = blueskyPostKey('at://did:plc:scholar1xxxxxxxxxxxxxxxxx/app.bsky.feed.post/3k00000000001');
  const LATER = blueskyPostKey('at://did:plc:scholar2xxxxxxxxxxxxxxxxx/app.bsky.feed.post/3k00000000002');

  it('downloads the posts hidden in Tweets & People, and a restore brings back exactly those, into any account', async () => {
    const { user } = loginAs(DEMO_EMAIL);
    await hideBlueskyPost(KEPT);
    const file = await getDataFile();
    expect(file.hidden_posts).toEqual([KEPT]);

    await hideBlueskyPost(LATER);
    await restoreDataFile(JSON.stringify(file));
    expect(await hiddenPosts(kv, user.id)).toEqual(new Set([KEPT]));

    const other = loginAs(OTHER);
    await restoreDataFile(JSON.stringify(file));
    expect(await hiddenPosts(kv, other.user.id)).toEqual(new Set([KEPT]));
  });

  it('restores a file written before hidden posts were in it, keeping what is hidden', async () => {
    const { user } = loginAs(DEMO_EMAIL);
    const { hidden_posts: _hidden, ...older } = await getDataFile();
    await hideBlueskyPost(LATER);
    await restoreDataFile(JSON.stringify(older));
    expect(await hiddenPosts(kv, user.id)).toEqual(new Set([LATER]));
  });
});

describe('the researchers followed and the digests in the data file (version 2)', () => {
  const digest = (user: number, title: string) => ({
    id: 900 + user,
    user,
    checkedAt: Date.UTC(2026, 10, 23, 8),
    since: Date.UTC(2026, 10, 20, 8),
    entries: [{ key: `paper:${title}`, kind: 'paper' as const, title, authors: 'Ada Real', url: null, year: 2026, published: '2026-11-21', abstract: null, reasons: [{ kind: 'interest' as const, interest: 'feedback' }], score: 2 }],
    partial: false,
    failures: [],
  });
  function give(userId: number, name: string, title: string) {
    const state = db.state();
    state.following = [...(state.following ?? []), { user: userId, authorId: `id-${name}`, name, bluesky: null, since: 1 }];
    state.digestClocks = [...(state.digestClocks ?? []), { user: userId, lastVisit: 7, lastCheck: 6, seen: [`paper:${title}`] }];
    state.digests = [...(state.digests ?? []), digest(userId, title)];
  }

  it('downloads them, and a restore into another account replaces that account\'s with them', async () => {
    const { user } = loginAs(DEMO_EMAIL);
    give(user.id, 'Grace Hopper', 'Feedback at scale');
    const file = await getDataFile();
    expect(file.following).toEqual([{ authorId: 'id-Grace Hopper', name: 'Grace Hopper', bluesky: null, since: 1 }]);
    expect(file.digest_clock).toEqual({ last_visit: 7, last_check: 6, seen: ['paper:Feedback at scale'] });
    expect((file.digests as { entries: { title: string }[] }[]).map((d) => d.entries[0]?.title)).toEqual(['Feedback at scale']);

    const other = loginAs(OTHER);
    give(other.user.id, 'Alan Turing', 'Older digest');
    await restoreDataFile(JSON.stringify(file));
    const state = db.state();
    expect(state.following?.filter((row) => row.user === other.user.id).map((row) => row.name)).toEqual(['Grace Hopper']);
    expect(state.digestClocks?.filter((row) => row.user === other.user.id)).toEqual([{ user: other.user.id, lastVisit: 7, lastCheck: 6, seen: ['paper:Feedback at scale'] }]);
    expect(state.digests?.filter((row) => row.user === other.user.id).map((row) => row.entries[0]?.title)).toEqual(['Feedback at scale']);
    // the first account keeps its own
    expect(state.following?.filter((row) => row.user === user.id).map((row) => row.name)).toEqual(['Grace Hopper']);
  });

  it('restores a version-1 file (written before the digest), keeping what the account follows and its digests', async () => {
    const { user } = loginAs(DEMO_EMAIL);
    const { following: _f, digest_clock: _c, digests: _d, ...rest } = await getDataFile();
    give(user.id, 'Alan Turing', 'Kept digest');
    await restoreDataFile(JSON.stringify({ ...rest, version: 1 }));
    const state = db.state();
    expect(state.following?.filter((row) => row.user === user.id).map((row) => row.name)).toEqual(['Alan Turing']);
    expect(state.digests?.filter((row) => row.user === user.id).map((row) => row.entries[0]?.title)).toEqual(['Kept digest']);
  });

  it('refuses a version-2 file whose digest is damaged, naming where', async () => {
    loginAs(DEMO_EMAIL);
    const file = await getDataFile();
    expect(await refusal(JSON.stringify({ ...file, digests: [{ checkedAt: 'yesterday' }] }))).toBe('This RIMA data file is damaged or incomplete (at digests.0.checkedAt): nothing was changed.');
  });
});

describe('the feedback on Recommended Papers in the data file (version 3)', () => {
  function giveFeedback(userId: number, target: string) {
    const state = db.state();
    state.recommendationFeedback = [
      ...(state.recommendationFeedback ?? []),
      { user: userId, kind: 'not-for-me', target, title: `Paper ${target}`, abstract: null, at: 3 },
      { user: userId, kind: 'less-keyphrase', target: `less ${target}`, title: null, abstract: null, at: 4 },
    ];
    state.recommendationLists = [...(state.recommendationLists ?? []), { user: userId, interests: [{ text: 'feedback', weight: 5 }], papers: [], at: 5 }];
  }

  it("downloads it, and a restore into another account replaces that account's with it (and forgets its last list)", async () => {
    const { user } = loginAs(DEMO_EMAIL);
    giveFeedback(user.id, 'p1');
    const file = await getDataFile();
    expect(file.recommendation_feedback).toEqual([
      { kind: 'not-for-me', target: 'p1', title: 'Paper p1', abstract: null, at: 3 },
      { kind: 'less-keyphrase', target: 'less p1', title: null, abstract: null, at: 4 },
    ]);
    const other = loginAs(OTHER);
    giveFeedback(other.user.id, 'p2');
    await restoreDataFile(JSON.stringify(file));
    const state = db.state();
    expect(state.recommendationFeedback?.filter((row) => row.user === other.user.id).map((row) => row.target)).toEqual(['p1', 'less p1']);
    expect(state.recommendationLists?.filter((row) => row.user === other.user.id)).toEqual([]);
    expect(state.recommendationFeedback?.filter((row) => row.user === user.id).map((row) => row.target)).toEqual(['p1', 'less p1']);
  });

  it("restores a version-2 file (written before the feedback), keeping the account's feedback", async () => {
    const { user } = loginAs(DEMO_EMAIL);
    const { recommendation_feedback: _feedback, ...rest } = await getDataFile();
    giveFeedback(user.id, 'kept');
    await restoreDataFile(JSON.stringify({ ...rest, version: 2 }));
    expect(db.state().recommendationFeedback?.filter((row) => row.user === user.id).map((row) => row.target)).toEqual(['kept', 'less kept']);
  });

  it('refuses a file whose feedback is damaged, naming where', async () => {
    loginAs(DEMO_EMAIL);
    const file = await getDataFile();
    expect(await refusal(JSON.stringify({ ...file, recommendation_feedback: [{ kind: 'hate', target: 'p' }] }))).toBe(
      'This RIMA data file is damaged or incomplete (at recommendation_feedback.0.kind): nothing was changed.',
    );
  });
});
