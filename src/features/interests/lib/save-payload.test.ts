import type { KeywordRow } from './keyword-rows';
import { rowErrorsByKey, savePayload } from './save-payload';

const saved = (id: number, name: string, weight: number, change: Partial<KeywordRow> = {}): KeywordRow => ({
  key: `saved-${id}`,
  saved: { id, name, weight, source: 'Scholar' },
  name,
  weight: null,
  deleted: false,
  ...change,
});
const added = (key: string, name: string, weight: number): KeywordRow => ({ key, name, weight, deleted: false });

describe('savePayload', () => {
  it('sends the whole list, removes deleted and renamed interests by id and counts the deletions', () => {
    const rows = [added('added-1', 'open science', 2.2), saved(1, 'mooc', 2, { deleted: true }), saved(2, 'ethics', 3, { name: 'Research Ethics' }), saved(3, 'learning analytics', 4.5, { weight: 3.3 })];
    const payload = savePayload(rows);
    expect(payload.plan).toEqual({
      keep: [
        { name: 'open science', weight: 2.2, source: 'Manual' },
        { name: 'Research Ethics', weight: 3, source: 'Manual' },
        { name: 'learning analytics', weight: 3.3, source: 'Scholar', id: 3 },
      ],
      remove: [1, 2],
    });
    expect(payload.kept.map((row) => row.key)).toEqual(['added-1', 'saved-2', 'saved-3']);
    expect(payload.deletions).toBe(1);
  });

  it('sends an unchanged list as it is, with nothing to remove and no deletion', () => {
    const payload = savePayload([saved(1, 'mooc', 7)]);
    expect(payload).toEqual({ plan: { keep: [{ name: 'mooc', weight: 7, source: 'Scholar', id: 1 }], remove: [] }, kept: [saved(1, 'mooc', 7)], deletions: 0 });
  });

  it('counts only saved interests as deletions: an unsaved row marked deleted is neither sent nor counted', () => {
    const payload = savePayload([{ ...added('added-1', 'x', 3), deleted: true }, saved(2, 'ethics', 3)]);
    expect(payload.deletions).toBe(0);
    expect(payload.plan).toEqual({ keep: [{ name: 'ethics', weight: 3, source: 'Scholar', id: 2 }], remove: [] });
    expect(savePayload([]).plan).toEqual({ keep: [], remove: [] });
  });
});

describe('rowErrorsByKey', () => {
  it("puts a 400's positional messages on the kept rows they belong to", () => {
    const kept = [added('added-1', 'open science', 2), saved(2, 'ethics', 3)];
    const body = { keywords: [{}, { name: ['Interest already exists!'] }] };
    expect(rowErrorsByKey(kept, body)).toEqual(new Map([['saved-2', 'Interest already exists!']]));
  });

  it('ignores messages beyond the kept rows and bodies of another shape', () => {
    const kept = [added('added-1', 'open science', 2)];
    expect(rowErrorsByKey(kept, { keywords: [{ weight: ['too big'] }, { name: ['lost'] }] })).toEqual(new Map([['added-1', 'Weight: too big']]));
    expect(rowErrorsByKey(kept, { detail: 'Bad request' }).size).toBe(0);
    expect(rowErrorsByKey(kept, 'oops').size).toBe(0);
  });
});
