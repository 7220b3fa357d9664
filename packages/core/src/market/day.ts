/**
 * Market days are counted in whole UTC days from a fixed epoch, so every server and browser agrees
 * on "today" whatever its time zone.
 */
export const MARKET_EPOCH = '2024-01-01';

const DAY_MS = 86_400_000;
const EPOCH_MS = Date.UTC(2024, 0, 1);

/** Whole UTC days since MARKET_EPOCH; negative before it. */
export function dayNumber(date: Date): number {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new RangeError('dayNumber: invalid date');
  return Math.floor((ms - EPOCH_MS) / DAY_MS);
}

/** The UTC calendar date (YYYY-MM-DD) of a market day, for chart labels. */
export function dateOfDay(day: number): string {
  assertMarketDay(day);
  return new Date(EPOCH_MS + day * DAY_MS).toISOString().slice(0, 10);
}

/** Prices exist from the epoch on: day 0 is the listing price. */
export function assertMarketDay(day: number): void {
  if (!Number.isSafeInteger(day) || day < 0) {
    throw new RangeError(`market day must be a whole number ≥ 0, got ${day}`);
  }
}
