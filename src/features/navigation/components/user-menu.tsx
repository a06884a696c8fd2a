import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogout } from '../hooks/use-logout';
import { useSessionName } from '../hooks/use-session';
import { BusyButton } from '@/components/ui/busy-button';

/**
 * The top bar's user menu: a menu button (ARIA menu pattern) showing the stored name,
 * with 'My profile' and 'Logout'. Arrow keys move, Escape closes and returns focus.
 */
export function UserMenu() {
  const name = useSessionName();
  const { logout, pending } = useLogout();
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      list[(index + 1) % list.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      list[(index - 1 + list.length) % list.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      list[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      list[list.length - 1]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className="rima-user-menu position-relative" ref={rootRef}>
      <button
        id={buttonId}
        ref={buttonRef}
        type="button"
        className="btn btn-light d-flex align-items-center gap-2"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="rima-avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase() || '?'}
        </span>
        <span className="rima-user-menu__name">{name || 'My account'}</span>
        <span className="visually-hidden"> (user menu)</span>
      </button>
      <ul
        id={menuId}
        ref={menuRef}
        role="menu"
        aria-labelledby={buttonId}
        className={`dropdown-menu dropdown-menu-end shadow end-0${open ? ' show' : ''}`}
        style={{ top: '100%' }}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <Link role="menuitem" to={paths.userProfile} className="dropdown-item" tabIndex={-1} onClick={() => close(false)}>
            My profile
          </Link>
        </li>
        <li role="none">
          <BusyButton role="menuitem" className="dropdown-item" tabIndex={-1} busy={pending} onClick={() => void logout()}>
            {pending ? 'Logging out…' : 'Logout'}
          </BusyButton>
        </li>
      </ul>
    </div>
  );
}
