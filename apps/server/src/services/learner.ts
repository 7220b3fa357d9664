import {
  ALL_CELLS,
  DEFAULT_LEARNER_PARAMS,
  type PracticePick,
  familyRank,
  parseSkillId,
  pickPractice,
  type GradedProblem,
  type Problem,
  type ProblemDisplay,
  type Skill,
  type SkillState,
  type RecordedMove,
  type Diagnosis,
  diagnoseList,
  diagnoseMoves,
  factSkillId,
  flashSkillId,
  listSkillId,
  sizeSkillId,
  traceList,
  updateSkill,
} from '@soroban/core';
import type { Db, Executor } from '../db/connect.ts';
import { allSkillsOf, saveSkills, skillsOf } from '../repositories/learner.ts';
import { recordWeek } from './skill-map.ts';

// Target times a fluent learner meets, our starting values until answers are fitted (ADR 0005):
// a bead step of a list about a second, a digit of × or ÷ four seconds. Facts use the quiz's own
// "fluent within" threshold.
const LIST_STEP_MS = 1000;
const SIZE_DIGIT_MS = 4000;
/**
 * Flash: the skill is the speed. A round's evidence is its answer at the pace it was flashed: the
 * "response time" is the round's seconds on screen, against half a second a number (about 8 dan's
 * 15 numbers in 6 s). A right round flashed slower is weaker evidence, as a slow right fact is.
 */
export const FLASH_NUMBER_MS = 500;

interface SkillAnswer {
  readonly skill: string;
  readonly correct: boolean;
  readonly targetMs: number;
  /** Replaces the answer's own time (a flash round is measured by its flash time). */
  readonly responseMs?: number;
}

/** How a quiz was shown, where it changes what an answer is evidence of. */
export interface ShownAs {
  /** A flash round: the seconds all its numbers took on screen. */
  readonly flashSeconds?: number | undefined;
}

const digitsOf = (value: number): number => String(Math.trunc(Math.abs(value))).length;

/**
 * The skills one graded problem is evidence of. A right list counts for every complement cell its
 * bead-model trace passes through; a wrong one counts against the cell of the step the diagnosis
 * names (the others were not shown wrong) and against the list size.
 */
function skillAnswers(problem: Problem, item: GradedProblem, factTargetMs: number, shownAs: ShownAs): SkillAnswer[] {
  if (shownAs.flashSeconds !== undefined && problem.display.kind === 'list' && problem.display.numbers.length > 0) {
    const numbers = problem.display.numbers;
    const digits = Math.min(99, Math.max(...numbers.map(digitsOf)));
    return [{ skill: flashSkillId(digits), correct: item.correct, targetMs: numbers.length * FLASH_NUMBER_MS, responseMs: shownAs.flashSeconds * 1000 }];
  }
  if (problem.factKey !== undefined) return [{ skill: factSkillId(problem.factKey), correct: item.correct, targetMs: factTargetMs }];
  const display = problem.display;
  if (display.kind === 'binary' && (display.op === '×' || display.op === '÷')) {
    const sizes = display.op === '×' ? [digitsOf(display.a), digitsOf(display.b)] : [digitsOf(display.b), digitsOf(problem.answer)];
    const [first, second] = sizes as [number, number];
    return [{ skill: sizeSkillId(display.op === '×' ? 'mul' : 'div', first, second), correct: item.correct, targetMs: (first + second) * SIZE_DIGIT_MS }];
  }
  if (display.kind !== 'list' || display.numbers.length === 0 || !display.numbers.every(Number.isSafeInteger)) return [];
  const size = listSkillId(Math.min(99, Math.max(...display.numbers.map(digitsOf))), Math.min(99, display.numbers.length));
  let steps;
  try {
    steps = traceList(display.numbers);
  } catch {
    // A list whose running total goes below zero is not worked on the beads from zero: no cells.
    return [{ skill: size, correct: item.correct, targetMs: display.numbers.length * LIST_STEP_MS }];
  }
  const targetMs = Math.max(1, steps.length) * LIST_STEP_MS;
  const answers: SkillAnswer[] = [{ skill: size, correct: item.correct, targetMs }];
  if (item.correct) {
    for (const cell of new Set(steps.map((step) => step.cell))) answers.push({ skill: cell, correct: true, targetMs });
  } else if (item.given !== null && Number.isSafeInteger(item.given)) {
    const step = diagnoseList(display.numbers, item.given)?.step;
    if (step) answers.push({ skill: step.cell, correct: false, targetMs });
  }
  return answers;
}

