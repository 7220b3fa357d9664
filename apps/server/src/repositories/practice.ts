import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database, QuizAnswersTable, QuizzesTable } from '../db/schema.ts';

export type QuizRow = Selectable<QuizzesTable>;
type Executor = Kysely<Database> | Transaction<Database>;

export async function insertQuiz(db: Db, quiz: Insertable<QuizzesTable>): Promise<number> {
  const row = await db.kysely.insertInto('quizzes').values(quiz).returning('id').executeTakeFirstOrThrow();
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
  fluentCount: number;
}

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
  for (let i = 0; i < rows.length; i += 100) await trx.insertInto('quiz_answers').values(rows.slice(i, i + 100)).execute();
}

export const answersOf = (db: Executor, quizId: number) =>
  db.selectFrom('quiz_answers').selectAll().where('quiz_id', '=', quizId).orderBy('idx').execute();

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

/** Every answer to a fact of this type, oldest first, for per-fact fluency. */
export const factAnswers = (db: Executor, userId: number, type: string) =>
  db
    .selectFrom('quiz_answers')
    .innerJoin('quizzes', 'quizzes.id', 'quiz_answers.quiz_id')
    .select(['quiz_answers.fact_key', 'quiz_answers.correct', 'quiz_answers.time_ms'])
    .where('quizzes.user_id', '=', userId)
    .where('quizzes.type', '=', type)
    .where('quiz_answers.fact_key', 'is not', null)
    .orderBy('quizzes.id')
    .orderBy('quiz_answers.idx')
    .execute();

/**
 * For the guided program: how many passed quizzes each activity has (a step completes per passed
 * quiz started from the activity).
 */
export async function passedQuizCounts(db: Executor, userId: number, activityIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (activityIds.length === 0) return counts;
  const rows = await db
    .selectFrom('quizzes')
    .select(['activity_id', (eb) => eb.fn.countAll<number>().as('passed')])
    .where('user_id', '=', userId)
    .where('passed', '=', 1)
    .where('activity_id', 'in', activityIds)
    .groupBy('activity_id')
    .execute();
  for (const row of rows) if (row.activity_id) counts.set(row.activity_id, Number(row.passed));
  return counts;
}

/**
 * For a reset of the guided program: deletes the person's quizzes, answers and points of one
 * learning path, inside the caller's transaction. Coins already earned stay in the ledger.
 */
export async function deleteTrainingHistory(trx: Transaction<Database>, userId: number, lpath: string) {
  const quizIds = trx.selectFrom('quizzes').select('id').where('user_id', '=', userId).where('lpath', '=', lpath);
  await trx.deleteFrom('quiz_answers').where('quiz_id', 'in', quizIds).execute();
  await trx.deleteFrom('quizzes').where('user_id', '=', userId).where('lpath', '=', lpath).execute();
  await trx.deleteFrom('points_totals').where('user_id', '=', userId).where('lpath', '=', lpath).execute();
}

/** For profiles and classrooms: finished quizzes per UTC day since a date ('YYYY-MM-DD' → count). */
export async function practiceDays(db: Executor, userId: number, sinceIso: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('quizzes')
    .select('finished_at')
    .where('user_id', '=', userId)
    .where('finished_at', '>=', sinceIso)
    .execute();
  const days = new Map<string, number>();
  for (const row of rows) {
    const day = (row.finished_at ?? '').slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + 1);
  }
  return days;
}
