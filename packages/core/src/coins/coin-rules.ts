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

const coins = (n: number) => `${n} coin${n === 1 ? '' : 's'}`;
/** n numbers of d digits each (the smallest such numbers: only their digits count). */
const numbersOf = (count: number, digits: number) => Array.from({ length: count }, () => 10 ** (digits - 1));
const listPrice = (type: 'addition-list' | 'flash', count: number, digits: number) => {
  const numbers = numbersOf(count, digits);
  return problemPrice({ type } as PracticeSpec, { display: { kind: 'list', numbers }, answer: numbers.reduce((a, b) => a + b, 0) });
};
const productPrice = (aDigits: number, bDigits: number) => {
  const [a, b] = [10 ** (aDigits - 1), 10 ** (bDigits - 1)];
  return problemPrice({ type: 'multiplication' } as PracticeSpec, { display: { kind: 'binary', op: '×', a, b }, answer: a * b });
};
const factPrice = problemPrice({ type: 'facts-addition' } as PracticeSpec, { display: { kind: 'binary', op: '+', a: 7, b: 8 }, answer: 15, factKey: '7+8' });

/**
 * The price list in words, as the rewards screens show it: what one right answer earns by mode and
 * difficulty. Every figure is problemPrice's answer for a problem of that kind, so the list cannot
 * drift from what the server pays.
 */
export const PRICE_LIST: readonly { readonly work: string; readonly earns: string }[] = [
  { work: 'A number fact, a 5 or 10 pair, a hundred-squares problem', earns: coins(factPrice) },
  { work: 'A soroban or addition list: 5 numbers of 1 digit', earns: coins(listPrice('addition-list', 5, 1)) },
  { work: 'A soroban or addition list: 5 numbers of 2 digits', earns: coins(listPrice('addition-list', 5, 2)) },
  { work: 'A soroban or addition list: 10 numbers of 3 digits', earns: coins(listPrice('addition-list', 10, 3)) },
  { work: 'A multiplication or division: 2 digits by 1 digit', earns: coins(productPrice(2, 1)) },
  { work: 'A multiplication or division: 3 digits by 2 digits', earns: coins(productPrice(3, 2)) },
  { work: 'A flash or audible anzan round: 5 numbers of 1 digit', earns: coins(listPrice('flash', 5, 1)) },
  { work: 'A flash or audible anzan round: 10 numbers of 2 digits', earns: coins(listPrice('flash', 10, 2)) },
  {
    work: 'A perfect sheet (every answer right)',
    earns: `${Math.round(PERFECT_BONUS_SHARE * 100)}% of its coins again (20 facts: ${coins(20 * factPrice)} + ${coins(Math.floor(20 * factPrice * PERFECT_BONUS_SHARE))})`,
  },
];
