import { describe, expect, it } from 'vitest';
import { corpusTweets } from './tweet-corpus';
import { catalogueAuthor } from './catalogue';
import { SEED_RESEARCHERS } from './researchers';
import { db } from '@/backend/node';

describe('seed invariants', () => {
  it('is deterministic', () => {
    const first = JSON.stringify(db.snapshot());
    db.reset();
    expect(JSON.stringify(db.snapshot())).toBe(first);
  });

  it('has the demo account, the admin account and at least six other researchers', () => {
    const state = db.state();
    expect(db.findUserByEmail('demo@example.org')?.password).toBe('demo1234');
    expect(db.findUserByEmail('admin_user@example.com')).toBeDefined();
    expect(SEED_RESEARCHERS.length).toBeGreaterThanOrEqual(7);
    expect(state.users.length).toBe(SEED_RESEARCHERS.length + 1);
  });

  it('every researcher has 5-15 papers over the last six years, tweets over the last six months and interests of every kind', () => {
    const state = db.state();
    const year = new Date().getUTCFullYear();
    const sixMonthsAgo = Date.now() - 183 * 24 * 3600 * 1000;
    SEED_RESEARCHERS.forEach((account) => {
      const user = db.findUserByEmail(account.email);
      expect(user, account.email).toBeDefined();
      if (!user) return;
      expect(catalogueAuthor(user.author_id ?? '')).toBeDefined();
      const papers = state.papers.filter((p) => p.user === user.id);
      expect(papers.length, account.email).toBeGreaterThanOrEqual(5);
      expect(papers.length, account.email).toBeLessThanOrEqual(15);
      papers.forEach((p) => expect(p.year).toBeGreaterThanOrEqual(year - 5));
      expect(new Set(papers.map((p) => p.year)).size).toBeGreaterThanOrEqual(4);
      const tweets = state.tweets.filter((t) => t.user === user.id);
      expect(tweets.length).toBeGreaterThanOrEqual(10);
      tweets.forEach((t) => expect(Date.parse(`${t.created_on.slice(0, 19)}Z`)).toBeGreaterThan(sixMonthsAgo));
      expect(tweets.some((t) => t.screen_name !== null)).toBe(true);
      const interests = state.longTerm.filter((i) => i.user === user.id);
      const sources = new Set(interests.map((i) => i.source));
      ['Scholar', 'Manual', 'Scholar & Twitter'].forEach((s) => expect(sources.has(s as never), `${account.email} ${s}`).toBe(true));
      expect(interests.some((i) => i.categories.length > 0)).toBe(true);
      interests.forEach((i) => {
        expect(i.weight).toBeGreaterThanOrEqual(1);
        expect(i.weight).toBeLessThanOrEqual(5);
      });
      expect(state.shortTerm.filter((i) => i.user === user.id && i.source === 'Scholar').length).toBeGreaterThan(0);
      expect(state.shortTerm.filter((i) => i.user === user.id && i.source === 'Twitter').length).toBeGreaterThan(0);
    });
    expect(state.longTerm.some((i) => i.source === 'Twitter')).toBe(true);
  });

  it('the recommended-tweet corpus has at least 150 tweets from at least 30 accounts', () => {
    const tweets = corpusTweets(Date.now());
    expect(tweets.length).toBeGreaterThanOrEqual(150);
    expect(new Set(tweets.map((t) => t.user.screen_name)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(tweets.map((t) => t.id_str)).size).toBe(tweets.length);
  });

  it('load() accepts a snapshot and rejects anything else', () => {
    const snapshot = db.snapshot();
    expect(db.load({ version: 99 })).toBe(false);
    expect(db.load(snapshot)).toBe(true);
  });

  it('loadJson() restores what serialize() wrote, and rejects text that is not JSON or not a state of this version', () => {
    const user = db.state().users[0];
    if (user === undefined) throw new Error('the seed has no user');
    const saved = db.serialize();
    db.reset();
    db.state().users.splice(0, 1);
    expect(db.loadJson('{"version": 99}')).toBe(false);
    expect(db.loadJson('not json')).toBe(false);
    expect(db.state().users.some((u) => u.id === user.id)).toBe(false);
    expect(db.loadJson(saved)).toBe(true);
    expect(db.serialize()).toBe(saved);
    expect(db.state().users.some((u) => u.id === user.id)).toBe(true);
  });
});
