import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkExamPaper, generateExamPaper } from '../exams/index.ts';
import { PASS_PERCENT } from '../grading/index.ts';
import { ANZAN_LEVELS, FLASH_PRESETS, GENERATORS, KYU_LEVELS, type PracticeType, type Problem, levelQuizSpec } from '../problems/index.ts';
import type { LearningPath, PracticeSpec } from './model.ts';
import { PLACEMENT_STAGES, placement } from './placement.ts';
import { JUMP_MAX_UNIT } from './progress.ts';
import { testOutQuizzes } from './testout.ts';

// What the program teaches, checked over the WHOLE shipped curriculum and every free-practice level:
// each quiz is generated for several seeds and every step of every list is classified by the bead
// simulation below, written here from the rules of DOMAIN.md and independent of the generators'
// bead model (packages/core/src/soroban), so a shared mistake cannot hide.

const SEEDS = [1, 2, 3, 4, 5];
const path = JSON.parse(readFileSync(new URL('../../../../content/curriculum/lpath-1442.json', import.meta.url), 'utf8')) as LearningPath;

type Rule = 'direct' | 'five-complement' | 'ten-complement' | 'mixed';
const RULES: readonly Rule[] = ['direct', 'five-complement', 'ten-complement', 'mixed'];
interface Step {
  readonly rule: Rule;
  readonly op: '+' | '-';
  readonly digit: number;
}

/** One rod as beads: the heaven bead down (worth 5) and how many earth beads are up (1 each). */
interface Beads {
  heaven: boolean;
  earth: number;
}

// Moving beads on one rod only: push free beads (direct), or use the 5 bead and its small friend.
// Returns the rule used, or null when the rod alone cannot do it.
function putOnRod(rod: Beads, d: number): Rule | null {
  const heaven = d >= 5;
  const earth = d % 5;
  if (!(heaven && rod.heaven) && rod.earth + earth <= 4) {
    rod.heaven ||= heaven;
    rod.earth += earth;
    return 'direct';
  }
  if (!heaven && !rod.heaven && rod.earth >= 5 - d) {
    rod.heaven = true;
    rod.earth -= 5 - d;
    return 'five-complement';
  }
  return null;
}

function takeFromRod(rod: Beads, d: number): Rule | null {
  const heaven = d >= 5;
  const earth = d % 5;
  if ((!heaven || rod.heaven) && rod.earth >= earth) {
    if (heaven) rod.heaven = false;
    rod.earth -= earth;
    return 'direct';
  }
  if (!heaven && rod.heaven && rod.earth + (5 - d) <= 4) {
    rod.heaven = false;
    rod.earth += 5 - d;
    return 'five-complement';
  }
  return null;
}

class BeadSimulation {
  readonly rods: Beads[] = Array.from({ length: 20 }, () => ({ heaven: false, earth: 0 }));
  readonly steps: Step[] = [];

  add(i: number, d: number): void {
    const rod = this.rods[i] as Beads;
    const inRod = putOnRod(rod, d);
    if (inRod) {
      this.steps.push({ rule: inRod, op: '+', digit: d });
      return;
    }
    // Big friend: take 10 − d here (itself a small-friend move when the earth beads are short), carry 1.
    const inner = takeFromRod(rod, 10 - d);
    if (!inner) throw new Error(`cannot add ${d}`);
    this.steps.push({ rule: inner === 'direct' ? 'ten-complement' : 'mixed', op: '+', digit: d });
    this.add(i + 1, 1);
  }

  subtract(i: number, d: number): void {
    const rod = this.rods[i] as Beads;
    const inRod = takeFromRod(rod, d);
    if (inRod) {
      this.steps.push({ rule: inRod, op: '-', digit: d });
      return;
    }
    // Borrow 1 from the left, then give back 10 − d here.
    this.subtract(i + 1, 1);
    const inner = putOnRod(rod, 10 - d);
    if (!inner) throw new Error(`cannot subtract ${d}`);
    this.steps.push({ rule: inner === 'direct' ? 'ten-complement' : 'mixed', op: '-', digit: d });
  }

  value(): number {
    return this.rods.reduceRight((sum, rod) => sum * 10 + (rod.heaven ? 5 : 0) + rod.earth, 0);
  }
}

