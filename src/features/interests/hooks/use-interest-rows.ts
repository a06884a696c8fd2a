import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cutText, pageHolding, pageOf } from '@/lib/bounded';
import { focusAndReveal, focusFirstInvalid } from '@/lib/focus';
import { editRows, firstInvalid, isChanged, nameCounts, nameKey, type KeywordRow } from '../lib/keyword-rows';

/** The editor's one line of news: what an action did (info) or why Save did not go (error). */
export type Status = { kind: 'info' | 'error'; text: string };

let addedCounter = 0;

/** A row's name field (FormField's input, found by its name). */
const NAME_FIELD = 'input[name="interest-name"]';

/** Where focus goes once the rows have changed: a part of a row (by key), or the new interest's name. */
type FocusTarget = { key: string; part: 'name' | 'undo' | 'delete' } | 'add';

/** The page that shows the interest `focusName` ("Edit" on it), else the first. */
function initialPage(rows: KeywordRow[], focusName: string | null | undefined): number {
  const index = focusName ? rows.findIndex((row) => nameKey(row.name) === nameKey(focusName)) : -1;
  return index >= 0 ? pageHolding(index) : 0;
}

/** How many rows have `name` now, for the add form's duplicate check (the rows read without rendering it again). */
function useTakenCount(rows: KeywordRow[]) {
  const rowsRef = useRef(rows);
  useLayoutEffect(() => {
    rowsRef.current = rows;
  }, [rows]);
  return useCallback((name: string) => nameCounts(rowsRef.current).get(nameKey(name)) ?? 0, []);
}

/**
 * Where the focus goes as the rows change: `focusNext` (set by an action) once the rows and any
 * confirmation dialog have settled, the interest `focusName` when the editor opens on it, and a
 * leaving row's neighbour (else the add form) through `focusAfterLeavingRef`.
 */
function useRowFocus(rows: KeywordRow[], removing: KeywordRow | null, page: number, focusName: string | null | undefined) {
  const listRef = useRef<HTMLFormElement>(null);
  const addNameRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    // wait until the confirmation dialog has gone (the rest is inert behind it)
    if (next === null || removing !== null) return;
    focusNext.current = null;
    if (next === 'add') {
      addNameRef.current?.focus();
      return;
    }
    const row = listRef.current?.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(next.key)}"]`);
    focusAndReveal(row?.querySelector<HTMLElement>(next.part === 'name' ? NAME_FIELD : `[data-part="${next.part}"]`) ?? row?.querySelector<HTMLElement>('input, button'));
  }, [rows, removing, page]);

  // "Edit" on an interest: its row, focused and in view, once the dialog has taken the focus itself
  const initialFocus = useRef(focusName);
  useEffect(() => {
    const name = initialFocus.current;
    if (!name) return;
    const wanted = nameKey(name);
    const timer = window.setTimeout(() => {
      const row = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-row-key]') ?? []).find((element) => element.dataset.name === wanted);
      focusAndReveal(row?.querySelector<HTMLElement>(NAME_FIELD));
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);

  const focusAfterLeaving = (key: string) => {
    const index = rows.findIndex((row) => row.key === key);
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focusNext.current = neighbour ? { key: neighbour.key, part: 'name' } : 'add';
  };

  const focusAfterLeavingRef = useRef(focusAfterLeaving);
  useLayoutEffect(() => {
    focusAfterLeavingRef.current = focusAfterLeaving;
  });
  return { listRef, addNameRef, focusNext, focusAfterLeavingRef };
}

/** When a row's name is wrong: shows its page (`show`, rendered at once so its field can take the focus), focuses it and answers true. */
function revealFirstInvalid(rows: KeywordRow[], list: HTMLElement | null, show: (page: number) => void): boolean {
  const invalid = firstInvalid(rows);
  if (invalid < 0) return false;
  flushSync(() => show(pageHolding(invalid)));
  focusFirstInvalid(list);
  return true;
}

/**
 * The row state of Manage Interests: the rows (none of their changes sent before Save), the page on
 * show, the status line, the saved row waiting for its delete confirmation and the server's per-row
 * messages of the last failed Save. Every action keeps the focus where the user can go on: the
 * row's next part, its neighbour once it has gone, or the add form. `listRef` goes on the element
 * holding the rows, `addNameRef` on the add form's name field.
 */
export function useInterestRows(initialRows: KeywordRow[], focusName?: string | null) {
  const [rows, setRows] = useState<KeywordRow[]>(initialRows);
  const [page, setPage] = useState(() => initialPage(initialRows, focusName));
  const [status, setStatus] = useState<Status | null>(null);
  const [removing, setRemoving] = useState<KeywordRow | null>(null);
  const [serverErrors, setServerErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const { listRef, addNameRef, focusNext, focusAfterLeavingRef } = useRowFocus(rows, removing, page, focusName);

  const { counts, dirty } = useMemo(() => ({ counts: nameCounts(rows), dirty: rows.some(isChanged) }), [rows]);
  const view = pageOf(rows, page);

  const rename = useCallback((key: string, name: string) => setRows((current) => editRows(current, { type: 'rename', key, name })), []);
  const weigh = useCallback((key: string, weight: number) => setRows((current) => editRows(current, { type: 'weigh', key, weight })), []);
  const undo = useCallback((row: KeywordRow) => {
    setStatus(null);
    if (row.saved) focusNext.current = { key: row.key, part: 'name' };
    else focusAfterLeavingRef.current(row.key);
    setRows((current) => editRows(current, { type: 'undo', key: row.key }));
  }, [focusNext, focusAfterLeavingRef]);
  const askDelete = useCallback((row: KeywordRow) => {
    setStatus(null);
    if (row.saved) {
      setRemoving(row);
      return;
    }
    focusAfterLeavingRef.current(row.key);
    setRows((current) => editRows(current, { type: 'delete', key: row.key }));
  }, [focusAfterLeavingRef]);

  const confirmDelete = () => {
    const row = removing;
    if (!row) return;
    focusNext.current = { key: row.key, part: 'undo' };
    setRows((current) => editRows(current, { type: 'delete', key: row.key }));
    setStatus({ kind: 'info', text: `“${cutText(row.name).text}” will be deleted when you save.` });
    setRemoving(null);
  };
  const cancelDelete = () => {
    setRemoving(null);
    setStatus({ kind: 'info', text: 'Your Keyword is safe!' });
  };

  const add = useCallback((name: string, weight: number) => {
    addedCounter += 1;
    setRows((current) => editRows(current, { type: 'add', key: `added-${addedCounter}`, name, weight }));
    // the new interest comes first: show the first page
    setPage(0);
    setStatus({ kind: 'info', text: `Added “${cutText(name.trim()).text}”. Save to keep it.` });
  }, []);
  const takenCount = useTakenCount(rows);

  const reset = () => {
    setRows(initialRows);
    setServerErrors(new Map());
    setStatus({ kind: 'info', text: 'Every unsaved change is undone.' });
  };

  /** Before a save: when a name is wrong, shows its page and focuses it, and answers true (nothing may be sent). */
  const revealInvalid = () =>
    revealFirstInvalid(rows, listRef.current, (invalidPage) => {
      setPage(invalidPage);
      setStatus({ kind: 'error', text: 'Some names need a change before saving.' });
    });

  return {
    rows,
    counts,
    dirty,
    view,
    setPage,
    status,
    setStatus,
    removing,
    serverErrors,
    setServerErrors,
    listRef,
    addNameRef,
    rename,
    weigh,
    undo,
    askDelete,
    confirmDelete,
    cancelDelete,
    add,
    takenCount,
    reset,
    revealInvalid,
  };
}
