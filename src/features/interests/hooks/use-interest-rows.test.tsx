import { act, renderHook } from '@testing-library/react';
import type { KeywordRow } from '../lib/keyword-rows';
import { useInterestRows } from './use-interest-rows';

const SAVED: KeywordRow[] = [{ key: 'saved-1', saved: { id: 1, name: 'mooc', weight: 2, source: 'Manual' }, name: 'mooc', weight: null, deleted: false }];

describe('useInterestRows: Add', () => {
  it("counts an interest as taken the moment it is added (the add form's duplicate check), puts it first and shows the first page", () => {
    const { result } = renderHook(() => useInterestRows(SAVED));
    act(() => result.current.add('Ethics', 3));
    expect(result.current.takenCount('ethics')).toBe(1);
    expect(result.current.rows.map((row) => row.name)).toEqual(['Ethics', 'mooc']);
    expect(result.current.view.page).toBe(0);
    expect(result.current.status).toEqual({ kind: 'info', text: 'Added “Ethics”. Save to keep it.' });
  });
});
