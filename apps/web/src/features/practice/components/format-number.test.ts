import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('groups thousands and keeps every decimal, as toLocaleString does with all fraction digits', () => {
    for (const n of [0, 7, -42, 999, 1000, -1000, 123_456_789, 0.5746498, 12_345.678_9])
      expect(formatNumber(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
  });
});