/** Every step of a list worked from zero, each number from its highest digit; null if it goes below zero. */
function stepsOf(numbers: readonly number[]): Step[] | null {
  const sim = new BeadSimulation();
  let total = 0;
  for (const n of numbers) {
    total += n;
    if (total < 0) return null;
    const digits = String(Math.abs(n)).split('').map(Number);
    digits.forEach((d, k) => {
      const place = digits.length - 1 - k;
      if (d > 0 && n > 0) sim.add(place, d);
      if (d > 0 && n < 0) sim.subtract(place, d);
    });
  }
  expect(sim.value(), `${numbers.join(' ')} on the beads`).toBe(total);
  return sim.steps;
}

/** A family's table for one sign: the digits some rod value makes a step of that family. */
function table(rule: Rule, op: '+' | '-'): string[] {
  const formulas = new Set<string>();
  for (let v = 0; v <= 9; v++) {
    for (let d = 1; d <= 9; d++) {
      // Subtractions start from 10 + v so that a borrow is always available.
      const steps = stepsOf(op === '+' ? [v, d].filter((n) => n > 0) : [10 + v, -d]) ?? [];
      for (const s of steps.slice(-2)) if (s.rule === rule && s.op === op && s.digit === d) formulas.add(`${op}${d}`);
    }
  }
  return [...formulas];
}

const generate = (spec: PracticeSpec, seed: number): readonly Problem[] =>
  (GENERATORS[spec.type as PracticeType] as (params: unknown, seed: number) => { problems: readonly Problem[] })(spec.params, seed).problems;

const LESSON_MOVES: Readonly<Record<string, string>> = {
  'direct-add': 'direct +',
  'direct-subtract': 'direct -',
  'five-complement-add': 'five-complement +',
  'five-complement-subtract': 'five-complement -',
  'ten-complement-add': 'ten-complement +',
  'ten-complement-subtract': 'ten-complement -',
  'mixed-add': 'mixed +',
  'mixed-subtract': 'mixed -',
};

interface Expectations {
  /** "rule op" moves the learner has been taught. */
  readonly taught: ReadonlySet<string>;
  /** The complement family whose subtraction this unit teaches: each list must hold one. */
  readonly subtraction: Rule | null;
}

/** The problems of one quiz for one seed, with every list's failures named. */
function checkQuiz(where: string, spec: PracticeSpec, seed: number, expectations: Expectations): string[] {
  const failures: string[] = [];
  const problems = generate(spec, seed);
  const keys = problems.map((p) => JSON.stringify(p.display));
  keys.forEach((key, i) => {
    if (i > 0 && key === keys[i - 1]) failures.push(`${where} seed ${seed}: problem ${i + 1} repeats the one before it (${key})`);
    else if (keys.indexOf(key) < i) failures.push(`${where} seed ${seed}: problem ${i + 1} repeats problem ${keys.indexOf(key) + 1} (${key})`);
  });
  const met = new Set<string>();
  for (const problem of problems) {
    if (problem.display.kind !== 'list') continue;
    const list = problem.display.numbers.join(' ');
    // Once every move is taught only rule drills and subtraction units have more to check on the beads.
    if (expectations.taught.size === ALL_MOVES && !expectations.subtraction && spec.type !== 'soroban-skill') continue;
    const steps = stepsOf(problem.display.numbers);
    if (!steps) continue; // a list below zero: only the late units with negative answers allow it
    const untaught = steps.find((s) => !expectations.taught.has(`${s.rule} ${s.op}`));
    if (untaught) failures.push(`${where} seed ${seed}: ${list} needs ${untaught.rule} ${untaught.op}${untaught.digit}, not taught yet`);
    const subtraction = expectations.subtraction;
    if (subtraction && !steps.some((s) => s.rule === subtraction && s.op === '-'))
      failures.push(`${where} seed ${seed}: ${list} holds no ${subtraction} subtraction`);
    if (spec.type === 'soroban-skill') {
      const { family, operations, digits } = spec.params;
      const moves = steps.filter((s) => s.rule === family);
      moves.forEach((s) => met.add(`${s.op}${s.digit}`));
      if (moves.length === 0) failures.push(`${where} seed ${seed}: ${list} needs no ${family} move`);
      const roomForTwo = operations === 'add-subtract' || digits > 1;
      if (family === 'five-complement' && roomForTwo && moves.length < 2) failures.push(`${where} seed ${seed}: ${list} has one small-friend move`);
    }
  }
  if (spec.type === 'soroban-skill' && spec.params.family !== 'direct') {
    const { family, operations } = spec.params;
    const formulas = [...table(family, '+'), ...(operations === 'add-subtract' ? table(family, '-') : [])];
    const missed = formulas.filter((f) => !met.has(f));
    if (missed.length > 0) failures.push(`${where} seed ${seed}: the quiz never meets ${family} ${missed.join(' ')}`);
  }
  return failures;
}

