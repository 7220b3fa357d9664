import { type Rng, type Seed, createRng } from '../random/index.ts';
import { type IntBounds, PROBLEMS_BOUNDS, assertInt } from './bounds.ts';
import { officialKind, randomFactor } from './multiplication.ts';
import { decimal, officialAnswer, withoutTrailingZero } from './official-rounding.ts';
import { distinctProblems } from './distinct.ts';
import type { Problem, ProblemSet } from './problem.ts';

export interface DivisionParams {
  readonly divisorDigits: number;
  readonly quotientDigits: number;
  /** As for multiplication: the second half are yen and decimal items, which need not divide exactly. */
  readonly yenAndDecimals?: boolean;
  readonly problems: number;
}

/** As for multiplication: the dividend (divisor × quotient) stays exact below 2^53. */
export const DIVISION_BOUNDS = {
  divisorDigits: { min: 1, max: 8 },
  quotientDigits: { min: 1, max: 8 },
  totalDigits: { min: 2, max: 15 },
  problems: PROBLEMS_BOUNDS,
} as const satisfies Record<string, IntBounds>;

/**
 * A dividend that leaves a remainder, as the exam's rounded items do: ¥86,436 ÷ 52 = ¥1,662, or
 * with the points moved, 8.6436 ÷ 5.2 = 1.662. The quotient's whole part is `quotient` (yen) or
 * `quotient` with the point moved left 1 to its digits + 1 places (e.g. 0.0166), rounded to x.xxx.
 */
function officialQuotient(rng: Rng, wholeDivisor: number, quotient: number, quotientDigits: number, unit: 'yen' | 'decimal'): Problem {
  const divisorPlaces = unit === 'yen' ? 0 : rng.int(0, String(wholeDivisor).length - 1);
  const divisor = withoutTrailingZero(wholeDivisor, divisorPlaces);
  let remainder = rng.int(0, divisor - 1);
  // A shifted dividend ending in 0 would print without its point (5574630.400 as 5574630.4).
  if (unit === 'decimal' && (divisor * quotient + remainder) % 10 === 0) remainder += remainder + 1 < divisor ? 1 : -1;
  const dividend = divisor * quotient + remainder;
  const shift = unit === 'yen' ? 0 : rng.int(1, quotientDigits + 1);
  const display = {
    kind: 'binary',
    op: '÷',
    a: decimal(dividend, divisorPlaces + shift),
    b: decimal(divisor, divisorPlaces),
    ...(unit === 'yen' ? { unit } : {}),
  } as const;
  return { display, answer: officialAnswer(display) };
}

/** Whole items are exact divisions, built backwards from divisor and quotient as the exam sheets are. */
export function generateDivision(params: DivisionParams, seed: Seed): ProblemSet {
  const bounds = DIVISION_BOUNDS;
  assertInt('divisorDigits', params.divisorDigits, bounds.divisorDigits);
  assertInt('quotientDigits', params.quotientDigits, bounds.quotientDigits);
  assertInt('divisorDigits + quotientDigits', params.divisorDigits + params.quotientDigits, bounds.totalDigits);
  assertInt('problems', params.problems, bounds.problems);
  const rng = createRng(seed);
  // No item twice in a sheet where the sizes allow it.
  const problems = distinctProblems(params.problems, (p): Problem => {
    const divisor = randomFactor(rng, params.divisorDigits);
    const quotient = randomFactor(rng, params.quotientDigits);
    const kind = officialKind(p, params.problems, params.yenAndDecimals);
    return kind === 'whole'
      ? { display: { kind: 'binary', op: '÷', a: divisor * quotient, b: divisor }, answer: quotient }
      : officialQuotient(rng, divisor, quotient, params.quotientDigits, kind);
  });
  return { problems };
}
