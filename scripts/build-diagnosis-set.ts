/**
 * Writes packages/core/src/learner/fixtures/diagnosis-set.json: wrong list answers with the bead
 * moves that led to them, one group per misapplied rule, each made by working a seeded list on the
 * bead model (packages/core traceList) with exactly one rule misapplied. The diagnosis test checks
 * that diagnoseList and diagnoseMoves name the rule. This simulates the errors as a learner makes
 * them (a dropped carry, a forgotten heaven bead…); it does not reuse the diagnosis's arithmetic.
 * Run: node --import tsx scripts/build-diagnosis-set.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DIAGNOSIS_KINDS, type DiagnosisKind, type RecordedMove, type Rng, type TracedStep, createRng, traceList } from '@soroban/core';

const PER_KIND = 55;
const OUT = fileURLToPath(new URL('../packages/core/src/learner/fixtures/diagnosis-set.json', import.meta.url));

interface Sample {
  readonly kind: DiagnosisKind;
  readonly numbers: number[];
  readonly answer: number;
  readonly moves: RecordedMove[];
}

/** 3–6 numbers of 1–3 digits, some subtracted, the running total never below zero. */
function randomList(rng: Rng): number[] {
  const numbers: number[] = [];
  let total = 0;
  const count = rng.int(3, 6);
  for (let i = 0; i < count; i++) {
    const n = rng.int(1, 10 ** rng.int(1, 3) - 1);
    const subtract = i > 0 && rng.chance(0.3) && total - n >= 0;
    numbers.push(subtract ? -n : n);
    total += subtract ? -n : n;
  }
  return numbers;
}

/** A learner's local move on one rod: set it to `result`, with the heaven bead moved first for complement steps. */
interface Op {
  readonly rod: number;
  readonly result: (before: number) => number;
  readonly via?: (before: number) => number;
}

function opOf(step: TracedStep): Op {
  const sign = step.op === '+' ? 1 : -1;
  const result = (before: number): number => (((before + sign * step.digit) % 10) + 10) % 10;
  // A small friend moves the heaven bead toward (adding) or away from (subtracting) the beam first;
  // a mixed step moves it the other way inside its big friend.
  if (step.family === 'five-complement') return { rod: step.rod, result, via: (before) => before + sign * 5 };
  if (step.family === 'mixed') return { rod: step.rod, result, via: (before) => before - sign * 5 };
  return { rod: step.rod, result };
}

function work(ops: readonly Op[], rng: Rng): { value: number; moves: RecordedMove[] } | null {
  const digits: number[] = [];
  const moves: RecordedMove[] = [];
  let ms = 0;
  for (const op of ops) {
    while (digits.length <= op.rod) digits.push(0);
    const before = digits[op.rod] as number;
    const via = op.via?.(before);
    if (via !== undefined) {
      if (via < 0 || via > 9) return null;
      ms += rng.int(200, 900);
      moves.push({ rod: op.rod, beads: via, ms });
    }
    const after = op.result(before);
    if (after < 0 || after > 9) return null;
    digits[op.rod] = after;
    ms += rng.int(300, 1500);
    moves.push({ rod: op.rod, beads: after, ms });
  }
  return { value: digits.reduceRight((value, d) => value * 10 + d, 0), moves };
}

function canRun(numbers: readonly number[]): boolean {
  let total = 0;
  return numbers.every((n) => (total += n) >= 0);
}