/**
 * Repeats in one quiz of any type (facts, pairs, × and ÷ too): none while the space has problems
 * left, never one twice in a row. The space is estimated as every problem the spec dealt over
 * SPACE_SEEDS quizzes: exact for the small spaces where repeats are unavoidable, and beyond a
 * quiz's length for the large ones, where a quiz must then hold no repeat at all.
 */
const SPACE_SEEDS = 60;
const spaces = new Map<string, number>();
function spaceOf(spec: PracticeSpec): number {
  const key = JSON.stringify(spec);
  let space = spaces.get(key);
  if (space === undefined) {
    const seen = new Set<string>();
    for (let seed = 1000; seed < 1000 + SPACE_SEEDS; seed++) for (const p of generate(spec, seed)) seen.add(JSON.stringify(p.display));
    space = seen.size;
    spaces.set(key, space);
  }
  return space;
}

function repeatsIn(where: string, spec: PracticeSpec, seed: number): string[] {
  const keys = generate(spec, seed).map((p) => JSON.stringify(p.display));
  const failures: string[] = [];
  const firstOf = new Map<string, number>();
  keys.forEach((key, i) => {
    if (i > 0 && key === keys[i - 1]) failures.push(`${where} seed ${seed}: problem ${i + 1} repeats the one before it (${key})`);
    else if (firstOf.has(key) && firstOf.size < spaceOf(spec))
      failures.push(
        `${where} seed ${seed}: problem ${i + 1} repeats problem ${(firstOf.get(key) ?? 0) + 1} (${key}) with ${spaceOf(spec) - firstOf.size} of ${spaceOf(spec)} problems not yet dealt`,
      );
    if (!firstOf.has(key)) firstOf.set(key, i);
  });
  return failures;
}

const ALL_MOVES = RULES.length * 2;
const LIST_TYPES = new Set(['soroban-skill', 'addition-list', 'flash', 'audible']);

describe('the bead simulation of this test', () => {
  it('classifies the examples of DOMAIN.md', () => {
    // The rule of the last number's step (its carry or borrow on the rod to the left is a step of its own).
    const last = (numbers: number[]) =>
      stepsOf(numbers)!
        .filter((s) => s.digit === Math.abs(numbers.at(-1)!))
        .at(-1)!.rule;
    expect(last([1, 3])).toBe('direct');
    expect(last([4, 2])).toBe('five-complement');
    expect(last([7, 8])).toBe('ten-complement');
    expect(last([6, 7])).toBe('mixed');
    expect(last([7, -3])).toBe('five-complement');
    expect(last([12, -8])).toBe('ten-complement');
    expect(last([13, -6])).toBe('mixed');
    expect(table('five-complement', '+').sort()).toEqual(['+1', '+2', '+3', '+4']);
    expect(table('mixed', '-').sort()).toEqual(['-6', '-7', '-8', '-9']);
    expect(table('ten-complement', '-')).toHaveLength(9);
  });
});

