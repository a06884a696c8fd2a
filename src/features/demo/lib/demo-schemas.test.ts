import { schemaErrors } from '@/lib/form/schema';
import { EXTRACTION_FIELDS, extractionRequest } from './demo-forms';
import { EXTRACTION_MESSAGES, SIMILARITY_MESSAGES } from './demo-schemas';
import { SIMILARITY_FIELDS, similarityRequest, splitKeywords } from './similarity-form';
import { extractionSchema, similaritySchema } from './demo-schemas';

const filled = { text: 'Learning analytics dashboards', algorithm: 'Yake', count: '10' };

/** What the panel shows: the message of the first field, in the spec's order, that the schema finds wrong. */
function firstMessage<F extends string>(errors: Partial<Record<F, string>>, order: readonly F[]) {
  const field = order.find((name) => errors[name] !== undefined);
  return field === undefined ? undefined : { field, message: errors[field] };
}
const extraction = (values: typeof filled) => firstMessage(schemaErrors(extractionSchema, values), EXTRACTION_FIELDS);

describe('extractionSchema', () => {
  it('checks text, then algorithm, then keywords count', () => {
    expect(extraction({ text: '', algorithm: '', count: '' })).toEqual({ field: 'text', message: 'Please Enter text for interest extraction' });
    expect(extraction({ ...filled, algorithm: '', count: '' })).toEqual({ field: 'algorithm', message: 'Please Select Algorithm' });
    expect(extraction({ ...filled, count: '' })).toEqual({ field: 'count', message: 'Please Enter Keywords Count' });
  });

  it('treats whitespace-only text as empty and an unknown algorithm as the placeholder', () => {
    expect(extraction({ ...filled, text: '  \n ' })).toMatchObject({ message: EXTRACTION_MESSAGES.text });
    expect(extraction({ ...filled, algorithm: 'yake' })).toMatchObject({ message: EXTRACTION_MESSAGES.algorithm });
  });

  it('rejects a count that is not a whole number of at least 1', () => {
    for (const count of ['0', '-3', '2.5', 'abc']) {
      expect(extraction({ ...filled, count })).toEqual({ field: 'count', message: EXTRACTION_MESSAGES.countInvalid });
    }
  });

  it('accepts a filled-in form, whose request has a numeric count and the filter flag', () => {
    const values = { ...filled, text: '  some text ', count: ' 7 ' };
    expect(schemaErrors(extractionSchema, values)).toEqual({});
    expect(extractionRequest(values, false)).toEqual({ text: 'some text', algorithm: 'Yake', num_of_keywords: 7, wiki_filter: false });
  });
});

describe('splitKeywords', () => {
  it('splits on commas, trims and drops empty items', () => {
    expect(splitKeywords(' learning analytics ,  , dashboards,,feedback , ')).toEqual(['learning analytics', 'dashboards', 'feedback']);
    expect(splitKeywords(' , ,, ')).toEqual([]);
    expect(splitKeywords('')).toEqual([]);
  });
});

const similarity = (values: { set1: string; set2: string; algorithm: string }) => firstMessage(schemaErrors(similaritySchema, values), SIMILARITY_FIELDS);

describe('similaritySchema', () => {
  it('checks Set 1, then Set 2, then the algorithm', () => {
    expect(similarity({ set1: '', set2: '', algorithm: '' })).toEqual({ field: 'set1', message: SIMILARITY_MESSAGES.set1 });
    expect(similarity({ set1: 'a', set2: '', algorithm: '' })).toEqual({ field: 'set2', message: 'Please Add Keyword (Set 2)' });
    expect(similarity({ set1: 'a', set2: 'b', algorithm: '' })).toEqual({ field: 'algorithm', message: 'Please Select Algorithm' });
  });

  it('counts a set of only commas and spaces as empty', () => {
    expect(similarity({ set1: ' , , ', set2: 'b', algorithm: 'WordEmbedding' })).toMatchObject({ message: 'Please Add Keyword (Set 1)' });
    expect(similarity({ set1: 'a', set2: ',', algorithm: 'WordEmbedding' })).toMatchObject({ message: 'Please Add Keyword (Set 2)' });
  });

  it('accepts a filled-in form, whose request has the split lists', () => {
    const values = { set1: 'a, b', set2: ' c ', algorithm: 'WikiLinkMeasure' };
    expect(schemaErrors(similaritySchema, values)).toEqual({});
    expect(similarityRequest(values)).toEqual({ keywords_1: ['a', 'b'], keywords_2: ['c'], algorithm: 'WikiLinkMeasure' });
  });
});
