import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDivision } from './division.ts';
import { generateMultiplication } from './multiplication.ts';
import type { Problem } from './problem.ts';

function operands(problem: Problem, op: '×' | '÷'): { a: number; b: number } {
  if (problem.display.kind !== 'binary' || problem.display.op !== op) throw new Error(`expected ${op}`);
  return problem.display;
}

const digits = (n: number) => String(n).length;
const pairOfDigits = fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 })).filter(([x, y]) => x + y <= 15);

describe('multiplication', () => {
  it('multiplies factors of exactly the asked digits', () => {
    fc.assert(
      fc.property(pairOfDigits, fc.integer({ min: 1, max: 20 }), fc.integer(), ([digitsA, digitsB], count, seed) => {
        const params = { digitsA, digitsB, problems: count };
        const { problems } = generateMultiplication(params, seed);
        expect(problems).toHaveLength(count);
        for (const problem of problems) {
          const { a, b } = operands(problem, '×');
          expect([digits(a), digits(b)]).toEqual([digitsA, digitsB]);
          expect(problem.answer).toBe(a * b);
          expect(Number.isSafeInteger(problem.answer)).toBe(true);
        }
        expect(generateMultiplication(params, seed)).toEqual({ problems });
      }),
    );
  });

  it('refuses products that would lose precision', () => {
    expect(() => generateMultiplication({ digitsA: 8, digitsB: 8, problems: 1 }, 1)).toThrow(RangeError);
  });
});

describe('division', () => {
  it('divides exactly, with divisor and quotient of the asked digits', () => {
    fc.assert(
      fc.property(pairOfDigits, fc.integer({ min: 1, max: 20 }), fc.integer(), ([divisorDigits, quotientDigits], count, seed) => {
        const params = { divisorDigits, quotientDigits, problems: count };
        const { problems } = generateDivision(params, seed);
        expect(problems).toHaveLength(count);
        for (const problem of problems) {
          const { a, b } = operands(problem, '÷');
          expect(a % b).toBe(0);
          expect(problem.answer).toBe(a / b);
          expect([digits(b), digits(problem.answer)]).toEqual([divisorDigits, quotientDigits]);
          expect(b).toBeGreaterThan(1);
        }
        expect(generateDivision(params, seed)).toEqual({ problems });
      }),
    );
  });
});
