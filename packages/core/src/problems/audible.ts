import { type Seed, createRng } from '../random/index.ts';
import { randomList } from './addition-list.ts';
import { type IntBounds, assertInt, assertNumber } from './bounds.ts';
import { distinctProblems } from './distinct.ts';
import type { ProblemSet } from './problem.ts';

export interface AudibleParams {
  readonly digits: number;
  readonly count: number;
  /** Time from the start of one number's reading to the next: no official pace exists, so it is chosen. */
  readonly paceMs: number;
  readonly allowSubtraction: boolean;
  readonly rounds: number;
}

export const AUDIBLE_BOUNDS = {
  digits: { min: 1, max: 6 },
  count: { min: 2, max: 30 },
  paceMs: { min: 300, max: 10_000 },
  rounds: { min: 1, max: 50 },
} as const satisfies Record<string, IntBounds>;

/** Lists read aloud; like soroban lists the running total never goes below zero. */
export function generateAudible(params: AudibleParams, seed: Seed): ProblemSet {
  assertInt('digits', params.digits, AUDIBLE_BOUNDS.digits);
  assertInt('count', params.count, AUDIBLE_BOUNDS.count);
  assertNumber('paceMs', params.paceMs, AUDIBLE_BOUNDS.paceMs);
  assertInt('rounds', params.rounds, AUDIBLE_BOUNDS.rounds);
  const rng = createRng(seed);
  const problems = distinctProblems(params.rounds, () => {
    const { numbers, total } = randomList(rng, params.digits, params.count, params.allowSubtraction, false);
    return { display: { kind: 'list', numbers }, answer: total };
  });
  return { problems };
}
