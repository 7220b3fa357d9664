import { type Rng, type Seed, createRng } from '../random/index.ts';
import { type Family, familyRank, runProblem } from '../soroban/index.ts';
import { ADD_STEP_RANK, SUBTRACT_STEP_RANK } from '../soroban/step-table.ts';
import { type IntBounds, PROBLEMS_BOUNDS, assertInt } from './bounds.ts';
import type { Problem, ProblemSet } from './problem.ts';

export interface SorobanSkillParams {
  readonly family: Family;
  /** Digits of every number in the list. */
  readonly digits: number;
  /** Numbers per list. */
  readonly count: number;
  readonly operations: 'add' | 'add-subtract';
  readonly problems: number;
  /**
   * Complement cells to aim at first (`cell:7+8`), chosen by the SERVER from the learner model and
   * stored with the quiz; cells of other families or signs are ignored. Their formulas are dealt to
   * the first lists; every list is still proven by the bead model and the whole table still dealt.
   */
  readonly focus?: readonly string[] | undefined;
}

export const SOROBAN_SKILL_BOUNDS = {
  digits: { min: 1, max: 6 },
  count: { min: 2, max: 20 },
  problems: PROBLEMS_BOUNDS,
} as const satisfies Record<string, IntBounds>;

const MAX_ATTEMPTS = 10_000;
// Module copies of hot imported values (see steps.ts: some loaders make every import a getter call).
const ADD_RANK = ADD_STEP_RANK;
const SUBTRACT_RANK = SUBTRACT_STEP_RANK;

// Without ten-complements nothing carries, so in an add-only list every number must raise the
// digit of the leading rod. capacity[v] is how many more numbers that rod can still take from v.
function leadingRodCapacity(maxRank: number): Uint8Array {
  const capacity = new Uint8Array(10);
  for (let v = 8; v >= 0; v--) {
    let best = 0;
    for (let d = 1; v + d <= 9; d++) {
      if ((ADD_STEP_RANK[v * 10 + d] as number) <= maxRank) best = Math.max(best, 1 + (capacity[v + d] as number));
    }
    capacity[v] = best;
  }
  return capacity;
}

const CAPACITY = [leadingRodCapacity(0), leadingRodCapacity(1)] as const;

function capacityFor(family: Family, operations: SorobanSkillParams['operations']): Uint8Array | null {
  const rank = familyRank(family);
  return operations === 'add' && rank <= 1 ? (CAPACITY[rank as 0 | 1] as Uint8Array) : null;
}

/**
 * The longest list a family allows: add-only lists without carries run out of room on the leading
 * rod (direct: 5 numbers, five-complement: 9); every other combination is unbounded.
 */
export function sorobanSkillMaxCount(family: Family, operations: SorobanSkillParams['operations']): number {
  const capacity = capacityFor(family, operations);
  if (!capacity) return SOROBAN_SKILL_BOUNDS.count.max;
  let best = 0;
  for (let d = 1; d <= 9; d++) best = Math.max(best, 1 + (capacity[d] as number));
  return Math.min(best, SOROBAN_SKILL_BOUNDS.count.max);
}

/** The digits a place may take, and those among them that are steps of the claimed family. */
interface Choices {
  readonly all: Uint8Array;
  readonly targets: Uint8Array;
}

function choicesIndex(maxRank: number, subtract: boolean, leading: boolean, canBorrow: boolean, v: number): number {
  return (((maxRank * 2 + (subtract ? 1 : 0)) * 2 + (leading ? 1 : 0)) * 2 + (canBorrow ? 1 : 0)) * 10 + v;
}

// Every (family, sign, leading place?, borrow possible?, rod digit) situation has a fixed list of
// allowed digits, so the lists are built once instead of scanning ten digits at every place.
const CHOICES: readonly Choices[] = (() => {
  const table: Choices[] = [];
  for (let maxRank = 0; maxRank <= 3; maxRank++) {
    for (const subtract of [false, true]) {
      for (const leading of [false, true]) {
        for (const canBorrow of [false, true]) {
          for (let v = 0; v <= 9; v++) {
            const all: number[] = [];
            const targets: number[] = [];
            for (let d = leading ? 1 : 0; d <= 9; d++) {
              const rank = (subtract ? SUBTRACT_RANK : ADD_RANK)[v * 10 + d] as number;
              if (rank > maxRank || (subtract && d > v && !canBorrow)) continue;
              all.push(d);
              if (rank === maxRank && d > 0) targets.push(d);
            }
            table[choicesIndex(maxRank, subtract, leading, canBorrow, v)] = { all: Uint8Array.from(all), targets: Uint8Array.from(targets) };
          }
        }
      }
    }
  }
  return table;
})();

