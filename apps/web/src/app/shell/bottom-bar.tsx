import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PersonIcon from '@mui/icons-material/Person';
import RedeemIcon from '@mui/icons-material/Redeem';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { LEARNING_PATH_ID } from '@soroban/contracts';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styles from '@/app/shell/shell.module.css';

interface Item {
  view: string;
  label: string;
  path: string;
  icon: ReactNode;
  state: Record<string, unknown>;
}

/** SPEC 2.2: five views and the navigation state each passes. */
const ITEMS: Item[] = [
  { view: 'modules', label: 'Modules', path: '/launchpad', icon: <ViewModuleIcon />, state: { view: 'modules' } },
  { view: 'top100', label: 'Top 100', path: '/launchpad/top100', icon: <EmojiEventsIcon />, state: { view: 'top100', lpath: LEARNING_PATH_ID } },
  { view: 'rewards', label: 'Rewards', path: '/launchpad/rewards', icon: <RedeemIcon />, state: { view: 'rewards' } },
  {
    view: 'profile',
    label: 'Profile',
    path: '/launchpad/profile',
    icon: <PersonIcon />,
    state: { view: 'profile', username: '', lpath: '', title: '', backlink: '' },
  },
  { view: 'videohelp', label: 'Video Help', path: '/launchpad/videohelp', icon: <OndemandVideoIcon />, state: { view: 'videohelp' } },
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
          {item.icon}
          {item.label}
        </button>
      ))}
    </nav>
  );
}
