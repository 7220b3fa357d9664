import type { PracticeType } from '../problems/practice-types.ts';
import type { Problem } from '../problems/problem.ts';
import { DEFAULT_FLUENCY_THRESHOLD_MS, isFluent } from './fluency.ts';
import { PASS_PERCENT, isSemiPassed } from './pass-marks.ts';
import { REVIEW_PASS_PERCENT } from '../learner/review.ts';

export interface GradeOptions {
  /** 'review': a server-built quiz of mixed problems (learner/review.ts). */
  readonly type: PracticeType | 'review';
  /** Threshold for per-fact fluency; only problems with a factKey get a `fluent` verdict. */
  readonly fluencyThresholdMs?: number;
  /** Timed sheets: an answer given after this much total time counts as not answered. */
  readonly timeLimitMs?: number;
}

export interface GradedProblem {
  readonly index: number;
  readonly given: number | null;
  readonly answer: number;
  readonly correct: boolean;
  readonly timeMs: number;
  /** Facts only: right within the fluency threshold (and within the time limit). */
  readonly fluent?: boolean;
  readonly factKey?: string;
}

export interface GradeResult {
  readonly items: readonly GradedProblem[];
  readonly total: number;
  /** The score is the number of right answers. */
  readonly correct: number;
  /** correct / total, 0–1 (0 for an empty quiz). */
  readonly accuracy: number;
  readonly totalTimeMs: number;
  /** Mean time per problem. */
  readonly paceMs: number;
  readonly passPercent: number;
  readonly passed: boolean;
  /** 準合格: a 10-round flash test with 5–6 right (JFAA); never with `passed`. */
  readonly semiPassed: boolean;
  readonly perfect: boolean;
  /** Facts only: how many facts were fluent. */
  readonly fluentCount: number;
}

/**
 * Grades answers against regenerated problems. `answers[i]` is null when problem i was skipped;
 * `timesMs[i]` is the time spent on it. Lengths must match: a mismatch is a caller bug (the server
 * rejects such submissions before grading).
 */
export function grade(problems: readonly Problem[], answers: readonly (number | null)[], timesMs: readonly number[], options: GradeOptions): GradeResult {
  if (answers.length !== problems.length || timesMs.length !== problems.length) {
    throw new RangeError(`expected ${problems.length} answers and times, got ${answers.length} and ${timesMs.length}`);
  }
  const threshold = options.fluencyThresholdMs ?? DEFAULT_FLUENCY_THRESHOLD_MS;
  const items: GradedProblem[] = [];
  let correctCount = 0;
  let fluentCount = 0;
  let elapsed = 0;
  problems.forEach((problem, index) => {
    const timeMs = timesMs[index] as number;
    if (!Number.isFinite(timeMs) || timeMs < 0) throw new RangeError(`time ${index} is not a duration: ${timeMs}`);
    elapsed += timeMs;
    const inTime = options.timeLimitMs === undefined || elapsed <= options.timeLimitMs;
    const given = answers[index] ?? null;
    const correct = inTime && given === problem.answer;
    if (correct) correctCount++;
    if (problem.factKey === undefined) {
      items.push({ index, given, answer: problem.answer, correct, timeMs });
      return;
    }
    const fluent = isFluent(correct, timeMs, threshold);
    if (fluent) fluentCount++;
    items.push({ index, given, answer: problem.answer, correct, timeMs, fluent, factKey: problem.factKey });
  });
  const total = problems.length;
  const passPercent = options.type === 'review' ? REVIEW_PASS_PERCENT : PASS_PERCENT[options.type];
  return {
    items,
    total,
    correct: correctCount,
    accuracy: total === 0 ? 0 : correctCount / total,
    totalTimeMs: elapsed,
    paceMs: total === 0 ? 0 : elapsed / total,
    passPercent,
    // Integer comparison: 7 right of 10 against 70 % must pass exactly.
    passed: total > 0 && correctCount * 100 >= passPercent * total,
    semiPassed: isSemiPassed(options.type, correctCount, total),
    perfect: total > 0 && correctCount === total,
    fluentCount,
  };
}
