import type { LongTermInterest } from '@/api/user/schemas';
import { topInterests } from '@/components/charts/lib/interest-words';
import { rowsToPayload, serverRowErrors, validateRow } from './keyword-rows';

function interest(id: number, keyword: string, weight: number): LongTermInterest {
  return { id, keyword, weight, source: 'Manual', original_keywords: [], categories: [], tweet_ids: [], papers: [], tweets: [] };
}

describe('validateRow', () => {
  it('accepts a named row with a weight from 1 to 5 in steps of 0.1', () => {
    expect(validateRow({ name: 'learning analytics', weight: '1' })).toEqual({});
    expect(validateRow({ name: 'x', weight: '5' })).toEqual({});
    expect(validateRow({ name: 'x', weight: '3.7' })).toEqual({});
    expect(validateRow({ name: 'x', weight: '4.0' })).toEqual({});
  });

  it('requires the keyword name', () => {
    expect(validateRow({ name: '   ', weight: '2' })).toEqual({ name: 'Keyword name is required' });
  });

  it('checks the weight in order: required, range, step', () => {
    expect(validateRow({ name: 'x', weight: '' }).weight).toBe('Weight is required');
    expect(validateRow({ name: 'x', weight: '0.9' }).weight).toBe('Weight must be between 1 and 5');
    expect(validateRow({ name: 'x', weight: '5.1' }).weight).toBe('Weight must be between 1 and 5');
    expect(validateRow({ name: 'x', weight: '2.55' }).weight).toBe('Weight must be in steps of 0.1');
    expect(validateRow({ name: 'x', weight: 'abc' }).weight).toBe('Weight must be a number');
  });

  it('reports both fields at once', () => {
    expect(validateRow({ name: '', weight: '' })).toEqual({ name: 'Keyword name is required', weight: 'Weight is required' });
  });
});

describe('rowsToPayload', () => {
  it('sends every row with numeric weights and the ids of saved rows only', () => {
    expect(
      rowsToPayload([
        { key: 'a', id: 4, name: ' mooc ', weight: '2.5' },
        { key: 'b', name: 'new one', weight: '1' },
      ]),
    ).toEqual([
      { name: 'mooc', weight: 2.5, id: 4 },
      { name: 'new one', weight: 1 },
    ]);
  });
});

describe('topInterests', () => {
  it('keeps the 15 heaviest, heaviest first', () => {
    const many = Array.from({ length: 20 }, (_, i) => interest(i + 1, `k${String(i + 1).padStart(2, '0')}`, 1 + i * 0.2));
    const top = topInterests(many);
    expect(top).toHaveLength(15);
    expect(top[0]).toEqual({ text: 'k20', value: 1 + 19 * 0.2 });
    expect(top.map((w) => w.text)).not.toContain('k05');
    expect(top.map((w) => w.text)).toContain('k06');
  });

  it('cuts a 1 MB keyword to a drawable word', () => {
    const [word] = topInterests([interest(1, 'y'.repeat(1024 * 1024), 5)]);
    expect(word?.text).toHaveLength(40);
    expect(word?.text.endsWith('…')).toBe(true);
  });
});

describe('serverRowErrors', () => {
  it('maps the positional 400 body onto rows', () => {
    const body = { keywords: [{ name: ['This field may not be blank.'], weight: ['Ensure this value is less than or equal to 5.'] }, {}, { weight: ['This field may not be null.'] }] };
    expect(serverRowErrors(body)).toEqual([
      { name: 'This field may not be blank.', weight: 'Ensure this value is less than or equal to 5.' },
      {},
      { weight: 'This field may not be null.' },
    ]);
  });

  it('ignores bodies of another shape', () => {
    expect(serverRowErrors({ keywords: ['This field is required.'] })).toEqual([{}]);
    expect(serverRowErrors(null)).toEqual([]);
    expect(serverRowErrors({ detail: 'x' })).toEqual([]);
  });
});