/**
 * Digit-level state of one attempt: rod digits (index 0 = ones), whether the family was hit, and
 * the formulas (sign and digit, see formulaKey) the list is still asked to meet.
 */
class Builder {
  readonly rods: Uint8Array;
  private readonly maxRank: number;
  private readonly scratchAll = new Uint8Array(10);
  private readonly scratchTargets = new Uint8Array(10);
  private readonly scratchWanted = new Uint8Array(10);
  readonly wanted = new Uint8Array(20);
  hitTarget = false;

  constructor(
    private readonly rng: Rng,
    private readonly params: SorobanSkillParams,
    private readonly capacity: Uint8Array | null,
    rodCount: number,
    formulas: readonly number[],
  ) {
    this.rods = new Uint8Array(rodCount);
    this.maxRank = familyRank(params.family);
    for (const key of formulas) this.wanted[key] = 1;
  }

  /** Whether a formula of this sign is still wanted. */
  wants(sign: 1 | -1): boolean {
    const from = sign < 0 ? 10 : 0;
    for (let d = 1; d <= 9; d++) if (this.wanted[from + d]) return true;
    return false;
  }

  private hasValueAbove(place: number): boolean {
    for (let i = place + 1; i < this.rods.length; i++) if (this.rods[i] !== 0) return true;
    return false;
  }

  private keepFitting(digits: Uint8Array, into: Uint8Array, v: number, numbersLeft: number): Uint8Array {
    const capacity = this.capacity as Uint8Array;
    let n = 0;
    for (const d of digits) if ((capacity[v + d] as number) >= numbersLeft) into[n++] = d;
    return into.subarray(0, n);
  }

  /** Picks the digit for one place, or −1 when no digit keeps the list inside the family. */
  private chooseDigit(place: number, sign: 1 | -1, numbersLeft: number, urgent: boolean): number {
    const leading = place === this.params.digits - 1;
    const v = this.rods[place] as number;
    const canBorrow = sign < 0 && this.hasValueAbove(place);
    let { all, targets } = CHOICES[choicesIndex(this.maxRank, sign < 0, leading, canBorrow, v)] as Choices;
    if (leading && this.capacity) {
      // Add-only lists without carries: keep room on the leading rod for the numbers still to come.
      all = this.keepFitting(all, this.scratchAll, v, numbersLeft);
      targets = this.keepFitting(targets, this.scratchTargets, v, numbersLeft);
    }
    if (all.length === 0) return -1;
    // Steer towards the formulas this list is asked for; the proof checks them afterwards.
    const wanted = this.wantedAmong(targets, sign);
    if (wanted.length > 0 && this.rng.chance(0.9)) {
      const d = wanted[this.rng.below(wanted.length)] as number;
      this.hitTarget = true;
      this.wanted[formulaKey(sign, d)] = 0;
      return d;
    }
    // Lean towards steps of the claimed family, and insist on one in the last number if none came yet.
    if (targets.length > 0 && ((urgent && !this.hitTarget) || this.rng.chance(0.5))) {
      this.hitTarget = true;
      return targets[this.rng.below(targets.length)] as number;
    }
    const d = all[this.rng.below(all.length)] as number;
    if (targets.includes(d)) this.hitTarget = true;
    return d;
  }

  private wantedAmong(targets: Uint8Array, sign: 1 | -1): Uint8Array {
    let n = 0;
    for (const d of targets) if (this.wanted[formulaKey(sign, d)]) this.scratchWanted[n++] = d;
    return this.scratchWanted.subarray(0, n);
  }

  private apply(place: number, digit: number, sign: 1 | -1): void {
    const rods = this.rods;
    let i = place;
    let value = (rods[i] as number) + sign * digit;
    // Carries and borrows ripple left exactly as the ten-complement's +1 / −1 steps do.
    while (value > 9 || value < 0) {
      rods[i] = value > 9 ? value - 10 : value + 10;
      i++;
      value = (rods[i] as number) + (value > 9 ? 1 : -1);
    }
    rods[i] = value;
  }

