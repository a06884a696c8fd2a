import { safeHttpUrl, semanticScholarUrl, tweetUrl } from './text';

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

describe('semanticScholarUrl', () => {
  it('takes the paper address on Semantic Scholar, else the page of its Semantic Scholar id, else a search for its title', () => {
    const id = '1f9a6c2e0b7d4e5f8a9b0c1d2e3f4a5b6c7d8e9f';
    expect(semanticScholarUrl({ url: `https://www.semanticscholar.org/paper/${id}`, paper_id: null, title: 'T' })).toBe(`https://www.semanticscholar.org/paper/${id}`);
    expect(semanticScholarUrl({ url: 'https://evil.example/semanticscholar.org', paper_id: id, title: 'T' })).toBe(`https://www.semanticscholar.org/paper/${id}`);
    expect(semanticScholarUrl({ url: 'javascript:alert(1)', paper_id: '6c1f-uuid', title: 'Open data & <b>you</b>' })).toBe(
      'https://www.semanticscholar.org/search?q=Open%20data%20%26%20%3Cb%3Eyou%3C%2Fb%3E',
    );
    expect(semanticScholarUrl({ url: null, title: '  ' })).toBeNull();
  });
});
