import { describe, expect, it } from 'vitest';
import { approximationNote, combinedApproximation } from './approximation-note';

describe('approximationNote', () => {
  it('says nothing for an exact answer, and why otherwise', () => {
    expect(approximationNote({})).toBeNull();
    expect(approximationNote({ approximate: 'vectors-unavailable' })).toBe('Approximate: the word vectors could not be loaded, so the keywords were compared by their spelling.');
    expect(approximationNote({ approximate: 'estimated-words', estimated_words: ['covid', 'nanobody'] })).toBe(
      'Approximate: some words are not in the word-vector table and were compared by their spelling: covid, nanobody.',
    );
    expect(approximationNote({ wikipedia: 'unreachable' })).toBe("Wikipedia could not be reached: the keywords were compared by their word vectors instead of their articles' links.");
  });

  it('names at most 20 estimated words, each cut to 80 characters, and counts the rest (a keyword may be 1 MB)', () => {
    const huge = 'x'.repeat(1_000_000);
    const words = [huge, ...Array.from({ length: 24 }, (_, index) => `w${index}`)];
    const note = approximationNote({ approximate: 'estimated-words', estimated_words: words }) ?? '';
    expect(note.length).toBeLessThan(400);
    expect(note).toContain(`: ${'x'.repeat(79)}…, w0, `);
    expect(note).toMatch(/, w18 and 5 more\.$/);
  });
});

describe('combinedApproximation', () => {
  it('is exact when every answer is, and otherwise keeps the worst basis and each estimated word once', () => {
    expect(combinedApproximation([{}, {}])).toEqual({});
    expect(combinedApproximation([{ approximate: 'estimated-words', estimated_words: ['covid'] }, {}, { approximate: 'estimated-words', estimated_words: ['covid', 'mrna'] }])).toEqual({
      approximate: 'estimated-words',
      estimated_words: ['covid', 'mrna'],
    });
    expect(combinedApproximation([{ approximate: 'estimated-words', estimated_words: ['covid'] }, { approximate: 'vectors-unavailable' }])).toEqual({ approximate: 'vectors-unavailable', estimated_words: [] });
  });
});
