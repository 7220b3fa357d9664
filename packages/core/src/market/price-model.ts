import { assertMarketDay } from './day.ts';
import { normalShock, type ShockSeeds } from './noise.ts';
import { portableExp } from './portable-math.ts';
import type { PricePoint, Stock } from './stock.ts';

/**
 * Geometric Brownian motion with one step per calendar day (the game market never closes):
 * ln S(d) = ln S(0) + Σ_{i=1..d} [(μ − σ²/2)·Δt + σ·√Δt·Z(ticker, i)].
 * Z is a pure function of the day's seed (ShockSeeds: keyed by the server's secret), so the price of
 * any day is one cheap scan of shocks and needs no stored feed. priceOn and priceHistory add the same terms in the same order, so they agree
 * to the last bit.
 */
const DAYS_PER_YEAR = 365;
const DT = 1 / DAYS_PER_YEAR;
const SQRT_DT = Math.sqrt(DT); // IEEE requires a correctly rounded sqrt, so this is portable.

interface Walk {
  readonly ticker: string;
  readonly seeds: ShockSeeds;
  readonly driftStep: number;
  readonly volStep: number;
}

function walkOf(stock: Stock, seeds: ShockSeeds): Walk {
  if (!Number.isSafeInteger(stock.initialPrice) || stock.initialPrice < 1) {
    throw new RangeError(`${stock.ticker}: initialPrice must be a whole number ≥ 1`);
  }
  if (!Number.isFinite(stock.drift) || !Number.isFinite(stock.volatility) || stock.volatility < 0) {
    throw new RangeError(`${stock.ticker}: drift must be finite and volatility finite and ≥ 0`);
  }
  const sigma = stock.volatility;
  return {
    ticker: stock.ticker,
    seeds,
    driftStep: (stock.drift - (sigma * sigma) / 2) * DT,
    volStep: sigma * SQRT_DT,
  };
}

function step(walk: Walk, day: number): number {
  return walk.driftStep + walk.volStep * normalShock(walk.seeds(walk.ticker, day), day);
}

function toCoins(stock: Stock, logReturn: number): number {
  return Math.max(1, Math.round(stock.initialPrice * portableExp(logReturn)));
}

/** The price in whole coins (≥ 1) of one share on a market day (0 = the epoch). */
export function priceOn(stock: Stock, day: number, seeds: ShockSeeds): number {
  assertMarketDay(day);
  const walk = walkOf(stock, seeds);
  let logReturn = 0;
  for (let d = 1; d <= day; d++) logReturn += step(walk, d);
  return toCoins(stock, logReturn);
}

/** Prices for every day from fromDay to toDay inclusive, equal day by day to priceOn. */
export function priceHistory(stock: Stock, fromDay: number, toDay: number, seeds: ShockSeeds): PricePoint[] {
  assertMarketDay(fromDay);
  assertMarketDay(toDay);
  if (toDay < fromDay) throw new RangeError(`priceHistory: toDay ${toDay} is before fromDay ${fromDay}`);
  const walk = walkOf(stock, seeds);
  const points: PricePoint[] = [];
  let logReturn = 0;
  for (let d = 1; d <= toDay; d++) {
    logReturn += step(walk, d);
    if (d >= fromDay) points.push({ day: d, price: toCoins(stock, logReturn) });
  }
  if (fromDay === 0) points.unshift({ day: 0, price: toCoins(stock, 0) });
  return points;
}

/** What `quantity` shares cost (or fetch, when sold) on a day: whole coins, no fee. */
export function sharesCost(stock: Stock, day: number, quantity: number, seeds: ShockSeeds): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`quantity must be a whole number ≥ 1, got ${quantity}`);
  }
  const total = priceOn(stock, day, seeds) * quantity;
  if (!Number.isSafeInteger(total)) throw new RangeError('sharesCost: total is too large');
  return total;
}
