import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber } from './day.ts';
import { type ShockSeeds, unkeyedSeeds } from './noise.ts';
import { priceHistory, priceOn, sharesCost } from './price-model.ts';
import type { Stock } from './stock.ts';
import { STOCKS } from './test-stocks.ts';

const arbStock: fc.Arbitrary<Stock> = fc.record({
  ticker: fc.stringMatching(/^[A-Z]{3,4}$/),
  name: fc.constant('Test Co'),
  sector: fc.constant('Test'),
  description: fc.constant('A company made up by a property test.'),
  initialPrice: fc.integer({ min: 1, max: 5000 }),
  drift: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
  volatility: fc.double({ min: 0, max: 1.5, noNaN: true }),
});
const arbDay = fc.integer({ min: 0, max: 3000 });

describe('priceOn', () => {
  it('starts at the listing price on day 0', () => {
    for (const stock of STOCKS) expect(priceOn(stock, 0, unkeyedSeeds)).toBe(stock.initialPrice);
  });

  // Pinned: every server and browser must agree with these forever, or holdings change value.
  it('gives the pinned prices', () => {
    const abcs = STOCKS.find((s) => s.ticker === 'ABCS');
    const qube = STOCKS.find((s) => s.ticker === 'QUBE');
    if (!abcs || !qube) throw new Error('fixture stocks missing');
    expect([1, 30, 365, 1000].map((d) => priceOn(abcs, d, unkeyedSeeds))).toEqual(PINNED_ABCS);
    expect([1, 30, 365, 1000].map((d) => priceOn(qube, d, unkeyedSeeds))).toEqual(PINNED_QUBE);
  });

  it('is deterministic and never below 1 coin', () => {
    fc.assert(
      fc.property(arbStock, arbDay, (stock, day) => {
        const price = priceOn(stock, day, unkeyedSeeds);
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(1);
        expect(priceOn({ ...stock }, day, unkeyedSeeds)).toBe(price);
      }),
    );
  });

  it('rejects days before the epoch and fractional days', () => {
    const [stock] = STOCKS;
    if (!stock) throw new Error('no stocks');
    expect(() => priceOn(stock, -1, unkeyedSeeds)).toThrow(RangeError);
    expect(() => priceOn(stock, 1.5, unkeyedSeeds)).toThrow(RangeError);
  });

  it('moves with the drift on average: the median of many stocks after a year is near S0·e^(μ−σ²/2)', () => {
    const year = Array.from({ length: 400 }, (_, i) => {
      const stock: Stock = { ...base, ticker: `T${i}` };
      return Math.log(priceOn(stock, 365, unkeyedSeeds) / stock.initialPrice);
    }).sort((a, b) => a - b);
    const median = year[200] ?? NaN;
    expect(median).toBeCloseTo(0.1 - 0.3 ** 2 / 2, 1);
  });
});

describe('priceHistory', () => {
  it('equals the pointwise prices', () => {
    fc.assert(
      fc.property(arbStock, arbDay, fc.integer({ min: 0, max: 60 }), (stock, from, span) => {
        const history = priceHistory(stock, from, from + span, unkeyedSeeds);
        expect(history.map((p) => p.day)).toEqual(Array.from({ length: span + 1 }, (_, i) => from + i));
        for (const point of history) expect(point.price).toBe(priceOn(stock, point.day, unkeyedSeeds));
      }),
      { numRuns: 60 },
    );
  });

  it('rejects a range that runs backwards', () => {
    expect(() => priceHistory(base, 10, 9, unkeyedSeeds)).toThrow(RangeError);
  });
});

describe('sharesCost', () => {
  it('is price × quantity in whole coins', () => {
    expect(sharesCost(base, 200, 7, unkeyedSeeds)).toBe(priceOn(base, 200, unkeyedSeeds) * 7);
  });

  it('rejects zero, negative and fractional quantities', () => {
    for (const q of [0, -1, 2.5, Number.NaN]) expect(() => sharesCost(base, 1, q, unkeyedSeeds)).toThrow(RangeError);
  });
});

describe('dayNumber', () => {
  it('counts whole UTC days from the epoch, whatever the time of day', () => {
    expect(dayNumber(new Date('2024-01-01T00:00:00Z'))).toBe(0);
    expect(dayNumber(new Date('2024-01-01T23:59:59.999Z'))).toBe(0);
    expect(dayNumber(new Date('2024-01-02T00:00:00+09:00'))).toBe(0);
    expect(dayNumber(new Date('2025-01-01T12:00:00Z'))).toBe(366);
    expect(dayNumber(new Date('2023-12-31T23:00:00Z'))).toBe(-1);
  });

  it('round-trips with dateOfDay', () => {
    fc.assert(fc.property(arbDay, (day) => dayNumber(new Date(`${dateOfDay(day)}T12:00:00Z`)) === day));
  });

  it('rejects an invalid date', () => {
    expect(() => dayNumber(new Date('nope'))).toThrow(RangeError);
  });
});

const base: Stock = {
  ticker: 'BASE',
  name: 'Base Co',
  sector: 'Test',
  description: 'A fixture.',
  initialPrice: 100,
  drift: 0.1,
  volatility: 0.3,
};
const PINNED_ABCS = [42, 46, 46, 61];
const PINNED_QUBE = [252, 219, 144, 69];

describe('shock seeds', () => {
  const stock = STOCKS[0]!;
  // A stand-in for the server's keyed seeds: any other words per day walk another path.
  const other: ShockSeeds = (ticker, day) => (unkeyedSeeds(ticker, day) ^ Math.imul(day + 1, 0x5bd1e995)) >>> 0;
  const year = (seeds: ShockSeeds) => priceHistory(stock, 1, 365, seeds).map((point) => point.price);

  it('prices with the seeds given: other seeds walk another path, the same seeds the same one', () => {
    expect(year(other)).toEqual(year(other));
    const differing = year(other).filter((price, i) => price !== year(unkeyedSeeds)[i]);
    expect(differing.length).toBeGreaterThan(300);
  });

  it('asks for the seed of each ticker and day it prices', () => {
    const asked: string[] = [];
    priceOn(stock, 3, (ticker, day) => {
      asked.push(`${ticker}:${day}`);
      return 7;
    });
    expect(asked).toEqual([`${stock.ticker}:1`, `${stock.ticker}:2`, `${stock.ticker}:3`]);
  });
});
