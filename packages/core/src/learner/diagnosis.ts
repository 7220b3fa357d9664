import { type TracedStep, traceList } from './skills.ts';

/** The misapplied rules the diagnosis can name (DOMAIN.md names: small friend = five-complement, big friend = ten-complement). */
export const DIAGNOSIS_KINDS = ['missed-carry', 'small-friend', 'mixed-step', 'wrong-rod', 'skipped-number', 'repeated-number'] as const;
export type DiagnosisKind = (typeof DIAGNOSIS_KINDS)[number];

export interface Diagnosis {
  readonly kind: DiagnosisKind | 'unknown';
  /** The rod (0 = ones) where the error shows, when one rod explains it. */
  readonly rod: number | null;
  /** Index in the list of the number being worked when it went wrong. */
  readonly number: number | null;
  /** The bead model's step that was misapplied, when one step explains it. */
  readonly step: TracedStep | null;
  readonly message: string;
}

/** One recorded move of the in-quiz soroban: the rod and the digit its beads show after the move. */
export interface RecordedMove {
  readonly rod: number;
  readonly beads: number;
  readonly ms: number;
}

const PLACES = ['ones', 'tens', 'hundreds', 'thousands', 'ten-thousands', 'hundred-thousands', 'millions'];

function rodName(rod: number): string {
  const place = PLACES[rod];
  return place === undefined ? `rod ${rod + 1}` : `rod ${rod + 1} (${place})`;
}

/** The right move for a step, in the words a teacher uses. */
function rightMove(step: TracedStep): string {
  const { op, digit, family } = step;
  const m = 10 - digit;
  const s = 5 - digit;
  if (family === 'five-complement') return op === '+' ? `small friend: + 5, − ${s}` : `small friend: − 5, + ${s}`;
  if (family === 'ten-complement') return op === '+' ? `big friend: − ${m} here, + 1 on the next rod` : `big friend: − 1 on the next rod, + ${m} here`;
  if (family === 'mixed')
    return op === '+' ? `mixed: − ${m} here as − 5 + ${5 - m}, then + 1 on the next rod` : `mixed: − 1 on the next rod, then + ${m} here as + 5 − ${5 - m}`;
  return `direct: ${op} ${digit}`;
}

function stepText(step: TracedStep): string {
  return `${rodName(step.rod)}: ${step.rodValue} ${step.op === '+' ? '+' : '−'} ${step.digit}`;
}

const found = (kind: DiagnosisKind, step: TracedStep | null, rod: number | null, number: number | null, message: string): Diagnosis => ({
  kind,
  rod,
  number,
  step,
  message,
});

function powerOfTen(value: number): number | null {
  let k = 0;
  for (let p = 1; p <= value; p *= 10, k++) if (p === value) return k;
  return null;
}

/** value = c·10^k with one non-zero digit c (1–9): returns [c, k]. */
function singleDigit(value: number): [number, number] | null {
  let k = 0;
  let rest = value;
  while (rest >= 10 && rest % 10 === 0) {
    rest /= 10;
    k++;
  }
  return rest >= 1 && rest <= 9 ? [rest, k] : null;
}

// Steps of the number being worked come first, then the rest of the list: a move sequence says
// which number went wrong, an answer alone does not.
function ordered(steps: readonly TracedStep[], number: number | null): TracedStep[] {
  return number === null ? steps.slice() : [...steps.filter((s) => s.number === number), ...steps.filter((s) => s.number !== number)];
}

