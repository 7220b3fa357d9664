import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Loading } from '@/components/loading';
import { ProblemResultsTable } from '@/components/problem-results-table';
import { useQuizResults } from '@/features/practice/api/quiz-results';
import { RightMove } from '@/features/practice/components/right-move';
import { NoResult, useResultsLocation } from '@/features/practice/components/results-summary-screen';
import { resultsPath } from '@/features/practice/components/results-path';

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
        <ProblemResultsTable items={results.data.items} answerHeading="Your answer" stepHelp={(step) => <RightMove step={step} />} />
      </Paper>
      <Button component={RouterLink} to={resultsPath('summary', quizId)} state={state} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        Back to the summary
      </Button>
    </Stack>
  );
}
