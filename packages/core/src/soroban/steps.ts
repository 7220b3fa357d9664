import { EARTH_BEADS, type Rod } from './beads.ts';
import { FAMILIES, type Family } from './families.ts';

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

// Proofs run millions of steps, so the engine works on family ranks (0 direct … 3 mixed) and never
// allocates a rod: every bead state is one of ten shared, frozen rods, and an in-rod move returns
// its result packed in one integer (rank << 4 | new digit). Imported values are copied into
// module constants because some loaders turn every imported binding into a getter call.
const MAX_EARTH = EARTH_BEADS;
const NAMES: readonly Family[] = FAMILIES.slice();
const RODS: readonly Rod[] = Array.from({ length: 10 }, (_, v) => Object.freeze({ heaven: v >= 5, earth: v % 5 }));
const NOT_IN_ROD = -1;
const DIRECT = 0;
const FIVE = 1;
const TEN = 2;
const MIXED = 3;

const pack = (heaven: boolean, earth: number, rank: number): number => (rank << 4) | ((heaven ? 5 : 0) + earth);

/** The shared frozen rod for a digit: rods are immutable, so one object per state is enough. */
export function canonicalRod(digit: number): Rod {
  return RODS[digit] as Rod;
}

// Adding d on one rod without touching another: direct when the beads are free, else +5 − (5 − d)
// when the earth beads are short; NOT_IN_ROD when only a ten-complement can do it.
function addInRod(rod: Rod, digit: number): number {
  const five = digit >= 5;
  const ones = five ? digit - 5 : digit;
  if ((!five || !rod.heaven) && rod.earth + ones <= MAX_EARTH) return pack(rod.heaven || five, rod.earth + ones, DIRECT);
  if (!five && !rod.heaven && rod.earth >= 5 - digit) return pack(true, rod.earth - (5 - digit), FIVE);
  return NOT_IN_ROD;
}

// Subtracting d on one rod: direct when the beads to take away are at the beam, else −5 + (5 − d).
function subtractInRod(rod: Rod, digit: number): number {
  const five = digit >= 5;
  const ones = five ? digit - 5 : digit;
  if ((!five || rod.heaven) && rod.earth >= ones) return pack(rod.heaven && !five, rod.earth - ones, DIRECT);
  if (!five && rod.heaven && rod.earth + (5 - digit) <= MAX_EARTH) return pack(false, rod.earth + (5 - digit), FIVE);
  return NOT_IN_ROD;
}

function checkStep(rods: readonly Rod[], rodIndex: number, digit: number): Rod {
  if (!(digit >= 0 && digit <= 9 && digit === Math.floor(digit))) throw new RangeError(`a digit step moves 0–9, got ${digit}`);
  const rod = rods[rodIndex];
  if (rod === undefined) throw new RangeError(`no rod ${rodIndex}`);
  return rod;
}

function record(sink: StepSink, rod: number, op: '+' | '-', digit: number, rank: number, carry: boolean): void {
  if (sink.trace) sink.trace.push({ rod, op, digit, family: NAMES[rank] as Family, carry });
  if (sink.counts) sink.counts[rank] = (sink.counts[rank] as number) + 1;
}

// The nearest rod to the left that can take the carry (not 9) or give the borrow (not 0) must
// exist; checked before any bead moves so a failed step leaves the soroban untouched.
function assertChainEnds(rods: readonly Rod[], rodIndex: number, passThrough: number, what: string): void {
  for (let i = rodIndex + 1; i < rods.length; i++) {
    const rod = rods[i] as Rod;
    if ((rod.heaven ? 5 : 0) + rod.earth !== passThrough) return;
  }
  throw new RangeError(what);
}

/** Adds a digit on a rod; returns the family rank of the step on that rod (carries are recorded). */
export function addStep(rods: Rod[], rodIndex: number, digit: number, carry: boolean, sink: StepSink): number {
  const rod = checkStep(rods, rodIndex, digit);
  const inRod = addInRod(rod, digit);
  if (inRod !== NOT_IN_ROD) {
    rods[rodIndex] = RODS[inRod & 15] as Rod;
    record(sink, rodIndex, '+', digit, inRod >> 4, carry);
    return inRod >> 4;
  }
  assertChainEnds(rods, rodIndex, 9, 'the sum needs more rods');
  // −(10 − d) here always fits because v + d ≥ 10; if it needs a five-complement the step is mixed.
  const inner = subtractInRod(rod, 10 - digit);
  const rank = inner >> 4 === DIRECT ? TEN : MIXED;
  rods[rodIndex] = RODS[inner & 15] as Rod;
  record(sink, rodIndex, '+', digit, rank, carry);
  addStep(rods, rodIndex + 1, 1, true, sink);
  return rank;
}

/** Subtracts a digit on a rod; returns the family rank of the step on that rod (borrows are recorded). */
export function subtractStep(rods: Rod[], rodIndex: number, digit: number, carry: boolean, sink: StepSink): number {
  const rod = checkStep(rods, rodIndex, digit);
  const inRod = subtractInRod(rod, digit);
  if (inRod !== NOT_IN_ROD) {
    rods[rodIndex] = RODS[inRod & 15] as Rod;
    record(sink, rodIndex, '-', digit, inRod >> 4, carry);
    return inRod >> 4;
  }
  assertChainEnds(rods, rodIndex, 0, 'the soroban cannot go below zero');
  // DOMAIN.md order: −1 on the left rod first, then +(10 − d) here, which fits because v < d.
  subtractStep(rods, rodIndex + 1, 1, true, sink);
  const inner = addInRod(rod, 10 - digit);
  const rank = inner >> 4 === DIRECT ? TEN : MIXED;
  rods[rodIndex] = RODS[inner & 15] as Rod;
  record(sink, rodIndex, '-', digit, rank, carry);
  return rank;
}

/**
 * Adds one digit on one rod the way a learner must, replacing rod objects in `rods` (the array is
 * updated in place; copy it first to keep the old state). Returns the family of the step on this
 * rod; the carry steps it causes are appended to `trace` after it. Throws when the soroban lacks
 * rods, leaving it unchanged.
 */
export function addDigitStep(rods: Rod[], rodIndex: number, digit: number, trace?: DigitStep[]): Family {
  return NAMES[addStep(rods, rodIndex, digit, false, { trace: trace ?? null, counts: null })] as Family;
}

/** As addDigitStep; borrow steps come before the step on this rod, as they are done. Never below zero. */
export function subtractDigitStep(rods: Rod[], rodIndex: number, digit: number, trace?: DigitStep[]): Family {
  return NAMES[subtractStep(rods, rodIndex, digit, false, { trace: trace ?? null, counts: null })] as Family;
}
