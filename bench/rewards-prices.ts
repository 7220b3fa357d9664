// Price computation of the simulated stock market: a year of daily prices for every stock (what the
// history charts need), and today's price of every stock (what the buy list needs). Each figure is
// the median of repeated runs after a warm-up, so the JIT has settled.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { dayNumber, priceHistory, priceOn } from '@soroban/core';
import type { StockList } from '@soroban/core';
import { keyedSeeds } from '../apps/server/src/services/rewards-content.ts';

const STOCKS = JSON.parse(readFileSync(new URL('../content/stocks/stocks.json', import.meta.url), 'utf8')) as StockList;
const TODAY = dayNumber(new Date());
const YEAR = 365;
const RUNS = 21;
// What the server prices with: HMAC seeds per ticker and day, each computed once per process (warm
// after the first run); the 'cold' row measures a process's first request, every seed computed.
const SECRET = 'bench market secret, not for production';
const seeds = keyedSeeds(SECRET);

function medianMs(run: () => void): number {
  for (let i = 0; i < 3; i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? NaN;
}

const fromYearAgo = Math.max(0, TODAY - YEAR + 1);
const rows: [string, number, number][] = [
  [
    `history: last year (days ${fromYearAgo}–${TODAY}), every stock`,
    medianMs(() => STOCKS.forEach((s) => priceHistory(s, fromYearAgo, TODAY, seeds))),
    STOCKS.length * YEAR,
  ],
  [`history: first year (days 0–${YEAR - 1}), every stock`, medianMs(() => STOCKS.forEach((s) => priceHistory(s, 0, YEAR - 1, seeds))), STOCKS.length * YEAR],
  [
    `history: last year, every stock, cold (every seed computed, as on a process's first request)`,
    medianMs(() => {
      const cold = keyedSeeds(SECRET);
      STOCKS.forEach((s) => priceHistory(s, fromYearAgo, TODAY, cold));
    }),
    STOCKS.length * YEAR,
  ],
  [`priceOn: today (day ${TODAY}), every stock`, medianMs(() => STOCKS.forEach((s) => priceOn(s, TODAY, seeds))), STOCKS.length],
  [
    `priceOn: each day of last year, one call per day, every stock`,
    medianMs(() => {
      for (const s of STOCKS) for (let d = fromYearAgo; d <= TODAY; d++) priceOn(s, d, seeds);
    }),
    STOCKS.length * YEAR,
  ],
];

console.log(`${STOCKS.length} stocks, market day ${TODAY}, median of ${RUNS} runs\n`);
console.log('what'.padEnd(66), 'ms'.padStart(9), 'prices'.padStart(8), 'prices/s'.padStart(12));
for (const [what, ms, prices] of rows) {
  console.log(
    what.padEnd(66),
    ms.toFixed(3).padStart(9),
    String(prices).padStart(8),
    Math.round((prices / ms) * 1000)
      .toLocaleString('en')
      .padStart(12),
  );
}
