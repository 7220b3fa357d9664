import type { Problem } from '../problems/problem.ts';
import type { PracticeSpec } from '../curriculum/model.ts';
import type { ReviewSpec } from '../learner/review.ts';
import { digitCount, roundMs } from '../problems/spec.ts';

/**
 * The least time a person needs for one problem, by its type and size. Each floor sits well below
 * the fastest people on record, so nobody honest meets it; it exists so that a script that reads
 * the problems and answers them at once is recognised by the server's own clock.
 */
export const FLOORS = {
  /** Typing the answer: each digit or sign, and Enter (a keypad minimum; facts are only this). 16 keys a second is beyond the fastest typists' bursts. */
  keyMs: 60,
  /** Reading and adding one digit of a list: flash anzan records are about 35 ms a digit. */
  listDigitMs: 30,
  /** One partial product or quotient step of × and ÷, per digit of one number times a digit of the other. */
  productDigitPairMs: 150,
} as const;

const typingMs = (answer: number) => (digitCount(answer) + (answer < 0 ? 1 : 0) + 1) * FLOORS.keyMs;

const listDigits = (numbers: readonly number[]) => numbers.reduce((sum, n) => sum + digitCount(n), 0);

/** The floor of one problem: the work it needs (or its round's own time, whichever is longer) plus typing the answer. */
export function problemFloorMs(spec: PracticeSpec | ReviewSpec, problem: Problem): number {
  const { display } = problem;
  let workMs = 0;
  if (display.kind === 'list') workMs = Math.max(roundMs(spec), listDigits(display.numbers) * FLOORS.listDigitMs);
  else if (display.kind === 'binary' && problem.factKey === undefined) {
    // Long × and ÷: one step per digit of one number times each digit of the other (for ÷, of the quotient).
    const other = display.op === '÷' ? problem.answer : display.a;
    workMs = digitCount(other) * digitCount(display.b) * FLOORS.productDigitPairMs;
  }
  return workMs + typingMs(problem.answer);
}

/** The floor of a sheet: the sum over the problems that were answered (a skipped one costs no time). */
export function sheetFloorMs(spec: PracticeSpec | ReviewSpec, problems: readonly Problem[], answers: readonly (number | null)[]): number {
  return problems.reduce((sum, problem, i) => (answers[i] === null || answers[i] === undefined ? sum : sum + problemFloorMs(spec, problem)), 0);
}

const seconds = (ms: number) => `${ms / 1000} s`;

/**
 * The floors in words, as the rewards screens show them: a sheet sent sooner than this pays nothing
 * (no person reads and works that fast). Figures from FLOORS.
 */
export const FLOOR_LIST: readonly string[] = [
  `Typing an answer takes at least ${seconds(FLOORS.keyMs)} a key (digit, sign or Enter).`,
  `Reading a list takes at least ${seconds(FLOORS.listDigitMs)} a digit, or its flash or audible round's own time.`,
  `A multiplication or division takes at least ${seconds(FLOORS.productDigitPairMs)} for each digit times digit.`,
];
