import { useId, useRef, useState } from 'react';
import { hasFocus, loadOnFirstUse, useLoadOnFirstUse } from '@/components/ui/load-on-first-use';
import { termAfter } from '../lib/search-rule';
import { SearchFailed, USER_SEARCH_LABEL, USER_SEARCH_PLACEHOLDER, type SearchIntent, type SearchText } from './user-search-parts';

const liveUserSearch = loadOnFirstUse(() => import('./user-search-live'));
/** Loads the live user search (React Aria Components' combobox). */
export const loadUserSearch = liveUserSearch.load;

/**
 * The sidebar's user search: a combobox (WAI-ARIA pattern, React Aria Components) that suggests
 * other users as one types and opens the profile of the one chosen (see user-search-live.tsx).
 *
 * The sidebar is on every signed-in page, React Aria is not: until the library arrives a plain text
 * field stands in, with the same look, name and `role="combobox"` (collapsed). Pointing at it or
 * focusing it loads the live search, which takes its place with the text typed so far, the caret
 * where it was and the focus; what is typed before it arrives is kept (the text lives here, for both).
 * Should the library not load, the stand-in stays a text field that keeps the text, says the search
 * failed once a query is typed, and tries again on its Try again button or its next focus.
 */
export function UserSearch({ onNavigate }: { onNavigate?: () => void }) {
  const [text, setText] = useState<SearchText>({ value: '', term: '' });
  const onTextChange = (value: string) => setText((previous) => ({ value, term: termAfter(value, previous.term) }));
  const standIn = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const [failed, setFailed] = useState(false);
  const { loaded, load } = useLoadOnFirstUse(
    liveUserSearch,
    (): SearchIntent => {
      const input = standIn.current;
      const focus = hasFocus(input);
      return { focus, selection: focus && input ? [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length] : null };
    },
    () => setFailed(true),
  );
  const retry = () => {
    setFailed(false);
    load();
  };

  if (loaded) return <loaded.module.LiveUserSearch text={text} onTextChange={onTextChange} onNavigate={onNavigate} intent={loaded.intent} />;

  return (
    <div className="rima-search">
      <label htmlFor={inputId} className="visually-hidden">
        {USER_SEARCH_LABEL}
      </label>
      <input
        ref={standIn}
        id={inputId}
        type="search"
        className="form-control form-control-sm"
        placeholder={USER_SEARCH_PLACEHOLDER}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={listId}
        value={text.value}
        onChange={(event) => onTextChange(event.target.value)}
        onFocus={retry}
        onPointerEnter={retry}
      />
      {/* the list the live search shows its suggestions in: none yet */}
      <div id={listId} role="listbox" aria-label="Users found" hidden />
      {/* Try again: back to the field, whose focus loads the library again (and keeps the focus) */}
      {failed && text.value.trim().length >= 2 ? <SearchFailed onRetry={() => standIn.current?.focus()} /> : null}
    </div>
  );
}

