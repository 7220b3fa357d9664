import CalculateIcon from '@mui/icons-material/Calculate';
import GridOnIcon from '@mui/icons-material/GridOn';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import PsychologyIcon from '@mui/icons-material/Psychology';
import TimerIcon from '@mui/icons-material/Timer';
import ButtonBase from '@mui/material/ButtonBase';
import type { LaunchpadActivity } from '@soroban/contracts';
import type { ReactNode } from 'react';

const GLYPHS: Record<LaunchpadActivity['activity'], ReactNode> = {
  soroban: <CalculateIcon />,
  facts: <GridOnIcon />,
  video: <PlayCircleIcon />,
  kanji: (
    <span lang="ja" style={{ fontSize: 22, fontWeight: 700 }}>
      漢
    </span>
  ),
  mental: <PsychologyIcon />,
  tools: <TimerIcon />,
};

/** SPEC 4: done or jumped = blue and active; current group = green and active; others white, faded, not clickable. */
const LOOK = {
  done: { bgcolor: '#1565c0', color: '#fff', borderColor: '#0d47a1' },
  current: { bgcolor: '#2e7d32', color: '#fff', borderColor: '#1b5e20' },
  locked: { bgcolor: '#fff', color: '#9e9e9e', borderColor: '#e0e0e0', opacity: 0.55 },
} as const;

/** A completed activity's tick, on the icon's lower right (its label already says "done"). */
function Tick() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ position: 'absolute', right: -6, bottom: -6 }}>
      <circle cx="12" cy="12" r="11" fill="#ffca28" stroke="#fff" strokeWidth="2" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#1b3a1b" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ActivityIcon({ activity, onOpen }: { activity: LaunchpadActivity; onOpen: () => void }) {
  const locked = activity.state === 'locked';
  const complete = activity.status.isJumped || activity.status.stepsComplete >= activity.steps;
  const label = `${activity.name}, ${activity.status.isJumped ? 'jumped' : `${activity.status.stepsComplete} of ${activity.steps} done`}${locked ? ', locked' : ''}`;
  return (
    <ButtonBase
      onClick={onOpen}
      disabled={locked}
      aria-label={label}
      data-state={activity.state}
      data-activity-id={activity.id}
      sx={{
        width: 64,
        height: 64,
        borderRadius: '50%',
        border: 3,
        boxShadow: locked ? 0 : 2,
        fontSize: 30,
        '& > svg:first-of-type': { fontSize: 32 },
        overflow: 'visible',
        ...LOOK[activity.state],
        // ButtonBase removes the outline and draws nothing else: keyboard focus needs its own ring.
        '&.Mui-focusVisible': { outline: '3px solid #0d47a1', outlineOffset: 3 },
      }}
    >
      {GLYPHS[activity.activity]}
      {complete && <Tick />}
    </ButtonBase>
  );
}
