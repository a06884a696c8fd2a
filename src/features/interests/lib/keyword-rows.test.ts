import type { LongTermInterest } from '@/api/user/schemas';
import { topInterests } from '@/components/charts/lib/interest-words';
import {
  editRows,
  firstInvalid,
  interestsToRows,
  isChanged,
  NAME_REQUIRED,
  NAME_TAKEN,
  NAME_TOO_LONG,
  nameCounts,
  nameError,
  planSave,
  rowNameError,
  sentWeight,
  serverRowErrors,
  shownWeight,
  type KeywordRow,
} from './keyword-rows';

function interest(id: number, keyword: string, weight: number, source: LongTermInterest['source'] = 'Manual'): LongTermInterest {
  return { id, keyword, weight, source, original_keywords: [], categories: [], tweet_ids: [], papers: [], tweets: [] };
}

const start = () => interestsToRows([interest(1, 'mooc', 2, 'Scholar'), interest(2, 'learning analytics', 4.5, 'Scholar & Twitter'), interest(3, 'ethics', 3, 'Twitter')]);
const byName = (rows: KeywordRow[], name: string) => rows.find((row) => row.name === name) as KeywordRow;

describe('nameError', () => {
  it('takes a trimmed name of 1 to 100 characters that no other interest has', () => {
    expect(nameError('  open science ', 0)).toBeUndefined();
    expect(nameError('x'.repeat(100), 0)).toBeUndefined();
    expect(nameError('   ', 0)).toBe(NAME_REQUIRED);
    expect(nameError('x'.repeat(101), 0)).toBe(NAME_TOO_LONG);
    expect(nameError('mooc', 1)).toBe('Interest already exists!');
  });

  it('does not hold a name as the server sent it to the length or duplicate rule', () => {
    expect(nameError('y'.repeat(5000), 0, true)).toBeUndefined();
    expect(nameError('mooc', 1, true)).toBeUndefined();
    expect(nameError(' ', 0, true)).toBe(NAME_REQUIRED);
  });
});

describe('rowNameError', () => {
  it('refuses a rename onto another interest, whatever the case and spaces', () => {
    const rows = editRows(start(), { type: 'rename', key: 'saved-3', name: ' MOOC ' });
    const counts = nameCounts(rows);
    expect(rowNameError(byName(rows, ' MOOC '), counts)).toBe(NAME_TAKEN);
    // the interest it collides with is not the one in the wrong
    expect(rowNameError(byName(rows, 'mooc'), counts)).toBeUndefined();
    expect(firstInvalid(rows)).toBe(2);
  });

  it('frees the name of a deleted interest', () => {
    let rows = editRows(start(), { type: 'delete', key: 'saved-1' });
    rows = editRows(rows, { type: 'add', key: 'n1', name: 'Mooc', weight: 3 });
    expect(firstInvalid(rows)).toBe(-1);
  });
});

describe('editRows', () => {
  it('adds a new interest first, trimmed', () => {
    const rows = editRows(start(), { type: 'add', key: 'n1', name: '  open science ', weight: 3.4 });
    expect(rows[0]).toEqual({ key: 'n1', name: 'open science', weight: 3.4, deleted: false });
    expect(rows).toHaveLength(4);
  });

  it('undoes one row: a saved one back as the server holds it, an added one out', () => {
    let rows = editRows(start(), { type: 'rename', key: 'saved-1', name: 'moocs' });
    rows = editRows(rows, { type: 'weigh', key: 'saved-1', weight: 4.1 });
    rows = editRows(rows, { type: 'weigh', key: 'saved-2', weight: 1.2 });
    rows = editRows(rows, { type: 'add', key: 'n1', name: 'x', weight: 2 });
    rows = editRows(rows, { type: 'undo', key: 'saved-1' });
    expect(byName(rows, 'mooc')).toEqual(start()[0]);
    expect(isChanged(byName(rows, 'learning analytics'))).toBe(true);
    rows = editRows(rows, { type: 'undo', key: 'n1' });
    expect(rows.map((row) => row.key)).toEqual(['saved-1', 'saved-2', 'saved-3']);
  });

  it('marks a deleted saved row and drops a deleted added one', () => {
    let rows = editRows(start(), { type: 'add', key: 'n1', name: 'x', weight: 2 });
    rows = editRows(rows, { type: 'delete', key: 'n1' });
    rows = editRows(rows, { type: 'delete', key: 'saved-2' });
    expect(rows.map((row) => [row.key, row.deleted])).toEqual([
      ['saved-1', false],
      ['saved-2', true],
      ['saved-3', false],
    ]);
  });

  it('counts a weight moved back to the saved one as no change', () => {
    let rows = editRows(start(), { type: 'weigh', key: 'saved-1', weight: 2.5 });
    expect(isChanged(rows[0] as KeywordRow)).toBe(true);
    rows = editRows(rows, { type: 'weigh', key: 'saved-1', weight: 2 });
    expect(rows.some(isChanged)).toBe(false);
  });
});

