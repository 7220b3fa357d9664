import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PersonIcon from '@mui/icons-material/Person';
import RedeemIcon from '@mui/icons-material/Redeem';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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

/** The shared bottom bar (SPEC 2.2): each view's icon with its name under it; the current view is green, the others pale. */
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
          <ButtonBase
            key={item.view}
            aria-current={active ? 'page' : undefined}
            onClick={() => void navigate(item.path, { state: item.state })}
            sx={{
              flexDirection: 'column',
              minWidth: 64,
              py: 0.25,
              borderRadius: 2,
              // Pale beside the green current view, yet dark enough for the label to be read.
              color: active ? 'success.main' : 'text.secondary',
              '& .MuiSvgIcon-root': { fontSize: 28, opacity: active ? 1 : 0.7 },
            }}
          >
            {item.icon}
            <Typography component="span" variant="caption" sx={{ fontWeight: active ? 700 : 400, lineHeight: 1.2 }}>
              {item.label}
            </Typography>
          </ButtonBase>
        );
      })}
    </Paper>
  );
}
