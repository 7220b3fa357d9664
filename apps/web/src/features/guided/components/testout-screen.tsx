import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEARNING_PATH_ID } from '@soroban/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Loading } from '@/components/loading';
import { hiddenDuringQuiz } from '@/lib/quiz-focus';
import type { QuizSessionSlot } from '@/lib/quiz-slot';
import { useFinishTestOut, useStartTestOut } from '@/features/guided/api/testout';

/**
 * /launchpad-guided/testout (state: unit, jumpingForward): the jump quizzes for a unit, one after
 * the other, each run by practice's QuizSession (handed over by app/); the server then judges them
 * from its own grades.
 */
export function TestOutScreen({ quizSession: QuizSession }: { quizSession: QuizSessionSlot }) {
  const state = (useLocation().state ?? {}) as { unit?: number; jumpingForward?: boolean };
  const start = useStartTestOut();
  const finish = useFinishTestOut();
  const [index, setIndex] = useState(0);
  const [running, setRunning] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current || !state.unit) return;
    asked.current = true;
    start.mutate({ unit: state.unit, lpath: LEARNING_PATH_ID });
  }, [state.unit, start]);

  if (!state.unit) return <Alert severity="info">Choose a unit to jump to from the guided program.</Alert>;
  const back = (
    <Button component={RouterLink} to="/launchpad-guided" variant="contained">
      Back to the program
    </Button>
  );
  if (start.isError) return <Stack spacing={2}>{back}</Stack>;
  const testOut = start.data;
  if (!testOut) return <Loading />;

  if (finish.data) {
    return (
      <Stack spacing={2}>
        <Typography component="h1" variant="h4">
          {finish.data.passed ? `Welcome to unit ${testOut.unit}!` : 'Not this time'}
        </Typography>
        <Typography>
          {finish.data.passed
            ? `You passed the jump quizzes. Now: ${finish.data.workingUnit}.`
            : 'Keep practising the units before it, then try the jump again. Nothing has changed in your program.'}
        </Typography>
        {back}
      </Stack>
    );
  }

  const quiz = testOut.quizzes[index];
  const total = testOut.quizzes.length;
  // A jump quiz gets the whole screen: the title and the count give way while it runs.
  const quizRunning = Boolean(quiz && running);
  return (
    <Stack spacing={quizRunning ? 0 : 2}>
      <Typography component="h1" variant="h4" sx={quizRunning ? hiddenDuringQuiz : undefined}>
        Jump to Unit {testOut.unit}
      </Typography>
      <Typography color="textSecondary" sx={quizRunning ? hiddenDuringQuiz : undefined}>
        Jump quiz {Math.min(index + 1, total)} of {total}: pass every one to skip ahead.
      </Typography>
      {quiz && running ? (
        <QuizSession
          key={quiz.index}
          spec={quiz.practice}
          guided={{ lpath: quiz.lpath, pathname: quiz.pathname, activityId: quiz.activityId }}
          instantFeedback={false}
          readingStyle="plain"
          onSubmitted={() => {
            setRunning(false);
            if (index + 1 < total) setIndex(index + 1);
            else finish.mutate({ testOutId: testOut.testOutId, lpath: LEARNING_PATH_ID });
          }}
        />
      ) : quiz ? (
        <Paper sx={{ p: 3 }}>
          <Typography gutterBottom>
            {quiz.problemType}: from unit {quiz.fromUnit}
          </Typography>
          <Button variant="contained" onClick={() => setRunning(true)}>
            Start jump quiz {index + 1}
          </Button>
        </Paper>
      ) : (
        <Loading />
      )}
    </Stack>
  );
}
