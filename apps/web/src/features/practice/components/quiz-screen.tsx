import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuizSpec } from '@soroban/contracts';
import type { ReadingStyle } from '@soroban/core';
import { useCallback, useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Loading } from '@/components/loading';
import { useStartQuiz } from '@/features/practice/api/start-quiz';
import { useSubmitQuiz } from '@/features/practice/api/submit-quiz';
import { QuizRunner } from '@/features/practice/components/quiz-runner';
import { initialChoices, modeOfPath } from '@/features/practice/modes/practice-modes';

interface QuizState {
  spec?: QuizSpec;
  instantFeedback?: boolean;
  readingStyle?: ReadingStyle;
  /** From the guided program (SPEC 2.4: START passes lpath, problemType and pathname). */
  lpath?: string | number | null;
  pathname?: string;
  activityId?: string;
  practice?: { type: string; params: Record<string, unknown> };
}

/**
 * Every /quiz route: starts a server-graded quiz with the settings it was given (or the mode's
 * defaults when opened directly), runs it and submits, then shows the results.
 */
export function QuizScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as QuizState;
  const found = modeOfPath(location.pathname);
  const start = useStartQuiz();
  const submit = useSubmitQuiz();
  const started = useRef(false);
  const spec = state.spec ?? (state.practice as QuizSpec | undefined) ?? (found ? found.mode.toSpec(initialChoices(found.mode)) : undefined);

  useEffect(() => {
    if (started.current || !spec) return;
    started.current = true;
    start.mutate({ spec, guided: { lpath: state.lpath ?? null, ...(state.pathname ? { pathname: state.pathname } : {}), ...(state.activityId ? { activityId: state.activityId } : {}) } });
  }, [spec, start, state.lpath, state.pathname, state.activityId]);

  const quiz = start.data;
  const finish = useCallback(
    (answers: (number | null)[], timesMs: number[]) => {
      if (!quiz || submit.isPending || submit.isSuccess) return;
      submit.mutate(
        { quizId: quiz.quizId, answers, timesMs },
        {
          onSuccess: () =>
            void navigate('/resultspage/summary', {
              replace: true,
              state: { quizId: quiz.quizId, backlink: found?.base ?? '/launchpad', guided: state.activityId ? '/launchpad-guided' : undefined },
            }),
        },
      );
    },
    [quiz, submit, navigate, found?.base, state.activityId],
  );

  if (!found || !spec) return <Alert severity="warning">This quiz has no settings. Start it from its practice screen.</Alert>;
  if (start.isError) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">The quiz could not start: {start.error.message}</Alert>
        <Button component={RouterLink} to={found.base} variant="outlined">
          Back to {found.mode.title}
        </Button>
      </Stack>
    );
  }
  if (!quiz) return <Loading />;
  if (submit.isPending || submit.isSuccess) {
    return (
      <Typography role="status" sx={{ textAlign: 'center', py: 6 }}>
        Saving your answers…
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {found.mode.title}
      </Typography>
      {submit.isError && <Alert severity="error">Your answers were not saved: {submit.error.message}</Alert>}
      <QuizRunner
        quiz={{ quizId: quiz.quizId, problems: quiz.problems, timeLimitMs: quiz.timeLimitMs, params: quiz.params }}
        presentation={found.mode.presentation}
        instantFeedback={state.instantFeedback ?? false}
        readingStyle={state.readingStyle ?? 'plain'}
        onFinish={finish}
      />
    </Stack>
  );
}
