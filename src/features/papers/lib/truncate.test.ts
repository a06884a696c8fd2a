import { AUTHORS_LIMIT, TITLE_LIMIT, truncate } from './truncate';

describe('truncate', () => {
  it('keeps text of exactly the limit unchanged', () => {
    const seventy = 'a'.repeat(70);
    expect(truncate(seventy, TITLE_LIMIT)).toBe(seventy);
    expect(truncate('b'.repeat(50), AUTHORS_LIMIT)).toBe('b'.repeat(50));
  });

  it('cuts one character over the limit to the first 70 (or 50) then " ..."', () => {
    const title = `${'x'.repeat(70)}Y`;
    expect(truncate(title, TITLE_LIMIT)).toBe(`${'x'.repeat(70)} ...`);
    const authors = `${'n'.repeat(50)}Z and more`;
    expect(truncate(authors, AUTHORS_LIMIT)).toBe(`${'n'.repeat(50)} ...`);
  });

  it('leaves short text alone and turns null into an empty string', () => {
    expect(truncate('Short title', TITLE_LIMIT)).toBe('Short title');
    expect(truncate(null, TITLE_LIMIT)).toBe('');
    expect(truncate(undefined, AUTHORS_LIMIT)).toBe('');
  });

  it('uses the spec limits', () => {
    expect(TITLE_LIMIT).toBe(70);
    expect(AUTHORS_LIMIT).toBe(50);
  });
});
