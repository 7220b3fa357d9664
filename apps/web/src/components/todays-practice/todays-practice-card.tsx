import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { startedKey } from '@/components/kept-quiz/kept-quiz';
import { useKeptQuiz } from '@/components/kept-quiz/use-kept-quiz';
import { problemText } from '@/components/todays-practice/problem-text';
import { REVIEW_CONTEXT, reviewSpec } from '@/components/todays-practice/review-quiz';
import { useMyMistakes, useTodaysPractice } from '@/components/todays-practice/todays-practice-api';

/** Where the card's buttons lead (app/routes.tsx has the screens). */
export const TODAYS_PRACTICE_PATH = '/launchpad/todayspractice/quiz';
export const MY_MISTAKES_PATH = '/launchpad/mymistakes';

/** The card's usual height: its description takes two lines on a phone, one on a wide screen. */
const CARD_HEIGHT = { xs: 168, md: 144 };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** 'cell:7+8' → '7 + 8', 'cell:3-8' → '3 − 8'. */
const cellText = (skill: string) =>
  skill.replace(/^cell:(\d)([+-])(\d)$/, (_, a: string, op: string, b: string) => `${a}\u00a0${op === '-' ? '−' : '+'}\u00a0${b}`);

/**
 * "Today's practice" on the launchpad and the guided page: how much is due, what the session mixes,
 * and Start; the kept mistakes, when there are any, with a way to their list.
 */
export function TodaysPracticeCard() {
  const plan = useTodaysPractice();
  const mistakes = useMyMistakes();
  // Today's practice left halfway on this device today is carried on, not started afresh: the card says so.
  const waiting = useKeptQuiz(TODAYS_PRACTICE_PATH)?.resume(startedKey(reviewSpec('today'), REVIEW_CONTEXT));
  // The card's usual room is kept while its answers come, so the page below does not jump down when it shows.
  if (plan.isPending || mistakes.isPending) return <Skeleton variant="rounded" animation={false} sx={{ height: CARD_HEIGHT }} aria-hidden />;
  if (!plan.data || !mistakes.data) return null;
  const { dueCount, weakest, next } = plan.data;
  const kept = mistakes.data.count;
  const fresh = dueCount === 0 && weakest.length === 0 && kept === 0;
  const parts = [
    dueCount > 0 && `${plural(dueCount, 'skill')} due for review`,
    weakest.length > 0 && 'your weakest skills',
    kept > 0 && plural(kept, 'kept mistake'),
    next.length > 0 && 'new steps',
  ].filter((part): part is string => typeof part === 'string');
  const description = fresh
    ? `About 5 minutes: your first soroban steps${next.length > 0 ? `, ${cellText(next[0]!.skill)} to ${cellText(next.at(-1)!.skill)}` : ''}.`
    : `About 5–10 minutes: ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'a mix of what you know')}.`;
  const shown = mistakes.data.mistakes.slice(0, 3).map((mistake) => problemText(mistake.display));
  return (
    <Paper component="section" aria-labelledby="todays-practice-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <EventRepeatIcon color="primary" aria-hidden />
        <Typography id="todays-practice-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          Today&apos;s practice
        </Typography>
        <Chip
          color={dueCount + kept > 0 ? 'warning' : 'default'}
          label={`${dueCount + kept} due`}
          aria-label={`${dueCount + kept} due: ${plural(dueCount, 'skill')} and ${plural(kept, 'mistake')}`}
        />
      </Stack>
      <Typography color="textSecondary">{description}</Typography>
      {waiting && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="todays-practice-waiting">
          {waiting.progress.index} of {waiting.quiz.problems.length} answered: carry on where you left off.
        </Typography>
      )}
      {shown.length > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="todays-mistakes">
          Mistakes to redo: {shown.join(', ')}
          {kept > shown.length ? ` and ${kept - shown.length} more` : ''}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={TODAYS_PRACTICE_PATH} variant="contained">
          {waiting ? "Carry on today's practice" : "Start today's practice"}
        </Button>
        {kept > 0 && (
          <Button component={RouterLink} to={MY_MISTAKES_PATH} variant="outlined">
            My mistakes ({kept})
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
