import type { BeadMove, ReviewSpecView } from '@soroban/contracts';
import { FACTS_TYPES, FACT_TIMEOUT_MS } from '@soroban/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Loading } from '@/components/loading';
import { PlainAlert } from '@/components/plain-alert';
import card from '@/components/plain-card.module.css';
import { ApiError } from '@/lib/api-client';
import type { QuizSlotProps } from '@/lib/quiz-slot';
import { type KeptQuiz, type QuizProgress, type StartedQuiz, startedKey } from '@/components/kept-quiz/kept-quiz';
import { resumeKeptQuiz } from '@/components/kept-quiz/resume-kept-quiz';
import { type PendingSubmission, forgetPending, keepPending } from '@/features/practice/offline/pending-submissions';
import { useStartQuiz } from '@/features/practice/api/start-quiz';
import { useStartReview } from '@/features/practice/api/start-review';
import { useSubmitQuiz } from '@/features/practice/api/submit-quiz';
import { useSoundEffects } from '@/components/celebration/sound-effects';
import { QuizRunner } from '@/features/practice/components/quiz-runner';
import { presentationOf } from '@/features/practice/modes/practice-modes';
import styles from '@/features/practice/components/quiz-session.module.css';

interface Props extends Omit<QuizSlotProps, 'spec'> {
  /** A review spec starts the quiz the server builds (start_review_api) instead of one from these settings. */
  spec: QuizSlotProps['spec'] | ReviewSpecView;
  onStartFailed?: (message: string) => void;
  /** Where the quiz in progress is kept: the same quiz opened again carries on from there. */
  kept?: KeptQuiz;
}

/**
 * One quiz from start to saved answers: start it on the server (or carry on with the kept one),
 * run it, submit, report the summary.
 */
export function QuizSession({ spec, guided, instantFeedback, readingStyle, soroban = 'none', onSubmitted, onStartFailed, kept }: Props) {
  const chime = useSoundEffects();
  const start = useStartQuiz();
  const startReview = useStartReview();
  const review = spec.type === 'review' ? spec.params.source : undefined;
  const submit = useSubmitQuiz();
  const started = useRef(false);
  const lastSubmission = useRef<PendingSubmission | null>(null);
  const [offline, setOffline] = useState(false);
  const startedWith = useMemo(() => startedKey(spec, guided), [spec, guided]);
  const [resumed] = useState(() => (kept ? resumeKeptQuiz(kept, startedWith) : null));

  useEffect(() => {
    if (started.current || resumed) return;
    started.current = true;
    const callbacks = {
      onSuccess: (answer: StartedQuiz) => kept?.save(startedWith, answer, { index: 0, answers: [], timesMs: [], elapsedMs: 0 }),
      onError: (error: Error) => onStartFailed?.(error.message),
    };
    if (review) return void startReview.mutate(review, callbacks);
    if (spec.type === 'review') return;
    start.mutate({ spec, guided }, callbacks);
  }, [spec, guided, start, startReview, review, onStartFailed, resumed, kept, startedWith]);

  const quiz = resumed?.quiz ?? (review ? startReview.data : start.data);
  const keepProgress = useCallback((progress: QuizProgress) => quiz && kept?.save(startedWith, quiz, progress), [quiz, kept, startedWith]);
  // Answers are kept on the device before they are sent, and sent again (same answers, so the
  // server records them once) until the server has them.
  const trySend = useCallback(
    (submission: PendingSubmission) =>
      submit.mutate(submission, {
        onSuccess: (answer) => {
          setOffline(false);
          void forgetPending(submission.quizId).catch(() => undefined);
          onSubmitted(answer.summary);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 500) setOffline(true);
        },
      }),
    [submit, onSubmitted],
  );
  const send = useCallback(
    (answers: (number | null)[], timesMs: number[], beadMoves?: BeadMove[][]) => {
      if (!quiz) return;
      const submission = { quizId: quiz.quizId, answers, timesMs, ...(beadMoves && { beadMoves }) };
      lastSubmission.current = submission;
      // From here the pending submission keeps the answers until the server has them.
      kept?.forget();
      void keepPending(submission)
        .catch(() => undefined)
        .then(() => trySend(submission));
    },
    [quiz, trySend, kept],
  );

  useEffect(() => {
    if (!offline) return;
    const retry = () => lastSubmission.current && trySend(lastSubmission.current);
    window.addEventListener('online', retry);
    const timer = window.setInterval(retry, 5000);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [offline, trySend]);

  const failed = review ? startReview.error : start.error;
  if (failed) return <PlainAlert severity="error">The quiz could not start: {failed.message}</PlainAlert>;
  if (!quiz) return <Loading />;
  // TanStack Query pauses a mutation while the browser reports no network, and resumes it after.
  if (offline || submit.isPaused) {
    return (
      <PlainAlert severity="warning" role="status">
        Saving your answers… The connection is gone; they are kept on this device and will be sent as soon as it returns.
      </PlainAlert>
    );
  }
  if (submit.isError) {
    return (
      <PlainAlert
        severity="error"
        action={
          <button type="button" className={`${card.button} ${card.textButton}`} onClick={() => lastSubmission.current && trySend(lastSubmission.current)}>
            Try again
          </button>
        }
      >
        Your answers were not saved yet: {submit.error.message}
      </PlainAlert>
    );
  }
  if (submit.isPending || submit.isSuccess) {
    return (
      <p role="status" className={styles.saving}>
        Saving your answers…
      </p>
    );
  }
  const focus = 'focus' in quiz ? quiz.focus : null;
  return (
    <QuizRunner
      quiz={{
        quizId: quiz.quizId,
        problems: quiz.problems,
        timeLimitMs: quiz.timeLimitMs,
        factTimeoutMs: (FACTS_TYPES as readonly string[]).includes(spec.type) ? FACT_TIMEOUT_MS : null,
        // The start answer is a QuizSpec too: the type and settings the server started.
        spec: quiz,
      }}
      presentation={presentationOf(spec.type)}
      instantFeedback={instantFeedback}
      readingStyle={readingStyle}
      soroban={soroban}
      chime={chime}
      onFinish={send}
      initial={resumed?.progress}
      onProgress={kept ? keepProgress : undefined}
      note={focus && focus.due.length + focus.weak.length > 0 && <FocusLine due={focus.due} weak={focus.weak} />}
    />
  );
}

/** "7+8" (a fact or a complement cell) as read: 7 + 8 (and 15 − 7). */
const factWords = (key: string) => key.replace(/^cell:/, '').replace(/([+\-×÷])/, (op) => ` ${op === '-' ? '−' : op} `);
const listed = (keys: readonly string[]) => keys.slice(0, 4).map(factWords).join(', ') + (keys.length > 4 ? ` and ${keys.length - 4} more` : '');

/** Which facts the server aimed this drill at, in one line above the quiz. */
function FocusLine({ due, weak }: { due: readonly string[]; weak: readonly string[] }) {
  const parts = [weak.length > 0 && `${listed(weak)} — missed or slow last time`, due.length > 0 && `${listed(due)} — due for review`].filter(Boolean);
  return (
    <p className={styles.focus} data-testid="quiz-focus" title={parts.join('; ')}>
      Focus: {parts.join('; ')}
    </p>
  );
}
