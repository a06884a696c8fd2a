import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { Button, MenuTrigger, RootMenuTriggerStateContext } from 'react-aria-components';
import { ActionMenu } from './action-menu';
import type { MenuButtonItem, MenuButtonProps, MenuIntent } from './menu-button';
import './react-aria-csp';

/**
 * The live menu button (React Aria Components), loaded by MenuButton (menu-button.tsx) on the first
 * sign of use; see there. `intent`: what the user did to the stand-in before this module arrived,
 * carried out once on mount.
 */
export function LiveMenuButton({ children, label, items, className = 'btn btn-light', menuLabel, busy, intent }: MenuButtonProps & { intent?: MenuIntent }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // the chosen item's action, run once the menu has closed and focus is back on the button
  const chosen = useRef<MenuButtonItem | null>(null);
  const choose = (item: MenuButtonItem) => {
    chosen.current = item;
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
      {intent && <CarryOutIntent intent={intent} buttonRef={buttonRef} />}
      <ActionMenu placement="bottom end" menuLabel={menuLabel ?? label} items={items} onChoose={choose} />
    </MenuTrigger>
  );
}

/**
 * Focuses the live button where the stand-in had focus, then opens the menu the way React Aria
 * opens it for the same input: on the first item (or the last) from the keyboard, on the menu
 * itself from a pointer. The menu is opened closed-then-open, through the trigger's own state, so
 * its focus handling (and the return of focus to this button on close) is React Aria's usual one.
 */
function CarryOutIntent({ intent, buttonRef }: { intent: MenuIntent; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const state = useContext(RootMenuTriggerStateContext);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (intent.focus || intent.open !== undefined) buttonRef.current?.focus();
    if (intent.open !== undefined) state?.open(intent.open);
  }, [intent, buttonRef, state]);
  return null;
}
