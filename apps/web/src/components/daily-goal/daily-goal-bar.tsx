import { useEffect, useState } from 'react';
import { useDailyProgress } from '@/components/daily-goal/daily-goal-api';
import { MaterialIcon } from '@/components/icons/material-icon';
import { lazyThemed, useOpenedOnce } from '@/components/themed-lazy';
import styles from '@/components/daily-goal/daily-goal-bar.module.css';
import card from '@/components/plain-card.module.css';

// The chooser is built with the component library: it loads when first wanted, not with the launchpad.
const GoalDialog = lazyThemed(() => import('@/components/daily-goal/goal-dialog'), 'GoalDialog');

const unit = (kind: 'minutes' | 'activities', amount: number) => (kind === 'minutes' ? 'minutes' : amount === 1 ? 'activity' : 'activities');

/** The ring (64 px) and the bar's padding and border: the bar's height before its answer comes. */
const BAR_HEIGHT = 90;

/** The ring's circle in a 44-unit square, its stroke 5 units wide. */
const RADIUS = 19.5;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Today's progress as a ring of 64 px, named for a screen reader. */
function ProgressRing({ percent, name }: { percent: number; name: string }) {
  return (
    <svg role="progressbar" aria-label={name} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} viewBox="22 22 44 44" width={64} height={64}>
      <circle className={styles.track} cx={44} cy={44} r={RADIUS} fill="none" strokeWidth={5} />
      <circle
        className={styles.value}
        cx={44}
        cy={44}
        r={RADIUS}
        fill="none"
        strokeWidth={5}
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={((100 - percent) / 100) * CIRCUMFERENCE}
      />
    </svg>
  );
}

const celebratedKey = (day: string) => `sq-goal-celebrated-${day}`;

/**
 * The celebration of a reached goal, once a day on this device rather than on every visit to the
 * launchpad. Mounted afresh when the goal becomes reached (its key), so it reads the mark then.
 */
function GoalReached({ day }: { day: string }) {
  const [show, setShow] = useState(() => localStorage.getItem(celebratedKey(day)) === null);
  useEffect(() => {
    localStorage.setItem(celebratedKey(day), '1');
  }, [day]);
  if (!show) return null;
  return (
    <div role="status" className={styles.reached}>
      <MaterialIcon name="Star" className={styles.star} />
      <span>You did it! Daily goal reached.</span>
      <button type="button" className={`${card.button} ${card.textButton}`} onClick={() => setShow(false)}>
        OK
      </button>
    </div>
  );
}

/** The streak and today's progress ring; tapping the ring chooses the goal (launchpad and guided page). */
export function DailyGoalBar() {
  const { data, isPending } = useDailyProgress();
  const [choosing, setChoosing] = useState(false);
  const chooserWanted = useOpenedOnce(choosing);
  // The bar's room is kept while its answer comes, so the page below does not jump down when it shows.
  if (isPending) return <div className={card.placeholder} style={{ height: BAR_HEIGHT }} aria-hidden />;
  if (!data) return null;
  const { goal, done, streak, day } = data;
  const reached = done >= goal.amount;
  const percent = Math.min(100, Math.round((done / goal.amount) * 100));
  const name = `Today: ${Math.min(done, goal.amount)} of ${goal.amount} ${unit(goal.kind, goal.amount)}`;
  return (
    <div className={`${card.card} ${card.outlined} ${styles.bar}`}>
      {/* The ring is a progressbar with its own name; the button over it is a sibling, since a
          button's content is not read out and the progress would be lost to a screen reader. */}
      <div className={styles.ring}>
        <ProgressRing percent={percent} name={name} />
        <span className={styles.count} aria-hidden>
          {Math.min(done, goal.amount)}/{goal.amount}
        </span>
        <button
          type="button"
          className={styles.change}
          onPointerEnter={GoalDialog.preload}
          onFocus={GoalDialog.preload}
          onClick={() => setChoosing(true)}
          aria-label="Change the daily goal"
        />
      </div>
      <div className={styles.text}>
        <p className={styles.goal}>{reached ? 'Goal reached today!' : `Today's goal: ${goal.amount} ${unit(goal.kind, goal.amount)}`}</p>
        <p className={`${card.small} ${card.secondary} ${styles.streak}`}>
          <MaterialIcon name="LocalFireDepartment" small className={streak > 0 ? styles.burning : styles.flame} />
          {streak === 1 ? '1-day streak' : `${streak}-day streak`}
        </p>
      </div>
      {reached && <GoalReached key={day} day={day} />}
      {chooserWanted && <GoalDialog open={choosing} onClose={() => setChoosing(false)} />}
    </div>
  );
}
