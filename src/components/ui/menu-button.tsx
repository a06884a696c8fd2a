import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import './react-aria-csp';

export type MenuButtonItem = {
  /** the item's text, also its key */
  label: string;
  onSelect: () => void;
};

type MenuButtonProps = {
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
 * A menu button (WAI-ARIA menu pattern) from React Aria Components, drawn with Bootstrap's dropdown
 * classes: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; arrows, Home,
 * End and typing a letter move; Escape, Tab or a press outside close it and focus returns to the
 * button. Choosing an item closes the menu and puts focus back on the button before the item's
 * action runs, so a dialog the action opens returns focus there when it closes.
 */
export function MenuButton({ children, label, items, className = 'btn btn-light', menuLabel, busy }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // the chosen item's action, run once the menu has closed and focus is back on the button
  const chosen = useRef<MenuButtonItem | null>(null);
  const choose = (key: string | number) => {
    chosen.current = items.find((candidate) => candidate.label === key) ?? null;
    setOpen(false);
  };
  useEffect(() => {
    const item = chosen.current;
    if (open || !item) return;
    chosen.current = null;
    buttonRef.current?.focus();
    item.onSelect();
  }, [open]);
  return (
    <MenuTrigger isOpen={open} onOpenChange={setOpen}>
      {/* aria-haspopup "menu" (React Aria says "true", the same to ARIA): the value the page's own code looks for */}
      <Button ref={buttonRef} className={className} aria-label={label} aria-haspopup="menu" aria-busy={busy || undefined}>
        {children}
      </Button>
      <Popover placement="bottom end" offset={4} className="dropdown-menu show shadow rima-menu">
        <Menu aria-label={menuLabel ?? label} className="list-unstyled m-0" onAction={choose}>
          {items.map((item) => (
            <MenuItem key={item.label} id={item.label} className="dropdown-item rima-menu__item">
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
