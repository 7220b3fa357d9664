import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { Figure } from '@/components/figure';
import { Loading } from '@/components/loading';
import { useQuizHistory } from '@/features/practice/api/quiz-history';
import { useQuizResults } from '@/features/practice/api/quiz-results';
import { HistoryChart } from '@/features/practice/components/history-chart';

export interface ResultsState {
  quizId?: number;
  backlink?: string;
  guided?: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** /resultspage/summary: score, accuracy, time, pace, coins, and this mode's history. */
export function ResultsSummaryScreen() {
  const state = (useLocation().state ?? {}) as ResultsState;
  const results = useQuizResults(state.quizId);
  const history = useQuizHistory(results.data?.summary.type);
  if (state.quizId === undefined) return <Alert severity="info">Finish a quiz to see its results here.</Alert>;
  if (!results.data) return <Loading />;
  const { summary } = results.data;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {summary.passed ? 'Passed!' : summary.semiPassed ? '準合格: nearly passed' : 'Finished'}
      </Typography>
      <Typography variant="h2" component="p" aria-label={`Score ${Math.round(summary.accuracy * 100)} %`}>
        {Math.round(summary.accuracy * 100)} %
      </Typography>
      {summary.unpaidMessage && (
        <Alert severity={summary.unpaid === 'too-fast' ? 'warning' : 'info'} role="status">
          {summary.unpaidMessage}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure label="Score" value={`${summary.correct} / ${summary.total}`} />
        <Figure label="Time" value={seconds(summary.totalTimeMs)} />
        <Figure label="Pace" value={`${seconds(summary.paceMs)} each`} />
        <Figure label="Coins earned" value={`+${summary.coinsEarned.total}`} />
        {summary.fluentCount > 0 && <Figure label="Fluent facts" value={String(summary.fluentCount)} />}
      </Stack>
      <Typography color="text.secondary">
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
        <Button component={RouterLink} to="/resultspage/detail" state={state} variant="contained">
          See every problem
        </Button>
        {state.guided && (
          <Button component={RouterLink} to={state.guided} variant="outlined">
            Back to the program
          </Button>
        )}
        <Button component={RouterLink} to={state.backlink ?? '/launchpad'} variant="outlined">
          Practise again
        </Button>
      </Stack>
    </Stack>
  );
}
