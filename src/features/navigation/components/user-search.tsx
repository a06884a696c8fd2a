import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { searchUsers } from '@/api/user/accounts';
import type { User } from '@/api/user/schemas';
import { paths } from '@/config/paths';
import { shouldSearch } from '../lib/search-rule';

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
 * A request goes out only for queries the spec allows (length >= 2 and even); in between,
 * the last answer stays visible. Choosing a suggestion opens /app/profile/{id}.
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

  const search = useQuery({
    queryKey: userSearchKeys.query(term),
    queryFn: () => searchUsers(term),
    enabled: term !== '',
    staleTime: 30_000,
  });
  const results = term === '' ? [] : (search.data ?? []);
  const expanded = open && term !== '' && (search.isFetched || search.isFetching);

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
    else if (shouldSearch(next)) setTerm(next.trim());
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
  const searchStatus = !expanded
    ? ''
    : search.isFetching && results.length === 0
      ? 'Searching…'
      : results.length === 0
        ? search.isFetched
          ? 'No users found'
          : ''
        : `${results.length} user${results.length === 1 ? '' : 's'} found`;

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
        {search.isFetching && results.length === 0 ? (
          <li className="list-group-item small text-muted" role="presentation">
            Searching…
          </li>
        ) : null}
        {!search.isFetching && search.isFetched && results.length === 0 ? (
          <li className="list-group-item small text-muted" role="presentation">
            No users found
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
      </ul>
    </div>
  );
}
