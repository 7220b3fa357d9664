import type { ProblemDisplay } from './problem.ts';

/**
 * The exam's 端数処理 (DOMAIN.md): from 3 kyu decimal answers are rounded half up below the 3rd
 * decimal place (x.xxx) and yen answers to whole yen. Worked in BigInt so no float error can
 * move a rounding, then returned as the nearest double, which is what `Number('12.345')` gives
 * for the learner's typed answer: the two compare equal.
 */
export const ANSWER_DECIMALS = 3;

/** numerator / denominator (both positive) rounded half up to a whole number. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** `units` / 10^`places` as the nearest double (a whole number divided by a power of ten rounds correctly). */
export function decimal(units: number, places: number): number {
  return units / 10 ** places;
}

/** The exact fraction a number's shortest printing shows: 0.482 is 482 / 10^3. */
function fraction(n: number): { units: bigint; places: number } {
  const text = String(n);
  if (!/^\d+(\.\d+)?$/.test(text)) throw new RangeError(`an exam operand is a positive decimal, got ${text}`);
  const [whole, decimals = ''] = text.split('.');
  return { units: BigInt(`${whole}${decimals}`), places: decimals.length };
}

/**
 * The official answer of a × or ÷ item as shown: yen items rounded to whole yen, items with a
 * decimal operand to x.xxx, whole items exact (a whole division is built to divide exactly).
 */
export function officialAnswer(display: Extract<ProblemDisplay, { kind: 'binary' }>): number {
  const a = fraction(display.a);
  const b = fraction(display.b);
  const scale = (places: number) => 10n ** BigInt(places);
  const [numerator, denominator] =
    display.op === '×' ? [a.units * b.units, scale(a.places + b.places)] : [a.units * scale(b.places), b.units * scale(a.places)];
  if (display.unit === 'yen') return Number(roundHalfUp(numerator, denominator));
  if (a.places + b.places === 0) return display.op === '×' ? display.a * display.b : display.a / display.b;
  return decimal(Number(roundHalfUp(numerator * scale(ANSWER_DECIMALS), denominator)), ANSWER_DECIMALS);
}

/** A factor shown with a point never ends in 0: 0.4820 would print as 0.482 and lose a digit of its size. */
export function withoutTrailingZero(n: number, places: number): number {
  return places > 0 && n % 10 === 0 ? n + 1 : n;
}
