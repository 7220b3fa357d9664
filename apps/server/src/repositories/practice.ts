import { LEARNING_PATH_ID, type QuizSpec } from '@soroban/contracts';
import type { ReviewSpec } from '@soroban/core';
import { type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Executor } from '../db/connect.ts';
import type { Database, QuizAnswersTable, QuizzesTable } from '../db/schema.ts';

/*
 * The practice tables: `quizzes` (one row per started quiz, with the server's seed; graded fields are
 * null until finished), `quiz_answers` (a row per problem of a finished quiz) and `points_totals`.
 *
 * What later features read (all take `db.kysely` or a transaction):
 * - guided program: `passedActivityQuizCounts` (passed quizzes started from each activity, i.e.
 *   with its `activityId`), `deleteTrainingHistory` (reset, inside the caller's transaction;
 *   coins stay).
 * - top 100: `points_totals (user_id, lpath, period, points)`, period 'all' or an ISO week
 *   ('2026-W47', UTC), updated in the submit transaction; index (lpath, period, points) for an
 *   index-ordered top 100. A quiz's points are its coin award total (core `coinAward`: base per
 *   right answer plus the perfect bonus), credited to the quiz's lpath, or 1442 when it has none, so
 *   all practice counts toward the program's ranking and points cannot be farmed faster than coins.
 * - profile / classroom: `finishedQuizzes` (recent results); streaks and days come from services/streaks.ts.
 */

export type QuizRow = Selectable<QuizzesTable>;

/** A quiz as stored: a started QuizSpec, or a review quiz the server built (core ReviewParams). */
export type StoredSpec = QuizSpec | ReviewSpec;

/** The quiz's type and settings as stored at its start (written from a checked QuizSpec or by the server). */
export const specOf = (row: Pick<QuizRow, 'type' | 'params'>) => ({ type: row.type, params: JSON.parse(row.params) }) as StoredSpec;

/** The path a quiz's points go to: its own, or the guided program's when started outside it. */
export const DEFAULT_POINTS_LPATH = String(LEARNING_PATH_ID);

export interface NewQuiz {
  userId: number;
  spec: QuizSpec;
  seed: number;
  lpath: number | null;
  pathname?: string | undefined;
  activityId?: string | undefined;
  startedAt: string;
  total: number;
}

