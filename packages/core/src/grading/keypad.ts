/**
 * The learner's keypad speed, measured on trivial items: facts whose answer is one of the numbers
 * shown (7 + 0, 1 × 9, 8 ÷ 1, 0 × 4), where the time is reading and typing, not recall. The
 * thresholds assume a typical keypad; a slower one gets the difference added, so "fluent" measures
 * recall, not fingers.
 */

/** Typing a shown one- or two-digit number on a typical keypad takes about this long. */
export const TYPICAL_KEYPAD_MS = 1000;
/** The most a slow keypad may add, so a threshold still means "without counting". */
export const MAX_KEYPAD_ALLOWANCE_MS = 2000;
/** The keypad time is the median of the latest this many trivial items answered right... */
export const KEYPAD_SAMPLES = 9;
/** ...and is not measured before this many. */
export const KEYPAD_MIN_SAMPLES = 5;

const BINARY_FACT = /^(\d+)[+\-×÷](\d+)$/;

/** A fact whose answer is typed from what is shown: the answer is one of its two numbers. */
export function isKeypadItem(factKey: string, answer: number): boolean {
  const match = BINARY_FACT.exec(factKey);
  return match !== null && (Number(match[1]) === answer || Number(match[2]) === answer);
}

/** The median time of the latest right trivial items (newest first), or null with too few of them. */
export function keypadTimeMs(newestFirst: readonly number[]): number | null {
  const samples = newestFirst.slice(0, KEYPAD_SAMPLES).sort((a, b) => a - b);
  if (samples.length < KEYPAD_MIN_SAMPLES) return null;
  const middle = samples.length >> 1;
  return samples.length % 2 === 1 ? (samples[middle] as number) : Math.round(((samples[middle - 1] as number) + (samples[middle] as number)) / 2);
}

/** The extra time a learner with this keypad time gets on every fact. */
export function keypadAllowanceMs(keypadMs: number | null): number {
  if (keypadMs === null) return 0;
  return Math.min(MAX_KEYPAD_ALLOWANCE_MS, Math.max(0, Math.round(keypadMs - TYPICAL_KEYPAD_MS)));
}