describe('weights outside 1 to 5 from the server', () => {
  it('are shown clamped and sent unchanged until moved', () => {
    const [high, low] = interestsToRows([interest(1, 'a', 7.5), interest(2, 'b', 0.4)]) as [KeywordRow, KeywordRow];
    expect(shownWeight(high)).toBe(5);
    expect(sentWeight(high)).toBe(7.5);
    expect(shownWeight(low)).toBe(1);
    expect(sentWeight(low)).toBe(0.4);
    const moved = editRows([high], { type: 'weigh', key: high.key, weight: 4.9 })[0] as KeywordRow;
    expect(sentWeight(moved)).toBe(4.9);
  });
});

describe('planSave', () => {
  it('sends the whole list with sources and removes deleted and renamed interests by id', () => {
    let rows = editRows(start(), { type: 'delete', key: 'saved-1' });
    rows = editRows(rows, { type: 'rename', key: 'saved-3', name: 'Research Ethics' });
    rows = editRows(rows, { type: 'weigh', key: 'saved-2', weight: 3.3 });
    rows = editRows(rows, { type: 'add', key: 'n1', name: 'open science', weight: 2.2 });
    expect(planSave(rows)).toEqual({
      keep: [
        { name: 'open science', weight: 2.2, source: 'Manual' },
        { name: 'learning analytics', weight: 3.3, source: 'Scholar & Twitter', id: 2 },
        { name: 'Research Ethics', weight: 3, source: 'Manual' },
      ],
      remove: [1, 3],
    });
  });

  it('keeps a row whose name only changed case (the server matches names lower-cased)', () => {
    const rows = editRows(start(), { type: 'rename', key: 'saved-1', name: 'MOOC' });
    expect(planSave(rows)).toEqual({
      keep: [
        { name: 'MOOC', weight: 2, source: 'Scholar', id: 1 },
        { name: 'learning analytics', weight: 4.5, source: 'Scholar & Twitter', id: 2 },
        { name: 'ethics', weight: 3, source: 'Twitter', id: 3 },
      ],
      remove: [],
    });
  });
});

describe('topInterests', () => {
  it('keeps the 15 heaviest, heaviest first', () => {
    const many = Array.from({ length: 20 }, (_, i) => interest(i + 1, `k${String(i + 1).padStart(2, '0')}`, 1 + i * 0.2));
    const top = topInterests(many);
    expect(top).toHaveLength(15);
    expect(top[0]).toMatchObject({ text: 'k20', value: 1 + 19 * 0.2 });
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
  it('takes the first message of each row of the positional 400 body', () => {
    const body = {
      keywords: [{ name: ['This field may not be blank.'], weight: ['Ensure this value is less than or equal to 5.'] }, {}, { weight: ['This field may not be null.'] }, { source: ['This field is required.'] }],
    };
    expect(serverRowErrors(body)).toEqual(['This field may not be blank.', undefined, 'Weight: This field may not be null.', 'Source: This field is required.']);
  });

  it('ignores bodies of another shape', () => {
    expect(serverRowErrors({ keywords: ['This field is required.'] })).toEqual([undefined]);
    expect(serverRowErrors(null)).toEqual([]);
    expect(serverRowErrors({ detail: 'x' })).toEqual([]);
  });
});
