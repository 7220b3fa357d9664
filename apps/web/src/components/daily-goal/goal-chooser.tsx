import { type DailyGoal, GOAL_ACTIVITIES, GOAL_MINUTES } from '@soroban/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useDailyProgress, useSetDailyGoal } from '@/components/daily-goal/daily-goal-api';

const OPTIONS: DailyGoal[] = [
  ...GOAL_MINUTES.map((amount) => ({ kind: 'minutes' as const, amount })),
  ...GOAL_ACTIVITIES.map((amount) => ({ kind: 'activities' as const, amount })),
];
const valueOf = (goal: DailyGoal) => `${goal.kind}:${goal.amount}`;

/** "10 minutes", "1 activity", "3 activities". */
const goalLabel = ({ kind, amount }: DailyGoal) =>
  `${amount} ${kind === 'minutes' ? (amount === 1 ? 'minute' : 'minutes') : amount === 1 ? 'activity' : 'activities'}`;

/** The daily goal's choices, saved as soon as one is picked (Settings and the ring's dialog). */
export function GoalChooser() {
  const progress = useDailyProgress();
  const setGoal = useSetDailyGoal();
  // The pick shows at once, not after the save and the progress asked again; a failed save takes it back.
  const [picked, setPicked] = useState<DailyGoal | null>(null);
  const current = picked ?? progress.data?.goal;
  return (
    <FormControl disabled={!progress.data}>
      <FormLabel id="daily-goal-label">Daily goal</FormLabel>
      <RadioGroup
        aria-labelledby="daily-goal-label"
        value={current ? valueOf(current) : ''}
        onChange={(event) => {
          const goal = OPTIONS.find((option) => valueOf(option) === event.target.value);
          if (!goal) return;
          setPicked(goal);
          setGoal.mutate(goal, { onError: () => setPicked(null) });
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {OPTIONS.map((option) => (
          <FormControlLabel key={valueOf(option)} value={valueOf(option)} control={<Radio />} label={`${goalLabel(option)} a day`} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
