import { type Rng, type Seed, createRng } from '../random/index.ts';
import { type IntBounds, PROBLEMS_BOUNDS, assertInt, digitRange } from './bounds.ts';
import { distinctProblems } from './distinct.ts';
import type { Problem, ProblemSet } from './problem.ts';

export interface AdditionListParams {
  /** Digits of every number, or of the longest ones when `totalDigits` is set. */
  readonly digits: number;
  readonly count: number;
  /**
   * An exam list "10口 N字": the digits of all `count` numbers add up to exactly this, numbers of
   * mixed length (from about as far below the mean as `digits` is above it), so learners align them
   * on the unit dot. Absent: every number has `digits` digits.
   */
  readonly totalDigits?: number;
  readonly allowSubtraction: boolean;
  /**
   * False: the running total never drops below zero, as on a soroban. True: about one list in ten
   * (NEGATIVE_ANSWER_SHARE) ends below zero, the rest never dip, as on the 2 kyu to dan papers.
   */
  readonly allowNegative: boolean;
  readonly problems: number;
  /**
   * Complement cells to aim at (`cell:7+8`), chosen by the SERVER from the learner model and stored
   * with the quiz; cells these settings cannot reach (see listCellAimable) are ignored. Every other
   * list from the first (up to half the sheet) is built to pass through one of them, in turn.
   */
  readonly focus?: readonly string[] | undefined;
}

// 30 numbers of 14 digits stay far below 2^53, so every total is an exact JavaScript number.
export const ADDITION_LIST_BOUNDS = {
  digits: { min: 1, max: 14 },
  count: { min: 2, max: 30 },
  totalDigits: { min: 2, max: 420 },
  problems: PROBLEMS_BOUNDS,
} as const satisfies Record<string, IntBounds>;

/** Share of numbers after the first that are subtracted in a mixed list (exam lists mix about this many). */
export const SUBTRACTION_SHARE = 0.4;

/** Share of lists with a negative answer where they are allowed: the dan paper has about 1 in 10 (DOMAIN.md). */
export const NEGATIVE_ANSWER_SHARE = 0.1;

// A list that must end below zero is redrawn until it does; about one draw in four does.
const NEGATIVE_ATTEMPTS = 40;

/**
 * How many digits each number has: all `longest` without a total, else lengths from `shortest` to
 * `longest` (symmetric around the mean) that add up to `total`, grown one random digit at a time.
 */
export function listLengths(rng: Rng, count: number, longest: number, total?: number): number[] {
  if (total === undefined) return new Array<number>(count).fill(longest);
  const shortest = Math.max(1, Math.floor((2 * total) / count - longest));
  const lengths = new Array<number>(count).fill(shortest);
  for (let left = total - shortest * count; left > 0;) {
    const i = rng.below(count);
    if ((lengths[i] as number) < longest) {
      lengths[i] = (lengths[i] as number) + 1;
      left--;
    }
  }
  return lengths;
}

/**
 * One list of numbers of the given lengths. Without `mayDip` a subtraction that would take the
 * total below zero is shrunk to fit, or turned into an addition when even the smallest number of
 * its length is too big.
 */
function drawList(rng: Rng, lengths: readonly number[], allowSubtraction: boolean, mayDip: boolean): { numbers: number[]; total: number } {
  const numbers: number[] = [];
  let total = 0;
  lengths.forEach((length, i) => {
    const { min, max } = digitRange(length);
    if (i > 0 && allowSubtraction && rng.chance(SUBTRACTION_SHARE) && (mayDip || total >= min)) {
      const n = rng.int(min, mayDip ? max : Math.min(max, total));
      numbers.push(-n);
      total -= n;
      return;
    }
    const n = rng.int(min, max);
    numbers.push(n);
    total += n;
  });
  return { numbers, total };
}

/** One list of `count` numbers (see AdditionListParams for lengths and signs). */
export function randomList(
  rng: Rng,
  digits: number,
  count: number,
  allowSubtraction: boolean,
  allowNegative: boolean,
  totalDigits?: number,
): { numbers: number[]; total: number } {
  // Without a total nothing is drawn here, so such lists keep the numbers their seeds always gave.
  const lengths = listLengths(rng, count, digits, totalDigits);
  if (!(allowSubtraction && allowNegative && rng.chance(NEGATIVE_ANSWER_SHARE))) return drawList(rng, lengths, allowSubtraction, false);
  let list = drawList(rng, lengths, true, true);
  for (let attempt = 1; attempt < NEGATIVE_ATTEMPTS && list.total >= 0; attempt++) list = drawList(rng, lengths, true, true);
  // Rarely (about 1 paper in 10,000 at 1 kyu) no draw ends below zero; a list that dipped on the way
  // and ends above zero is not an exam list, so it becomes an ordinary one that never dips.
  return list.total < 0 ? list : drawList(rng, lengths, true, false);
}

export function generateAdditionList(params: AdditionListParams, seed: Seed): ProblemSet {
  assertInt('digits', params.digits, ADDITION_LIST_BOUNDS.digits);
  assertInt('count', params.count, ADDITION_LIST_BOUNDS.count);
  assertInt('problems', params.problems, ADDITION_LIST_BOUNDS.problems);
  if (params.totalDigits !== undefined) {
    assertInt('totalDigits', params.totalDigits, { min: params.count, max: params.count * params.digits });
  }
  return { problems: listSheet(createRng(seed), params) };
}

