import { useEffect, useMemo, useRef } from 'react';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu';
import { ancestorsOf, twinOf, type Focusable } from '@/components/ui/focus-trap';

type ElementMenuProps = {
  /** the activated mark of a chart (a word of a cloud, a bar) the menu opens at; null when closed */
  target: Focusable | null;
  /** accessible name of the menu ("Interest: learning analytics") */
  label: string;
  items: readonly MenuAction[];
  onClose: () => void;
};

/**
 * The menu of a chart's mark (the app's ActionMenu anchored to the mark): it opens with focus on its first item; arrows, Home, End and typing a letter
 * move; Escape, Tab or a press outside close it. When it closes, focus goes back to the mark (or to
 * its twin when the chart drew it anew meanwhile), and only then does a chosen item's action run, so
 * a dialog the action opens returns focus to the mark when it closes.
 */
export function ElementMenu({ target, label, items, onClose }: ElementMenuProps) {
  const triggerRef = useMemo(() => ({ current: target }), [target]);
  const chosen = useRef<MenuAction | null>(null);
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

  // React Aria may leave focus on the popover or the menu itself rather than on its first item, or
  // nowhere at all: opened by a virtual click (a screen reader's, or Enter on a button), it focuses
  // the menu only after a transition, and not once the mark behind the modal popover has lost focus
  // meanwhile. Focus belongs on the first item.
  const popoverRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const popover = popoverRef.current;
    if (!target || !popover) return;
    const toFirstItem = () => {
      const active = document.activeElement;
      if (active === null || active === document.body || active === popover || (active instanceof HTMLElement && popover.contains(active) && active.getAttribute('role') === 'menu')) {
        popover.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
      }
    };
    let frame = 0;
    // focus that leaves for nowhere lands on the body, which sends no focusin: look once the frame is done
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) frame = requestAnimationFrame(toFirstItem);
    };
    toFirstItem();
    popover.addEventListener('focusin', toFirstItem);
    document.addEventListener('focusout', onFocusOut, true);
    return () => {
      cancelAnimationFrame(frame);
      popover.removeEventListener('focusin', toFirstItem);
      document.removeEventListener('focusout', onFocusOut, true);
    };
  }, [target]);

  const choose = (item: MenuAction) => {
    chosen.current = item;
    onClose();
  };

  return (
    <ActionMenu
      ref={popoverRef}
      isOpen={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      triggerRef={triggerRef}
      placement="bottom start"
      aria-label={label}
      menuLabel={label}
      focusFirst
      items={items}
      onChoose={choose}
    />
  );
}