// One attempt at a wrong working of `numbers` with the rule of `kind` misapplied once; null when
// the list gives that rule no chance or the error would spill into a second one.
function attempt(kind: DiagnosisKind, numbers: number[], rng: Rng): Sample | null {
  const steps = traceList(numbers);
  const correct = numbers.reduce((sum, n) => sum + n, 0);
  let ops: Op[];
  let intended: number;
  const pick = (ok: (s: TracedStep) => boolean): number | null => {
    const indexes = steps.flatMap((s, i) => (ok(s) ? [i] : []));
    return indexes.length === 0 ? null : (indexes[rng.below(indexes.length)] as number);
  };
  if (kind === 'missed-carry') {
    const i = pick((s) => !s.carry && (s.family === 'ten-complement' || s.family === 'mixed'));
    if (i === null) return null;
    const step = steps[i] as TracedStep;
    // The learner does the step on its rod but not the +1 (or −1) on the next rod, nor the chain it starts.
    const skip = new Set<number>();
    for (let j = i + (step.op === '+' ? 1 : -1); steps[j]?.carry; j += step.op === '+' ? 1 : -1) skip.add(j);
    ops = steps.filter((_, j) => !skip.has(j)).map(opOf);
    intended = (step.op === '+' ? -1 : 1) * 10 ** (step.rod + 1);
  } else if (kind === 'small-friend') {
    const i = pick((s) => !s.carry && s.family === 'five-complement');
    if (i === null) return null;
    const step = steps[i] as TracedStep;
    const sign = step.op === '+' ? 1 : -1;
    // Only the earth beads move: − (5 − d) when adding, + (5 − d) when subtracting.
    ops = steps.map((s, j) => (j === i ? { rod: s.rod, result: (before: number) => before - sign * (5 - s.digit) } : opOf(s)));
    intended = -sign * 5 * 10 ** step.rod;
  } else if (kind === 'mixed-step') {
    const i = pick((s) => !s.carry && s.family === 'mixed');
    if (i === null) return null;
    const step = steps[i] as TracedStep;
    const right = opOf(step).result(step.rodValue);
    const wrong = (right + rng.int(1, 9)) % 10;
    ops = steps.map((s, j) => (j === i ? { rod: s.rod, result: () => wrong } : opOf(s)));
    intended = (wrong - right) * 10 ** step.rod;
  } else if (kind === 'wrong-rod') {
    const i = pick((s) => !s.carry);
    if (i === null) return null;
    const step = steps[i] as TracedStep;
    const shift = step.rod === 0 || rng.chance(0.5) ? 1 : -1;
    const n = numbers[step.number] as number;
    const sign = Math.sign(n);
    const moved = n + sign * step.digit * (10 ** (step.rod + shift) - 10 ** step.rod);
    const worked = numbers.map((m, j) => (j === step.number ? moved : m));
    if (Math.sign(moved) !== sign || !canRun(worked)) return null;
    ops = traceList(worked).map(opOf);
    intended = moved - n;
  } else {
    const i = rng.below(numbers.length);
    const worked = kind === 'skipped-number' ? numbers.filter((_, j) => j !== i) : [...numbers.slice(0, i + 1), ...numbers.slice(i)];
    if (!canRun(worked) || worked.length === 0) return null;
    ops = traceList(worked).map(opOf);
    intended = (kind === 'skipped-number' ? -1 : 1) * (numbers[i] as number);
  }
  const result = work(ops, rng);
  // Keep only workings whose one error is all that is wrong (no wrap of a rod into a second error).
  if (result === null || result.value - correct !== intended || intended === 0) return null;
  return { kind, numbers, answer: result.value, moves: result.moves };
}

const rng = createRng('diagnosis-set-1');
const samples: Sample[] = [];
for (const kind of DIAGNOSIS_KINDS) {
  let made = 0;
  for (let tries = 0; made < PER_KIND; tries++) {
    if (tries > 100_000) throw new Error(`could not make ${PER_KIND} samples of ${kind}`);
    const sample = attempt(kind, randomList(rng), rng);
    if (sample) {
      samples.push(sample);
      made++;
    }
  }
}
writeFileSync(
  OUT,
  `${JSON.stringify({ description: 'Wrong list answers and their bead moves, one misapplied rule each; made by scripts/build-diagnosis-set.ts', samples })}\n`,
);
console.log(`wrote ${samples.length} samples to ${OUT}`);
