import { FLASH_BOUNDS } from '../problems/flash.ts';
import { FLASH_PRESETS, type FlashPreset } from '../problems/flash-presets.ts';

/**
 * "Find my flash speed": an adaptive staircase (Levitt 1971, transformed up-down) over a ladder of
 * round times. Two right in a row → one step faster, one wrong → one step slower, which settles
 * where a round is right about 71 % of the time. Steps are 4 rungs until the first reversal and 2
 * until the second (so 20 rounds reach any rung from the middle of the ladder), then 1. A first
 * search starts in the middle (`staircaseStart`); a later one a little below the speed last found.
 */

/** Rounds in one search. */
export const STAIRCASE_ROUNDS = 20;

/**
 * The seconds for 15 numbers, slowest first: the JFAA's grade times of DOMAIN.md (7 dan 8 s … 20 dan
 * 1.5 s) with slower rungs below them at about 1.25–1.5× apart (2 s, 1.5 s, 1 s, 0.8 s, 0.67 s a number).
 */
export const FLASH_LADDER_15 = [30, 22.5, 15, 12, 10, 8, 6, 4.5, 3, 2.8, 2.6, 2.4, 2.2, 2, 1.9, 1.8, 1.7, 1.6, 1.5] as const;

/** The ladder for `count` numbers a round: the same pace per number, to 0.1 s, rungs that round alike merged. */
export function flashLadder(count: number): number[] {
  if (!Number.isInteger(count) || count < FLASH_BOUNDS.count.min || count > FLASH_BOUNDS.count.max) {
    throw new RangeError(`count must be a whole number ${FLASH_BOUNDS.count.min}–${FLASH_BOUNDS.count.max}, got ${count}`);
  }
  const rungs = FLASH_LADDER_15.map((seconds) => Math.max(FLASH_BOUNDS.seconds.min, Math.round((seconds * count) / 1.5) / 10));
  return rungs.filter((seconds, i) => i === 0 || seconds < rungs[i - 1]!);
}

export interface StaircaseState {
  /** Index on the ladder, 0 the slowest. */
  readonly level: number;
  /** Right answers in a row at this level since the last move. */
  readonly streak: number;
  /** -1 after a step slower, +1 after a step faster, 0 before any move. */
  readonly direction: -1 | 0 | 1;
  /** The levels at which the direction turned, in order. */
  readonly reversals: readonly number[];
  readonly rounds: number;
}

const STEP_SIZES = [4, 2, 1] as const;

export function startStaircase(level: number, ladderLength: number): StaircaseState {
  if (!Number.isInteger(ladderLength) || ladderLength < 1) throw new RangeError(`a ladder needs at least one rung, got ${ladderLength}`);
  return { level: Math.min(ladderLength - 1, Math.max(0, Math.round(level))), streak: 0, direction: 0, reversals: [], rounds: 0 };
}

/** Where a search starts: two rungs below the last speed found, else the middle of the ladder. */
export function staircaseStart(ladderLength: number, lastFound?: number | null): number {
  const start = lastFound === undefined || lastFound === null ? Math.floor((ladderLength - 1) / 2) : lastFound - 2;
  return Math.min(ladderLength - 1, Math.max(0, start));
}

/** One graded round: the next state. Never leaves the ladder 0…ladderLength − 1. */
export function stepStaircase(state: StaircaseState, correct: boolean, ladderLength: number): StaircaseState {
  const rounds = state.rounds + 1;
  const move: -1 | 0 | 1 = correct ? (state.streak + 1 >= 2 ? 1 : 0) : -1;
  if (move === 0) return { ...state, streak: state.streak + 1, rounds };
  const turned = state.direction !== 0 && move !== state.direction;
  const reversals = turned ? [...state.reversals, state.level] : state.reversals;
  const step = STEP_SIZES[Math.min(reversals.length, STEP_SIZES.length - 1)]!;
  const level = Math.min(ladderLength - 1, Math.max(0, state.level + move * step));
  return { level, streak: 0, direction: move, reversals, rounds };
}

/** The whole search from its answers so far. */
export function runStaircase(results: readonly boolean[], start: number, ladderLength: number): StaircaseState {
  return results.reduce((state, correct) => stepStaircase(state, correct, ladderLength), startStaircase(start, ladderLength));
}

/**
 * The rung reached: the mean of the reversals once the big first steps are left out (all of them
 * while there are fewer than four), rounded down, so the speed reported is one the learner met;
 * before any reversal, the level the search stands on.
 */
export function staircaseEstimate(state: StaircaseState): number {
  const { reversals } = state;
  if (reversals.length === 0) return state.level;
  const counted = reversals.length >= 4 ? reversals.slice(2) : reversals;
  return Math.floor(counted.reduce((sum, level) => sum + level, 0) / counted.length + 1e-9);
}

/**
 * The flash grade this speed equals: the hardest grade of the same digits with no more numbers a
 * round and no faster pace a number. Null below the easiest grade of those digits.
 */
export function flashGradeAt(digits: number, count: number, seconds: number): FlashPreset | null {
  const pace = seconds / count;
  let found: FlashPreset | null = null;
  for (const preset of FLASH_PRESETS) {
    const p = preset.params;
    if (p.digits === digits && p.count <= count && p.seconds / p.count >= pace - 1e-9) found = preset;
  }
  return found;
}
