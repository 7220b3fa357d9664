import { MAX_RODS, MIN_RODS } from '@soroban/core';
import { describe, expect, it } from 'vitest';
import { rodsForQuiz } from '@/features/practice/components/quiz-soroban';

describe('rods of the in-quiz soroban', () => {
  it('gives small work the smallest soroban, so its beads are the biggest', () => {
    expect(rodsForQuiz([{ kind: 'list', numbers: [3, 4, -2] }])).toBe(MIN_RODS);
  });

  it('makes room for the longest number of a list, its carry and two spare rods', () => {
    expect(
      rodsForQuiz([
        { kind: 'list', numbers: [12, 3] },
        { kind: 'list', numbers: [1_234_567_890, 5] },
      ]),
    ).toBe(13);
  });

  it('makes room for both factors of a product and the decimals of yen and decimal items', () => {
    expect(rodsForQuiz([{ kind: 'binary', op: '×', a: 4321, b: 987 }])).toBe(MIN_RODS);
    expect(rodsForQuiz([{ kind: 'binary', op: '×', a: 654_321, b: 98.76 }])).toBe(6 + 2 + 3 + 2);
  });

  it('never asks for more rods than a soroban has', () => {
    expect(rodsForQuiz([{ kind: 'binary', op: '÷', a: 1e14, b: 1e12 }])).toBe(MAX_RODS);
  });
});
