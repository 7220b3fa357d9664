import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { QuizSpec, QuizSummary } from '@soroban/contracts';
import type { ReadingStyle } from '@soroban/core';
import { useCallback, useEffect, useRef } from 'react';
import { Loading } from '@/components/loading';
import { type GuidedContext, useStartQuiz } from '@/features/practice/api/start-quiz';
import { useSubmitQuiz } from '@/features/practice/api/submit-quiz';
import { QuizRunner } from '@/features/practice/components/quiz-runner';
import { presentationOf } from '@/features/practice/modes/practice-modes';

interface Props {
  spec: QuizSpec;
  guided: GuidedContext;
  instantFeedback: boolean;
  readingStyle: ReadingStyle;
  onSubmitted: (summary: QuizSummary) => void;
  onStartFailed?: (message: string) => void;
}

/** One quiz from start to saved answers: start it on the server, run it, submit, report the summary. */
export function QuizSession({ spec, guided, instantFeedback, readingStyle, onSubmitted, onStartFailed }: Props) {
  const start = useStartQuiz();
  const submit = useSubmitQuiz();
  const started = useRef(false);
  const lastSubmission = useRef<{ answers: (number | null)[]; timesMs: number[] } | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate({ spec, guided }, { onError: (error) => onStartFailed?.(error.message) });
  }, [spec, guided, start, onStartFailed]);

  const quiz = start.data;
  const send = useCallback(
    (answers: (number | null)[], timesMs: number[]) => {
      if (!quiz) return;
      lastSubmission.current = { answers, timesMs };
      submit.mutate({ quizId: quiz.quizId, answers, timesMs }, { onSuccess: (answer) => onSubmitted(answer.summary) });
    },
    [quiz, submit, onSubmitted],
  );

  if (start.isError) return <Alert severity="error">The quiz could not start: {start.error.message}</Alert>;
  if (!quiz) return <Loading />;
  if (submit.isError) {
    return (
      <Alert
        severity="error"
        action={
          <button type="button" onClick={() => lastSubmission.current && send(lastSubmission.current.answers, lastSubmission.current.timesMs)}>
            Try again
          </button>
        }
      >
        Your answers were not saved yet: {submit.error.message}
      </Alert>
    );
  }
  if (submit.isPending || submit.isSuccess) {
    return (
      <Typography role="status" sx={{ textAlign: 'center', py: 6 }}>
        Saving your answers…
      </Typography>
    );
  }
  return (
    <QuizRunner
      quiz={{ quizId: quiz.quizId, problems: quiz.problems, timeLimitMs: quiz.timeLimitMs, params: quiz.params }}
      presentation={presentationOf(spec.type)}
      instantFeedback={instantFeedback}
      readingStyle={readingStyle}
      onFinish={send}
    />
  );
}
