import type { QuizSpec, ReviewSpecView, startQuizCall, startReviewCall } from '@soroban/contracts';
import type { z } from 'zod/mini';
import type { QuizContext } from '@/lib/quiz-slot';

/** A quiz as its start answered: one started from settings, or one the server built (today's practice, my mistakes). */
export type StartedQuiz = z.output<typeof startQuizCall.answer> | z.output<typeof startReviewCall.answer>;

/**
 * What a quiz was started with, compared when it is opened again: only the same quiz is carried on.
 * Today's practice is today's: one kept from an earlier day is not carried on.
 */
export function startedKey(spec: QuizSpec | ReviewSpecView, guided: QuizContext): string {
  const today = spec.type === 'review' && spec.params.source === 'today';
  return JSON.stringify({ spec, guided, ...(today && { day: new Date().toDateString() }) });
}

/** How far a quiz in progress got: the next problem, the answers and times so far, the time on its clock. */
export interface QuizProgress {
  index: number;
  answers: (number | null)[];
  timesMs: number[];
  elapsedMs: number;
}

interface Kept {
  /** The settings and context it was started with: only the same quiz is resumed. */
  started: string;
  quiz: unknown;
  progress: QuizProgress;
}

/**
 * A quiz in progress, kept in localStorage per account and route, so leaving it (the bottom bar,
 * Back, a reload, a closed tab) loses nothing: opening the same quiz again carries on from the
 * next problem. The server still has the quiz (it grades only what is submitted); the answers so
 * far live here until the sheet is sent.
 */
export class KeptQuiz {
  private readonly storageKey: string;

  constructor(userId: number, path: string) {
    this.storageKey = `soroban.quiz.${userId}.${path}`;
  }

  private read(): Kept | null {
    try {
      return JSON.parse(localStorage.getItem(this.storageKey) ?? 'null') as Kept | null;
    } catch {
      return null; // unreadable: a new quiz starts
    }
  }

  /**
   * The copy kept of the quiz started with `started`, not yet checked against its contract
   * (resume-kept-quiz.ts does that before a quiz carries on), else null.
   */
  stored(started: string): { quiz: unknown; progress: QuizProgress } | null {
    const kept = this.read();
    return kept && kept.started === started ? { quiz: kept.quiz, progress: kept.progress } : null;
  }

  /**
   * How far the quiz started with `started` got, when some of it is left to answer: what a card
   * offering to carry it on says. Its shape is looked at, not its contract, so the launchpad need
   * not build the quizzes' schemas (docs/decisions/0006).
   */
  waiting(started: string): { answered: number; total: number } | null {
    const stored = this.stored(started);
    const problems = (stored?.quiz as { problems?: unknown } | null | undefined)?.problems;
    if (!stored || !Array.isArray(problems) || !(stored.progress.index < problems.length)) return null;
    return { answered: stored.progress.index, total: problems.length };
  }

  /** Whether a quiz is in progress here (started and not yet sent). */
  get inProgress(): boolean {
    return this.read() !== null;
  }

  /** How far it got, for the question before leaving. */
  get progress(): QuizProgress | null {
    return this.read()?.progress ?? null;
  }

  save(started: string, quiz: StartedQuiz, progress: QuizProgress) {
    try {
      localStorage.setItem(this.storageKey, JSON.stringify({ started, quiz, progress } satisfies Kept));
    } catch {
      // Storage full or refused (private mode): the quiz runs on, only without the safety copy.
    }
  }

  forget() {
    localStorage.removeItem(this.storageKey);
  }
}
