import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Figure } from '@/components/figure';
import { CoinIcon } from '@/components/icons/coin-icon';
import { SoundSwitch } from '@/components/sound-switch';
import { Loading } from '@/components/loading';
import { useQuizHistory } from '@/features/practice/api/quiz-history';
import { useQuizResults } from '@/features/practice/api/quiz-results';
import { useSoundEffects } from '@/components/celebration/sound-effects';
import { Celebration } from '@/components/celebration/celebration';
import { HistoryChart } from '@/features/practice/components/history-chart';
import { MY_MISTAKES_PATH } from '@/components/todays-practice/todays-practice-card';
import { resultsPath } from '@/features/practice/components/results-path';

/** Where the results screens came from (navigation state; a reload or a shared link has none). */
export interface ResultsState {
  backlink?: string;
  guided?: string;
  /** Set by the quiz that just ended: its pass plays the sound once (not when reopened from My results). */
  justFinished?: boolean;
}

/** The quiz of a results URL (`?quiz=`), and the navigation state when there is one. */
export function useResultsLocation(): { quizId: number | undefined; state: ResultsState } {
  const location = useLocation();
  const quiz = Number(new URLSearchParams(location.search).get('quiz'));
  return { quizId: Number.isInteger(quiz) && quiz > 0 ? quiz : undefined, state: (location.state ?? {}) as ResultsState };
}

/** No quiz in the URL: say so, and lead to the list of past results. */
export function NoResult() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/resultspage/history" color="inherit" size="small">
          My results
        </Button>
      }
    >
      Finish a quiz to see its results here, or open a past one from My results.
    </Alert>
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Quizzes whose pass has played its sound on this page: going back from the detail does not replay it. */
const cheered = new Set<number>();

/** A just-finished quiz's pass plays its chime once, the bigger one for a perfect sheet. */
function usePassSound(quizId: number | undefined, outcome: 'pass' | 'perfect' | null, justFinished: boolean) {
  const play = useSoundEffects();
  useEffect(() => {
    if (quizId === undefined || !outcome || !justFinished || cheered.has(quizId)) return;
    cheered.add(quizId);
    play(outcome);
  }, [quizId, outcome, justFinished, play]);
}

/** The heading and score, in a celebration when the quiz passed. */
function Headline({ outcome, children }: { outcome: 'pass' | 'perfect' | null; children: ReactNode }) {
  return outcome ? <Celebration size={outcome}>{children}</Celebration> : <div>{children}</div>;
}

/** /resultspage/summary: score, accuracy, time, pace, coins, and this mode's history. */
export function ResultsSummaryScreen() {
  const { quizId, state } = useResultsLocation();
  const results = useQuizResults(quizId);
  const type = results.data?.summary.type;
  // A review quiz (today's practice, my mistakes) mixes modes: it has no history of its own type.
  const history = useQuizHistory(type === 'review' ? undefined : type);
  const passed = results.data?.summary.passed === true;
  const outcome = passed ? (results.data!.summary.correct === results.data!.summary.total ? 'perfect' : 'pass') : null;
  usePassSound(quizId, outcome, state.justFinished === true);
  if (quizId === undefined) return <NoResult />;
  if (!results.data) return <Loading />;
  const { summary } = results.data;
  // Opened from its URL alone: a guided quiz goes back to the program, any other to the launchpad.
  const guided = state.guided ?? (summary.activityId ? '/launchpad-guided' : undefined);
  return (
    <Stack spacing={2}>
      <Headline outcome={outcome}>
        <Typography component="h1" variant="h4">
          {outcome === 'perfect' ? 'Perfect!' : summary.passed ? 'Passed!' : summary.semiPassed ? '準合格: nearly passed' : 'Finished'}
        </Typography>
        <Typography variant="h2" component="p" aria-label={`Score ${Math.round(summary.accuracy * 100)} %`}>
          {Math.round(summary.accuracy * 100)} %
        </Typography>
      </Headline>
      {summary.unpaidMessage && (
        <Alert severity={summary.unpaid === 'too-fast' ? 'warning' : 'info'} role="status">
          {summary.unpaidMessage}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure label="Score" value={`${summary.correct} / ${summary.total}`} />
        <Figure label="Time" value={seconds(summary.totalTimeMs)} />
        <Figure label="Pace" value={`${seconds(summary.paceMs)} each`} />
        <Figure label="Coins earned" value={`+${summary.coinsEarned.total}`} icon={<CoinIcon />} />
        {summary.fluentCount > 0 && <Figure label="Fluent facts" value={String(summary.fluentCount)} />}
      </Stack>
      <Typography color="textSecondary">
        Pass mark {summary.passPercent} %.{summary.semiPassed ? ' 5–6 of 10 is 準合格 in the flash grades: retake this grade within 14 days.' : ''}
        {summary.coinsEarned.perfectBonus > 0 ? ` Perfect sheet bonus: +${summary.coinsEarned.perfectBonus} coins.` : ''} Balance: {summary.balanceAfter} coins.
      </Typography>
      <Paper sx={{ p: 2 }} component="section" aria-label="History">
        <Typography component="h2" variant="h6" gutterBottom>
          Your history
        </Typography>
        <HistoryChart quizzes={history.data?.quizzes ?? []} />
      </Paper>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* In the guided program the next step is the program's next activity; elsewhere, the detail. */}
        {guided && (
          <Button component={RouterLink} to={guided} variant="contained">
            Next activity
          </Button>
        )}
        <Button component={RouterLink} to={resultsPath('detail', quizId)} state={state} variant={guided ? 'outlined' : 'contained'}>
          See every problem
        </Button>
        <Button component={RouterLink} to={state.backlink ?? '/launchpad'} variant="outlined">
          Practise again
        </Button>
        <Button component={RouterLink} to={`/resultspage/history?type=${summary.type}`}>
          My results
        </Button>
        {!summary.perfect && (
          <Button component={RouterLink} to={MY_MISTAKES_PATH}>
            My mistakes
          </Button>
        )}
        <SoundSwitch />
      </Stack>
    </Stack>
  );
}
