import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalShock } from './noise.ts';
import { portableExp } from './portable-math.ts';

describe('portableExp', () => {
  it('agrees with Math.exp to ~1e-15 relative over the range prices use', () => {
    fc.assert(
      fc.property(fc.double({ min: -30, max: 30, noNaN: true }), (x) => {
        expect(Math.abs(portableExp(x) / Math.exp(x) - 1)).toBeLessThan(1e-14);
      }),
    );
  });

  it('is exact at 0', () => {
    expect(portableExp(0)).toBe(1);
  });
});

describe('normalShock', () => {
  it('has mean ≈ 0 and variance ≈ 1', () => {
    const n = 20000;
    let sum = 0;
    let squares = 0;
    for (let day = 0; day < n; day++) {
      const z = normalShock(12345, day);
      sum += z;
      squares += z * z;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.03);
    expect(Math.abs(squares / n - 1)).toBeLessThan(0.03);
  });
});
