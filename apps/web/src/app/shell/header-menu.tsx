import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import { config, sitePaths } from '@/lib/config';

interface HeaderMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  isLoggedIn: boolean;
  onSharingSettings?: () => void;
}

/** Teachers create classes and students join them here (SPEC 2.1 names the path). */
const CLASSROOM_PATH = '/launchpad/studentclassroomadmin';

const openInNewTab = (path: string) => window.open(path, '_blank', 'noopener');
// A mail link opened in a new tab leaves an empty tab behind; it only needs to start the mail app.
const openChat = () => (config.chatURL.startsWith('mailto:') ? window.location.assign(config.chatURL) : openInNewTab(config.chatURL));

/**
 * The logo's menu (SPEC 2.3): main-site pages in a new tab, Login or Logout by state, Classroom when
 * signed in, Sharing Bar when a handler is supplied, Chat, and the version; it closes after any
 * choice. Loaded when first opened (header.tsx).
 */
export function HeaderMenu({ anchor, onClose, isLoggedIn, onSharingSettings }: HeaderMenuProps) {
  const navigate = useNavigate();
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {isLoggedIn && <MenuItem onClick={choose(() => void navigate(CLASSROOM_PATH))}>Classroom</MenuItem>}
      <MenuItem onClick={choose(() => openInNewTab(sitePaths.home))}>Homepage</MenuItem>
      <MenuItem onClick={choose(() => openInNewTab(sitePaths.settings))}>Settings</MenuItem>
      <MenuItem onClick={choose(() => openInNewTab(sitePaths.wallet))}>Wallet</MenuItem>
      {isLoggedIn ? (
        <MenuItem onClick={choose(() => void navigate('/logout', { state: { isLoggedIn: true } }))}>Logout</MenuItem>
      ) : (
        <MenuItem onClick={choose(() => void navigate('/login'))}>Login</MenuItem>
      )}
      {onSharingSettings && <MenuItem onClick={choose(onSharingSettings)}>Sharing Bar</MenuItem>}
      <MenuItem onClick={choose(openChat)}>Chat</MenuItem>
      <MenuItem disabled>{config.version}</MenuItem>
    </Menu>
  );
}