  /** Builds one number with the given sign, or returns null (leaving the rods as they were). */
  number(sign: 1 | -1, numbersLeft: number, urgent: boolean): number | null {
    let value = 0;
    for (let place = this.params.digits - 1; place >= 0; place--) {
      const digit = this.chooseDigit(place, sign, numbersLeft, urgent);
      if (digit < 0) return null; // only the leading digit can fail: 0 is always a direct step
      this.apply(place, digit, sign);
      value = value * 10 + digit;
    }
    return sign * value;
  }
}

function rodsFor(params: SorobanSkillParams): number {
  return params.digits + String(params.count).length + 1;
}

function tryList(rng: Rng, params: SorobanSkillParams, capacity: Uint8Array | null, formulas: readonly number[]): number[] | null {
  const builder = new Builder(rng, params, capacity, rodsFor(params), formulas);
  const numbers: number[] = [];
  for (let i = 0; i < params.count; i++) {
    const numbersLeft = params.count - 1 - i;
    const urgent = numbersLeft === 0;
    const minus = builder.wants(-1) ? 0.65 : builder.wants(1) ? 0.35 : 0.5;
    let sign: 1 | -1 = i > 0 && params.operations === 'add-subtract' && rng.chance(minus) ? -1 : 1;
    let n = builder.number(sign, numbersLeft, urgent);
    if (n === null && params.operations === 'add-subtract') {
      sign = sign > 0 ? -1 : 1;
      n = builder.number(sign, numbersLeft, urgent);
    }
    if (n === null) return null;
    numbers.push(n);
  }
  return builder.hitTarget ? numbers : null;
}

/** A formula of a family's table: its sign and digit ("+3", "−7"), as an index 0–19. */
function formulaKey(sign: 1 | -1, digit: number): number {
  return (sign < 0 ? 10 : 0) + digit;
}

/**
 * The table of a family for one sign: every digit that some rod value makes a step of that family
 * ("+1 = +5 − 4" … "+4 = +5 − 1" for small friends adding). Direct moves have no table to learn.
 */
function familyTable(family: Family, sign: 1 | -1): number[] {
  const rank = familyRank(family);
  const ranks = sign < 0 ? SUBTRACT_RANK : ADD_RANK;
  const keys: number[] = [];
  for (let d = 1; d <= 9; d++) {
    for (let v = 0; v <= 9; v++) {
      if (ranks[v * 10 + d] === rank) {
        keys.push(formulaKey(sign, d));
        break;
      }
    }
  }
  return keys;
}

const FORMULAS_PER_LIST = 2;

/** What a list must hold beyond needing its family: moves of the family, a subtraction of it, formulas. */
interface ListGoal {
  readonly moves: number;
  readonly subtraction: boolean;
  readonly formulas: readonly number[];
}

/**
 * Every formula of the family's table (both signs for add-and-subtract drills) is dealt out over the
 * quiz's lists, so a quiz meets the whole table instead of sampling its commonest cases; each list
 * holds two or more moves of the family when it has room for them, and an add-and-subtract list
 * holds a subtraction of its family.
 */
function quizGoals(rng: Rng, params: SorobanSkillParams): ListGoal[] {
  const subtract = params.operations === 'add-subtract';
  const shuffled =
    params.family === 'direct' ? [] : [...rng.shuffle(familyTable(params.family, 1)), ...(subtract ? rng.shuffle(familyTable(params.family, -1)) : [])];
  // The learner's weak cells of this family first (their formula: sign and digit), the rest as dealt.
  const aimed = new Set(
    (params.focus ?? []).flatMap((cell) => {
      const m = /^cell:(\d)([+-])([1-9])$/.exec(cell);
      if (!m) return [];
      const rank = (m[2] === '-' ? SUBTRACT_RANK : ADD_RANK)[Number(m[1]) * 10 + Number(m[3])];
      const key = formulaKey(m[2] === '-' ? -1 : 1, Number(m[3]));
      return rank === familyRank(params.family) && shuffled.includes(key) ? [key] : [];
    }),
  );
  const deal = [...aimed, ...shuffled.filter((key) => !aimed.has(key))];
  // A 1-digit list's first number is set on an empty rod, and small friends can only add once per rod.
  const room = params.digits > 1 || (params.count >= 3 && !(params.family === 'five-complement' && !subtract));
  const goals = Array.from({ length: params.problems }, () => ({ moves: room ? 2 : 1, subtraction: subtract, formulas: [] as number[] }));
  // Two formulas a list at most: more make the search slow, so a short quiz samples the table instead.
  deal.slice(0, FORMULAS_PER_LIST * params.problems).forEach((key, i) => goals[i % params.problems]?.formulas.push(key));
  return goals;
}

