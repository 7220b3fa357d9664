import { startQuizCall, startReviewCall } from '@soroban/contracts';
import { z } from 'zod/mini';
import type { KeptQuiz, QuizProgress, StartedQuiz } from '@/components/kept-quiz/kept-quiz';

/** A quiz as its start answered: one started from settings, or one the server built (today's practice, my mistakes). */
const startedQuiz = z.union([startQuizCall.answer, startReviewCall.answer]);

/**
 * The quiz kept here when it was started with `started`, checked against its contract and with
 * problems left to answer, else null: a copy from an older version of the app starts afresh.
 */
export function resumeKeptQuiz(kept: KeptQuiz, started: string): { quiz: StartedQuiz; progress: QuizProgress } | null {
  const stored = kept.stored(started);
  if (!stored) return null;
  const quiz = startedQuiz.safeParse(stored.quiz);
  if (!quiz.success || stored.progress.index >= quiz.data.problems.length) return null;
  return { quiz: quiz.data, progress: stored.progress };
}
