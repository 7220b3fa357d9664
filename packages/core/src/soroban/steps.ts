import { EARTH_BEADS, type Rod } from './beads.ts';
import { type Family, familyRank } from './families.ts';

/** One digit step as a learner's fingers do it. Carry and borrow steps on the next rod are steps too. */
export interface DigitStep {
  readonly rod: number;
  readonly op: '+' | '-';
  readonly digit: number;
  readonly family: Family;
  /** True for the +1 / −1 a ten-complement makes on the rod to its left. */
  readonly carry: boolean;
}

/**
 * Where a step engine reports: the trace (optional) and a per-family step counter indexed by
 * familyRank (optional). Both stay null on hot paths that only need the answer.
 */
export interface StepSink {
  trace: DigitStep[] | null;
  counts: number[] | null;
}

type InRod = { rod: Rod; family: 'direct' | 'five-complement' } | null;

// Adding d on one rod without touching another: direct when the beads are free, else +5 − (5 − d)
// when the earth beads are short; null when only a ten-complement can do it.
function addInRod(rod: Rod, digit: number): InRod {
  const five = digit >= 5;
  const ones = five ? digit - 5 : digit;
  if ((!five || !rod.heaven) && rod.earth + ones <= EARTH_BEADS) {
    return { rod: { heaven: rod.heaven || five, earth: rod.earth + ones }, family: 'direct' };
  }
  if (!five && !rod.heaven && rod.earth >= 5 - digit) {
    return { rod: { heaven: true, earth: rod.earth - (5 - digit) }, family: 'five-complement' };
  }
  return null;
}

// Subtracting d on one rod: direct when the beads to take away are at the beam, else −5 + (5 − d).
function subtractInRod(rod: Rod, digit: number): InRod {
  const five = digit >= 5;
  const ones = five ? digit - 5 : digit;
  if ((!five || rod.heaven) && rod.earth >= ones) {
    return { rod: { heaven: rod.heaven && !five, earth: rod.earth - ones }, family: 'direct' };
  }
  if (!five && rod.heaven && rod.earth + (5 - digit) <= EARTH_BEADS) {
    return { rod: { heaven: false, earth: rod.earth + (5 - digit) }, family: 'five-complement' };
  }
  return null;
}

function checkStep(rods: readonly Rod[], rodIndex: number, digit: number): Rod {
  if (!Number.isInteger(digit) || digit < 0 || digit > 9) throw new RangeError(`a digit step moves 0–9, got ${digit}`);
  const rod = rods[rodIndex];
  if (rod === undefined) throw new RangeError(`no rod ${rodIndex}`);
  return rod;
}

function record(sink: StepSink, step: DigitStep): void {
  sink.trace?.push(step);
  if (sink.counts) sink.counts[familyRank(step.family)] = (sink.counts[familyRank(step.family)] ?? 0) + 1;
}

// The nearest rod to the left that can take the carry (not 9) or give the borrow (not 0) must
// exist; checked before any bead moves so a failed step leaves the soroban untouched.
function assertChainEnds(rods: readonly Rod[], rodIndex: number, stopAt: number, what: string): void {
  for (let i = rodIndex + 1; i < rods.length; i++) {
    const rod = rods[i] as Rod;
    if ((rod.heaven ? 5 : 0) + rod.earth !== stopAt) return;
  }
  throw new RangeError(what);
}

export function addStep(rods: Rod[], rodIndex: number, digit: number, carry: boolean, sink: StepSink): Family {
  const rod = checkStep(rods, rodIndex, digit);
  const inRod = addInRod(rod, digit);
  if (inRod) {
    rods[rodIndex] = inRod.rod;
    record(sink, { rod: rodIndex, op: '+', digit, family: inRod.family, carry });
    return inRod.family;
  }
  assertChainEnds(rods, rodIndex, 9, 'the sum needs more rods');
  // −(10 − d) here always fits because v + d ≥ 10; if it needs a five-complement the step is mixed.
  const inner = subtractInRod(rod, 10 - digit) as NonNullable<InRod>;
  const family: Family = inner.family === 'direct' ? 'ten-complement' : 'mixed';
  rods[rodIndex] = inner.rod;
  record(sink, { rod: rodIndex, op: '+', digit, family, carry });
  addStep(rods, rodIndex + 1, 1, true, sink);
  return family;
}

export function subtractStep(rods: Rod[], rodIndex: number, digit: number, carry: boolean, sink: StepSink): Family {
  const rod = checkStep(rods, rodIndex, digit);
  const inRod = subtractInRod(rod, digit);
  if (inRod) {
    rods[rodIndex] = inRod.rod;
    record(sink, { rod: rodIndex, op: '-', digit, family: inRod.family, carry });
    return inRod.family;
  }
  assertChainEnds(rods, rodIndex, 0, 'the soroban cannot go below zero');
  // DOMAIN.md order: −1 on the left rod first, then +(10 − d) here, which fits because v < d.
  subtractStep(rods, rodIndex + 1, 1, true, sink);
  const inner = addInRod(rod, 10 - digit) as NonNullable<InRod>;
  const family: Family = inner.family === 'direct' ? 'ten-complement' : 'mixed';
  rods[rodIndex] = inner.rod;
  record(sink, { rod: rodIndex, op: '-', digit, family, carry });
  return family;
}

/**
 * Adds one digit on one rod the way a learner must, replacing rod objects in `rods` (the array is
 * updated in place; copy it first to keep the old state). Returns the family of the step on this
 * rod; the carry steps it causes are appended to `trace` after it. Throws when the soroban lacks
 * rods, leaving it unchanged.
 */
export function addDigitStep(rods: Rod[], rodIndex: number, digit: number, trace?: DigitStep[]): Family {
  return addStep(rods, rodIndex, digit, false, { trace: trace ?? null, counts: null });
}

/** As addDigitStep; borrow steps come before the step on this rod, as they are done. Never below zero. */
export function subtractDigitStep(rods: Rod[], rodIndex: number, digit: number, trace?: DigitStep[]): Family {
  return subtractStep(rods, rodIndex, digit, false, { trace: trace ?? null, counts: null });
}
