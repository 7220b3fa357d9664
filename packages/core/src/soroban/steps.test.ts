import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readNumber, sorobanFromNumber } from './abacus.ts';
import type { Family } from './families.ts';
import { type DigitStep, addDigitStep, subtractDigitStep } from './steps.ts';
import { ADD_STEP_RANK, SUBTRACT_STEP_RANK } from './step-table.ts';
import { FAMILIES } from './families.ts';

const onRod = (v: number, d: number, op: '+' | '-'): Family => {
  const rods = sorobanFromNumber(op === '+' ? v : 10 + v, 3);
  return op === '+' ? addDigitStep(rods, 0, d) : subtractDigitStep(rods, 0, d);
};

// The rules of DOMAIN.md restated on digits instead of beads: an independent oracle for the model.
function expectedFamily(v: number, d: number, op: '+' | '-'): Family {
  const earth = v % 5;
  if (op === '+') {
    if (v + d >= 10) return v >= 5 && earth < 10 - d && 10 - d < 5 ? 'mixed' : 'ten-complement';
    return d < 5 && v < 5 && earth + d > 4 ? 'five-complement' : 'direct';
  }
  if (v < d) return v < 5 && v + (10 - d) > 4 && 10 - d < 5 ? 'mixed' : 'ten-complement';
  return d < 5 && v >= 5 && earth < d ? 'five-complement' : 'direct';
}

describe('digit steps (DOMAIN.md examples)', () => {
  it('classifies additions', () => {
    expect(onRod(1, 3, '+')).toBe('direct');
    expect(onRod(2, 5, '+')).toBe('direct');
    expect(onRod(4, 2, '+')).toBe('five-complement');
    expect(onRod(7, 8, '+')).toBe('ten-complement');
    expect(onRod(6, 7, '+')).toBe('mixed');
  });

  it('classifies subtractions', () => {
    expect(onRod(4, 3, '-')).toBe('direct');
    expect(onRod(6, 2, '-')).toBe('five-complement'); // −5 + 3
    expect(onRod(2, 8, '-')).toBe('ten-complement'); // −1 left, +2 here
    expect(onRod(3, 6, '-')).toBe('mixed'); // +4 here needs +5 − 1
  });

  it('agrees with the digit rules of DOMAIN.md for every rod value and digit', () => {
    for (let v = 0; v <= 9; v++) {
      for (let d = 1; d <= 9; d++) {
        expect(onRod(v, d, '+'), `${v}+${d}`).toBe(expectedFamily(v, d, '+'));
        expect(onRod(v, d, '-'), `${v}-${d}`).toBe(expectedFamily(v, d, '-'));
        expect(FAMILIES[ADD_STEP_RANK[v * 10 + d]!]).toBe(expectedFamily(v, d, '+'));
        expect(FAMILIES[SUBTRACT_STEP_RANK[v * 10 + d]!]).toBe(expectedFamily(v, d, '-'));
      }
    }
  });

  it('traces the carry of 6 + 7 after the step, and the borrow of 13 − 6 before it', () => {
    const trace: DigitStep[] = [];
    const rods = sorobanFromNumber(6, 3);
    addDigitStep(rods, 0, 7, trace);
    expect(readNumber(rods)).toBe(13);
    expect(trace).toEqual([
      { rod: 0, op: '+', digit: 7, family: 'mixed', carry: false },
      { rod: 1, op: '+', digit: 1, family: 'direct', carry: true },
    ]);
    trace.length = 0;
    subtractDigitStep(rods, 0, 6, trace);
    expect(readNumber(rods)).toBe(7);
    expect(trace).toEqual([
      { rod: 1, op: '-', digit: 1, family: 'direct', carry: true },
      { rod: 0, op: '-', digit: 6, family: 'mixed', carry: false },
    ]);
  });

  it('ripples a carry through nines and a borrow through zeros', () => {
    const trace: DigitStep[] = [];
    const rods = sorobanFromNumber(499, 4);
    addDigitStep(rods, 0, 1, trace);
    expect(readNumber(rods)).toBe(500);
    expect(trace.map((s) => s.family)).toEqual(['ten-complement', 'ten-complement', 'five-complement']);
    const back = sorobanFromNumber(500, 4);
    subtractDigitStep(back, 0, 1);
    expect(readNumber(back)).toBe(499);
  });

  it('refuses to go below zero or past the last rod, leaving the beads untouched', () => {
    const low = sorobanFromNumber(5, 2);
    expect(() => subtractDigitStep(low, 0, 6)).toThrow(RangeError);
    expect(readNumber(low)).toBe(5);
    const high = sorobanFromNumber(99, 2);
    expect(() => addDigitStep(high, 0, 1)).toThrow(RangeError);
    expect(readNumber(high)).toBe(99);
  });

  it('keeps the beads equal to the arithmetic over any sequence of steps', () => {
    const step = fc.record({ rod: fc.integer({ min: 0, max: 3 }), digit: fc.integer({ min: 0, max: 9 }), subtract: fc.boolean() });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.array(step, { maxLength: 30 }), (start, steps) => {
        const rods = sorobanFromNumber(start, 8);
        let value = start;
        for (const { rod, digit, subtract } of steps) {
          const delta = digit * 10 ** rod;
          if (subtract && value - delta < 0) continue;
          if (subtract) subtractDigitStep(rods, rod, digit);
          else addDigitStep(rods, rod, digit);
          value += subtract ? -delta : delta;
          expect(readNumber(rods)).toBe(value);
        }
      }),
    );
  });
});
