import type { GradeResult } from '../grading/grade.ts';
import type { Problem } from '../problems/problem.ts';
import type { PracticeSpec } from '../curriculum/model.ts';
import type { ReviewSpec } from '../learner/review.ts';
import { digitCount } from '../problems/spec.ts';

/**
 * What one right answer earns, by how much work it is: digits × numbers for lists, digit times digit
 * for × and ÷, and a fact is one step. A list held in the head (flash, audible) is worth twice a
 * written one. Whole coins, at least 1, so the cheapest sheet earns the least.
 */
export const PRICES = {
  fact: 1,
  writtenListDigitsPerCoin: 4,
  heldListDigitsPerCoin: 2,
  productCoinsPerDigitPair: 1,
} as const;

/**
 * A perfect sheet earns half its base again, rounded down. Proportional and rounded down rather
 * than flat, so splitting a sheet into many short quizzes never earns more than the whole sheet.
 */
export const PERFECT_BONUS_SHARE = 0.5;

/** The price list in words, as the rewards screens show it: what earns what. */
export const PRICE_LIST: readonly { readonly work: string; readonly earns: string }[] = [
  { work: 'A fact, a 5 or 10 pair, a hundred-squares problem', earns: `${PRICES.fact} coin` },
  {
    work: 'An addition list or soroban skill list',
    earns: `1 coin for every ${PRICES.writtenListDigitsPerCoin} digits on the list (5 numbers of 2 digits: 2 coins)`,
  },
  { work: 'A multiplication or division', earns: '1 coin for each digit times digit (3 digits × 2 digits: 6 coins)' },
  { work: 'A flash or audible anzan round', earns: `1 coin for every ${PRICES.heldListDigitsPerCoin} digits seen or heard (10 numbers of 2 digits: 10 coins)` },
  { work: 'A perfect sheet', earns: 'half its coins again' },
];

const listDigits = (numbers: readonly number[]) => numbers.reduce((sum, n) => sum + digitCount(n), 0);

/** The coins one right answer to this problem earns. */
export function problemPrice(spec: PracticeSpec | ReviewSpec, problem: Problem): number {
  const { display } = problem;
  if (display.kind === 'list') {
    const held = spec.type === 'flash' || spec.type === 'audible';
    return Math.max(1, Math.floor(listDigits(display.numbers) / (held ? PRICES.heldListDigitsPerCoin : PRICES.writtenListDigitsPerCoin)));
  }
  if (display.kind === 'binary' && problem.factKey === undefined) {
    const other = display.op === '÷' ? problem.answer : display.a;
    return digitCount(other) * digitCount(display.b) * PRICES.productCoinsPerDigitPair;
  }
  return PRICES.fact;
}

export interface CoinAward {
  readonly base: number;
  readonly perfectBonus: number;
  /** Whole coins, never negative: what the sheet's work is worth (before the floors and the daily cap). */
  readonly total: number;
}

/** What a graded sheet is worth: the price of each right answer, and the perfect bonus. */
export function coinAward(spec: PracticeSpec | ReviewSpec, problems: readonly Problem[], graded: Pick<GradeResult, 'items' | 'perfect'>): CoinAward {
  const base = graded.items.reduce((sum, item) => {
    const problem = problems[item.index];
    return item.correct && problem ? sum + problemPrice(spec, problem) : sum;
  }, 0);
  const perfectBonus = graded.perfect ? Math.floor(base * PERFECT_BONUS_SHARE) : 0;
  return { base, perfectBonus, total: base + perfectBonus };
}
