// Price computation of the simulated stock market: a year of daily prices for every stock (what the
// history charts need), and today's price of every stock (what the buy list needs). Each figure is
// the median of repeated runs after a warm-up, so the JIT has settled.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { dayNumber, priceHistory, priceOn } from '@soroban/core';
import type { StockList } from '@soroban/core';

const STOCKS = JSON.parse(readFileSync(new URL('../content/stocks/stocks.json', import.meta.url), 'utf8')) as StockList;
const TODAY = dayNumber(new Date());
const YEAR = 365;
const RUNS = 21;

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
    medianMs(() => STOCKS.forEach((s) => priceHistory(s, fromYearAgo, TODAY))),
    STOCKS.length * YEAR,
  ],
  [`history: first year (days 0–${YEAR - 1}), every stock`, medianMs(() => STOCKS.forEach((s) => priceHistory(s, 0, YEAR - 1))), STOCKS.length * YEAR],
  [`priceOn: today (day ${TODAY}), every stock`, medianMs(() => STOCKS.forEach((s) => priceOn(s, TODAY))), STOCKS.length],
  [
    `priceOn: each day of last year, one call per day, every stock`,
    medianMs(() => {
      for (const s of STOCKS) for (let d = fromYearAgo; d <= TODAY; d++) priceOn(s, d);
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
