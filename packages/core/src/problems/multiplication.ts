import { type Rng, type Seed, createRng } from '../random/index.ts';
import { type IntBounds, PROBLEMS_BOUNDS, assertInt, digitRange } from './bounds.ts';
import type { Problem, ProblemSet } from './problem.ts';

export interface MultiplicationParams {
  readonly digitsA: number;
  readonly digitsB: number;
  readonly problems: number;
}

/** Factors up to 8 digits and at most 15 together (1 kyu uses 11): products stay exact below 2^53. */
export const MULTIPLICATION_BOUNDS = {
  digitsA: { min: 1, max: 8 },
  digitsB: { min: 1, max: 8 },
  totalDigits: { min: 2, max: 15 },
  problems: PROBLEMS_BOUNDS,
} as const satisfies Record<string, IntBounds>;

/** A factor of exactly `digits` digits; one-digit factors skip 1, which teaches nothing. */
export function randomFactor(rng: Rng, digits: number): number {
  const { min, max } = digitRange(digits);
  return rng.int(digits === 1 ? 2 : min, max);
}

export function generateMultiplication(params: MultiplicationParams, seed: Seed): ProblemSet {
  const bounds = MULTIPLICATION_BOUNDS;
  assertInt('digitsA', params.digitsA, bounds.digitsA);
  assertInt('digitsB', params.digitsB, bounds.digitsB);
  assertInt('digitsA + digitsB', params.digitsA + params.digitsB, bounds.totalDigits);
  assertInt('problems', params.problems, bounds.problems);
  const rng = createRng(seed);
  const problems: Problem[] = [];
  for (let p = 0; p < params.problems; p++) {
    const a = randomFactor(rng, params.digitsA);
    const b = randomFactor(rng, params.digitsB);
    problems.push({ display: { kind: 'binary', op: '×', a, b }, answer: a * b });
  }
  return { problems };
}