describe('what the guided program teaches', () => {
  it('asks in every unit only for moves taught so far, subtractions of the unit in every list, whole tables, no repeats', () => {
    const failures: string[] = [];
    const taught = new Set<string>();
    for (const unit of path.units) {
      let subtraction: Rule | null = null;
      for (const activity of unit.activities) {
        const move = LESSON_MOVES[activity.video?.lessonId ?? ''];
        if (!move) continue;
        taught.add(move);
        const [rule, op] = move.split(' ') as [Rule, string];
        if (op === '-' && rule !== 'direct') subtraction = rule;
      }
      for (const activity of unit.activities) {
        if (!activity.practice || !LIST_TYPES.has(activity.practice.type)) continue;
        for (const seed of SEEDS) failures.push(...checkQuiz(`unit ${unit.number} ${activity.id}`, activity.practice, seed, { taught, subtraction }));
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    // Hundreds of quizzes: seconds on an idle machine, more on a busy CI runner.
  }, 30_000);

  it('repeats no problem in any quiz of any unit while others are left, and none twice in a row', () => {
    const failures: string[] = [];
    for (const unit of path.units) {
      for (const activity of unit.activities) {
        if (!activity.practice) continue;
        for (const seed of SEEDS) failures.push(...repeatsIn(`unit ${unit.number} ${activity.id}`, activity.practice, seed));
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 30_000);

  it('sits the real soroban paper of 7 kyu through 1 kyu in its exam units, after lists of numbers as long as the paper’s', () => {
    const exams = path.units.flatMap((unit) => unit.activities.flatMap((activity) => (activity.exam ? [{ unit, activity, exam: activity.exam }] : [])));
    expect(exams.map(({ exam }) => `${exam.body} ${exam.grade}`)).toEqual(['7', '6', '5', '4', '3', '2', '1'].map((k) => `soroban ${k}-kyu`));
    const failures: string[] = [];
    let longest = 0; // digits of the longest list number the program's quizzes have asked for so far
    for (const unit of path.units) {
      for (const activity of unit.activities) {
        if (activity.practice && LIST_TYPES.has(activity.practice.type)) {
          for (const problem of generate(activity.practice, 1)) {
            if (problem.display.kind === 'list') longest = Math.max(longest, ...problem.display.numbers.map((n) => String(Math.abs(n)).length));
          }
        }
        if (!activity.exam) continue;
        const kyu = activity.exam.grade.replace('-kyu', ' kyu');
        if (!unit.moduleName.startsWith(kyu)) failures.push(`${activity.id} sits the ${kyu} paper in unit ${unit.number} '${unit.moduleName}'`);
        for (const seed of SEEDS) {
          const paper = generateExamPaper(activity.exam.body, activity.exam.grade, seed);
          failures.push(...checkExamPaper(paper).map((v) => `${activity.id} seed ${seed}: ${v}`));
          const lists = paper.sections.flatMap((s) => s.problems.flatMap((p) => (p.display.kind === 'list' ? p.display.numbers : [])));
          const paperLongest = Math.max(...lists.map((n) => String(Math.trunc(Math.abs(n))).length));
          if (paperLongest > longest)
            failures.push(`${activity.id} seed ${seed}: the paper has ${paperLongest}-digit list numbers, the program only ${longest} so far`);
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('tests every move a jump skips, subtraction included, on the beads', () => {
    const failures: string[] = [];
    for (let from = 1; from < JUMP_MAX_UNIT; from++) {
      for (let to = from + 1; to <= JUMP_MAX_UNIT; to++) {
        const skipped = path.units.filter((u) => u.number >= from && u.number < to);
        const moves = new Set(skipped.flatMap((u) => u.activities.flatMap((a) => LESSON_MOVES[a.video?.lessonId ?? ''] ?? [])));
        const met = new Set<string>();
        for (const quiz of testOutQuizzes(path, from, to)) {
          for (const problem of generate(quiz.practice, 1)) {
            if (problem.display.kind === 'list') stepsOf(problem.display.numbers)?.forEach((s) => met.add(`${s.rule} ${s.op}`));
          }
        }
        const untested = [...moves].filter((move) => !met.has(move));
        if (untested.length > 0) failures.push(`jump from unit ${from} to ${to} never tests ${untested.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 30_000);

  it('places through the families in teaching order, at the first stage below 80 %', () => {
    for (const stage of PLACEMENT_STAGES) {
      const teaching = path.units.find((u) => u.activities.some((a) => a.video?.lessonId === stage.lessonId));
      expect(teaching?.number, stage.name).toBe(stage.unit);
    }
    const stageUnits = PLACEMENT_STAGES.map((stage) => stage.unit);
    expect(stageUnits).toEqual([...stageUnits].sort((a, b) => a - b));
    // The family stages are rule-proven lists that subtract (five lists sample a table, they cannot deal all of it).
    const everything = { taught: new Set(RULES.flatMap((r) => [`${r} +`, `${r} -`])), subtraction: null };
    for (const stage of PLACEMENT_STAGES.filter((s) => s.practice.type === 'soroban-skill')) {
      for (const seed of SEEDS)
        expect(checkQuiz(`placement ${stage.name}`, stage.practice, seed, everything).filter((f) => !f.includes('never meets'))).toEqual([]);
    }
    const right = { correct: 5, total: 5 };
    const four = { correct: 4, total: 5 };
    const three = { correct: 3, total: 5 };
    expect(placement([right, four])).toBeUndefined();
    expect(placement([three])).toEqual({ failed: PLACEMENT_STAGES[0], jumpTo: 1 });
    expect(placement([right, three])).toEqual({ failed: PLACEMENT_STAGES[1], jumpTo: 3 });
    expect(placement([right, right, right, right, three])?.jumpTo).toBe(JUMP_MAX_UNIT);
    expect(placement(PLACEMENT_STAGES.map(() => right))).toEqual({ failed: null, jumpTo: JUMP_MAX_UNIT });
  });

  it('passes rule drills at 90 %', () => {
    expect(PASS_PERCENT['soroban-skill']).toBe(90);
  });
});

describe('free-practice levels', () => {
  it('ask a beginner level only for its rule family, and repeat no list at any level', () => {
    const failures: string[] = [];
    for (const level of [...KYU_LEVELS, ...ANZAN_LEVELS]) {
      const skill = level.skill;
      const taught = new Set(
        skill
          ? RULES.slice(0, RULES.indexOf(skill.family) + 1).flatMap((rule) => (skill.operations === 'add' ? [`${rule} +`] : [`${rule} +`, `${rule} -`]))
          : RULES.flatMap((rule) => [`${rule} +`, `${rule} -`]),
      );
      const spec = levelQuizSpec(level, 10);
      if (skill) expect(spec, level.id).toMatchObject({ type: 'soroban-skill', params: { family: skill.family } });
      for (const seed of SEEDS) failures.push(...checkQuiz(level.id, spec, seed, { taught, subtraction: null }));
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 30_000);

  it('drill only the chosen rule (and those before it) on the Rule screen, with its subtraction in every add-and-subtract list', () => {
    const failures: string[] = [];
    for (const family of RULES) {
      for (const operations of ['add', 'add-subtract'] as const) {
        const taught = new Set(
          RULES.slice(0, RULES.indexOf(family) + 1).flatMap((rule) => (operations === 'add' ? [`${rule} +`] : [`${rule} +`, `${rule} -`])),
        );
        const subtraction = operations === 'add-subtract' && family !== 'direct' ? family : null;
        for (const digits of [1, 2, 3]) {
          for (const problems of [5, 10]) {
            // As the Rule screen builds it (apps/web practice-modes skillMode).
            const count = family === 'direct' && operations === 'add' ? 3 : 5;
            const spec: PracticeSpec = { type: 'soroban-skill', params: { family, operations, digits, count, problems } };
            const where = `rule ${family} ${operations} ${digits} digit(s) × ${problems}`;
            // Five lists cannot deal a whole table; ten can.
            for (const seed of SEEDS)
              failures.push(...checkQuiz(where, spec, seed, { taught, subtraction }).filter((f) => problems >= 10 || !f.includes('never meets')));
          }
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 30_000);

  it('repeat no round at any flash grade (the flash ladder), all families taught', () => {
    const everything = { taught: new Set(RULES.flatMap((r) => [`${r} +`, `${r} -`])), subtraction: null };
    const failures: string[] = [];
    for (const preset of FLASH_PRESETS) {
      const spec: PracticeSpec = { type: 'flash', params: { ...preset.params, rounds: 10 } };
      for (const seed of SEEDS) failures.push(...checkQuiz(preset.id, spec, seed, everything), ...repeatsIn(preset.id, spec, seed));
    }
    expect(failures.slice(0, 20)).toEqual([]);
  }, 30_000);
});
