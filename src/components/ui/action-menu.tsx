import type { Ref } from 'react';
import { Menu, MenuItem, Popover, type PopoverProps } from 'react-aria-components';
import './react-aria-csp';

/** An item of a menu of actions. */
export type MenuAction = {
  /** the item's text, also its key */
  label: string;
  onSelect: () => void;
};

type ActionMenuProps = Omit<PopoverProps, 'children' | 'className' | 'offset' | 'style'> & {
  ref?: Ref<HTMLElement>;
  /** accessible name of the menu */
  menuLabel: string | undefined;
  items: readonly MenuAction[];
  /** the chosen item; the caller closes the menu and runs the item's action once focus is back where it belongs */
  onChoose: (item: MenuAction) => void;
  /** focus the first item as the menu opens (a menu without a trigger); else the trigger decides */
  focusFirst?: boolean;
};

/**
 * The popover and list of a menu of actions (WAI-ARIA menu pattern, React Aria Components' Menu in
 * a Popover), drawn with Bootstrap's dropdown classes, each item keyed by its label: arrows, Home,
 * End and typing a letter move; Escape, Tab or a press outside close it. The one item list of the
 * menu buttons (menu-button-live.tsx) and of a chart mark's menu (charts/element-menu.tsx).
 */
export function ActionMenu({ ref, menuLabel, items, onChoose, focusFirst = false, ...popover }: ActionMenuProps) {
  const choose = (key: string | number) => {
    const item = items.find((candidate) => candidate.label === key);
    if (item) onChoose(item);
  };
  return (
    <Popover ref={ref} offset={4} className="dropdown-menu show shadow rima-menu" {...popover}>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the WAI-ARIA menu pattern moves focus into a menu that opens */}
      <Menu aria-label={menuLabel} autoFocus={focusFirst ? 'first' : undefined} className="list-unstyled m-0" onAction={choose}>
        {items.map((item) => (
          <MenuItem key={item.label} id={item.label} className="dropdown-item rima-menu__item">
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
