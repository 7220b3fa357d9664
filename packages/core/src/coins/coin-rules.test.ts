import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grade } from '../grading/grade.ts';
import { GENERATORS, PRACTICE_TYPES, type PracticeType } from '../problems/practice-types.ts';
import type { PracticeSpec } from '../curriculum/model.ts';
import { PRICES, PRICE_LIST, coinAward, problemPrice } from './coin-rules.ts';

const spec = <T extends PracticeSpec>(value: T) => value;
const problemsOf = (s: PracticeSpec, seed = 1) =>
  (GENERATORS[s.type] as (params: unknown, seed: number) => ReturnType<(typeof GENERATORS)['flash']>)(s.params, seed).problems;
const allRight = (s: PracticeSpec, seed = 1) => {
  const problems = problemsOf(s, seed);
  return {
    problems,
    graded: grade(
      problems,
      problems.map((p) => p.answer),
      problems.map(() => 2000),
      { type: s.type as PracticeType },
    ),
  };
};

describe('problemPrice', () => {
  it('pays a fact 1, a list by its digits, × and ÷ by digit times digit, a held list twice a written one', () => {
    const fact = problemsOf(spec({ type: 'facts-addition', params: { max: 10, problems: 1 } }))[0]!;
    expect(problemPrice({ type: 'facts-addition', params: { max: 10, problems: 1 } }, fact)).toBe(1);
    const list = { display: { kind: 'list', numbers: [12, 34, 56, 78, 90] }, answer: 270 } as const;
    expect(problemPrice({ type: 'addition-list', params: { digits: 2, count: 5, allowSubtraction: false, allowNegative: false, problems: 1 } }, list)).toBe(2);
    expect(problemPrice({ type: 'flash', params: { digits: 2, count: 5, seconds: 5, rounds: 1 } }, list)).toBe(5);
    const pair = { display: { kind: 'list', numbers: [3, 4] }, answer: 7 } as const;
    expect(problemPrice({ type: 'addition-list', params: { digits: 1, count: 2, allowSubtraction: false, allowNegative: false, problems: 1 } }, pair)).toBe(1);
    const product = { display: { kind: 'binary', op: '×', a: 123, b: 45 }, answer: 5535 } as const;
    expect(problemPrice({ type: 'multiplication', params: { digitsA: 3, digitsB: 2, problems: 1 } }, product)).toBe(6);
    const quotient = { display: { kind: 'binary', op: '÷', a: 5535, b: 45 }, answer: 123 } as const;
    expect(problemPrice({ type: 'division', params: { divisorDigits: 2, quotientDigits: 3, problems: 1 } }, quotient)).toBe(6);
  });

  it('pays a harder sheet of the same length more than the cheapest one', () => {
    const cheapest = allRight({ type: 'addition-list', params: { digits: 1, count: 2, allowSubtraction: false, allowNegative: false, problems: 20 } });
    const harder = allRight({ type: 'addition-list', params: { digits: 3, count: 10, allowSubtraction: false, allowNegative: false, problems: 20 } });
    const cheap = coinAward(
      { type: 'addition-list', params: { digits: 1, count: 2, allowSubtraction: false, allowNegative: false, problems: 20 } },
      cheapest.problems,
      cheapest.graded,
    );
    const more = coinAward(
      { type: 'addition-list', params: { digits: 3, count: 10, allowSubtraction: false, allowNegative: false, problems: 20 } },
      harder.problems,
      harder.graded,
    );
    expect(cheap.total).toBe(30);
    expect(more.total).toBeGreaterThan(5 * cheap.total);
  });
});

describe('coinAward', () => {
  it('pays only right answers, and half again for a perfect sheet', () => {
    const s: PracticeSpec = { type: 'facts-addition', params: { max: 10, problems: 10 } };
    const problems = problemsOf(s);
    const nineRight = grade(
      problems,
      problems.map((p, i) => (i === 0 ? p.answer + 1 : p.answer)),
      problems.map(() => 1000),
      { type: s.type },
    );
    expect(coinAward(s, problems, nineRight)).toEqual({ base: 9, perfectBonus: 0, total: 9 });
    expect(coinAward(s, problems, allRight(s).graded)).toEqual({ base: 10, perfectBonus: 5, total: 15 });
  });

  it('never pays more for a perfect sheet split into shorter perfect quizzes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRACTICE_TYPES), fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 10 }), (type, parts) => {
        const bonus = (base: number) => base + Math.floor(base / 2);
        const whole = bonus(parts.reduce((a, b) => a + b, 0));
        const split = parts.reduce((sum, base) => sum + bonus(base), 0);
        expect(split, type).toBeLessThanOrEqual(whole);
      }),
    );
  });
});

describe('PRICE_LIST', () => {
  it('states what problemPrice pays, row by row', () => {
    const earns = Object.fromEntries(PRICE_LIST.map((row) => [row.work, row.earns]));
    expect(earns['A number fact, a 5 or 10 pair, a hundred-squares problem']).toBe('1 coin');
    // 5 numbers of 2 digits are 10 digits: 10 / 4 written, 10 / 2 held in the head.
    expect(earns['A soroban or addition list: 5 numbers of 2 digits']).toBe(`${Math.floor(10 / PRICES.writtenListDigitsPerCoin)} coins`);
    expect(earns['A flash or audible anzan round: 10 numbers of 2 digits']).toBe(`${20 / PRICES.heldListDigitsPerCoin} coins`);
    expect(earns['A multiplication or division: 3 digits by 2 digits']).toBe(`${6 * PRICES.productCoinsPerDigitPair} coins`);
    expect(earns['A perfect sheet (every answer right)']).toBe('50% of its coins again (20 facts: 20 coins + 10 coins)');
  });

  it('pays more for every harder row of the same mode', () => {
    const coinsOf = (work: string) => Number(PRICE_LIST.find((row) => row.work === work)!.earns.split(' ')[0]);
    const lists = ['5 numbers of 1 digit', '5 numbers of 2 digits', '10 numbers of 3 digits'].map((d) => coinsOf(`A soroban or addition list: ${d}`));
    expect(lists).toEqual([...lists].sort((a, b) => a - b));
    expect(new Set(lists).size).toBe(lists.length);
    expect(coinsOf('A flash or audible anzan round: 5 numbers of 1 digit')).toBeGreaterThanOrEqual(coinsOf('A soroban or addition list: 5 numbers of 1 digit'));
  });
});
