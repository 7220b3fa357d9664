import CalculateIcon from '@mui/icons-material/Calculate';
import GroupsIcon from '@mui/icons-material/Groups';
import GridOnIcon from '@mui/icons-material/GridOn';
import AssignmentIcon from '@mui/icons-material/Assignment';
import PsychologyIcon from '@mui/icons-material/Psychology';
import TimerIcon from '@mui/icons-material/Timer';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PracticeArea } from '@soroban/core';
import { DailyGoalBar } from '@/components/daily-goal/daily-goal-bar';
import { TodaysPracticeCard } from '@/components/todays-practice/todays-practice-card';
import { ModeIcon } from '@/components/icons/mode-icon';
import { useSession } from '@/lib/session';
import { LAUNCHPAD_AREAS } from '@/features/launchpad/components/practice-areas';
import styles from '@/features/launchpad/components/launchpad.module.css';

const ICONS: Record<PracticeArea, ReactNode> = {
  soroban: <CalculateIcon sx={{ color: 'area.soroban' }} aria-hidden />,
  mental: <PsychologyIcon sx={{ color: 'area.mental' }} aria-hidden />,
  facts: <GridOnIcon sx={{ color: 'area.facts' }} aria-hidden />,
  tools: <TimerIcon sx={{ color: 'area.tools' }} aria-hidden />,
};

/** The way into classrooms from the launchpad: students join with their teacher's code, teachers run theirs. */
function ClassroomCard() {
  const teaches = useSession().data?.user.teaches === true;
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to="/launchpad/studentclassroomadmin">
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <GroupsIcon color="primary" aria-hidden />
          <span>
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700, display: 'block' }}>
              {teaches ? 'Your classrooms' : 'Join your class'}
            </Typography>
            <Typography component="span" variant="body2" color="textSecondary">
              {teaches ? 'Create a class and follow your students’ practice.' : 'Type the code your teacher gave you so they can follow your practice.'}
            </Typography>
          </span>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Mock exams in the official formats of the soroban, anzan and flash bodies. */
function MockExamsCard() {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to="/launchpad/mockexams">
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <AssignmentIcon color="primary" aria-hidden />
          <span>
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700, display: 'block' }}>
              Mock exams
            </Typography>
            <Typography component="span" variant="body2" color="textSecondary">
              Sit a timed paper of your grade, as the real soroban, anzan and flash exams set it.
            </Typography>
          </span>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The default launchpad: today's goal and streak, the classroom card, then every practice area and its modes as tiles. */
export function LaunchpadScreen() {
  useEffect(() => {
    document.title = 'Practice · Soroban Quiz';
  }, []);
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        Practice
      </Typography>
      <DailyGoalBar />
      <TodaysPracticeCard />
      <ClassroomCard />
      <MockExamsCard />
      {LAUNCHPAD_AREAS.map((area) => (
        <section key={area.id} aria-labelledby={`area-${area.id}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            {ICONS[area.id]}
            <Typography id={`area-${area.id}`} component="h2" variant="h6" sx={{ color: `area.${area.id}` }}>
              {area.title}
            </Typography>
            <Typography color="textSecondary" variant="body2">
              {area.blurb}
            </Typography>
          </Stack>
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
    </Stack>
  );
}
