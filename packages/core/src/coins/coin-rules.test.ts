import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRACTICE_TYPES } from '../problems/practice-types.ts';
import { coinAward } from './coin-rules.ts';

describe('coinAward', () => {
  it('pays per right answer by difficulty and half again for a perfect sheet', () => {
    expect(coinAward('facts-addition', { correct: 9, perfect: false })).toEqual({ perCorrect: 1, base: 9, perfectBonus: 0, total: 9 });
    expect(coinAward('flash', { correct: 10, perfect: true })).toEqual({ perCorrect: 5, base: 50, perfectBonus: 25, total: 75 });
    expect(coinAward('A100', { correct: 1, perfect: true }).total).toBe(1);
  });

  it('is always a whole, non-negative number of coins', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRACTICE_TYPES), fc.integer({ min: -5, max: 300 }), fc.boolean(), (type, correct, perfect) => {
        const { total } = coinAward(type, { correct, perfect });
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never pays more for a perfect sheet split into shorter perfect quizzes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRACTICE_TYPES), fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 10 }), (type, parts) => {
        const whole = coinAward(type, { correct: parts.reduce((a, b) => a + b, 0), perfect: true }).total;
        const split = parts.reduce((sum, correct) => sum + coinAward(type, { correct, perfect: true }).total, 0);
        expect(split).toBeLessThanOrEqual(whole);
      }),
    );
  });
});
