import { describe, expect, it } from 'vitest';
import { splitOnTerm } from './highlight';

describe('splitOnTerm', () => {
  it('marks every case-insensitive occurrence and keeps the original spelling', () => {
    expect(splitOnTerm('Learning and learning analytics', 'learning')).toEqual([
      { text: 'Learning', match: true },
      { text: ' and ', match: false },
      { text: 'learning', match: true },
      { text: ' analytics', match: false },
    ]);
  });
  it('keeps markup-like text as plain parts', () => {
    expect(splitOnTerm('<b>data</b>', 'data')).toEqual([
      { text: '<b>', match: false },
      { text: 'data', match: true },
      { text: '</b>', match: false },
    ]);
  });
  it('returns the whole text for an empty term or no match', () => {
    expect(splitOnTerm('abc', '')).toEqual([{ text: 'abc', match: false }]);
    expect(splitOnTerm('abc', 'x')).toEqual([{ text: 'abc', match: false }]);
  });
});
