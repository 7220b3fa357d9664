/** An inclusive integer range: bounds the contracts' schemas reuse. */
export interface IntBounds {
  readonly min: number;
  readonly max: number;
}

/** Problems per generated set (a quiz), for every type but the fixed 100-problem tools. */
export const PROBLEMS_BOUNDS: IntBounds = { min: 1, max: 200 };

/** Checks one integer parameter; generators call it so bad input fails loudly instead of looping. */
export function assertInt(name: string, value: number, bounds: IntBounds): void {
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    throw new RangeError(`${name} must be an integer in ${bounds.min}–${bounds.max}, got ${value}`);
  }
}

/** The smallest and largest whole number with exactly `digits` digits (1-digit numbers start at 1). */
export function digitRange(digits: number): IntBounds {
  return { min: digits === 1 ? 1 : 10 ** (digits - 1), max: 10 ** digits - 1 };
}

/** A range for a parameter that may be fractional (seconds, milliseconds). */
export function assertNumber(name: string, value: number, bounds: IntBounds): void {
  if (!Number.isFinite(value) || value < bounds.min || value > bounds.max) {
    throw new RangeError(`${name} must be a number in ${bounds.min}–${bounds.max}, got ${value}`);
  }
}
