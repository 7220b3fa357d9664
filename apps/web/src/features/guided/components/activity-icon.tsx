import type { LaunchpadActivity } from '@soroban/contracts';
import type { ReactNode } from 'react';
import { MaterialIcon } from '@/components/icons/material-icon';
import styles from '@/features/guided/components/activity-icon.module.css';

const GLYPHS: Record<LaunchpadActivity['activity'], ReactNode> = {
  soroban: <MaterialIcon name="Calculate" />,
  facts: <MaterialIcon name="GridOn" />,
  video: <MaterialIcon name="PlayCircle" />,
  kanji: (
    <span lang="ja" className={styles.kanji}>
      漢
    </span>
  ),
  mental: <MaterialIcon name="Psychology" />,
  tools: <MaterialIcon name="Timer" />,
};

/** A completed activity's tick, on the icon's lower right (its label already says "done"). */
function Tick() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.tick}>
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
    // SPEC 4: done or jumped = blue and active; current group = green and active; others white, faded, not clickable.
    <button
      type="button"
      onClick={onOpen}
      disabled={locked}
      aria-label={label}
      data-state={activity.state}
      data-activity-id={activity.id}
      className={`${styles.icon} ${styles[activity.state]}`}
    >
      {GLYPHS[activity.activity]}
      {complete && <Tick />}
    </button>
  );
}
