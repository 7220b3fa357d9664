import type { PracticeSpec } from '../curriculum/model.ts';
import type { ReviewSpec } from '../learner/review.ts';

/** Digits of a whole number as it is read or typed (the sign apart). */
export const digitCount = (n: number) => String(Math.abs(Math.trunc(n))).length;

/** How long the round itself lasts before it can be answered: a flash round's seconds, an audible round's readings. */
export function roundMs(spec: PracticeSpec | ReviewSpec): number {
  if (spec.type === 'flash') return spec.params.seconds * 1000;
  if (spec.type === 'audible') return spec.params.count * spec.params.paceMs;
  return 0;
}
