import { isFluent } from './fluency.ts';

/** One answer to a fact: right or not, and how long it took. */
export interface FactAttempt {
  readonly correct: boolean;
  readonly timeMs: number;
}

/** A fact is mastered when it came right within the threshold in this many of the last tries. */
export const MASTERY_FLUENT = 2;
export const MASTERY_WINDOW = 3;

/**
 * Where a fact stands, XtraMath's way:
 * - mastered: right within the threshold in 2 of the last 3 tries (one slip does not unlearn it);
 * - fast: the latest try was right in time, but not yet twice;
 * - slow: the latest try was right but over the threshold;
 * - wrong: the latest try was wrong, skipped or timed out (wrong is never "right but slow").
 */
export const FACT_STATES = ['mastered', 'fast', 'slow', 'wrong'] as const;
export type FactState = (typeof FACT_STATES)[number];

/** The state of a fact from its tries, newest first, at `thresholdMs` (the learner's keypad allowance included). */
export function factState(newestFirst: readonly FactAttempt[], thresholdMs: number): FactState {
  const recent = newestFirst.slice(0, MASTERY_WINDOW);
  const fluent = recent.filter((attempt) => isFluent(attempt.correct, attempt.timeMs, thresholdMs)).length;
  if (fluent >= MASTERY_FLUENT) return 'mastered';
  const latest = recent[0];
  if (!latest?.correct) return 'wrong';
  return latest.timeMs <= thresholdMs ? 'fast' : 'slow';
}
