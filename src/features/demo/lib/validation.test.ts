import { EXTRACTION_MESSAGES, SIMILARITY_MESSAGES, splitKeywords, validateExtraction, validateSimilarity } from './validation';

const filled = { text: 'Learning analytics dashboards', algorithm: 'Yake', count: '10', wikiFilter: true };

describe('validateExtraction', () => {
  it('checks text, then algorithm, then keywords count', () => {
    expect(validateExtraction({ text: '', algorithm: '', count: '', wikiFilter: true })).toEqual({
      ok: false,
      field: 'text',
      message: 'Please Enter text for interest extraction',
    });
    expect(validateExtraction({ ...filled, algorithm: '', count: '' })).toMatchObject({ field: 'algorithm', message: 'Please Select Algorithm' });
    expect(validateExtraction({ ...filled, count: '' })).toMatchObject({ field: 'count', message: 'Please Enter Keywords Count' });
  });

  it('treats whitespace-only text as empty and an unknown algorithm as the placeholder', () => {
    expect(validateExtraction({ ...filled, text: '  \n ' })).toMatchObject({ message: EXTRACTION_MESSAGES.text });
    expect(validateExtraction({ ...filled, algorithm: 'yake' })).toMatchObject({ message: EXTRACTION_MESSAGES.algorithm });
  });

  it('rejects a count that is not a whole number of at least 1', () => {
    for (const count of ['0', '-3', '2.5', 'abc']) {
      expect(validateExtraction({ ...filled, count })).toMatchObject({ field: 'count', message: EXTRACTION_MESSAGES.countInvalid });
    }
  });

  it('builds the request body with a numeric count and the filter flag', () => {
    expect(validateExtraction({ ...filled, text: '  some text ', count: ' 7 ', wikiFilter: false })).toEqual({
      ok: true,
      value: { text: 'some text', algorithm: 'Yake', num_of_keywords: 7, wiki_filter: false },
    });
  });
});

describe('splitKeywords', () => {
  it('splits on commas, trims and drops empty items', () => {
    expect(splitKeywords(' learning analytics ,  , dashboards,,feedback , ')).toEqual(['learning analytics', 'dashboards', 'feedback']);
    expect(splitKeywords(' , ,, ')).toEqual([]);
    expect(splitKeywords('')).toEqual([]);
  });
});

describe('validateSimilarity', () => {
  it('checks Set 1, then Set 2, then the algorithm', () => {
    expect(validateSimilarity({ set1: '', set2: '', algorithm: '' })).toMatchObject({ field: 'set1', message: SIMILARITY_MESSAGES.set1 });
    expect(validateSimilarity({ set1: 'a', set2: '', algorithm: '' })).toMatchObject({ field: 'set2', message: 'Please Add Keyword (Set 2)' });
    expect(validateSimilarity({ set1: 'a', set2: 'b', algorithm: '' })).toMatchObject({ field: 'algorithm', message: 'Please Select Algorithm' });
  });

  it('counts a set of only commas and spaces as empty', () => {
    expect(validateSimilarity({ set1: ' , , ', set2: 'b', algorithm: 'WordEmbedding' })).toMatchObject({ message: 'Please Add Keyword (Set 1)' });
    expect(validateSimilarity({ set1: 'a', set2: ',', algorithm: 'WordEmbedding' })).toMatchObject({ message: 'Please Add Keyword (Set 2)' });
  });

  it('returns the split lists for a valid form', () => {
    expect(validateSimilarity({ set1: 'a, b', set2: ' c ', algorithm: 'WikiLinkMeasure' })).toEqual({
      ok: true,
      value: { keywords_1: ['a', 'b'], keywords_2: ['c'], algorithm: 'WikiLinkMeasure' },
    });
  });
});
