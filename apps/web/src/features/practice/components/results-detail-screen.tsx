import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProblemDisplayView } from '@soroban/contracts';
import { Link as RouterLink } from 'react-router';
import { Loading } from '@/components/loading';
import { useQuizResults } from '@/features/practice/api/quiz-results';
import { RightMove } from '@/features/practice/components/right-move';
import { NoResult, resultsPath, useResultsLocation } from '@/features/practice/components/results-summary-screen';

const asText = (display: ProblemDisplayView) => {
  if (display.kind === 'list') return display.numbers.map((n, i) => (i === 0 ? String(n) : n < 0 ? `− ${-n}` : `+ ${n}`)).join(' ');
  if (display.kind === 'pair') return `${display.n} + ? = ${display.target}`;
  return `${display.a} ${display.op} ${display.b}`;
};

/** /resultspage/detail: every problem with the given and the right answer and its time, and for a wrong list the rule misapplied. */
export function ResultsDetailScreen() {
  const { quizId, state } = useResultsLocation();
  const results = useQuizResults(quizId);
  if (quizId === undefined) return <NoResult />;
  if (!results.data) return <Loading />;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Every problem
      </Typography>
      <Paper sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Problems and answers">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Problem</TableCell>
              <TableCell align="right">Your answer</TableCell>
              <TableCell align="right">Right answer</TableCell>
              <TableCell align="right">Time</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {results.data.items.map((item) => (
              <TableRow key={item.index} data-correct={item.correct} sx={{ bgcolor: item.correct ? undefined : 'error.50' }}>
                <TableCell>{item.index + 1}</TableCell>
                <TableCell>
                  <Typography component="span" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 'inherit' }}>
                    {asText(item.display)}
                  </Typography>
                  {item.diagnosis && item.diagnosis.kind !== 'unknown' && (
                    <Typography variant="body2" color="text.secondary" data-testid="diagnosis" sx={{ mt: 0.5, minWidth: 220 }}>
                      What went wrong: {item.diagnosis.message}
                    </Typography>
                  )}
                  {item.diagnosis && item.diagnosis.kind !== 'unknown' && item.diagnosis.step && <RightMove step={item.diagnosis.step} />}
                </TableCell>
                <TableCell align="right" sx={{ color: item.correct ? 'success.main' : 'error.main', fontWeight: 600 }}>
                  {item.given ?? '—'} {item.correct ? '✓' : '✗'}
                </TableCell>
                <TableCell align="right">{item.answer}</TableCell>
                <TableCell align="right">{(item.timeMs / 1000).toFixed(1)} s</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Button component={RouterLink} to={resultsPath('summary', quizId)} state={state} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        Back to the summary
      </Button>
    </Stack>
  );
}
