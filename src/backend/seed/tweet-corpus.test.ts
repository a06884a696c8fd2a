import { corpusTweets, savedTweetsFor } from './tweet-corpus';

describe('tweet corpus', () => {
  it('keeps the same tweet ids all day, so saved recommendations still match after a reload', () => {
    const morning = Date.parse('2026-03-10T06:00:00Z');
    const evening = Date.parse('2026-03-10T22:30:00Z');
    const ids = (now: number) => corpusTweets(now).map((tweet) => tweet.id_str);
    const early = ids(morning);
    // another day is computed in between (the corpus caches one day)
    corpusTweets(Date.parse('2026-03-11T06:00:00Z'));
    expect(ids(evening)).toEqual(early);
    const saved = savedTweetsFor('demo@example.org', morning).map((tweet) => tweet.id_str);
    expect(saved.length).toBeGreaterThan(0);
    saved.forEach((id) => expect(ids(evening)).toContain(id));
  });

  it('only has tweets from before the current day', () => {
    const now = Date.parse('2026-03-10T00:30:00Z');
    corpusTweets(now).forEach((tweet) => expect(Date.parse(tweet.created_at)).toBeLessThan(now));
  });
});