/** Updates the learner's skills from every graded problem of a quiz (or exam section), in problem order. */
export async function updateLearnerSkills(
  db: Executor,
  userId: number,
  problems: readonly Problem[],
  items: readonly GradedProblem[],
  at: Date,
  factTargetMs: number,
  shownAs: ShownAs = {},
) {
  const answers = items.flatMap((item) => {
    const problem = problems[item.index];
    return problem ? skillAnswers(problem, item, factTargetMs, shownAs).map((answer) => ({ ...answer, timeMs: answer.responseMs ?? item.timeMs })) : [];
  });
  if (answers.length === 0) return;
  const states = new Map<string, SkillState | null>();
  for (const row of await skillsOf(db, userId, [...new Set(answers.map((answer) => answer.skill))])) {
    states.set(row.skill, { known: row.known, stability: row.stability, lastAt: Date.parse(row.last_at), reps: row.reps, lapses: row.lapses });
  }
  for (const answer of answers) {
    const observation = { correct: answer.correct, at: at.getTime(), responseMs: Math.max(0, answer.timeMs), targetMs: answer.targetMs };
    states.set(answer.skill, updateSkill(states.get(answer.skill) ?? null, observation, DEFAULT_LEARNER_PARAMS));
  }
  await saveSkills(
    db,
    [...states].flatMap(([skill, state]) =>
      state
        ? [
            {
              user_id: userId,
              skill,
              known: state.known,
              stability: state.stability,
              last_at: new Date(state.lastAt).toISOString(),
              reps: state.reps,
              lapses: state.lapses,
            },
          ]
        : [],
    ),
  );
  await recordWeek(db, userId, at);
}

/**
 * The misapplied rule behind a wrong list answer: from the recorded bead moves when the quiz showed
 * the soroban and the beads were moved, else from the answer alone. Null for other problems, for a
 * skipped one, and for a list the beads cannot work from zero (a running total below zero).
 */
export function diagnosisOf(display: ProblemDisplay | undefined, given: number | null, beadMoves: string | null) {
  const found = fullDiagnosisOf(display, given, beadMoves);
  if (!found) return null;
  const step = found.step;
  // The step goes with it so the results detail can show the right move on the beads.
  return step && !step.carry
    ? {
        kind: found.kind,
        message: found.message,
        step: { before: step.before, rod: step.rod, op: step.op, digit: step.digit, rodValue: step.rodValue, family: step.family },
      }
    : { kind: found.kind, message: found.message };
}

/** The same diagnosis with the bead model's step it names (the teacher's dashboard groups by it). */
export function fullDiagnosisOf(display: ProblemDisplay | undefined, given: number | null, beadMoves: string | null): Diagnosis | null {
  if (display?.kind !== 'list' || !display.numbers.every(Number.isSafeInteger)) return null;
  const moves = beadMoves === null ? [] : (JSON.parse(beadMoves) as RecordedMove[]);
  try {
    return moves.length > 0
      ? diagnoseMoves(display.numbers, moves)
      : given !== null && Number.isSafeInteger(given)
        ? diagnoseList(display.numbers, given)
        : null;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** How many skills each list of today's practice shows, and how many new cells. */
const PRACTICE_LIST = 10;
const NEXT_CELLS = 5;

// Never-practised cells in the order schools teach the families (direct first), then as listed.
const CELLS_BY_FAMILY = ALL_CELLS.map((skill) => ({ skill, family: (parseSkillId(skill) as Extract<Skill, { kind: 'cell' }>).family })).sort(
  (a, b) => familyRank(a.family) - familyRank(b.family),
);

const shown = (pick: PracticePick) => ({ skill: pick.skill, mastery: pick.mastery, dueAt: new Date(pick.dueAt).toISOString() });

/** Today's practice: what is due for review, the weakest of the rest, and the next new cells. */
export async function todaysPractice(ctx: { db: Db; user: { id: number }; now: Date }) {
  const rows = await allSkillsOf(ctx.db.kysely, ctx.user.id);
  const entries = rows.map((row) => ({
    skill: row.skill,
    state: { known: row.known, stability: row.stability, lastAt: Date.parse(row.last_at), reps: row.reps, lapses: row.lapses },
  }));
  const plan = pickPractice(entries, ctx.now.getTime(), PRACTICE_LIST, DEFAULT_LEARNER_PARAMS);
  const met = new Set(rows.map((row) => row.skill));
  return {
    dueCount: plan.dueCount,
    due: plan.due.map(shown),
    weakest: plan.weakest.map(shown),
    next: CELLS_BY_FAMILY.filter((cell) => !met.has(cell.skill)).slice(0, NEXT_CELLS),
  };
}
