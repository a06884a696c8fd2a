import { safeHttpUrl, shorten, tweetUrl } from './text';

describe('shorten', () => {
  it('keeps short text and cuts long text with " ..."', () => {
    expect(shorten('  short  ', 10)).toEqual({ text: 'short', cut: false });
    expect(shorten('a long abstract text', 6)).toEqual({ text: 'a long ...', cut: true });
  });
});

describe('safeHttpUrl', () => {
  it('accepts http and https only', () => {
    expect(safeHttpUrl('https://www.semanticscholar.org/paper/1')).toBe('https://www.semanticscholar.org/paper/1');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});

describe('tweetUrl', () => {
  it('links numeric tweet ids only', () => {
    expect(tweetUrl('1786000000000000001')).toBe('https://twitter.com/i/web/status/1786000000000000001');
    expect(tweetUrl('../x')).toBeNull();
  });
});
