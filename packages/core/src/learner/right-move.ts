import { sorobanFromNumber } from '../soroban/abacus.ts';
import type { Family } from '../soroban/families.ts';
import { type DigitStep, addDigitStep, subtractDigitStep } from '../soroban/steps.ts';

/** The step to show: the soroban's reading before it, and the digit added or taken away on a rod. */
export interface MoveStep {
  readonly before: number;
  readonly rod: number;
  readonly op: '+' | '-';
  readonly digit: number;
}

/** One frame of the right move: what the soroban reads, the rod that moved, and a line of words. */
export interface MoveFrame {
  readonly value: number;
  readonly rod: number;
  readonly words: string;
}

const PLACES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'hundred thousands', 'millions'];
const place = (rod: number) => `the ${PLACES[rod] ?? `rod ${rod + 1}`} rod`;
const signed = (delta: number) => `${delta < 0 ? '−' : '+'} ${Math.abs(delta)}`;

// The bead moves of one traced digit step, each with its reason: a small friend is two moves
// (the heaven bead and the earth beads), a big friend's move on this rod is one (or two when a
// small friend does it: mixed); the carry or borrow on the next rod is a step of its own.
function subMoves(step: DigitStep, rodValue: number): Array<{ delta: number; why: string }> {
  const { op, digit, family, carry } = step;
  const sign = op === '+' ? 1 : -1;
  const m = 10 - digit;
  const s = 5 - digit;
  if (carry) {
    const what = op === '+' ? 'carry 1 from the rod to its right' : 'borrow 1 for the rod to its right';
    if (family === 'five-complement')
      return [
        { delta: sign * 5, why: `${what}: small friend, the heaven bead first` },
        { delta: -sign * 4, why: 'then the 4 of the small friend back' },
      ];
    if (family === 'ten-complement')
      return [{ delta: -sign * 9, why: `${what}: this rod ${op === '+' ? 'is full, so it passes the carry on' : 'is empty, so it borrows in turn'}` }];
    return [{ delta: sign, why: what }];
  }
  const verb = op === '+' ? `add ${digit}` : `take away ${digit}`;
  const table: Record<Family, () => Array<{ delta: number; why: string }>> = {
    direct: () => [{ delta: sign * digit, why: `${verb}: the beads are free, move them directly` }],
    'five-complement': () => [
      { delta: sign * 5, why: `${verb} with the small friend of ${digit}: first the heaven bead` },
      { delta: -sign * s, why: `then ${op === '+' ? 'take away' : 'give back'} ${s} (${digit} = 5 − ${s})` },
    ],
    'ten-complement': () => [
      {
        delta: -sign * m,
        why:
          op === '+'
            ? `${verb} with the big friend of ${digit}: ${rodValue} has no room, so take away ${m} here`
            : `${verb} with the big friend of ${digit}: after the borrow, give back ${m} here`,
      },
    ],
    mixed: () => [
      { delta: -sign * 5, why: `big friend of ${digit} is ${signed(-sign * m)} here, done with a small friend: first the heaven bead` },
      {
        delta: sign * (5 - m),
        why: `then ${signed(sign * (5 - m))} on the earth beads (${signed(-sign * m)} = ${signed(-sign * 5)} ${signed(sign * (5 - m))})`,
      },
    ],
  };
  return table[family]();
}

const digitOn = (value: number, rod: number) => Math.floor(value / 10 ** rod) % 10;

/**
 * The right move of one step as the bead model does it, frame by frame: the reading before, every
 * bead move with a line of words, and the reading after. Throws a RangeError for a step the
 * soroban cannot do (below zero, or not a digit).
 */
export function rightMoveFrames(step: MoveStep): MoveFrame[] {
  const { before, rod, op, digit } = step;
  if (!Number.isSafeInteger(before) || before < 0) throw new RangeError(`a soroban reads a whole number ≥ 0, got ${before}`);
  const rods = sorobanFromNumber(before, Math.max(String(before).length, rod + 1) + 2);
  const trace: DigitStep[] = [];
  (op === '+' ? addDigitStep : subtractDigitStep)(rods, rod, digit, trace);

  const frames: MoveFrame[] = [
    { value: before, rod, words: `On ${place(rod)} the beads show ${digitOn(before, rod)}: ${op === '+' ? 'add' : 'take away'} ${digit} on it.` },
  ];
  let value = before;
  for (const moved of trace) {
    for (const { delta, why } of subMoves(moved, digitOn(value, moved.rod))) {
      value += delta * 10 ** moved.rod;
      frames.push({ value, rod: moved.rod, words: `${signed(delta)} on ${place(moved.rod)}: ${why}.` });
    }
  }
  frames.push({ value, rod, words: `Done: the soroban reads ${value} (${before} ${op === '+' ? '+' : '−'} ${digit * 10 ** rod}).` });
  return frames;
}