/**
 * `params.problems` distinct lists of these settings. With a focus, every other list from the first
 * passes through one of its cells the settings can reach (aimedList), in turn; the others are drawn
 * as ever. Written lists and audible rounds are both dealt here.
 */
export function listSheet(rng: Rng, params: AdditionListParams): Problem[] {
  const aims = (params.focus ?? []).flatMap((id) => {
    const cell = parseCell(id);
    return cell && listCellAimable(params, id) ? [cell] : [];
  });
  return distinctProblems(params.problems, (index) => {
    // Without a focus nothing else is drawn, so such lists keep the numbers their seeds always gave.
    const aim = aims.length > 0 && index % 2 === 0 ? aims[(index / 2) % aims.length] : undefined;
    const { numbers, total } = aim
      ? aimedList(rng, params, aim)
      : randomList(rng, params.digits, params.count, params.allowSubtraction, params.allowNegative, params.totalDigits);
    return { display: { kind: 'list', numbers }, answer: total };
  });
}

/** A complement cell to aim at: the rod shows `rodValue`, then `digit` is added or subtracted on it. */
interface AimCell {
  readonly rodValue: number;
  readonly op: '+' | '-';
  readonly digit: number;
}

function parseCell(id: string): AimCell | null {
  const m = /^cell:(\d)([+-])([1-9])$/.exec(id);
  return m ? { rodValue: Number(m[1]), op: m[2] as '+' | '-', digit: Number(m[3]) } : null;
}

/**
 * Whether lists of these settings can pass through a complement cell: every addition cell can (a
 * rod showing 0 is the first number's), a subtraction cell needs subtraction, and one that borrows
 * (the rod shows less than the digit) needs a running total of two digits before a number that
 * can be subtracted from it, which a list of two one-digit numbers never has.
 */
export function listCellAimable(params: Pick<AdditionListParams, 'digits' | 'count' | 'totalDigits' | 'allowSubtraction'>, id: string): boolean {
  const cell = parseCell(id);
  if (!cell) return false;
  if (cell.op === '+') return true;
  if (!params.allowSubtraction) return false;
  return cell.rodValue >= cell.digit || params.count >= 3 || (params.totalDigits ?? params.digits * params.count) >= 3;
}

// Lists drawn in search of one where the cell fits; one in ten thousand settings-and-cell pairs
// that fit the rule above needs more than a few dozen (see the property test).
const AIM_ATTEMPTS = 2000;
const PLANT_TRIES = 8;

const digitAt = (n: number, place: number) => Math.floor(n / 10 ** place) % 10;

/**
 * A list that never dips below zero and passes through `cell`: drawn as randomList draws one, but
 * from a random number on, the first number whose rod (place) shows the cell's rod value in the
 * running total gets the cell's digit on that place and the cell's sign. The rod shows the running
 * total's digit when the number reaches it: carries and borrows of the number's higher places only
 * move rods further left. A list that must end below zero (its share kept) is drawn as ever (when
 * none of its draws does, the list is aimed instead), and where the search fails it is an ordinary list.
 */
function aimedList(rng: Rng, params: AdditionListParams, cell: AimCell): { numbers: number[]; total: number } {
  const { digits, count, allowSubtraction, allowNegative, totalDigits } = params;
  if (allowSubtraction && allowNegative && rng.chance(NEGATIVE_ANSWER_SHARE)) {
    const lengths = listLengths(rng, count, digits, totalDigits);
    for (let attempt = 0; attempt < NEGATIVE_ATTEMPTS; attempt++) {
      const list = drawList(rng, lengths, true, true);
      if (list.total < 0) return list;
    }
  }
  for (let attempt = 0; attempt < AIM_ATTEMPTS; attempt++) {
    const lengths = listLengths(rng, count, digits, totalDigits);
    const from = rng.below(count);
    const numbers: number[] = [];
    let total = 0;
    let planted = false;
    lengths.forEach((length, i) => {
      const { min, max } = digitRange(length);
      if (!planted && i >= from && (cell.op === '+' || i > 0)) {
        const places = Array.from({ length }, (_, place) => place).filter((place) => digitAt(total, place) === cell.rodValue);
        for (let tries = 0; places.length > 0 && tries < PLANT_TRIES; tries++) {
          const place = rng.pick(places);
          const drawn = rng.int(min, max);
          const n = drawn + (cell.digit - digitAt(drawn, place)) * 10 ** place;
          if (cell.op === '-' && n > total) continue;
          numbers.push(cell.op === '+' ? n : -n);
          total += cell.op === '+' ? n : -n;
          planted = true;
          return;
        }
      }
      if (i > 0 && allowSubtraction && rng.chance(SUBTRACTION_SHARE) && total >= min) {
        const n = rng.int(min, Math.min(max, total));
        numbers.push(-n);
        total -= n;
        return;
      }
      const n = rng.int(min, max);
      numbers.push(n);
      total += n;
    });
    if (planted) return { numbers, total };
  }
  return drawList(rng, listLengths(rng, count, digits, totalDigits), allowSubtraction, false);
}
