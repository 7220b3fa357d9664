import { sql } from 'kysely';
import type { Executor } from '../db/connect.ts';

/*
 * What a teacher's dashboard and weekly summary read about a whole class at once: every function
 * takes the students' ids and answers for all of them in one statement, so a class of 40 costs the
 * same few queries as a class of 4.
 */

/** The quizzes the students finished since `since`, with what the minutes and accuracy are counted from. */
export const finishedQuizzesSince = (db: Executor, userIds: readonly number[], since: string) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('quizzes')
        .select(['user_id', 'started_at', 'finished_at', 'correct', 'total', 'unpaid'])
        .where('user_id', 'in', userIds)
        .where('finished_at', '>=', since)
        .execute();

/** Each student's latest finished quiz time. */
export async function lastActiveOf(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  const last = new Map<number, string>();
  if (userIds.length === 0) return last;
  const rows = await db
    .selectFrom('quizzes')
    .select(['user_id', (eb) => eb.fn.max('finished_at').as('last')])
    .where('user_id', 'in', userIds)
    .where('finished_at', 'is not', null)
    .groupBy('user_id')
    .execute();
  for (const row of rows) if (row.last) last.set(row.user_id, String(row.last));
  return last;
}

export interface GuidedFactRow {
  user_id: number;
  kind: 'enrolment' | 'confirmed' | 'passed';
  id: string | null;
  n: number | string | null;
}

/**
 * The guided standing facts of every student (their enrolment, lessons confirmed and activity quizzes
 * passed before `before`) in one statement, like the launchpad's own read (repositories/guided.ts
 * launchpadFacts). A jump counts whenever it was made: its time is not kept.
 */
export async function guidedFactsOf(db: Executor, userIds: readonly number[], lpath: number, before: string): Promise<GuidedFactRow[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(userIds.map((id) => sql`${id}`));
  const { rows } = await sql<GuidedFactRow>`
    SELECT user_id, 'enrolment' AS kind, NULL AS id, jumped_through_unit AS n FROM guided_enrolments WHERE user_id IN (${ids}) AND lpath = ${lpath}
    UNION ALL SELECT user_id, 'confirmed', activity_id, 0 FROM guided_confirmations WHERE user_id IN (${ids}) AND lpath = ${lpath} AND confirmed_at < ${before}
    UNION ALL SELECT user_id, 'passed', activity_id, COUNT(*) FROM quizzes
      WHERE user_id IN (${ids}) AND activity_id IS NOT NULL AND passed = 1 AND finished_at < ${before} GROUP BY user_id, activity_id
  `.execute(db);
  return rows;
}

/** Every grade awarded to the students on a mock exam paper (with when), for the best per body and those passed in a week. */
export const awardedGradesOf = (db: Executor, userIds: readonly number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('mock_exams')
        .select(['user_id', 'body', 'awarded', 'handed_in_at'])
        .where('user_id', 'in', userIds)
        .where('awarded', 'is not', null)
        .execute();

/** The wrong answers of quizzes finished from `since` to `before` (newest quizzes first, at most `limit`), with what regenerates their problems. */
export const wrongAnswersSince = (db: Executor, userIds: readonly number[], since: string, before: string, limit: number) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('quiz_answers as a')
        .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
        .select(['q.id as quiz_id', 'q.user_id', 'q.type', 'q.params', 'q.seed', 'a.idx', 'a.given', 'a.bead_moves'])
        .where('q.user_id', 'in', userIds)
        .where('q.finished_at', '>=', since)
        .where('q.finished_at', '<', before)
        .where('a.correct', '=', 0)
        .orderBy('q.id', 'desc')
        .orderBy('a.idx')
        .limit(limit)
        .execute();

/** The learner-model skills of the students with the most lapses (forgotten after being known), for "what to practise next". */
export const lapsedSkillsOf = (db: Executor, userIds: readonly number[], limit: number) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('learner_skills')
        .select(['user_id', 'skill', 'lapses', 'known'])
        .where('user_id', 'in', userIds)
        .where('lapses', '>', 0)
        .orderBy('lapses', 'desc')
        .orderBy('known')
        .limit(limit)
        .execute();
