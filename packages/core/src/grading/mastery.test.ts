import { describe, expect, it } from 'vitest';
import { isKeypadItem, keypadAllowanceMs, keypadTimeMs } from './keypad.ts';
import { type FactAttempt, factState } from './mastery.ts';

const fast: FactAttempt = { correct: true, timeMs: 1200 };
const slow: FactAttempt = { correct: true, timeMs: 2500 };
const wrongFast: FactAttempt = { correct: false, timeMs: 800 };
const timedOut: FactAttempt = { correct: false, timeMs: 20_000 };

describe('factState (newest first, 1.5 s threshold)', () => {
  it('is mastered after two fast right answers among the last three', () => {
    expect(factState([fast, fast], 1500)).toBe('mastered');
    expect(factState([fast, slow, fast], 1500)).toBe('mastered');
    expect(factState([wrongFast, fast, fast], 1500)).toBe('mastered');
  });

  it('does not rest on the single latest answer', () => {
    expect(factState([fast], 1500)).toBe('fast');
    expect(factState([fast, slow, slow, fast, fast], 1500)).toBe('fast');
  });

  it('forgets tries older than the last three', () => {
    expect(factState([slow, wrongFast, fast, fast, fast], 1500)).toBe('slow');
  });

  it('never calls a wrong answer slow, however fast or slow it came', () => {
    expect(factState([wrongFast, slow, slow], 1500)).toBe('wrong');
    expect(factState([timedOut, fast], 1500)).toBe('wrong');
    expect(factState([wrongFast], 1500)).toBe('wrong');
  });

  it('calls a right answer over the threshold slow', () => {
    expect(factState([slow], 1500)).toBe('slow');
    expect(factState([slow], 3000)).toBe('fast');
  });

  it('is wrong with no tries at all', () => {
    expect(factState([], 1500)).toBe('wrong');
  });
});

describe('keypadAllowanceMs', () => {
  it('adds only what a slow keypad costs over a typical one, within a cap', () => {
    expect(keypadAllowanceMs(null)).toBe(0);
    expect(keypadAllowanceMs(700)).toBe(0);
    expect(keypadAllowanceMs(1600)).toBe(600);
    expect(keypadAllowanceMs(9000)).toBe(2000);
  });
});

describe('keypad speed from trivial items', () => {
  it('takes facts whose answer is a number shown', () => {
    const trivial: [string, number][] = [
      ['7+0', 7],
      ['0+7', 7],
      ['7-0', 7],
      ['1×9', 9],
      ['0×4', 0],
      ['8÷1', 8],
    ];
    expect(trivial.every(([key, answer]) => isKeypadItem(key, answer))).toBe(true);
    expect(isKeypadItem('7+8', 15)).toBe(false);
    expect(isKeypadItem('3+?=5', 2)).toBe(false);
  });

  it('is the median of the latest nine, once there are five', () => {
    expect(keypadTimeMs([900, 1000, 1100, 1200])).toBeNull();
    expect(keypadTimeMs([900, 5000, 1100, 1200, 1000])).toBe(1100);
    expect(keypadTimeMs([1, 2, 3, 4, 5, 6, 7, 8, 9, 100_000, 100_000])).toBe(5);
  });
});
