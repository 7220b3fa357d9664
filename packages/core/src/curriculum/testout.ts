import { FAMILIES } from '../soroban/index.ts';
import type { CurriculumActivity, CurriculumUnit, LearningPath, PracticeSpec } from './model.ts';

/** At most this many quizzes in one test-out without rule drills: "1 or more jump quizzes", kept short. */
export const TESTOUT_MAX_QUIZZES = 3;
const TESTOUT_PROBLEMS = 5;
const TESTOUT_ROUNDS = 3;

export interface TestOutQuiz {
  /** The activity whose skill the quiz checks. */
  readonly fromActivityId: string;
  readonly fromUnit: number;
  readonly practice: PracticeSpec;
}

/** A short version of an activity's quiz: fewer problems (or flash/audible rounds), same difficulty. */
export function shortened(practice: PracticeSpec): PracticeSpec {
  const p = practice.params as unknown as Record<string, unknown>;
  const params: Record<string, unknown> = { ...p };
  if (typeof p.problems === 'number') params.problems = Math.min(p.problems, TESTOUT_PROBLEMS);
  if (typeof p.rounds === 'number') params.rounds = Math.min(p.rounds, TESTOUT_ROUNDS);
  return { type: practice.type, params } as unknown as PracticeSpec;
}

/**
 * One quiz per rule family the skipped units drill, so a jump never skips a family untested: the
 * family's last drill among them, the last that subtracts when there is one (its lists then hold a
 * subtraction of the family each). Drills keep their full length, so the quiz deals the family's
 * whole table and the 90 % pass mark leaves room for one slip.
 */
function familyQuizzes(skipped: readonly CurriculumUnit[]): TestOutQuiz[] {
  return FAMILIES.flatMap((family) => {
    let chosen: { unit: CurriculumUnit; activity: CurriculumActivity; subtracts: boolean } | null = null;
    for (const unit of skipped) {
      for (const activity of unit.activities) {
        const practice = activity.practice;
        if (activity.activity !== 'soroban' || practice?.type !== 'soroban-skill' || practice.params.family !== family) continue;
        const subtracts = practice.params.operations === 'add-subtract';
        if (!chosen || subtracts || !chosen.subtracts) chosen = { unit, activity, subtracts };
      }
    }
    return chosen?.activity.practice ? [{ fromActivityId: chosen.activity.id, fromUnit: chosen.unit.number, practice: chosen.activity.practice }] : [];
  });
}

/**
 * The jump quizzes for skipping units fromUnit … toUnit − 1: a quiz per rule family those units
 * drill (familyQuizzes) or, for units without rule drills, the hardest soroban or mental quiz of up
 * to three of them, spread from the last skipped unit backwards, preferring types not already
 * chosen. Facts and 100-square tools are left out: they measure speed, not the skill.
 * Deterministic, so the same jump always asks the same kinds of quiz.
 */
export function testOutQuizzes(path: LearningPath, fromUnit: number, toUnit: number): TestOutQuiz[] {
  const skipped = path.units.filter((u) => u.number >= fromUnit && u.number < toUnit);
  const families = familyQuizzes(skipped);
  if (families.length > 0) return families;
  const candidates = skipped.map((unit) => {
    const quizzes = unit.activities.filter((a) => a.practice && (a.activity === 'soroban' || a.activity === 'mental'));
    return { unit, quizzes };
  });
  const picked: TestOutQuiz[] = [];
  const types = new Set<string>();
  const count = Math.min(TESTOUT_MAX_QUIZZES, candidates.filter((c) => c.quizzes.length > 0).length);
  // Walk the skipped units from the last, taking evenly spaced ones.
  const withQuizzes = candidates.filter((c) => c.quizzes.length > 0).reverse();
  for (let i = 0; i < count; i++) {
    const candidate = withQuizzes[Math.floor((i * withQuizzes.length) / count)];
    if (!candidate) continue;
    const ordered = [...candidate.quizzes].reverse();
    const choice = ordered.find((a) => a.practice && !types.has(a.practice.type)) ?? ordered[0];
    if (!choice?.practice) continue;
    types.add(choice.practice.type);
    picked.push({ fromActivityId: choice.id, fromUnit: candidate.unit.number, practice: shortened(choice.practice) });
  }
  return picked.reverse();
}
