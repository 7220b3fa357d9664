import { type Seed, createRng } from '../random/index.ts';
import { type IntBounds, PROBLEMS_BOUNDS, assertInt } from './bounds.ts';
import { randomFactor } from './multiplication.ts';
import type { Problem, ProblemSet } from './problem.ts';

export interface DivisionParams {
  readonly divisorDigits: number;
  readonly quotientDigits: number;
  readonly problems: number;
}

/** As for multiplication: the dividend (divisor × quotient) stays exact below 2^53. */
export const DIVISION_BOUNDS = {
  divisorDigits: { min: 1, max: 8 },
  quotientDigits: { min: 1, max: 8 },
  totalDigits: { min: 2, max: 15 },
  problems: PROBLEMS_BOUNDS,
} as const satisfies Record<string, IntBounds>;

/** Exact divisions, built backwards from divisor and quotient as the exam sheets are. */
export function generateDivision(params: DivisionParams, seed: Seed): ProblemSet {
  const bounds = DIVISION_BOUNDS;
  assertInt('divisorDigits', params.divisorDigits, bounds.divisorDigits);
  assertInt('quotientDigits', params.quotientDigits, bounds.quotientDigits);
  assertInt('divisorDigits + quotientDigits', params.divisorDigits + params.quotientDigits, bounds.totalDigits);
  assertInt('problems', params.problems, bounds.problems);
  const rng = createRng(seed);
  const problems: Problem[] = [];
  for (let p = 0; p < params.problems; p++) {
    const divisor = randomFactor(rng, params.divisorDigits);
    const quotient = randomFactor(rng, params.quotientDigits);
    problems.push({ display: { kind: 'binary', op: '÷', a: divisor * quotient, b: divisor }, answer: quotient });
  }
  return { problems };
}
