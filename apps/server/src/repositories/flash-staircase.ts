import type { Executor } from '../db/connect.ts';

export interface NewStaircase {
  userId: number;
  digits: number;
  count: number;
  startLevel: number;
  startedAt: string;
}

export async function insertStaircase(db: Executor, s: NewStaircase): Promise<number> {
  const row = await db
    .insertInto('flash_staircases')
    .values({ user_id: s.userId, digits: s.digits, count: s.count, start_level: s.startLevel, started_at: s.startedAt, finished_at: null, result_level: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const staircaseOf = (db: Executor, userId: number, id: number) =>
  db.selectFrom('flash_staircases').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** The speed the learner's last finished search of these digits × count reached, if any. */
export async function lastResultLevel(db: Executor, userId: number, digits: number, count: number): Promise<number | null> {
  const row = await db
    .selectFrom('flash_staircases')
    .select('result_level')
    .where('user_id', '=', userId)
    .where('digits', '=', digits)
    .where('count', '=', count)
    .where('result_level', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.result_level ?? null;
}

/** The rounds of a search in order, with what their quizzes were graded (null while unanswered). */
export const roundsOf = (db: Executor, staircaseId: number) =>
  db
    .selectFrom('flash_staircase_rounds as r')
    .innerJoin('quizzes as q', 'q.id', 'r.quiz_id')
    .select(['r.idx', 'r.level', 'r.quiz_id', 'q.seed', 'q.params', 'q.started_at', 'q.finished_at', 'q.correct', 'q.total', 'q.unpaid'])
    .where('r.staircase_id', '=', staircaseId)
    .orderBy('r.idx')
    .execute();

export const insertRound = (db: Executor, round: { staircase_id: number; idx: number; quiz_id: number; level: number }) =>
  db.insertInto('flash_staircase_rounds').values(round).execute();

/** Records the result once; a second caller finds it recorded. */
export const finishStaircase = (db: Executor, id: number, finishedAt: string, resultLevel: number) =>
  db
    .updateTable('flash_staircases')
    .set({ finished_at: finishedAt, result_level: resultLevel })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .execute();
