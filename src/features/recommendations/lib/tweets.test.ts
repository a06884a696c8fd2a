import type { RecommendedTweet, SavedTweet } from '@/api/user/schemas';
import { createTag } from './tags';
import { formatScore, orderTweets, peopleFromTweets, savedRecommendations, tagRequests, textSegments } from './tweets';
import { comparedInterests, heatMapFromScores, keptKeywords, keywordPairs } from './why-this-tweet';

function tweet(id: string, tagId: string, score: number, author = 'a'): RecommendedTweet {
  return {
    id_str: id,
    created_at: 'Tue May 07 08:15:00 +0000 2024',
    full_text: `tweet ${id}`,
    retweet_count: 1,
    favorite_count: 2,
    user: { id_str: `u-${author}`, name: `Author ${author}`, screen_name: author, followers_count: 10, statuses_count: 20, profile_image_url_https: 'https://example.org/a.png' },
    color: '#000000',
    tagId,
    score,
  };
}

const first = createTag('first', 0, 'AAAAAAAAAA');
const second = createTag('second', 1, 'BBBBBBBBBB');

describe('orderTweets', () => {
  const tweets = [tweet('1', second.id, 90), tweet('2', first.id, 50), tweet('3', first.id, 70), tweet('4', 'gone', 99)];

  it('follows the order of the tags, best score first within a tag, and drops tweets of removed tags', () => {
    expect(orderTweets(tweets, [first, second]).map((s) => s.tweet.id_str)).toEqual(['3', '2', '1']);
    expect(orderTweets(tweets, [second, first]).map((s) => s.tweet.id_str)).toEqual(['1', '3', '2']);
    expect(orderTweets(tweets, [second, first])[0]?.tag).toBe(second);
  });

  it('leaves hidden tweets out', () => {
    expect(orderTweets(tweets, [first, second], new Set(['3'])).map((s) => s.tweet.id_str)).toEqual(['2', '1']);
  });
});

describe('tagRequests', () => {
  it('sends only what the server reads, in an order that does not depend on the tag order', () => {
    expect(tagRequests([second, first])).toEqual(tagRequests([first, second]));
    expect(tagRequests([first])).toEqual([{ id: 'AAAAAAAAAA', text: 'first', n_tweets: 5, color: first.color }]);
  });
});

describe('peopleFromTweets', () => {
  it('lists each author once with every tag they matched', () => {
    const shown = orderTweets([tweet('1', first.id, 90, 'x'), tweet('2', second.id, 80, 'x'), tweet('3', second.id, 70, 'y')], [first, second]);
    const people = peopleFromTweets(shown);
    expect(people.map((p) => p.screenName)).toEqual(['x', 'y']);
    expect(people[0]?.tags.map((t) => t.text)).toEqual(['first', 'second']);
    expect(people[0]).toMatchObject({ name: 'Author x', followers: 10, statuses: 20 });
  });
});

describe('savedRecommendations', () => {
  it('keeps rows with a screen_name once each, newest save first', () => {
    const rows: SavedTweet[] = [
      { id_str: '1', full_text: 'timeline', entities: '{}', screen_name: null },
      { id_str: '2', full_text: 'saved a', entities: null, screen_name: 'a' },
      { id_str: '3', full_text: 'saved b', entities: null, screen_name: 'b' },
      { id_str: '2', full_text: 'saved a', entities: null, screen_name: 'a' },
    ];
    expect(savedRecommendations(rows).map((r) => r.id_str)).toEqual(['2', '3']);
  });
});

describe('textSegments', () => {
  it('turns http(s) links into link segments and leaves everything else as text', () => {
    expect(textSegments('Read https://example.org/x. <b>now</b> javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://example.org/x', href: 'https://example.org/x' },
      { kind: 'text', text: '. <b>now</b> javascript:alert(1)' },
    ]);
    expect(textSegments('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
  });

  it('shows the score as a whole percentage', () => {
    expect(formatScore(74.12)).toBe('74%');
  });
});

describe('why this tweet', () => {
  it('keeps the first 5 extracted keywords in rank order', () => {
    expect(keptKeywords({ f: 1, a: 5, b: 4, c: 3, d: 2, e: 1 })).toEqual(['f', 'a', 'b', 'c', 'd']);
  });

  it('compares with the heaviest 5 interests', () => {
    const interests = [1, 6, 2, 5, 3, 4].map((w) => ({ keyword: `k${w}`, weight: w }));
    expect(comparedInterests(interests)).toEqual(['k6', 'k5', 'k4', 'k3', 'k2']);
  });

  it('turns pairwise scores 0..100 into a heat map 0..1 with 2 decimals', () => {
    const pairs = keywordPairs(['t1', 't2'], ['i1', 'i2']);
    expect(pairs).toHaveLength(4);
    expect(heatMapFromScores(pairs, [73.456, 0, 100, 12.3])).toEqual({ t1: { i1: 0.73, i2: 0 }, t2: { i1: 1, i2: 0.12 } });
  });
});

