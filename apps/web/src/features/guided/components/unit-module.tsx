import type { LaunchpadActivity, guidedLaunchpadCall } from '@soroban/contracts';
import type { z } from 'zod/mini';
import { MaterialIcon } from '@/components/icons/material-icon';
import { ActivityIcon } from '@/features/guided/components/activity-icon';
import { WalkingSumo } from '@/features/guided/components/sumo-marker';
import { Chevron, JumpAhead } from '@/features/guided/components/unit-glyphs';
import styles from '@/features/guided/components/unit-module.module.css';

type Module = z.infer<typeof guidedLaunchpadCall.answer>['modules'][number];

/** SPEC 9: icons cycle over 8 positions; each group's row is offset to make the zig-zag path. */
const ZIGZAG = [0, 1, 2, 1, 0, -1, -2, -1];
const STEP_PX = 56;
const ICON_PX = 64;
const GAP_PX = 12;

/**
 * A group's offset: STEP_PX per position where there is room, less on a narrow screen, so that even
 * the widest group at the outermost position stays inside the unit (cqi: the unit's width).
 */
const zigzagOffset = (slot: number, icons: number) => {
  const position = ZIGZAG[slot % ZIGZAG.length] ?? 0;
  const groupPx = icons * ICON_PX + (icons - 1) * GAP_PX;
  return `translateX(calc(${position} * max(0px, min(${STEP_PX}px, (100cqi - ${groupPx}px) / 4))))`;
};

interface Props {
  module: Module;
  expanded: boolean;
  onToggle: () => void;
  workingActivityId: string | null;
  isFirst: boolean;
  onOpen: (activity: LaunchpadActivity) => void;
  onReset: () => void;
  onJump: () => void;
  /** Where the sumo stood before the last completed activity: it walks from there. */
  walkFrom?: string | null;
  onWalked?: () => void;
}

/** One collapsible unit: its header (with reset or jump icon) and its activities in the zig-zag. */
export function UnitModule({
  module,
  expanded,
  onToggle,
  workingActivityId,
  isFirst,
  onOpen,
  onReset,
  onJump,
  walkFrom = null,
  onWalked = () => undefined,
}: Props) {
  const groups = new Map<number, LaunchpadActivity[]>();
  for (const activity of module.activities) groups.set(activity.activity_group, [...(groups.get(activity.activity_group) ?? []), activity]);
  const headerId = `unit-${module.unitNumber}-header`;
  const contentId = `unit-${module.unitNumber}-content`;
  const hasActions = isFirst || module.canJump;
  return (
    <section className={styles.unit}>
      {/* The reset and jump buttons sit beside the toggle, not inside it: a button inside a button is
          unreachable for keyboards and screen readers. */}
      {hasActions && (
        <div className={styles.actions}>
          {isFirst && (
            <button type="button" className={styles.action} aria-label="Reset program" onClick={onReset}>
              <MaterialIcon name="RestartAlt" />
            </button>
          )}
          {module.canJump && (
            <button type="button" className={`${styles.action} ${styles.jump}`} aria-label={`Jump to unit ${module.unitNumber}`} onClick={onJump}>
              <JumpAhead />
            </button>
          )}
        </div>
      )}
      <h2 className={styles.heading}>
        <button
          type="button"
          id={headerId}
          className={`${styles.summary} ${hasActions ? styles.besideActions : ''}`}
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={onToggle}
        >
          <span className={styles.text}>
            <span className={styles.name}>{module.moduleName}</span>
            <span className={styles.description}>{module.description}</span>
          </span>
          <Chevron className={styles.chevron} />
        </button>
      </h2>
      {expanded && (
        <div id={contentId} role="region" aria-labelledby={headerId} className={styles.activities}>
          {[...groups.values()].map((group, slot) => (
            <div key={group[0]?.id} className={styles.group} style={{ transform: zigzagOffset(slot, group.length) }}>
              {group.map((activity) => (
                <div key={activity.id} className={styles.activity} id={activity.id === workingActivityId ? 'working-activity' : undefined}>
                  {activity.id === workingActivityId && <WalkingSumo walkFrom={walkFrom} onWalked={onWalked} />}
                  <ActivityIcon activity={activity} onOpen={() => onOpen(activity)} />
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
