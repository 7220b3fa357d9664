// What the program teaches, measured with the bead model over many seeds: for every list quiz of the
// guided program and every free-practice level, the share of lists that need a rule the learner has
// not been taught yet, the share of lists of a subtraction unit without a subtraction of its family,
// how many problems repeat in a quiz, and whether a quiz meets every formula of its family's table.
// Figures, not a test: the invariant test (packages/core teaching.test.ts) fails on any of them.
import { readFileSync } from 'node:fs';
import {
  FAMILIES,
  type Family,
  GENERATORS,
  ANZAN_LEVELS,
  KYU_LEVELS,
  type LearningPath,
  type PracticeSpec,
  type PracticeType,
  type Problem,
  levelQuizSpec,
  runProblem,
} from '@soroban/core';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 200);
const path = JSON.parse(readFileSync(new URL('../content/curriculum/lpath-1442.json', import.meta.url), 'utf8')) as LearningPath;

type Move = `${Family} ${'+' | '-'}`;
const LESSON_MOVES: Record<string, Move[]> = {
  'direct-add': ['direct +'],
  'direct-subtract': ['direct -'],
  'five-complement-add': ['five-complement +'],
  'five-complement-subtract': ['five-complement -'],
  'ten-complement-add': ['ten-complement +'],
  'ten-complement-subtract': ['ten-complement -'],
  'mixed-add': ['mixed +'],
  'mixed-subtract': ['mixed -'],
};

const generate = (spec: PracticeSpec, seed: number): readonly Problem[] =>
  (GENERATORS[spec.type as PracticeType] as (params: unknown, seed: number) => { problems: readonly Problem[] })(spec.params, seed).problems;

/** Every step of a list as "family sign digit" (carries included), or null when it goes below zero. */
function moves(numbers: readonly number[]): string[] | null {
  try {
    return runProblem(numbers, { trace: true }).trace.flatMap((steps) => steps.map((s) => `${s.family} ${s.op} ${s.digit}`));
  } catch {
    return null;
  }
}

const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);

interface QuizFigures {
  lists: number;
  untaught: number;
  withoutSubtraction: number;
  repeats: number;
  backToBack: number;
  quizzes: number;
  tableMissed: number;
}

function measure(spec: PracticeSpec, taught: ReadonlySet<string>, subtraction: Family | null, table: readonly string[]): QuizFigures {
  const f: QuizFigures = { lists: 0, untaught: 0, withoutSubtraction: 0, repeats: 0, backToBack: 0, quizzes: 0, tableMissed: 0 };
  for (let seed = 1; seed <= SEEDS; seed++) {
    const problems = generate(spec, seed);
    const keys = problems.map((p) => JSON.stringify(p.display));
    f.quizzes++;
    f.repeats += keys.length - new Set(keys).size;
    f.backToBack += keys.filter((k, i) => i > 0 && k === keys[i - 1]).length;
    const met = new Set<string>();
    for (const problem of problems) {
      if (problem.display.kind !== 'list') continue;
      const steps = moves(problem.display.numbers);
      if (!steps) continue;
      f.lists++;
      if (steps.some((s) => !taught.has(s.split(' ').slice(0, 2).join(' ')))) f.untaught++;
      if (subtraction && !steps.some((s) => s.startsWith(`${subtraction} -`))) f.withoutSubtraction++;
      steps.forEach((s) => met.add(s));
    }
    if (table.some((formula) => !met.has(formula))) f.tableMissed++;
  }
  return f;
}

/** The formulas of a family for one sign: every digit that some rod value makes a step of that family. */
function formulas(family: Family, sign: '+' | '-'): string[] {
  const found = new Set<string>();
  for (let v = 0; v <= 9; v++) {
    for (let d = 1; d <= 9; d++) {
      const steps = moves(sign === '+' ? [v, d].filter((n) => n > 0) : [10 + v, -d]) ?? [];
      if (steps.slice(-2).includes(`${family} ${sign} ${d}`)) found.add(`${family} ${sign} ${d}`);
    }
  }
  return [...found];
}

const rows: string[][] = [['where', 'quiz', 'lists', 'untaught', 'no family −', 'table missed', 'repeats/quiz', 'back-to-back/quiz']];
const row = (where: string, spec: PracticeSpec, f: QuizFigures) =>
  rows.push([
    where,
    `${spec.type} ${JSON.stringify(spec.params).replace(/"/g, '')}`.slice(0, 90),
    String(f.lists),
    pct(f.untaught, f.lists),
    pct(f.withoutSubtraction, f.lists),
    pct(f.tableMissed, f.quizzes),
    (f.repeats / f.quizzes).toFixed(2),
    (f.backToBack / f.quizzes).toFixed(2),
  ]);

const taught = new Set<string>();
for (const unit of path.units) {
  let subtraction: Family | null = null;
  for (const activity of unit.activities) {
    for (const move of LESSON_MOVES[activity.video?.lessonId ?? ''] ?? []) {
      taught.add(move);
      if (move.endsWith('-') && !move.startsWith('direct')) subtraction = move.split(' ')[0] as Family;
    }
  }
  for (const activity of unit.activities) {
    const spec = activity.practice;
    if (!spec || !['soroban', 'mental'].includes(activity.activity)) continue;
    if (!['soroban-skill', 'addition-list', 'flash', 'audible'].includes(spec.type)) continue;
    const skill = spec.type === 'soroban-skill' ? spec.params : null;
    const table =
      skill && skill.family !== 'direct' ? [...formulas(skill.family, '+'), ...(skill.operations === 'add' ? [] : formulas(skill.family, '-'))] : [];
    row(`unit ${unit.number} ${activity.activity}`, spec, measure(spec, taught, subtraction, table));
  }
}

const allMoves = new Set(FAMILIES.flatMap((f) => [`${f} +`, `${f} -`]));
for (const [ladder, levels] of [
  ['soroban', KYU_LEVELS],
  ['anzan', ANZAN_LEVELS],
] as const) {
  for (const level of levels) {
    const spec = levelQuizSpec(level, 10);
    const skill = level.skill;
    const levelTaught = skill
      ? new Set(FAMILIES.slice(0, FAMILIES.indexOf(skill.family) + 1).flatMap((f) => (skill.operations === 'add' ? [`${f} +`] : [`${f} +`, `${f} -`])))
      : allMoves;
    row(`free ${ladder} ${level.id}`, spec, measure(spec, levelTaught, null, []));
  }
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
