import { MISTAKE_RIGHT_DAYS, type KeptMistake } from '@soroban/contracts';
import { type GradedProblem, type Problem, type ProblemDisplay, type ReviewItem, problemKey } from '@soroban/core';
import type { Executor } from '../db/connect.ts';
import type { LearnerMistakesTable } from '../db/schema.ts';
import type { CallContext } from '../lib/call-route.ts';
import { clearMistakes, countMistakes, mistakesByKey, mistakesOf, saveMistakes } from '../repositories/mistakes.ts';
import { diagnosisOf } from './learner.ts';

/** The most kept mistakes the list shows. */
const LISTED = 100;

/** A graded quiz or mock exam paper, as the mistakes bookkeeping reads it. */
export interface GradedQuiz {
  /** The recipe that brings problem `index` back exactly (core's redoRecipe for a quiz, examRecipe for a paper). */
  recipe: (index: number) => ReviewItem;
  problems: readonly Problem[];
  items: readonly GradedProblem[];
  /** Per problem, the bead moves as stored (JSON) or null. */
  beadMoves: readonly (string | null)[];
  /** A timed sheet: a problem left without an answer was not reached, not skipped. */
  timed: boolean;
  now: Date;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The mistakes bookkeeping of a graded quiz or mock exam paper, inside its transaction: every wrong (or skipped)
 * problem is kept or counted again, with the recipe that brings it back and the diagnosis of the
 * miss when there is one; a kept problem answered right counts that UTC day (once a day), and
 * leaves after MISTAKE_RIGHT_DAYS different days. A miss starts the count of right days again.
 */
export async function recordMistakes(db: Executor, userId: number, quiz: GradedQuiz) {
  const met = quiz.items.flatMap((item) => {
    const problem = quiz.problems[item.index];
    if (!problem || (!item.correct && item.given === null && quiz.timed)) return [];
    return [{ item, problem, key: problemKey(problem.display) }];
  });
  if (met.length === 0) return;
  const rows = new Map<string, LearnerMistakesTable>();
  for (const row of await mistakesByKey(db, userId, [...new Set(met.map((entry) => entry.key))])) rows.set(row.problem_key, row);
  const changed = new Set<string>();
  const cleared = new Set<string>();
  const at = quiz.now.toISOString();
  const today = utcDay(quiz.now);
  for (const { item, problem, key } of met) {
    const row = rows.get(key);
    if (item.correct) {
      if (!row || row.last_right_day === today) continue;
      const next = { ...row, right_days: row.right_days + 1, last_right_day: today };
      rows.set(key, next);
      if (next.right_days >= MISTAKE_RIGHT_DAYS) {
        rows.delete(key);
        cleared.add(key);
        changed.delete(key);
      } else changed.add(key);
      continue;
    }
    const diagnosis = diagnosisOf(problem.display, item.given, quiz.beadMoves[item.index] ?? null);
    const named = diagnosis && diagnosis.kind !== 'unknown' ? diagnosis : null;
    rows.set(key, {
      user_id: userId,
      problem_key: key,
      display: JSON.stringify(problem.display),
      recipe: JSON.stringify(quiz.recipe(item.index)),
      wrong_count: (row?.wrong_count ?? 0) + 1,
      first_wrong_at: row?.first_wrong_at ?? at,
      last_wrong_at: at,
      diagnosis_kind: named?.kind ?? row?.diagnosis_kind ?? null,
      diagnosis_message: named?.message ?? row?.diagnosis_message ?? null,
      right_days: 0,
      last_right_day: null,
    });
    changed.add(key);
    cleared.delete(key);
  }
  await saveMistakes(
    db,
    [...changed].flatMap((key) => rows.get(key) ?? []),
  );
  await clearMistakes(db, userId, [...cleared]);
}

const kept = (row: LearnerMistakesTable): KeptMistake => ({
  key: row.problem_key,
  display: JSON.parse(row.display) as ProblemDisplay as KeptMistake['display'],
  timesMissed: row.wrong_count,
  lastMissedAt: row.last_wrong_at,
  diagnosis:
    row.diagnosis_kind === null || row.diagnosis_message === null
      ? null
      : { kind: row.diagnosis_kind as NonNullable<KeptMistake['diagnosis']>['kind'], message: row.diagnosis_message },
  rightDays: row.right_days,
  toGo: Math.max(0, MISTAKE_RIGHT_DAYS - row.right_days),
});

/** The learner's kept mistakes, most missed first. */
export async function myMistakes(ctx: Pick<CallContext, 'db' | 'user'>) {
  const db = ctx.db.kysely;
  const [rows, count] = await Promise.all([mistakesOf(db, ctx.user.id, LISTED), countMistakes(db, ctx.user.id)]);
  return { mistakes: rows.map(kept), count };
}
