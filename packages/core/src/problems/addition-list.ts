import { type Rng, type Seed, createRng } from '../random/index.ts';
import { type IntBounds, PROBLEMS_BOUNDS, assertInt, digitRange } from './bounds.ts';
import { distinctProblems } from './distinct.ts';
import type { ProblemSet } from './problem.ts';

export interface AdditionListParams {
  /** Digits of every number, or of the longest ones when `totalDigits` is set. */
  readonly digits: number;
  readonly count: number;
  /**
   * An exam list "10口 N字": the digits of all `count` numbers add up to exactly this, numbers of
   * mixed length (from about as far below the mean as `digits` is above it), so learners align them
   * on the unit dot. Absent: every number has `digits` digits.
   */
  readonly totalDigits?: number;
  readonly allowSubtraction: boolean;
  /**
   * False: the running total never drops below zero, as on a soroban. True: about one list in ten
   * (NEGATIVE_ANSWER_SHARE) ends below zero, the rest never dip, as on the 2 kyu to dan papers.
   */
  readonly allowNegative: boolean;
  readonly problems: number;
}

// 30 numbers of 14 digits stay far below 2^53, so every total is an exact JavaScript number.
export const ADDITION_LIST_BOUNDS = {
  digits: { min: 1, max: 14 },
  count: { min: 2, max: 30 },
  totalDigits: { min: 2, max: 420 },
  problems: PROBLEMS_BOUNDS,
} as const satisfies Record<string, IntBounds>;

/** Share of numbers after the first that are subtracted in a mixed list (exam lists mix about this many). */
export const SUBTRACTION_SHARE = 0.4;

/** Share of lists with a negative answer where they are allowed: the dan paper has about 1 in 10 (DOMAIN.md). */
export const NEGATIVE_ANSWER_SHARE = 0.1;

// A list that must end below zero is redrawn until it does; about one draw in four does.
const NEGATIVE_ATTEMPTS = 40;

/**
 * How many digits each number has: all `longest` without a total, else lengths from `shortest` to
 * `longest` (symmetric around the mean) that add up to `total`, grown one random digit at a time.
 */
export function listLengths(rng: Rng, count: number, longest: number, total?: number): number[] {
  if (total === undefined) return new Array<number>(count).fill(longest);
  const shortest = Math.max(1, Math.floor((2 * total) / count - longest));
  const lengths = new Array<number>(count).fill(shortest);
  for (let left = total - shortest * count; left > 0;) {
    const i = rng.below(count);
    if ((lengths[i] as number) < longest) {
      lengths[i] = (lengths[i] as number) + 1;
      left--;
    }
  }
  return lengths;
}

/**
 * One list of numbers of the given lengths. Without `mayDip` a subtraction that would take the
 * total below zero is shrunk to fit, or turned into an addition when even the smallest number of
 * its length is too big.
 */
function drawList(rng: Rng, lengths: readonly number[], allowSubtraction: boolean, mayDip: boolean): { numbers: number[]; total: number } {
  const numbers: number[] = [];
  let total = 0;
  lengths.forEach((length, i) => {
    const { min, max } = digitRange(length);
    if (i > 0 && allowSubtraction && rng.chance(SUBTRACTION_SHARE) && (mayDip || total >= min)) {
      const n = rng.int(min, mayDip ? max : Math.min(max, total));
      numbers.push(-n);
      total -= n;
      return;
    }
    const n = rng.int(min, max);
    numbers.push(n);
    total += n;
  });
  return { numbers, total };
}

/** One list of `count` numbers (see AdditionListParams for lengths and signs). */
export function randomList(
  rng: Rng,
  digits: number,
  count: number,
  allowSubtraction: boolean,
  allowNegative: boolean,
  totalDigits?: number,
): { numbers: number[]; total: number } {
  // Without a total nothing is drawn here, so such lists keep the numbers their seeds always gave.
  const lengths = listLengths(rng, count, digits, totalDigits);
  if (!(allowSubtraction && allowNegative && rng.chance(NEGATIVE_ANSWER_SHARE))) return drawList(rng, lengths, allowSubtraction, false);
  let list = drawList(rng, lengths, true, true);
  for (let attempt = 1; attempt < NEGATIVE_ATTEMPTS && list.total >= 0; attempt++) list = drawList(rng, lengths, true, true);
  // Rarely (about 1 paper in 10,000 at 1 kyu) no draw ends below zero; a list that dipped on the way
  // and ends above zero is not an exam list, so it becomes an ordinary one that never dips.
  return list.total < 0 ? list : drawList(rng, lengths, true, false);
}

export function generateAdditionList(params: AdditionListParams, seed: Seed): ProblemSet {
  assertInt('digits', params.digits, ADDITION_LIST_BOUNDS.digits);
  assertInt('count', params.count, ADDITION_LIST_BOUNDS.count);
  assertInt('problems', params.problems, ADDITION_LIST_BOUNDS.problems);
  if (params.totalDigits !== undefined) {
    assertInt('totalDigits', params.totalDigits, { min: params.count, max: params.count * params.digits });
  }
  const rng = createRng(seed);
  const problems = distinctProblems(params.problems, () => {
    const { numbers, total } = randomList(rng, params.digits, params.count, params.allowSubtraction, params.allowNegative, params.totalDigits);
    return { display: { kind: 'list', numbers }, answer: total };
  });
  return { problems };
}
