import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { GoalChooser } from '@/components/daily-goal/goal-chooser';
import { useDailyProgress } from '@/components/daily-goal/daily-goal-api';

const unit = (kind: 'minutes' | 'activities', amount: number) => (kind === 'minutes' ? 'minutes' : amount === 1 ? 'activity' : 'activities');

/** The ring (64 px) and the bar's padding and border: the bar's height before its answer comes. */
const BAR_HEIGHT = 90;

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
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'success.main',
        fontWeight: 700,
        animation: 'sq-goal-pop 0.6s ease-out',
        '@keyframes sq-goal-pop': { from: { transform: 'scale(0.4)', opacity: 0 }, to: { transform: 'scale(1)', opacity: 1 } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <StarIcon sx={{ color: 'warning.main' }} aria-hidden />
      <span>You did it! Daily goal reached.</span>
      <Button size="small" onClick={() => setShow(false)}>
        OK
      </Button>
    </Box>
  );
}

/** The streak and today's progress ring; tapping the ring chooses the goal (launchpad and guided page). */
export function DailyGoalBar() {
  const { data, isPending } = useDailyProgress();
  const [choosing, setChoosing] = useState(false);
  // The bar's room is kept while its answer comes, so the page below does not jump down when it shows.
  if (isPending) return <Skeleton variant="rounded" animation={false} height={BAR_HEIGHT} aria-hidden />;
  if (!data) return null;
  const { goal, done, streak, day } = data;
  const reached = done >= goal.amount;
  const percent = Math.min(100, Math.round((done / goal.amount) * 100));
  const name = `Today: ${Math.min(done, goal.amount)} of ${goal.amount} ${unit(goal.kind, goal.amount)}`;
  return (
    <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.5, flexWrap: 'wrap' }}>
      {/* The ring is a progressbar with its own name; the button over it is a sibling, since a
          button's content is not read out and the progress would be lost to a screen reader. */}
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress variant="determinate" value={100} size={64} thickness={5} sx={{ color: 'grey.300', position: 'absolute' }} aria-hidden />
        <CircularProgress variant="determinate" value={percent} size={64} thickness={5} color={reached ? 'success' : 'primary'} aria-label={name} />
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }} aria-hidden>
          <Typography component="span" variant="body2" sx={{ fontWeight: 800 }}>
            {Math.min(done, goal.amount)}/{goal.amount}
          </Typography>
        </Box>
        <ButtonBase onClick={() => setChoosing(true)} aria-label="Change the daily goal" sx={{ position: 'absolute', inset: 0, borderRadius: '50%' }} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {reached ? 'Goal reached today!' : `Today's goal: ${goal.amount} ${unit(goal.kind, goal.amount)}`}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <LocalFireDepartmentIcon fontSize="small" sx={{ color: streak > 0 ? 'warning.main' : 'text.disabled' }} aria-hidden />
          {streak === 1 ? '1-day streak' : `${streak}-day streak`}
        </Typography>
      </Box>
      {reached && <GoalReached key={day} day={day} />}
      <Dialog open={choosing} onClose={() => setChoosing(false)} aria-labelledby="goal-dialog-title">
        <DialogTitle id="goal-dialog-title">Your daily goal</DialogTitle>
        <DialogContent>
          <GoalChooser />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChoosing(false)}>Done</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
