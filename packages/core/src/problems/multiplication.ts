import { type Rng, type Seed, createRng } from '../random/index.ts';
import { type IntBounds, PROBLEMS_BOUNDS, assertInt, digitRange } from './bounds.ts';
import { decimal, officialAnswer, withoutTrailingZero } from './official-rounding.ts';
import { distinctProblems } from './distinct.ts';
import type { Problem, ProblemSet } from './problem.ts';

export interface MultiplicationParams {
  readonly digitsA: number;
  readonly digitsB: number;
  /**
   * 3 kyu and up (DOMAIN.md): the second half of the set are yen amounts and decimals, taking
   * turns, answered with the official rounding (see officialKind). Digits count without the point.
   */
  readonly yenAndDecimals?: boolean;
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

/** Whole numbers for the first half (rounded up) of a set, then yen and decimal items in turn. */
export function officialKind(index: number, problems: number, yenAndDecimals: boolean | undefined): 'whole' | 'yen' | 'decimal' {
  const wholes = Math.ceil(problems / 2);
  if (!yenAndDecimals || index < wholes) return 'whole';
  return (index - wholes) % 2 === 0 ? 'yen' : 'decimal';
}

/** ¥a × b (b may be a decimal, e.g. ¥4,350 × 0.67 = ¥2,915) or a × b with decimal factors, rounded to x.xxx. */
function officialProduct(rng: Rng, wholeA: number, wholeB: number, digitsA: number, digitsB: number, unit: 'yen' | 'decimal'): Problem {
  const placesB = rng.int(0, digitsB);
  // A decimal item always has a point somewhere: a whole first factor leaves it to the second.
  const placesA = unit === 'yen' ? 0 : rng.int(placesB === 0 ? 1 : 0, digitsA);
  const a = withoutTrailingZero(wholeA, placesA);
  const b = withoutTrailingZero(wholeB, placesB);
  const display = { kind: 'binary', op: '×', a: decimal(a, placesA), b: decimal(b, placesB), ...(unit === 'yen' ? { unit } : {}) } as const;
  return { display, answer: officialAnswer(display) };
}

export function generateMultiplication(params: MultiplicationParams, seed: Seed): ProblemSet {
  const bounds = MULTIPLICATION_BOUNDS;
  assertInt('digitsA', params.digitsA, bounds.digitsA);
  assertInt('digitsB', params.digitsB, bounds.digitsB);
  assertInt('digitsA + digitsB', params.digitsA + params.digitsB, bounds.totalDigits);
  assertInt('problems', params.problems, bounds.problems);
  const rng = createRng(seed);
  // No item twice in a sheet where the sizes allow it (a 2 × 1 sheet of 20 met one twice in a few seeds).
  const problems = distinctProblems(params.problems, (p): Problem => {
    const a = randomFactor(rng, params.digitsA);
    const b = randomFactor(rng, params.digitsB);
    const kind = officialKind(p, params.problems, params.yenAndDecimals);
    return kind === 'whole' ? { display: { kind: 'binary', op: '×', a, b }, answer: a * b } : officialProduct(rng, a, b, params.digitsA, params.digitsB, kind);
  });
  return { problems };
}
