import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/connect.ts';
import type { GuidedEnrolmentsTable, GuidedTestOutsTable } from '../db/schema.ts';
export type Enrolment = Selectable<GuidedEnrolmentsTable>;
export type TestOutRow = Selectable<GuidedTestOutsTable>;

export const findEnrolment = (db: Executor, userId: number, lpath: number) =>
  db.selectFrom('guided_enrolments').selectAll().where('user_id', '=', userId).where('lpath', '=', lpath).executeTakeFirst();

/** Enrols the learner unless already enrolled; true when this call created the enrolment. */
export async function enrol(db: Executor, userId: number, lpath: number, now: string): Promise<boolean> {
  const result = await db
    .insertInto('guided_enrolments')
    .values({ user_id: userId, lpath, jumped_through_unit: 0, started_at: now, reset_at: null, seen: null })
    .onConflict((conflict) => conflict.columns(['user_id', 'lpath']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Marks units 1…unit jumped; never lowers an earlier jump. */
export async function recordJump(db: Executor, userId: number, lpath: number, unit: number) {
  await db
    .updateTable('guided_enrolments')
    .set({ jumped_through_unit: unit })
    .where('user_id', '=', userId)
    .where('lpath', '=', lpath)
    .where('jumped_through_unit', '<', unit)
    .execute();
}

/**
 * Everything the launchpad reads about one learner, and the program's current content hash, in one
 * statement (UNION ALL of four indexed reads): on PostgreSQL each statement is a round trip and most
 * of a small read's cost, and the launchpad is the call a learner makes most.
 */
export async function launchpadFacts(db: Executor, userId: number, lpath: number) {
  const { rows } = await sql<{ kind: 'hash' | 'enrolment' | 'confirmed' | 'passed'; id: string | null; n: number | string | null }>`
    SELECT 'hash' AS kind, content_hash AS id, 0 AS n FROM curricula WHERE lpath = ${lpath}
    UNION ALL SELECT 'enrolment', seen, jumped_through_unit FROM guided_enrolments WHERE user_id = ${userId} AND lpath = ${lpath}
    UNION ALL SELECT 'confirmed', activity_id, 0 FROM guided_confirmations WHERE user_id = ${userId} AND lpath = ${lpath}
    UNION ALL SELECT 'passed', activity_id, COUNT(*) FROM quizzes WHERE user_id = ${userId} AND activity_id IS NOT NULL AND passed = 1 GROUP BY activity_id
  `.execute(db);
  let contentHash: string | undefined;
  let enrolment: { jumped_through_unit: number; seen: string | null } | undefined;
  const confirmed = new Set<string>();
  const passed = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'hash' && row.id) contentHash = row.id;
    else if (row.kind === 'enrolment') enrolment = { jumped_through_unit: Number(row.n ?? 0), seen: row.id };
    else if (row.kind === 'confirmed' && row.id) confirmed.add(row.id);
    else if (row.kind === 'passed' && row.id) passed.set(row.id, Number(row.n));
  }
  return { contentHash, facts: { passed, confirmed, enrolment } };
}

export async function confirmedActivities(db: Executor, userId: number, lpath: number): Promise<Set<string>> {
  const rows = await db.selectFrom('guided_confirmations').select('activity_id').where('user_id', '=', userId).where('lpath', '=', lpath).execute();
  return new Set(rows.map((row) => row.activity_id));
}

export async function confirmActivity(db: Executor, userId: number, lpath: number, activityId: string, now: string) {
  await db
    .insertInto('guided_confirmations')
    .values({ user_id: userId, lpath, activity_id: activityId, confirmed_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'lpath', 'activity_id']).doNothing())
    .execute();
}

export async function insertTestOut(db: Executor, row: { user_id: number; lpath: number; unit: number; quizzes: string; started_at: string }): Promise<number> {
  const inserted = await db
    .insertInto('guided_testouts')
    .values({ ...row, finished_at: null, passed: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export const findTestOut = (db: Executor, id: number) => db.selectFrom('guided_testouts').selectAll().where('id', '=', id).executeTakeFirst();

/** Closes an open attempt once; false when another request closed it first. */
export async function finishTestOut(db: Executor, id: number, passed: boolean, now: string): Promise<boolean> {
  const result = await db
    .updateTable('guided_testouts')
    .set({ finished_at: now, passed: passed ? 1 : 0 })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The finished quizzes a test-out asked for, found by the activity marker the client started them with. */
export const testOutQuizzes = (db: Executor, userId: number, markers: readonly string[]) =>
  markers.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('quizzes')
        .select(['id', 'activity_id', 'type', 'params', 'passed'])
        .where('user_id', '=', userId)
        .where('activity_id', 'in', markers)
        .where('finished_at', 'is not', null)
        .orderBy('id')
        .execute();

/** The guided part of a reset (the practice history goes through the practice repository): run it in the reset's transaction. */
export async function deleteGuidedState(trx: Executor, userId: number, lpath: number, now: string) {
  await trx.deleteFrom('guided_confirmations').where('user_id', '=', userId).where('lpath', '=', lpath).execute();
  await trx.deleteFrom('guided_testouts').where('user_id', '=', userId).where('lpath', '=', lpath).execute();
  await trx
    .updateTable('guided_enrolments')
    .set({ jumped_through_unit: 0, reset_at: now, seen: null })
    .where('user_id', '=', userId)
    .where('lpath', '=', lpath)
    .execute();
}

/** Keeps what the learner was just shown of the program (enrolled learners only: the launchpad enrols). */
export async function recordSeen(db: Executor, userId: number, lpath: number, seen: string): Promise<boolean> {
  const result = await db.updateTable('guided_enrolments').set({ seen }).where('user_id', '=', userId).where('lpath', '=', lpath).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** All of a learner's quizzes: a reset reports how many the practice history delete removed. */
export async function countQuizzes(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('quizzes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
