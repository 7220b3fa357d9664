import { type Seed, createRng } from '../random/index.ts';
import { listSheet } from './addition-list.ts';
import { type IntBounds, assertInt, assertNumber } from './bounds.ts';
import type { ProblemSet } from './problem.ts';

export interface AudibleParams {
  readonly digits: number;
  readonly count: number;
  /** Time from the start of one number's reading to the next: no official pace exists, so it is chosen. */
  readonly paceMs: number;
  readonly allowSubtraction: boolean;
  readonly rounds: number;
  /**
   * Complement cells to aim at, chosen by the SERVER from the learner model and stored with the quiz:
   * every other round from the first passes through one of them, as on a written sheet (addition-list).
   */
  readonly focus?: readonly string[] | undefined;
}

export const AUDIBLE_BOUNDS = {
  digits: { min: 1, max: 6 },
  count: { min: 2, max: 30 },
  paceMs: { min: 300, max: 10_000 },
  rounds: { min: 1, max: 50 },
} as const satisfies Record<string, IntBounds>;

/** Lists read aloud, dealt as written lists are; like soroban lists the running total never goes below zero. */
export function generateAudible(params: AudibleParams, seed: Seed): ProblemSet {
  assertInt('digits', params.digits, AUDIBLE_BOUNDS.digits);
  assertInt('count', params.count, AUDIBLE_BOUNDS.count);
  assertNumber('paceMs', params.paceMs, AUDIBLE_BOUNDS.paceMs);
  assertInt('rounds', params.rounds, AUDIBLE_BOUNDS.rounds);
  const { digits, count, allowSubtraction, rounds, focus } = params;
  return { problems: listSheet(createRng(seed), { digits, count, allowSubtraction, allowNegative: false, problems: rounds, focus }) };
}
