import { LEARNING_PATH_ID } from '@soroban/contracts';
import { useLocation, useNavigate } from 'react-router';
import { MaterialIcon } from '@/components/icons/material-icon';
import type { MaterialIconName } from '@/components/icons/material-paths';
import styles from '@/app/shell/shell.module.css';

interface Item {
  view: string;
  label: string;
  path: string;
  icon: MaterialIconName;
  state: Record<string, unknown>;
}

/** SPEC 2.2: five views and the navigation state each passes. */
const ITEMS: Item[] = [
  { view: 'modules', label: 'Modules', path: '/launchpad', icon: 'ViewModule', state: { view: 'modules' } },
  { view: 'top100', label: 'Top 100', path: '/launchpad/top100', icon: 'EmojiEvents', state: { view: 'top100', lpath: LEARNING_PATH_ID } },
  { view: 'rewards', label: 'Rewards', path: '/launchpad/rewards', icon: 'Redeem', state: { view: 'rewards' } },
  {
    view: 'profile',
    label: 'Profile',
    path: '/launchpad/profile',
    icon: 'Person',
    state: { view: 'profile', username: '', lpath: '', title: '', backlink: '' },
  },
  { view: 'videohelp', label: 'Video Help', path: '/launchpad/videohelp', icon: 'OndemandVideo', state: { view: 'videohelp' } },
];

/** The view a path belongs to: its own section, else the modules (practice and program screens). */
export function currentView(pathname: string): string {
  const section = ITEMS.find((item) => item.view !== 'modules' && pathname.startsWith(item.path));
  return section?.view ?? 'modules';
}

/** The shared bottom bar (SPEC 2.2): each view's icon with its name under it; the current view is green, the others pale. */
export function BottomBar() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = currentView(pathname);
  return (
    <nav aria-label="Main" className={styles.bottomBar}>
      {ITEMS.map((item) => (
        <button
          key={item.view}
          type="button"
          className={styles.item}
          aria-current={item.view === current ? 'page' : undefined}
          onClick={() => void navigate(item.path, { state: item.state })}
        >
          <MaterialIcon name={item.icon} />
          {item.label}
        </button>
      ))}
    </nav>
  );
}