function classify(numbers: readonly number[], steps: readonly TracedStep[], delta: number, number: number | null): Diagnosis {
  const candidates = ordered(steps, number);
  const indexes = number === null ? numbers.map((_, i) => i) : [number, ...numbers.map((_, i) => i).filter((i) => i !== number)];

  for (const i of indexes) {
    const n = numbers[i] as number;
    if (n !== 0 && n === -delta) return found('skipped-number', null, null, i, `number ${i + 1} (${n}) was left out`);
    if (n !== 0 && n === delta) return found('repeated-number', null, null, i, `number ${i + 1} (${n}) was counted twice`);
  }

  const rodOfCarry = powerOfTen(Math.abs(delta));
  if (rodOfCarry !== null) {
    const op = delta < 0 ? '+' : '-';
    const index = steps.findIndex((s) => s.carry && s.rod === rodOfCarry && s.op === op && (number === null || s.number === number));
    if (index >= 0) {
      // The step that caused the carry is the nearest non-carry step after a borrow chain, before a carry chain.
      const direction = op === '+' ? -1 : 1;
      let cause = index;
      while (steps[cause]?.carry) cause += direction;
      const step = steps[cause] ?? null;
      const what = op === '+' ? `the + 1 on ${rodName(rodOfCarry)} was missed` : `the − 1 on ${rodName(rodOfCarry)} was missed`;
      const message = step ? `${stepText(step)} — ${rightMove(step)}; ${what}` : what;
      return found('missed-carry', step, rodOfCarry, step?.number ?? null, message);
    }
  }

  const digit = singleDigit(Math.abs(delta));
  if (digit !== null) {
    const [c, rod] = digit;
    if (c === 5) {
      const op = delta < 0 ? '+' : '-';
      const step = candidates.find((s) => !s.carry && s.rod === rod && s.family === 'five-complement' && s.op === op);
      if (step) {
        const missed = op === '+' ? 'the + 5 (heaven bead) was missed' : 'the − 5 (heaven bead) was missed';
        return found('small-friend', step, rod, step.number, `${stepText(step)} — ${rightMove(step)}; ${missed}`);
      }
    }
    const mixed = candidates.find((s) => !s.carry && s.rod === rod && s.family === 'mixed');
    if (mixed) {
      return found('mixed-step', mixed, rod, mixed.number, `${stepText(mixed)} — ${rightMove(mixed)}; ${rodName(rod)} ended ${delta > 0 ? c : -c} off`);
    }
  }

  for (const step of candidates) {
    if (step.carry) continue;
    const sign = step.op === '+' ? 1 : -1;
    for (const shift of [1, -1]) {
      const to = step.rod + shift;
      if (to < 0) continue;
      if (sign * step.digit * (10 ** to - 10 ** step.rod) === delta) {
        return found('wrong-rod', step, step.rod, step.number, `${stepText(step)} — the ${step.digit} went on ${rodName(to)} instead`);
      }
    }
  }
  return { kind: 'unknown', rod: null, number, step: null, message: `off by ${delta}: no single misapplied rule explains it` };
}

function checkList(numbers: readonly number[]): TracedStep[] {
  if (numbers.length === 0) throw new RangeError('a diagnosis needs the list of numbers');
  return traceList(numbers);
}

/** Names the likely misapplied rule behind a wrong list answer; null when the answer is right. */
export function diagnoseList(numbers: readonly number[], given: number): Diagnosis | null {
  if (!Number.isSafeInteger(given)) throw new RangeError(`a list answer is a whole number, got ${given}`);
  const steps = checkList(numbers);
  const delta = given - numbers.reduce((sum, n) => sum + n, 0);
  return delta === 0 ? null : classify(numbers, steps, delta, null);
}

/**
 * Replays a learner's recorded bead moves: the first running total the beads never showed (in
 * order) names the number being worked when it went wrong, and the beads' final value against the
 * right answer names the step within it. Null when the beads end on the right answer.
 */
export function diagnoseMoves(numbers: readonly number[], moves: readonly RecordedMove[]): Diagnosis | null {
  const steps = checkList(numbers);
  const digits: number[] = [];
  const values: number[] = [];
  for (const move of moves) {
    if (!Number.isInteger(move.rod) || move.rod < 0 || !Number.isInteger(move.beads) || move.beads < 0 || move.beads > 9) {
      throw new RangeError(`a bead move is a rod ≥ 0 and the digit 0–9 it shows, got rod ${move.rod}, beads ${move.beads}`);
    }
    while (digits.length <= move.rod) digits.push(0);
    digits[move.rod] = move.beads;
    values.push(digits.reduceRight((value, d) => value * 10 + d, 0));
  }
  const final = values.at(-1) ?? 0;
  const correct = numbers.reduce((sum, n) => sum + n, 0);
  if (final === correct) return null;
  let position = 0;
  let total = 0;
  let wrongNumber: number | null = null;
  for (let i = 0; i < numbers.length; i++) {
    total += numbers[i] as number;
    const at = values.indexOf(total, position);
    if (at < 0) {
      wrongNumber = i;
      break;
    }
    position = at + 1;
  }
  const diagnosis = classify(numbers, steps, final - correct, wrongNumber);
  const number = diagnosis.number ?? wrongNumber;
  if (number === null || diagnosis.kind === 'skipped-number' || diagnosis.kind === 'repeated-number') return diagnosis;
  return { ...diagnosis, number, message: `number ${number + 1} (${numbers[number]}), ${diagnosis.message}` };
}
