import { describe, expect, it } from 'vitest';
import { STOCKS } from './test-stocks.ts';

describe('content/stocks/stocks.json', () => {
  it('lists at least 24 companies with unique 3–4 letter tickers', () => {
    expect(STOCKS.length).toBeGreaterThanOrEqual(24);
    const tickers = STOCKS.map((s) => s.ticker);
    expect(new Set(tickers).size).toBe(tickers.length);
    for (const t of tickers) expect(t).toMatch(/^[A-Z]{3,4}$/);
  });

  it('gives every company text, a whole positive price and a sane drift and volatility', () => {
    for (const s of STOCKS) {
      expect(s.name.length * s.sector.length * s.description.length).toBeGreaterThan(0);
      expect(Number.isSafeInteger(s.initialPrice) && s.initialPrice >= 1).toBe(true);
      expect(Math.abs(s.drift)).toBeLessThanOrEqual(0.2);
      expect(s.volatility).toBeGreaterThan(0);
      expect(s.volatility).toBeLessThanOrEqual(0.6);
    }
  });

  it('spans several sectors', () => {
    expect(new Set(STOCKS.map((s) => s.sector)).size).toBeGreaterThanOrEqual(10);
  });
});
