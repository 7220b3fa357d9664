import { FAMILIES, type Family } from '../soroban/families.ts';
import { runProblem } from '../soroban/run-problem.ts';
import { ADD_STEP_RANK, SUBTRACT_STEP_RANK } from '../soroban/step-table.ts';

/**
 * The skills a teacher tracks, each named by a stable id the server stores:
 * - `cell:7+8` — the complement cell "rod shows 7, add 8" (its family: direct, small friend, big friend
 *   or mixed follows from the bead model); `cell:3-8` subtracts 8 from a rod showing 3 (with a borrow);
 * - `fact:7+8` — a fact of a fact set, by the factKey the generators give it;
 * - `list:2x10` — lists of 2-digit numbers, 10 of them;
 * - `mul:2x1` / `div:1x2` — × by digits of both factors, ÷ by digits of divisor and quotient;
 * - `flash:2` — flash anzan of 2-digit numbers (its speed is the skill).
 */
export type Skill =
  | { readonly kind: 'cell'; readonly op: '+' | '-'; readonly rodValue: number; readonly digit: number; readonly family: Family }
  | { readonly kind: 'fact'; readonly factKey: string }
  | { readonly kind: 'list'; readonly digits: number; readonly count: number }
  | { readonly kind: 'mul' | 'div'; readonly digits: number; readonly otherDigits: number }
  | { readonly kind: 'flash'; readonly digits: number };

function checkDigit(what: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min || value > 9) throw new RangeError(`${what} must be a whole number ${min}–9, got ${value}`);
}

/** The family of a complement cell, read from the bead model's step table. */
export function cellFamily(op: '+' | '-', rodValue: number, digit: number): Family {
  checkDigit('a cell rod value', rodValue, 0);
  checkDigit('a cell digit', digit, 1);
  const rank = (op === '+' ? ADD_STEP_RANK : SUBTRACT_STEP_RANK)[rodValue * 10 + digit] as number;
  return FAMILIES[rank] as Family;
}

export function cellSkillId(op: '+' | '-', rodValue: number, digit: number): string {
  checkDigit('a cell rod value', rodValue, 0);
  checkDigit('a cell digit', digit, 1);
  return `cell:${rodValue}${op}${digit}`;
}

/** Every complement cell: rod value 0–9 × digit 1–9 × add and subtract (180 cells). */
export const ALL_CELLS: readonly string[] = (['+', '-'] as const).flatMap((op) =>
  Array.from({ length: 90 }, (_, i) => cellSkillId(op, Math.floor(i / 9), (i % 9) + 1)),
);

export const factSkillId = (factKey: string): string => `fact:${factKey}`;

function checkSize(what: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > 99) throw new RangeError(`${what} must be a whole number 1–99, got ${value}`);
}

export function listSkillId(digits: number, count: number): string {
  checkSize('list digits', digits);
  checkSize('list count', count);
  return `list:${digits}x${count}`;
}

export function sizeSkillId(kind: 'mul' | 'div', digits: number, otherDigits: number): string {
  checkSize(`${kind} digits`, digits);
  checkSize(`${kind} digits`, otherDigits);
  return `${kind}:${digits}x${otherDigits}`;
}

export function flashSkillId(digits: number): string {
  checkSize('flash digits', digits);
  return `flash:${digits}`;
}

const CELL_ID = /^cell:(\d)([+-])([1-9])$/;
const SIZE_ID = /^(list|mul|div):(\d{1,2})x(\d{1,2})$/;
const FLASH_ID = /^flash:(\d{1,2})$/;

/** Reads a skill id back; throws a message naming the accepted shapes when it is none of them. */
export function parseSkillId(id: string): Skill {
  const cell = CELL_ID.exec(id);
  if (cell) {
    const op = cell[2] as '+' | '-';
    const rodValue = Number(cell[1]);
    const digit = Number(cell[3]);
    return { kind: 'cell', op, rodValue, digit, family: cellFamily(op, rodValue, digit) };
  }
  if (id.startsWith('fact:') && id.length > 5) return { kind: 'fact', factKey: id.slice(5) };
  const size = SIZE_ID.exec(id);
  if (size && Number(size[2]) > 0 && Number(size[3]) > 0) {
    const [a, b] = [Number(size[2]), Number(size[3])];
    return size[1] === 'list' ? { kind: 'list', digits: a, count: b } : { kind: size[1] as 'mul' | 'div', digits: a, otherDigits: b };
  }
  const flash = FLASH_ID.exec(id);
  if (flash && Number(flash[1]) > 0) return { kind: 'flash', digits: Number(flash[1]) };
  throw new RangeError(`unknown skill "${id}": expected cell:7+8, fact:<key>, list:2x10, mul:2x1, div:1x2 or flash:2`);
}

/** One digit step of a list as worked on the beads, with the digit its rod showed before it. */
export interface TracedStep {
  /** Index of the number in the list. */
  readonly number: number;
  readonly rod: number;
  readonly op: '+' | '-';
  readonly digit: number;
  readonly rodValue: number;
  /** What the whole soroban read before this step (the running total part-way through a number). */
  readonly before: number;
  readonly family: Family;
  /** The +1 / −1 a big friend makes on the next rod. */
  readonly carry: boolean;
  /** The cell skill this step exercises. */
  readonly cell: string;
}

/**
 * The bead model's trace of a list, every step (carries and borrows included) annotated with the
 * digit its rod showed before it, so each step names its complement cell. The rod values are
 * replayed from the trace itself: each trace entry changes only its own rod.
 */
export function traceList(numbers: readonly number[]): TracedStep[] {
  const run = runProblem(numbers, { trace: true });
  const rods: number[] = [];
  const steps: TracedStep[] = [];
  run.trace.forEach((numberSteps, index) => {
    for (const step of numberSteps) {
      const rodValue = rods[step.rod] ?? 0;
      const before = rods.reduce((sum, digit, rod) => sum + (digit ?? 0) * 10 ** rod, 0);
      rods[step.rod] = step.op === '+' ? (rodValue + step.digit) % 10 : (rodValue - step.digit + 10) % 10;
      steps.push({
        number: index,
        rod: step.rod,
        op: step.op,
        digit: step.digit,
        rodValue,
        before,
        family: step.family,
        carry: step.carry,
        cell: cellSkillId(step.op, rodValue, step.digit),
      });
    }
  });
  return steps;
}
