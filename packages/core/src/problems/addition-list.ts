import { type Rng, type Seed, createRng } from '../random/index.ts';
import { type IntBounds, PROBLEMS_BOUNDS, assertInt, digitRange } from './bounds.ts';
import type { Problem, ProblemSet } from './problem.ts';

export interface AdditionListParams {
  readonly digits: number;
  readonly count: number;
  readonly allowSubtraction: boolean;
  /** When false the running total never drops below zero, as on a soroban. */
  readonly allowNegative: boolean;
  readonly problems: number;
}

// 30 numbers of 10 digits stay far below 2^53, so every total is an exact JavaScript number.
export const ADDITION_LIST_BOUNDS = {
  digits: { min: 1, max: 10 },
  count: { min: 2, max: 30 },
  problems: PROBLEMS_BOUNDS,
} as const satisfies Record<string, IntBounds>;

/** Share of numbers after the first that are subtracted in a mixed list (exam lists mix about this many). */
export const SUBTRACTION_SHARE = 0.4;

/**
 * One list of `count` numbers of exactly `digits` digits. A subtraction that would take a
 * non-negative total below zero is shrunk to fit, or turned into an addition when even the
 * smallest number is too big.
 */
export function randomList(rng: Rng, digits: number, count: number, allowSubtraction: boolean, allowNegative: boolean): { numbers: number[]; total: number } {
  const { min, max } = digitRange(digits);
  const numbers: number[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (i > 0 && allowSubtraction && rng.chance(SUBTRACTION_SHARE)) {
      if (allowNegative) {
        const n = rng.int(min, max);
        numbers.push(-n);
        total -= n;
        continue;
      }
      if (total >= min) {
        const n = rng.int(min, Math.min(max, total));
        numbers.push(-n);
        total -= n;
        continue;
      }
    }
    const n = rng.int(min, max);
    numbers.push(n);
    total += n;
  }
  return { numbers, total };
}

export function generateAdditionList(params: AdditionListParams, seed: Seed): ProblemSet {
  assertInt('digits', params.digits, ADDITION_LIST_BOUNDS.digits);
  assertInt('count', params.count, ADDITION_LIST_BOUNDS.count);
  assertInt('problems', params.problems, ADDITION_LIST_BOUNDS.problems);
  const rng = createRng(seed);
  const problems: Problem[] = [];
  for (let p = 0; p < params.problems; p++) {
    const { numbers, total } = randomList(rng, params.digits, params.count, params.allowSubtraction, params.allowNegative);
    problems.push({ display: { kind: 'list', numbers }, answer: total });
  }
  return { problems };
}
