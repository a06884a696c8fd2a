import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { searchUsers } from '@/api/user/accounts';
import type { User } from '@/api/user/schemas';
import { paths } from '@/config/paths';
import { useSessionIds } from '@/lib/viewing';
import { isSendableQuery, shouldSearch, suggestionsFor } from '../lib/search-rule';

export const userSearchKeys = {
  all: ['user-search'] as const,
  query: (query: string) => ['user-search', query] as const,
};

function displayName(user: User): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}

/**
 * The sidebar's user search: an ARIA combobox with a listbox of suggestions.
 * A request goes out only for queries the spec allows (length >= 2 and even); in between, the last
 * answer is shown only while the typed text extends that query (narrowed to what still matches).
 * The signed-in user is never suggested; at most a few suggestions are listed, with the count.
 * A failed search says so with a retry (no toast). Choosing a suggestion opens /app/profile/{id}.
 */
export function UserSearch({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const { ownId } = useSessionIds();

  const search = useQuery({
    queryKey: userSearchKeys.query(term),
    queryFn: ({ signal }) => searchUsers(term, signal),
    enabled: term !== '',
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
  const expanded = open && typed.length >= 2 && !failed;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const change = (next: string) => {
    setValue(next);
    setOpen(true);
    setActive(-1);
    if (next.trim().length < 2) setTerm('');
    else if (shouldSearch(next) && isSendableQuery(next)) setTerm(next.trim());
  };

  const choose = (user: User) => {
    setOpen(false);
    setValue('');
    setTerm('');
    setActive(-1);
    onNavigate?.();
    void navigate(paths.otherProfile(user.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (results.length > 0) setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length > 0) setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const chosen = results[active];
      if (expanded && chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else {
        change('');
      }
    }
  };

  const activeUser = expanded ? results[active] : undefined;
  // the listbox's 'Searching…' and 'No users found' rows are not read out: say the state politely
  const noUsers = unsendable || (suggestions.kind === 'list' && suggestions.total === 0);
  const searchStatus = !expanded || search.isError
    ? ''
    : pending
      ? 'Searching…'
      : noUsers
        ? 'No users found'
        : suggestions.kind === 'type-more'
          ? 'Type one more character to search.'
          : results.length > 0
            ? `${results.length} user${results.length === 1 ? '' : 's'} found`
            : '';

  return (
    <div className="rima-search position-relative" ref={rootRef}>
      <label htmlFor={inputId} className="visually-hidden">
        Search for users
      </label>
      <input
        id={inputId}
        type="search"
        className="form-control form-control-sm"
        placeholder="Search for users.."
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeUser ? `${listId}-${activeUser.id}` : undefined}
        value={value}
        onChange={(event) => change(event.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="user-search-status">
        {searchStatus}
      </div>
      <ul id={listId} role="listbox" aria-label="Users found" className="rima-search__list list-group shadow" hidden={!expanded}>
        {pending ? (
          <li className="list-group-item small text-muted" role="presentation">
            Searching…
          </li>
        ) : noUsers ? (
          <li className="list-group-item small text-muted" role="presentation">
            No users found
          </li>
        ) : suggestions.kind === 'type-more' ? (
          <li className="list-group-item small text-muted" role="presentation">
            Type one more character to search.
          </li>
        ) : null}
        {results.map((user, index) => (
          // Keyboard selection happens on the combobox input (arrow keys, Enter, aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={user.id}
            id={`${listId}-${user.id}`}
            role="option"
            aria-selected={index === active}
            className={`list-group-item list-group-item-action small${index === active ? ' active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(user)}
          >
            {displayName(user)}
          </li>
        ))}
        {suggestions.kind === 'list' && suggestions.total > results.length ? (
          <li className="list-group-item small text-muted" role="presentation">
            Showing {results.length} of {suggestions.total} users. Type more to narrow the search.
          </li>
        ) : null}
      </ul>
      {open && failed ? (
        <div className="alert alert-danger small p-2 mt-1 mb-0 d-flex flex-wrap align-items-center gap-2" role="alert">
          <span>The search failed.</span>
          <button type="button" className="btn btn-sm btn-outline-danger ms-auto py-0" onClick={() => void search.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
    </div>
  );
}
