import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MenuButton } from '@/components/ui/menu-button';
import { useLogout } from '../hooks/use-logout';
import { useSessionName } from '../hooks/use-session';

/** The top bar's user menu: a menu button showing the stored name, with 'My profile' and 'Logout'. */
export function UserMenu() {
  const name = useSessionName();
  const { logout, pending } = useLogout();
  const navigate = useNavigate();
  return (
    <div className="rima-user-menu">
      <MenuButton
        className="btn btn-light d-flex align-items-center gap-2"
        busy={pending}
        items={[
          { label: 'My profile', onSelect: () => void navigate(paths.userProfile) },
          { label: 'Logout', onSelect: () => void logout() },
        ]}
      >
        <span className="rima-avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase() || '?'}
        </span>
        <span className="rima-user-menu__name">{pending ? 'Logging out…' : name || 'My account'}</span>
        <span className="visually-hidden"> (user menu)</span>
      </MenuButton>
    </div>
  );
}
