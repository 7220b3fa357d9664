import { type Seed, createRng } from '../random/index.ts';
import { type IntBounds, assertInt, assertNumber, digitRange } from './bounds.ts';
import { distinctProblems } from './distinct.ts';
import type { ProblemSet } from './problem.ts';

export interface FlashParams {
  readonly digits: number;
  /** Numbers flashed per round. */
  readonly count: number;
  /** Time for the whole round, all numbers and blanks (the JFAA states grades this way). */
  readonly seconds: number;
  readonly rounds: number;
}

export const FLASH_BOUNDS = {
  digits: { min: 1, max: 5 },
  count: { min: 2, max: 30 },
  /** Fractional; 1.5 s for 15 numbers is the record range, 0.5 s leaves room for the future. */
  seconds: { min: 0.5, max: 120 },
  rounds: { min: 1, max: 50 },
} as const satisfies Record<string, IntBounds>;

/**
 * Additions only, never the same number twice in a row: two equal flashes in one place look like
 * one, which would make the round unfair.
 */
export function generateFlash(params: FlashParams, seed: Seed): ProblemSet {
  assertInt('digits', params.digits, FLASH_BOUNDS.digits);
  assertInt('count', params.count, FLASH_BOUNDS.count);
  assertNumber('seconds', params.seconds, FLASH_BOUNDS.seconds);
  assertInt('rounds', params.rounds, FLASH_BOUNDS.rounds);
  const rng = createRng(seed);
  const { min, max } = digitRange(params.digits);
  const problems = distinctProblems(params.rounds, () => {
    const numbers: number[] = [];
    let total = 0;
    let previous = -1;
    for (let i = 0; i < params.count; i++) {
      // Draw from the range minus the previous number, uniformly: skip over it.
      let n = previous < 0 ? rng.int(min, max) : rng.int(min, max - 1);
      if (previous >= 0 && n >= previous) n++;
      numbers.push(n);
      total += n;
      previous = n;
    }
    return { display: { kind: 'list', numbers }, answer: total };
  });
  return { problems };
}
