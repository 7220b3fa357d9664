import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PersonIcon from '@mui/icons-material/Person';
import RedeemIcon from '@mui/icons-material/Redeem';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { LEARNING_PATH_ID } from '@soroban/contracts';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

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

/** The shared bottom bar (SPEC 2.2): the current view's icon is green, the others pale. */
export function BottomBar() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = currentView(pathname);
  return (
    <Paper
      component="nav"
      aria-label="Main"
      elevation={3}
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, display: 'flex', justifyContent: 'space-around', py: 0.5, zIndex: 'appBar' }}
    >
      {ITEMS.map((item) => {
        const active = item.view === current;
        return (
          <IconButton
            key={item.view}
            aria-label={item.label}
            aria-current={active ? 'page' : undefined}
            onClick={() => void navigate(item.path, { state: item.state })}
            sx={{ color: active ? 'success.main' : 'action.disabled', fontSize: 30 }}
          >
            {item.icon}
          </IconButton>
        );
      })}
    </Paper>
  );
}
