import type { GradeResult } from '../grading/grade.ts';
import type { PracticeType } from '../problems/practice-types.ts';

/**
 * Coins per right answer, by how much work one answer is: a fact is one mental step, a soroban
 * skill list a handful, an exam list, product or quotient many, and a flash or audible round is a
 * whole list held in the head at speed.
 */
export const COINS_PER_CORRECT: Readonly<Record<PracticeType, number>> = {
  'facts-addition': 1,
  'facts-subtraction': 1,
  'facts-multiplication': 1,
  'facts-division': 1,
  'ten-pairs': 1,
  'five-pairs': 1,
  '5P100': 1,
  '10P100': 1,
  A100: 1,
  S100: 1,
  M100: 1,
  D100: 1,
  'soroban-skill': 2,
  'addition-list': 3,
  multiplication: 3,
  division: 3,
  audible: 4,
  flash: 5,
};

/**
 * A perfect sheet earns half its base again, rounded down. Proportional and rounded down rather
 * than flat, so splitting a sheet into many short quizzes never earns more than the whole sheet.
 */
export const PERFECT_BONUS_SHARE = 0.5;

export interface CoinAward {
  readonly perCorrect: number;
  readonly base: number;
  readonly perfectBonus: number;
  /** Whole coins, never negative: what the ledger credits. */
  readonly total: number;
}

export function coinAward(type: PracticeType, result: Pick<GradeResult, 'correct' | 'perfect'>): CoinAward {
  const perCorrect = COINS_PER_CORRECT[type];
  const base = Math.max(0, Math.floor(result.correct)) * perCorrect;
  const perfectBonus = result.perfect ? Math.floor(base * PERFECT_BONUS_SHARE) : 0;
  return { perCorrect, base, perfectBonus, total: base + perfectBonus };
}
