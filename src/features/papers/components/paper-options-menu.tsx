import { MenuButton, type MenuButtonItem } from '@/components/ui/menu-button';

/** The Options menu of a paper's row: a '⋮' menu button (see MenuButton) named after the paper. */
export function PaperOptionsMenu({ label, actions }: { label: string; actions: readonly MenuButtonItem[] }) {
  return (
    <MenuButton label={label} items={actions} className="btn btn-sm btn-outline-secondary">
      <span aria-hidden="true">⋮</span>
    </MenuButton>
  );
}
