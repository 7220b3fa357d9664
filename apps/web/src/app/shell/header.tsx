import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { APP_BASE, config, sitePaths } from '@/lib/config';
import styles from '@/app/shell/shell.module.css';

interface HeaderProps {
  isLoggedIn: boolean;
  /** Opens the social sharing dialog; the 'Sharing Bar' item shows only when given (SPEC 2.3). */
  onSharingSettings?: () => void;
}

/** Teachers create classes and students join them here (SPEC 2.1 names the path). */
const CLASSROOM_PATH = '/launchpad/studentclassroomadmin';

const openInNewTab = (path: string) => window.open(path, '_blank', 'noopener');
// A mail link opened in a new tab leaves an empty tab behind; it only needs to start the mail app.
const openChat = () => (config.chatURL.startsWith('mailto:') ? window.location.assign(config.chatURL) : openInNewTab(config.chatURL));

/**
 * The shared header (SPEC 2.3): the logo opens the menu — main-site pages in a new tab, Login or
 * Logout by state, Classroom when signed in, Sharing Bar when a handler is supplied, Chat, and the version — which closes
 * after any choice. The rocket opens the guided launchpad, except on onboarding.
 */
export function Header({ isLoggedIn, onSharingSettings }: HeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <header className={styles.header}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.edge}`}
          aria-label="Open menu"
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <img src={`${APP_BASE}/logo.svg`} alt="" width={36} height={36} />
        </button>
        <p className={styles.title}>Soroban Quiz</p>
        {location.pathname !== '/onboarding' && (
          <button type="button" className={styles.iconButton} aria-label="Guided training (rocket)" onClick={() => void navigate('/launchpad-guided')}>
            <RocketLaunchIcon />
          </button>
        )}
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
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
      </div>
    </header>
  );
}
