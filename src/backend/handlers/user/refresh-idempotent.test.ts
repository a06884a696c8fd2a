/**
 * Refreshing is idempotent: "Refresh Account Data" re-reads the timeline and the catalogue, and
 * what is already stored (by tweet id, by paper id) is never stored again, so the interests built
 * from them do not gain weight with every refresh.
 */
import { describe, expect, it } from 'vitest';
import { getOwnInterests, triggerDataUpdate } from '@/api/user/interests';
import { getDataImportStatus } from '@/api/user/accounts';
import { corpusTweets } from '../../seed/tweet-corpus';
import { loginAs } from '../../test-utils/api';
import { db } from '@/backend/node';

const DAY = 24 * 60 * 60 * 1000;

describe('refresh', () => {
  it('five refreshes on five days store no tweet or paper twice and leave every weight where it was', async () => {
    let now = Date.now();
    db.setClock(() => now);
    try {
      const { user } = loginAs('demo@example.org');
      const tweetsOf = () => db.state().tweets.filter((t) => t.user === user.id);
      const papersOf = () => db.state().papers.filter((p) => p.user === user.id);
      // the first refresh brings the papers the catalogue lists after the seed; from then on nothing changes
      await triggerDataUpdate();
      now += db.importDelay();
      await db.clock.runDue();
      await expect(getDataImportStatus()).resolves.toEqual({ data_being_loaded: false });
      const weights = async () => Object.fromEntries((await getOwnInterests()).map((i) => [i.keyword, Number(i.weight)]));
      const before = await weights();
      const tweets = tweetsOf().map((t) => t.id_str).sort();
      const papers = papersOf().map((p) => p.paper_id).sort();
      expect(tweets.length).toBeGreaterThan(10);
      expect(new Set(tweetsOf().map((t) => t.full_text)).size).toBe(tweets.length);
      for (let k = 0; k < 5; k += 1) {
        now += DAY;
        await triggerDataUpdate();
        now += db.importDelay();
        await db.clock.runDue();
        await expect(getDataImportStatus()).resolves.toEqual({ data_being_loaded: false });
        expect(tweetsOf().map((t) => t.id_str).sort()).toEqual(tweets);
        expect(papersOf().map((p) => p.paper_id).sort()).toEqual(papers);
        expect(await weights()).toEqual(before);
      }
    } finally {
      db.setClock(null);
    }
  });

  it('the seed holds no tweet text twice, neither in an account nor in the recommended tweets', () => {
    db.reset();
    const byUser = new Map<number, string[]>();
    db.state().tweets.forEach((t) => byUser.set(t.user, [...(byUser.get(t.user) ?? []), t.full_text ?? '']));
    expect(byUser.size).toBeGreaterThan(3);
    byUser.forEach((texts) => expect(new Set(texts).size).toBe(texts.length));
    const corpus = corpusTweets(Date.now()).map((t) => t.full_text);
    expect(new Set(corpus).size).toBe(corpus.length);
  });
});
