import type { Rod } from './beads.ts';
import { FAMILIES, type Family } from './families.ts';
import { addStep, canonicalRod, type DigitStep, type StepSink, subtractStep } from './steps.ts';

export interface ProblemRun {
  readonly total: number;
  /** Every family some step used. Each step admits exactly one rule, so "used" is "needed". */
  readonly families: ReadonlySet<Family>;
  /** The hardest family used: the family the problem needs. */
  readonly hardest: Family;
  /** Steps per family, carry steps included. */
  readonly counts: Readonly<Record<Family, number>>;
  /** Per number, its digit steps in the order they are done; empty unless `trace` was asked. */
  readonly trace: readonly (readonly DigitStep[])[];
}

// Module copies of the hot step functions (see steps.ts: some loaders make every import a getter call).
const add = addStep;
const subtract = subtractStep;

function digitCount(value: number): number {
  let count = 1;
  for (let rest = Math.floor(value / 10); rest > 0; rest = Math.floor(rest / 10)) count++;
  return count;
}

/**
 * Runs a list of signed numbers on a soroban from zero, each number digit by digit from its highest
 * place down (as the soroban is taught: left to right), and reports the rule of every step. Zero
 * digits move no bead and make no step. Throws if the running total would go below zero.
 */
export function runProblem(numbers: readonly number[], options: { trace?: boolean } = {}): ProblemRun {
  let sumOfSizes = 0;
  for (const n of numbers) {
    if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number: ${n}`);
    sumOfSizes += Math.abs(n);
  }
  const rods: Rod[] = new Array<Rod>(digitCount(sumOfSizes) + 1).fill(canonicalRod(0));
  const counts = [0, 0, 0, 0];
  const trace: DigitStep[][] = [];
  const sink: StepSink = { trace: null, counts };
  const places = new Uint8Array(16); // a safe integer has at most 16 digits
  let total = 0;
  for (const n of numbers) {
    if (options.trace) {
      sink.trace = [];
      trace.push(sink.trace);
    }
    let length = 0;
    for (let rest = Math.abs(n); rest > 0; rest = Math.floor(rest / 10)) places[length++] = rest % 10;
    for (let place = length - 1; place >= 0; place--) {
      const digit = places[place] as number;
      if (digit === 0) continue;
      if (n > 0) add(rods, place, digit, false, sink);
      else subtract(rods, place, digit, false, sink);
    }
    total += n;
  }
  const families = new Set<Family>();
  let hardest: Family = 'direct';
  FAMILIES.forEach((family, rank) => {
    if ((counts[rank] ?? 0) > 0) {
      families.add(family);
      hardest = family;
    }
  });
  return {
    total,
    families,
    hardest,
    counts: { direct: counts[0] ?? 0, 'five-complement': counts[1] ?? 0, 'ten-complement': counts[2] ?? 0, mixed: counts[3] ?? 0 },
    trace,
  };
}
