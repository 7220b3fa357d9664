import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PracticeArea } from '@soroban/core';
import { DailyGoalBar } from '@/components/daily-goal/daily-goal-bar';
import { TodaysPracticeCard } from '@/components/todays-practice/todays-practice-card';
import { ModeIcon } from '@/components/icons/mode-icon';
import { useSession } from '@/lib/session';
import { AREA_COLOURS } from '@/lib/area-colours';
import { LAUNCHPAD_AREAS } from '@/features/launchpad/components/practice-areas';
import { MaterialIcon } from '@/components/icons/material-icon';
import styles from '@/features/launchpad/components/launchpad.module.css';

const ICONS: Record<PracticeArea, ReactNode> = {
  soroban: <MaterialIcon name="Calculate" />,
  mental: <MaterialIcon name="Psychology" />,
  facts: <MaterialIcon name="GridOn" />,
  tools: <MaterialIcon name="Timer" />,
};

/** A card across the page that leads to another screen: a tile's look, wider. */
function WideCard({ to, icon, label, hint }: { to: string; icon: ReactNode; label: string; hint: string }) {
  return (
    <RouterLink to={to} className={`${styles.tile} ${styles.wide}`}>
      <span className={styles.cardIcon}>{icon}</span>
      <span>
        <span className={styles.label}>{label}</span>
        <span className={styles.hint}>{hint}</span>
      </span>
    </RouterLink>
  );
}

/** The way into classrooms from the launchpad: students join with their teacher's code, teachers run theirs. */
function ClassroomCard() {
  const teaches = useSession().data?.user.teaches === true;
  return (
    <WideCard
      to="/launchpad/studentclassroomadmin"
      icon={<MaterialIcon name="Groups" />}
      label={teaches ? 'Your classrooms' : 'Join your class'}
      hint={teaches ? 'Create a class and follow your students’ practice.' : 'Type the code your teacher gave you so they can follow your practice.'}
    />
  );
}

/** Mock exams in the official formats of the soroban, anzan and flash bodies. */
function MockExamsCard() {
  return (
    <WideCard
      to="/launchpad/mockexams"
      icon={<MaterialIcon name="Assignment" />}
      label="Mock exams"
      hint="Sit a timed paper of your grade, as the real soroban, anzan and flash exams set it."
    />
  );
}

/** The default launchpad: today's goal and streak, the classroom card, then every practice area and its modes as tiles. */
export function LaunchpadScreen() {
  useEffect(() => {
    document.title = 'Practice · Soroban Quiz';
  }, []);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Practice</h1>
      <DailyGoalBar />
      <TodaysPracticeCard />
      <ClassroomCard />
      <MockExamsCard />
      {LAUNCHPAD_AREAS.map((area) => (
        <section key={area.id} aria-labelledby={`area-${area.id}`}>
          <div className={styles.areaHead} style={{ color: AREA_COLOURS[area.id] }}>
            {ICONS[area.id]}
            <h2 id={`area-${area.id}`} className={styles.areaName}>
              {area.title}
            </h2>
            <p className={styles.blurb}>{area.blurb}</p>
          </div>
          <ul className={styles.tiles}>
            {area.tiles.map((tile) => (
              <li key={tile.path}>
                {/* Plain elements styled by the module, not a card per tile: 23 cards with ripples
                    were most of the launchpad's first render on a slow phone. */}
                <RouterLink to={tile.path} className={styles.tile}>
                  <ModeIcon area={area.id} {...tile.icon} />
                  <span>
                    <span className={styles.label}>{tile.label}</span>
                    <span className={styles.hint}>{tile.hint}</span>
                  </span>
                </RouterLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