/** A started quiz: its seed and settings, the grade fields empty until it is submitted. */
export async function insertQuiz(db: Executor, quiz: NewQuiz): Promise<number> {
  const row = await db
    .insertInto('quizzes')
    .values({
      user_id: quiz.userId,
      type: quiz.spec.type,
      params: JSON.stringify(quiz.spec.params),
      seed: quiz.seed,
      lpath: quiz.lpath === null ? null : String(quiz.lpath),
      pathname: quiz.pathname ?? null,
      activity_id: quiz.activityId ?? null,
      started_at: quiz.startedAt,
      finished_at: null,
      submission_hash: null,
      correct: null,
      total: quiz.total,
      passed: null,
      total_time_ms: null,
      coins: null,
      points: null,
      coin_base: null,
      coin_bonus: null,
      unpaid: null,
      fluent_count: null,
      balance_after: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const findQuiz = (db: Executor, id: number) => db.selectFrom('quizzes').selectAll().where('id', '=', id).executeTakeFirst();

export interface QuizGrade {
  finishedAt: string;
  submissionHash: string;
  correct: number;
  passed: boolean;
  totalTimeMs: number;
  coins: number;
  points: number;
  coinBase: number;
  coinBonus: number;
  unpaid: UnpaidReason | null;
  fluentCount: number;
}

/** Why a quiz paid less than it was worth (see the quizzes table). */
export type UnpaidReason = 'too-fast' | 'daily-cap';

/**
 * Marks a started quiz finished with its grade, only if it is still unfinished: of two racing
 * submissions exactly one gets `true` and goes on to record answers and coins.
 */
export async function finishQuiz(trx: Transaction<Database>, id: number, grade: QuizGrade): Promise<boolean> {
  const result = await trx
    .updateTable('quizzes')
    .set({
      finished_at: grade.finishedAt,
      submission_hash: grade.submissionHash,
      correct: grade.correct,
      passed: grade.passed ? 1 : 0,
      total_time_ms: grade.totalTimeMs,
      coins: grade.coins,
      points: grade.points,
      coin_base: grade.coinBase,
      coin_bonus: grade.coinBonus,
      unpaid: grade.unpaid,
      fluent_count: grade.fluentCount,
    })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const setBalanceAfter = (trx: Transaction<Database>, id: number, balance: number) =>
  trx.updateTable('quizzes').set({ balance_after: balance }).where('id', '=', id).execute();

export async function insertAnswers(trx: Transaction<Database>, rows: Insertable<QuizAnswersTable>[]) {
  // Chunks keep each statement under SQLite's bound-parameter limit on 100-problem sheets and more.
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('quiz_answers')
      .values(rows.slice(i, i + 100))
      .execute();
}

/** Coins practice paid the person on quizzes finished from `sinceIso` on (the daily cap reads today's). */
export async function coinsPaidSince(db: Executor, userId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('quizzes')
    .select((eb) => eb.fn.sum<number | null>('coins').as('paid'))
    .where('user_id', '=', userId)
    .where('finished_at', '>=', sinceIso)
    .executeTakeFirst();
  return Number(row?.paid ?? 0);
}

export const answersOf = (db: Executor, quizId: number) => db.selectFrom('quiz_answers').selectAll().where('quiz_id', '=', quizId).orderBy('idx').execute();

/** Adds points to each period's aggregate for the path (insert or add, the same SQL on both databases). */
export async function addPoints(trx: Transaction<Database>, userId: number, lpath: string, periods: string[], points: number) {
  for (const period of periods) {
    await trx
      .insertInto('points_totals')
      .values({ user_id: userId, lpath, period, points })
      .onConflict((conflict) => conflict.columns(['user_id', 'lpath', 'period']).doUpdateSet((eb) => ({ points: eb('points_totals.points', '+', points) })))
      .execute();
  }
}

/** Finished quizzes, newest first, optionally of one type. */
export const finishedQuizzes = (db: Executor, userId: number, options: { type?: string | undefined; beforeId?: number | undefined; limit: number }) =>
  db
    .selectFrom('quizzes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('finished_at', 'is not', null)
    .$if(options.type !== undefined, (q) => q.where('type', '=', options.type ?? ''))
    .$if(options.beforeId !== undefined, (q) => q.where('id', '<', options.beforeId ?? 0))
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();

/**
 * Passed quizzes per activity id, over every quiz the learner started from an activity (the
 * (user_id, activity_id, passed) index: practice without an activity is skipped by the range).
 */
export async function passedActivityQuizCounts(db: Executor, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('quizzes')
    .select(['activity_id', (eb) => eb.fn.countAll<number>().as('passed')])
    .where('user_id', '=', userId)
    .where('activity_id', 'is not', null)
    .where('passed', '=', 1)
    .groupBy('activity_id')
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) if (row.activity_id) counts.set(row.activity_id, Number(row.passed));
  return counts;
}

/**
 * For a reset of the guided program: deletes the person's training history of one learning path,
 * inside the caller's transaction: every quiz whose points went to the path (its own lpath, or none
 * for the default path 1442, see DEFAULT_POINTS_LPATH), their answers, and the path's points
 * aggregates, so the aggregates stay the sum of the quizzes left. Coins already earned stay in
 * the ledger.
 */
export async function deleteTrainingHistory(trx: Transaction<Database>, userId: number, lpath: string | number) {
  const path = String(lpath);
  const quizzes = trx
    .selectFrom('quizzes')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => (path === DEFAULT_POINTS_LPATH ? eb.or([eb('lpath', '=', path), eb('lpath', 'is', null)]) : eb('lpath', '=', path)));
  const ids = (await quizzes.execute()).map((row) => row.id);
  // Chunks keep each statement under SQLite's bound-parameter limit for long histories.
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    await trx.deleteFrom('quiz_answers').where('quiz_id', 'in', chunk).execute();
    await trx.deleteFrom('quizzes').where('id', 'in', chunk).execute();
  }
  await trx.deleteFrom('points_totals').where('user_id', '=', userId).where('lpath', '=', path).execute();
}

/** How many quizzes the person started since `sinceIso` (the quizzes_user_started index). */
export async function countQuizStartsSince(db: Executor, userId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('quizzes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('started_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
