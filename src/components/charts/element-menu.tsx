import { useEffect, useMemo, useRef, type FocusEvent } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { ancestorsOf, twinOf, type Focusable } from '@/components/ui/focus-trap';
import '@/components/ui/react-aria-csp';

export type ElementMenuItem = {
  /** the item's text, also its key */
  label: string;
  onSelect: () => void;
};

type ElementMenuProps = {
  /** the activated mark of a chart (a word of a cloud, a bar) the menu opens at; null when closed */
  target: Focusable | null;
  /** accessible name of the menu ("Interest: learning analytics") */
  label: string;
  items: readonly ElementMenuItem[];
  onClose: () => void;
};

/**
 * The menu of a chart's mark (WAI-ARIA menu pattern, React Aria Components' Menu in a Popover
 * anchored to the mark): it opens with focus on its first item; arrows, Home, End and typing a letter
 * move; Escape, Tab or a press outside close it. When it closes, focus goes back to the mark (or to
 * its twin when the chart drew it anew meanwhile), and only then does a chosen item's action run, so
 * a dialog the action opens returns focus to the mark when it closes.
 */
export function ElementMenu({ target, label, items, onClose }: ElementMenuProps) {
  const triggerRef = useMemo(() => ({ current: target }), [target]);
  const chosen = useRef<ElementMenuItem | null>(null);
  // the last mark the menu opened at, with its ancestors (to find its twin once it is drawn anew)
  const opener = useRef<{ element: Focusable; ancestors: Element[] } | null>(null);

  useEffect(() => {
    if (target) {
      opener.current = { element: target, ancestors: ancestorsOf(target) };
      return;
    }
    const item = chosen.current;
    const last = opener.current;
    chosen.current = null;
    opener.current = null;
    if (!last) return;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected || item) twinOf(last.element, last.ancestors)?.focus();
    item?.onSelect();
  }, [target]);

  // Opened by a virtual click (a screen reader's, or Enter on a button), React Aria may focus the menu
  // itself before its items exist: focus belongs on the first item.
  const toFirstItem = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target;
    if (target instanceof HTMLElement && target.getAttribute('role') === 'menu') target.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  };

  const choose = (key: string | number) => {
    chosen.current = items.find((item) => item.label === key) ?? null;
    onClose();
  };

  return (
    <Popover
      isOpen={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      triggerRef={triggerRef}
      placement="bottom start"
      offset={4}
      aria-label={label}
      className="dropdown-menu show shadow rima-menu"
    >
      <div onFocus={toFirstItem}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the WAI-ARIA menu pattern moves focus to the first item of a menu that opens */}
        <Menu aria-label={label} autoFocus="first" className="list-unstyled m-0" onAction={choose}>
          {items.map((item) => (
            <MenuItem key={item.label} id={item.label} className="dropdown-item rima-menu__item">
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </div>
    </Popover>
  );
}
