import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
// a type only (erased from the build): React Aria stays out of the modules that load with the page
import type { MenuAction } from './action-menu';
import { hasFocus, loadOnFirstUse, useLoadOnFirstUse } from './load-on-first-use';
import { notifyError } from './toasts';

export type MenuButtonItem = MenuAction;

export type MenuButtonProps = {
  /** what the button shows */
  children: ReactNode;
  /** accessible name of the button when its content does not name it */
  label?: string;
  items: readonly MenuButtonItem[];
  /** Bootstrap classes of the button */
  className?: string;
  /** name of the menu; the button's name when omitted */
  menuLabel?: string;
  busy?: boolean;
};

/**
 * What the user did to the stand-in before the live menu button arrived: whether it had focus, and
 * whether (and how) to open the menu: `'first'`/`'last'` item from the keyboard, `null` (the menu
 * itself) from a pointer, undefined not at all.
 */
export type MenuIntent = { focus: boolean; open?: 'first' | 'last' | null };

const liveMenuButton = loadOnFirstUse(() => import('./menu-button-live'));
/** Loads the live menu button (React Aria Components) once for every menu button of the app. */
export const loadMenuButton = liveMenuButton.load;

/** The keys that open a menu and the item they focus (React Aria's). */
const OPENING_KEYS: Readonly<Record<string, 'first' | 'last'>> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

/**
 * A menu button (WAI-ARIA menu pattern) from React Aria Components, drawn with Bootstrap's dropdown
 * classes: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; arrows, Home,
 * End and typing a letter move; Escape, Tab or a press outside close it and focus returns to the
 * button. Choosing an item closes the menu and puts focus back on the button before the item's
 * action runs, so a dialog the action opens returns focus there when it closes.
 *
 * React Aria loads on the first sign of use, not with the page (the user menu is on every signed-in
 * page): until then a plain button stands in, with the same look, name and `aria-haspopup="menu"`
 * `aria-expanded="false"`. Pointing at it or focusing it loads the library and puts the live button
 * in its place (focus stays on it); a press or a key that opens the menu before the library arrived
 * opens it once it has, as React Aria would have (the first item focused when opened by keyboard).
 */
export function MenuButton(props: MenuButtonProps) {
  const standIn = useRef<HTMLButtonElement>(null);
  // whether the menu is to open once loaded, and how (set by the stand-in's events)
  const opening = useRef<MenuIntent['open']>(undefined);
  const { loaded, load } = useLoadOnFirstUse(
    liveMenuButton,
    (): MenuIntent => ({ focus: hasFocus(standIn.current), open: opening.current }),
    (error) => {
      // the press is lost: say so rather than leave a button that did nothing
      if (opening.current !== undefined) notifyError(error);
      opening.current = undefined;
    },
  );

  if (loaded) return <loaded.module.LiveMenuButton {...props} intent={loaded.intent} />;

  const request = (open: 'first' | 'last' | null) => {
    opening.current = open;
    load();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const strategy = OPENING_KEYS[event.key];
    if (!strategy) return;
    event.preventDefault(); // no click after Enter or Space: the key itself opens the menu
    request(strategy);
  };
  const onPointerDown = (event: PointerEvent) => {
    // React Aria opens a menu at the press of a mouse or pen, at the release of a touch (the click)
    if (event.button === 0 && event.pointerType !== 'touch') request(null);
  };
  const onClick = (event: MouseEvent) => {
    // a click without a pointer (assistive technology) opens on the first item, as React Aria does
    if (event.detail === 0) request('first');
    else if (opening.current === undefined) request(null);
  };
  const { children, label, className = 'btn btn-light', busy } = props;
  return (
    <button
      ref={standIn}
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded="false"
      aria-busy={busy || undefined}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
