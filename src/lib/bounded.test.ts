import { cutText, pageHolding, pageOf, showingText } from './bounded';

describe('cutText', () => {
  it('cuts running text before the word the limit falls in, with atWord', () => {
    const text = 'one two three four five https://example.org/a/long/address end';
    expect(cutText(text, 30)).toEqual({ text: 'one two three four five https…', cut: true });
    expect(cutText(text, 30, { atWord: true })).toEqual({ text: 'one two three four five…', cut: true });
    // a word that started early (a 1 MB word) is still cut at the limit
    const word = `a ${'x'.repeat(100)}`;
    expect(cutText(word, 30, { atWord: true }).text).toHaveLength(30);
    // the limit on a word's end keeps the word whole
    expect(cutText('alpha beta gamma delta', 11, { atWord: true })).toEqual({ text: 'alpha beta…', cut: true });
  });

  it('keeps short text as it is', () => {
    expect(cutText('learning analytics', 80)).toEqual({ text: 'learning analytics', cut: false });
  });

  it('cuts a 1 MB string to the limit with an ellipsis', () => {
    const huge = 'x'.repeat(1024 * 1024);
    const result = cutText(huge, 80);
    expect(result.cut).toBe(true);
    expect(result.text).toHaveLength(80);
    expect(result.text.endsWith('…')).toBe(true);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 10_000 }, (_, i) => i);

  it('gives one page of a long list with its position', () => {
    const page = pageOf(items, 0, 50);
    expect(page.items).toHaveLength(50);
    expect(page).toMatchObject({ page: 0, pages: 200, first: 1, last: 50 });
  });

  it('clamps a page past the end to the last page', () => {
    const page = pageOf(items, 999, 50);
    expect(page).toMatchObject({ page: 199, first: 9951, last: 10_000 });
    expect(page.items[0]).toBe(9950);
  });

  it('has one empty page for an empty list', () => {
    expect(pageOf([], 3, 50)).toMatchObject({ items: [], page: 0, pages: 1, first: 0, last: 0 });
  });

  it('finds the page holding an item', () => {
    expect(pageHolding(0, 50)).toBe(0);
    expect(pageHolding(49, 50)).toBe(0);
    expect(pageHolding(50, 50)).toBe(1);
  });
});

describe('showingText', () => {
  it('says which part of how many is shown', () => {
    expect(showingText(1, 50, 10_000, 'keywords')).toBe('Showing 1–50 of 10,000 keywords');
    expect(showingText(1, 7, 7, 'keywords')).toBe('Showing all 7 keywords');
  });
});
