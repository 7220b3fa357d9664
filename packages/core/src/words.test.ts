import { describe, expect, it } from 'vitest';
import { coinAmount, plural } from './words.ts';

describe('plural', () => {
  it('names one of a thing in the singular and any other count in the plural, with thousands grouped', () => {
    expect(plural(1, 'share')).toBe('1 share');
    expect(plural(0, 'share')).toBe('0 shares');
    expect(plural(-1, 'coin')).toBe('-1 coin');
    expect(plural(2, 'quiz', 'quizzes')).toBe('2 quizzes');
    expect(coinAmount(1250)).toBe('1,250 coins');
  });

  it('writes a count as English does on both sides of a thousand, and a fraction with its decimals', () => {
    for (const n of [999, -999, 1000, -1000, 1_234_567, 2.5, 0.125]) expect(plural(n, 'coin')).toBe(`${n.toLocaleString('en')} coins`);
  });
});
