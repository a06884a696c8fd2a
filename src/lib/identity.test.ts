import { AUTHOR_ID_ERROR, parseAuthorId, parseTwitterHandle, TWITTER_ERROR } from './identity';

describe('parseAuthorId', () => {
  it.each([
    ['', ''],
    ['1741101', '1741101'],
    ['  1741101 ', '1741101'],
    ['https://www.semanticscholar.org/author/Ada-Lovelace/1741101', '1741101'],
    ['https://www.semanticscholar.org/author/Ada-Lovelace/1741101/', '1741101'],
    ['http://semanticscholar.org/author/Ada-Lovelace/1741101?sort=year', '1741101'],
    ['www.semanticscholar.org/author/M.-A.-Chatti/2093614', '2093614'],
    ['https://www.semanticscholar.org/author/2093614', '2093614'],
  ])('keeps the id of %j', (input, id) => {
    expect(parseAuthorId(input)).toEqual({ ok: true, value: id });
  });

  it.each([
    'Ada Lovelace',
    'https://www.semanticscholar.org/paper/abc123',
    'https://example.org/author/Ada/1741101',
    'https://www.semanticscholar.org/author/Ada-Lovelace',
    '17411a01',
  ])('refuses %j with an example of what works', (input) => {
    expect(parseAuthorId(input)).toEqual({ ok: false, error: AUTHOR_ID_ERROR });
    expect(AUTHOR_ID_ERROR).toContain('https://www.semanticscholar.org/author/');
  });
});

describe('parseTwitterHandle', () => {
  it.each([
    ['', ''],
    ['@ada_lovelace', '@ada_lovelace'],
    ['ada_lovelace', '@ada_lovelace'],
    [' @Ada ', '@Ada'],
    ['https://twitter.com/ada_lovelace', '@ada_lovelace'],
    ['https://x.com/ada_lovelace/', '@ada_lovelace'],
    ['x.com/ada_lovelace?s=21', '@ada_lovelace'],
    ['https://mobile.twitter.com/ada_lovelace', '@ada_lovelace'],
    ['https://www.x.com/@ada_lovelace', '@ada_lovelace'],
  ])('keeps the handle of %j', (input, handle) => {
    expect(parseTwitterHandle(input)).toEqual({ ok: true, value: handle });
  });

  it.each(['ada lovelace', '@', '@' + 'a'.repeat(51), 'https://facebook.com/ada', 'https://x.com/ada/status/123', 'ada@example.org'])(
    'refuses %j with an example of what works',
    (input) => {
      expect(parseTwitterHandle(input)).toEqual({ ok: false, error: TWITTER_ERROR });
    },
  );
});
