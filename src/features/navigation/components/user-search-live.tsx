import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ComboBox, ComboBoxStateContext, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { searchUsers } from '@/api/user/accounts';
import type { User } from '@/api/user/schemas';
import '@/components/ui/react-aria-csp';
import { paths } from '@/config/paths';
import { useSessionIds } from '@/lib/viewing';
import { isSendableQuery, MIN_SEARCH_LENGTH, shouldSearch, suggestionsFor } from '../lib/search-rule';
import { SearchFailed, USER_SEARCH_LABEL, USER_SEARCH_PLACEHOLDER, type LiveUserSearchProps, type SearchIntent } from './user-search-parts';

export const userSearchKeys = {
  all: ['user-search'] as const,
  query: (query: string) => ['user-search', query] as const,
};

function displayName(user: User): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}

/**
 * The live user search, loaded by UserSearch (user-search.tsx) on first use: React Aria Components'
 * combobox in Bootstrap's form and dropdown classes. Typing opens the list from two characters on;
 * ArrowDown and ArrowUp move through the suggestions, Enter or a press opens the profile of the one
 * chosen, Escape closes the list (and, with the list closed, empties the field).
 * A request goes out only for queries the spec allows (length >= 2 and even); in between, the last
 * answer is shown only while the typed text extends that query (narrowed to what still matches).
 * The signed-in user is never suggested; at most a few suggestions are listed, with the count.
 * A failed search says so with a retry (no toast). Choosing a suggestion opens /app/profile/{id}.
 */
export function LiveUserSearch({ text, onTextChange, onNavigate, intent }: LiveUserSearchProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const { ownId } = useSessionIds();
  const { value, term } = text;

  const search = useQuery({
    queryKey: userSearchKeys.query(term),
    // nothing fired yet: nothing is asked
    queryFn: term === '' ? skipToken : ({ signal }) => searchUsers(term, signal),
    staleTime: 30_000,
  });
  const typed = value.trim();
  const unsendable = shouldSearch(value) && !isSendableQuery(value);
  // the fired query still covers the typed text (the same text, or an extension of it)
  const covered = term !== '' && typed.toLowerCase().includes(term.toLowerCase());
  const failed = covered && search.isError;
  const pending = covered && search.isPending;
  const suggestions = suggestionsFor(value, covered ? term : '', covered ? search.data : undefined, ownId);
  const results = suggestions.kind === 'list' ? suggestions.users : [];
  // the list shows from two typed characters on, with a message while it has no suggestions; a
  // failed search shows its error under the field instead
  const listable = typed.length >= MIN_SEARCH_LENGTH && !failed;
  const noUsers = unsendable || (suggestions.kind === 'list' && suggestions.total === 0);
  const message = pending ? 'Searching…' : noUsers ? 'No users found' : suggestions.kind === 'type-more' ? 'Type one more character to search.' : null;
  const counted = suggestions.kind === 'list' && suggestions.total > results.length ? suggestions.total : null;
  // the list's messages are not read out as it changes: say its state politely
  const status = !open || !listable ? '' : (message ?? (results.length > 0 ? `${results.length} user${results.length === 1 ? '' : 's'} found` : ''));

  const choose = (key: Key | null) => {
    const user = results.find((candidate) => candidate.id === key);
    if (!user) return;
    onTextChange('');
    onNavigate?.();
    void navigate(paths.otherProfile(user.id));
  };
  const retry = () => {
    // the list opens again once the answer is in (the error and its button go away)
    inputRef.current?.focus();
    void search.refetch();
  };

  return (
    <div className="rima-search">
      <ComboBox
        items={results}
        inputValue={value}
        onInputChange={onTextChange}
        // nothing stays chosen: choosing opens the profile and empties the field
        selectedKey={null}
        onSelectionChange={choose}
        allowsCustomValue
        allowsEmptyCollection={listable}
        onOpenChange={setOpen}
      >
        <Label className="visually-hidden">{USER_SEARCH_LABEL}</Label>
        <SearchInput inputRef={inputRef} listable={listable} intent={intent} onClear={() => onTextChange('')} />
        <SuggestionPopover message={message} shown={results.length} counted={counted} />
      </ComboBox>
      {/* React Aria hides the rest of the page from assistive technology while the list is open; a
          live region it should leave readable says so with data-live-announcer. It lives at the end of
          the body, not in the sidebar: a region kept readable inside the sidebar would keep the sidebar
          itself out of the inert page under any modal (a chart mark's menu), a scrollable box whose
          contents are all inert (axe: scrollable-region-focusable). */}
      {createPortal(
        <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-live-announcer="true" data-testid="user-search-status">
          {status}
        </div>,
        document.body,
      )}
      {failed ? <SearchFailed onRetry={retry} /> : null}
    </div>
  );
}

/**
 * The combobox's list: a message while it has no suggestions ('Searching…', 'No users found'), the
 * suggestions, and 'Showing 5 of 12 users' when more match than are listed.
 */
function SuggestionPopover({ message, shown, counted }: { message: string | null; shown: number; counted: number | null }) {
  const messageId = useId();
  const countId = useId();
  return (
    <Popover placement="bottom start" offset={2} className="dropdown-menu show shadow rima-menu rima-search__list">
      {message ? (
        <div id={messageId} className="dropdown-item-text small text-muted">
          {message}
        </div>
      ) : null}
      <ListBox<User>
        aria-label="Users found"
        aria-describedby={[message ? messageId : '', counted !== null ? countId : ''].filter(Boolean).join(' ') || undefined}
        className="list-unstyled m-0"
      >
        {(user) => (
          <ListBoxItem id={user.id} textValue={displayName(user)} className="dropdown-item rima-menu__item small">
            {displayName(user)}
          </ListBoxItem>
        )}
      </ListBox>
      {counted !== null ? (
        <div id={countId} className="dropdown-item-text small text-muted">
          Showing {shown} of {counted} users. Type more to narrow the search.
        </div>
      ) : null}
    </Popover>
  );
}

/**
 * The combobox's field, with what React Aria's combobox leaves to the page: the list opens again on
 * focus and when a retried search answers; Escape with the list open closes only the list (not the
 * modal menu the sidebar is on phones), with the list closed it empties the field; and on mount it
 * takes over from the stand-in (focus and caret where they were).
 */
function SearchInput({ inputRef, listable, intent, onClear }: { inputRef: RefObject<HTMLInputElement | null>; listable: boolean; intent?: SearchIntent; onClear: () => void }) {
  const state = useContext(ComboBoxStateContext);
  const wasListable = useRef(listable);
  useEffect(() => {
    if (!state) return;
    if (listable && !wasListable.current && state.isFocused && !state.isOpen) state.open(null, 'input');
    else if (!listable && state.isOpen) state.close();
    wasListable.current = listable;
  });
  const tookOver = useRef(false);
  useEffect(() => {
    const input = inputRef.current;
    if (tookOver.current || !intent?.focus || !input) return;
    tookOver.current = true;
    input.focus();
    if (intent.selection) input.setSelectionRange(intent.selection[0], intent.selection[1]);
  }, [intent, inputRef]);

  const onFocus = () => {
    if (listable) state?.open(null, 'input');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    if (state?.isOpen) event.preventDefault();
    else onClear();
  };
  return <Input ref={inputRef} type="search" className="form-control form-control-sm" placeholder={USER_SEARCH_PLACEHOLDER} onFocus={onFocus} onKeyDown={onKeyDown} />;
}