// When a goal cannot be met by these params it is given up step by step rather than failing the
// quiz: a second move first (9 + 1 leaves a 3-number list no room for another big friend), then the
// formulas, then the subtraction (a 1-digit list of two cannot borrow).
const ATTEMPTS_PER_RELAXATION = 250;
const RELAXATIONS: readonly ((goal: ListGoal) => ListGoal)[] = [
  (goal) => goal,
  (goal) => ({ ...goal, moves: 1 }),
  (goal) => ({ ...goal, formulas: [] }),
  (goal) => ({ ...goal, formulas: [], moves: 1 }),
  () => ({ moves: 1, subtraction: false, formulas: [] }),
];
const LAST_RELAXATION = RELAXATIONS.length - 1;
// After this many attempts a list may repeat an earlier one of the quiz, and after the second the one
// just before it: only tiny spaces get there (five-complement, adding nine 1-digit numbers: 1 + 1 + …).
const ATTEMPTS_BEFORE_REPEATS = 500;
const ATTEMPTS_BEFORE_BACK_TO_BACK = 1_000;

function meetsGoal(numbers: readonly number[], family: Family, goal: ListGoal): boolean {
  const run = runProblem(numbers, { trace: true });
  if (run.hardest !== family || run.counts[family] < goal.moves) return false;
  const met = new Uint8Array(20);
  let subtraction = false;
  for (const steps of run.trace) {
    for (const step of steps) {
      if (step.family !== family) continue;
      met[formulaKey(step.op === '-' ? -1 : 1, step.digit)] = 1;
      if (step.op === '-') subtraction = true;
    }
  }
  return (subtraction || !goal.subtraction) && goal.formulas.every((key) => met[key] === 1);
}

/**
 * Lists of numbers that need exactly the claimed family: at least one step can only be done with
 * it and no step needs a harder one. Every list is run through the bead model before it is kept;
 * the digit tables only steer the search, the bead model is the proof. A quiz meets every formula
 * of the family's table where its lists have room, and repeats no list while others are left.
 */
export function generateSorobanSkill(params: SorobanSkillParams, seed: Seed): ProblemSet {
  const bounds = SOROBAN_SKILL_BOUNDS;
  assertInt('digits', params.digits, bounds.digits);
  assertInt('count', params.count, { min: bounds.count.min, max: sorobanSkillMaxCount(params.family, params.operations) });
  assertInt('problems', params.problems, bounds.problems);
  const rng = createRng(seed);
  const capacity = capacityFor(params.family, params.operations);
  const goals = quizGoals(rng, params);
  const problems: Problem[] = [];
  const seen = new Set<string>();
  let previous = '';
  let relaxed = 0; // giving up the subtraction holds for the rest of the quiz: the params cannot have it
  let spaceOfOne = false; // once only the list just made is left, it may follow itself
  for (const wanted of goals) {
    let attempts = 0;
    for (;;) {
      if (++attempts > MAX_ATTEMPTS) throw new Error(`no ${params.family} list found for ${JSON.stringify(params)}`);
      const level = Math.max(relaxed, Math.min(LAST_RELAXATION, Math.floor(attempts / ATTEMPTS_PER_RELAXATION)));
      const goal = (RELAXATIONS[level] as (goal: ListGoal) => ListGoal)(wanted);
      const numbers = tryList(rng, params, capacity, goal.formulas);
      if (!numbers) continue;
      const key = numbers.join(',');
      if (key === previous && !spaceOfOne && attempts < ATTEMPTS_BEFORE_BACK_TO_BACK) continue;
      if (seen.has(key) && !spaceOfOne && attempts < ATTEMPTS_BEFORE_REPEATS) continue;
      if (!meetsGoal(numbers, params.family, goal)) continue;
      if (level === LAST_RELAXATION) relaxed = level;
      if (key === previous) spaceOfOne = true;
      seen.add(key);
      previous = key;
      problems.push({ display: { kind: 'list', numbers }, answer: numbers.reduce((sum, n) => sum + n, 0) });
      break;
    }
  }
  return { problems };
}
