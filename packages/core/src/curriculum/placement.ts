import type { LessonId } from './lessons.ts';
import type { PracticeSpec } from './model.ts';
import { JUMP_MAX_UNIT } from './progress.ts';

/** One step of placement: a short quiz of one family or skill, and the unit whose lesson teaches it. */
export interface PlacementStage {
  readonly name: string;
  /** The lesson that teaches it; `unit` is the first unit with that lesson (checked against the program). */
  readonly lessonId: LessonId;
  readonly unit: number;
  readonly practice: PracticeSpec;
}

/** Problems per stage, and the share right that passes it: at 4 of 5 the learner moves on. */
export const PLACEMENT_PROBLEMS = 5;
export const PLACEMENT_PASS_PERCENT = 80;

const skill = (family: 'direct' | 'five-complement' | 'ten-complement' | 'mixed', digits: number, count: number): PracticeSpec => ({
  type: 'soroban-skill',
  params: { family, operations: 'add-subtract', digits, count, problems: PLACEMENT_PROBLEMS },
});

/**
 * The families in teaching order, each with rule-proven lists that add and subtract, then longer
 * numbers, × and ÷. Placement stops at the first stage below the pass mark: anyone can do a few
 * sums of small numbers, but not small-friend subtractions without having learnt them.
 */
export const PLACEMENT_STAGES: readonly PlacementStage[] = [
  { name: 'Direct moves', lessonId: 'direct-add', unit: 1, practice: skill('direct', 1, 3) },
  { name: 'Small friends', lessonId: 'five-complement-add', unit: 3, practice: skill('five-complement', 1, 4) },
  { name: 'Big friends', lessonId: 'ten-complement-add', unit: 6, practice: skill('ten-complement', 1, 4) },
  { name: 'Mixed friends', lessonId: 'mixed-add', unit: 8, practice: skill('mixed', 1, 4) },
  { name: 'Two-digit numbers', lessonId: 'two-digit-lists', unit: 11, practice: skill('mixed', 2, 4) },
  {
    name: 'Multiplication',
    lessonId: 'multiplication-one-digit',
    unit: 12,
    practice: { type: 'multiplication', params: { digitsA: 2, digitsB: 1, problems: PLACEMENT_PROBLEMS } },
  },
  {
    name: 'Division',
    lessonId: 'division-one-digit',
    unit: 15,
    practice: { type: 'division', params: { divisorDigits: 1, quotientDigits: 2, problems: PLACEMENT_PROBLEMS } },
  },
];

export const placementPassed = (result: { readonly correct: number; readonly total: number }): boolean =>
  result.total > 0 && result.correct * 100 >= PLACEMENT_PASS_PERCENT * result.total;

/**
 * Where the results of the stages taken so far place the learner: the first stage below the pass
 * mark (null when all passed) and the unit to jump to, capped at JUMP_MAX_UNIT (1: start at the
 * beginning). Undefined while every stage taken passed and more are left to take.
 */
export function placement(
  results: readonly { readonly correct: number; readonly total: number }[],
): { failed: PlacementStage | null; jumpTo: number } | undefined {
  const failedAt = results.findIndex((result) => !placementPassed(result));
  if (failedAt < 0 && results.length < PLACEMENT_STAGES.length) return undefined;
  const failed = failedAt < 0 ? null : (PLACEMENT_STAGES[failedAt] ?? null);
  return { failed, jumpTo: Math.min(failed?.unit ?? JUMP_MAX_UNIT, JUMP_MAX_UNIT) };
}
