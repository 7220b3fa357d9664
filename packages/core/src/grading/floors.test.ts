import { describe, expect, it } from 'vitest';
import type { PracticeSpec } from '../curriculum/model.ts';
import { FLOORS, problemFloorMs, sheetFloorMs } from './floors.ts';

const list = (numbers: number[]) => ({ display: { kind: 'list' as const, numbers }, answer: numbers.reduce((a, b) => a + b, 0) });
const addition: PracticeSpec = { type: 'addition-list', params: { digits: 1, count: 10, allowSubtraction: false, allowNegative: false, problems: 1 } };

describe('problem floors', () => {
  it('a list of ten digits cannot be read, added and typed in 300 ms', () => {
    expect(problemFloorMs(addition, list([1, 2, 3, 4, 5, 6, 7, 8, 9, 1]))).toBe(10 * FLOORS.listDigitMs + 3 * FLOORS.keyMs);
    expect(problemFloorMs(addition, list([1, 2, 3, 4, 5, 6, 7, 8, 9, 1]))).toBeGreaterThan(300);
    expect(FLOORS.listDigitMs * 10).toBe(300);
  });

  it('a flash round cannot be answered before its own seconds have passed', () => {
    const flash: PracticeSpec = { type: 'flash', params: { digits: 1, count: 3, seconds: 4, rounds: 1 } };
    expect(problemFloorMs(flash, list([1, 2, 3]))).toBe(4000 + 2 * FLOORS.keyMs);
    const audible: PracticeSpec = { type: 'audible', params: { digits: 1, count: 3, paceMs: 1800, allowSubtraction: false, rounds: 1 } };
    expect(problemFloorMs(audible, list([1, 2, 3]))).toBe(3 * 1800 + 2 * FLOORS.keyMs);
  });

  it('× and ÷ grow with digit times digit; a fact is its keypad minimum', () => {
    const product: PracticeSpec = { type: 'multiplication', params: { digitsA: 3, digitsB: 2, problems: 1 } };
    expect(problemFloorMs(product, { display: { kind: 'binary', op: '×', a: 123, b: 45 }, answer: 5535 })).toBe(
      6 * FLOORS.productDigitPairMs + 5 * FLOORS.keyMs,
    );
    const quotient: PracticeSpec = { type: 'division', params: { divisorDigits: 2, quotientDigits: 3, problems: 1 } };
    expect(problemFloorMs(quotient, { display: { kind: 'binary', op: '÷', a: 5535, b: 45 }, answer: 123 })).toBe(
      6 * FLOORS.productDigitPairMs + 4 * FLOORS.keyMs,
    );
    const facts: PracticeSpec = { type: 'facts-addition', params: { max: 10, problems: 1 } };
    expect(problemFloorMs(facts, { display: { kind: 'binary', op: '+', a: 7, b: 8 }, answer: 15, factKey: '7+8' })).toBe(3 * FLOORS.keyMs);
  });

  it('a sheet counts only the problems answered', () => {
    const problems = [list([1, 2]), list([3, 4])];
    expect(sheetFloorMs(addition, problems, [3, null])).toBe(problemFloorMs(addition, problems[0]!));
    expect(sheetFloorMs(addition, problems, [null, null])).toBe(0);
  });
});
