import { useState } from 'react';
import { PAGE_FRAME, PAGE_FRAME_WORDS } from '@soroban/contracts';
import { useLocation, useNavigate } from 'react-router';
import { MaterialIcon } from '@/components/icons/material-icon';
import card from '@/components/plain-card.module.css';
import { lazyThemed, useOpenedOnce } from '@/components/themed-lazy';
import '@/components/page-frame.css';
import { APP_BASE } from '@/lib/config';
import styles from '@/app/shell/shell.module.css';

// The menu is built with the component library: it loads when first wanted, not with every screen.
const HeaderMenu = lazyThemed(() => import('@/app/shell/header-menu'), 'HeaderMenu');

interface HeaderProps {
  isLoggedIn: boolean;
  /** Opens the social sharing dialog; the 'Sharing Bar' item shows only when given (SPEC 2.3). */
  onSharingSettings?: () => void;
}

/**
 * The shared header (SPEC 2.3): the logo opens its menu (header-menu.tsx); the rocket opens the guided
 * launchpad, except on onboarding. Drawn with the page frame's classes: the server's page shows the
 * same header before this code has run (PAGE_FRAME).
 */
export function Header({ isLoggedIn, onSharingSettings }: HeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuWanted = useOpenedOnce(anchor !== null);

  return (
    <header className={PAGE_FRAME.header}>
      <div className={PAGE_FRAME.toolbar}>
        <button
          type="button"
          className={`${card.iconButton} ${styles.toolbarIcon} ${PAGE_FRAME.logo}`}
          aria-label="Open menu"
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onPointerEnter={HeaderMenu.preload}
          onFocus={HeaderMenu.preload}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <img src={`${APP_BASE}/logo.svg`} alt="" width={36} height={36} />
        </button>
        <p className={PAGE_FRAME.title}>{PAGE_FRAME_WORDS.title}</p>
        {location.pathname !== '/onboarding' && (
          <button
            type="button"
            className={`${card.iconButton} ${styles.toolbarIcon}`}
            aria-label="Guided training (rocket)"
            onClick={() => void navigate('/launchpad-guided')}
          >
            <MaterialIcon name="RocketLaunch" />
          </button>
        )}
        {menuWanted && <HeaderMenu anchor={anchor} onClose={() => setAnchor(null)} isLoggedIn={isLoggedIn} onSharingSettings={onSharingSettings} />}
      </div>
    </header>
  );
}
