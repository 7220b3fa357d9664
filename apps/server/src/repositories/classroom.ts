import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@soroban/contracts';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/connect.ts';
import type { ClassroomsTable } from '../db/schema.ts';
export type Classroom = Selectable<ClassroomsTable>;

export const newJoinCode = () => Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');

/**
 * Creates a classroom with a fresh join code. 31^8 codes make a clash rare; the unique index
 * decides, and a clash just draws again (checking first would race with another server).
 */
export async function createClassroom(db: Executor, ownerId: number, name: string, at: string): Promise<Classroom> {
  for (let attempt = 0; ; attempt++) {
    const code = newJoinCode();
    const inserted = await db
      .insertInto('classrooms')
      .values({ owner_id: ownerId, name, join_code: code, created_at: at })
      .onConflict((conflict) => conflict.column('join_code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    if (attempt >= 10) throw new Error('could not draw an unused join code');
  }
}

/** The classroom only when `ownerId` owns it: every owner call starts here. */
export const ownedClassroom = (db: Executor, classroomId: number, ownerId: number) =>
  db.selectFrom('classrooms').selectAll().where('id', '=', classroomId).where('owner_id', '=', ownerId).executeTakeFirst();

/*
 * A disabled account is absent for everyone else (like in search, profiles and the top 100): its
 * memberships drop out of every roster and count, and its own classrooms cannot be joined or seen
 * by their students. Nothing is deleted, so enabling it again brings it all back.
 */

export const classroomByCode = (db: Executor, code: string) =>
  db
    .selectFrom('classrooms as c')
    .innerJoin('users as t', 't.id', 'c.owner_id')
    .selectAll('c')
    .where('c.join_code', '=', code)
    .where('t.is_disabled', '=', 0)
    .executeTakeFirst();

export async function ownedClassrooms(db: Executor, ownerId: number) {
  return db
    .selectFrom('classrooms as c')
    .leftJoin('classroom_members as m', 'm.classroom_id', 'c.id')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'm.user_id').on('u.is_disabled', '=', 0))
    .select(['c.id', 'c.name', 'c.join_code', 'c.created_at', (eb) => eb.fn.count<number>('u.id').as('students')])
    .where('c.owner_id', '=', ownerId)
    .groupBy(['c.id', 'c.name', 'c.join_code', 'c.created_at'])
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

export async function studentCount(db: Executor, classroomId: number): Promise<number> {
  const row = await db
    .selectFrom('classroom_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('m.classroom_id', '=', classroomId)
    .where('u.is_disabled', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const renameClassroom = (db: Executor, classroomId: number, name: string) =>
  db.updateTable('classrooms').set({ name }).where('id', '=', classroomId).execute();

/** The classroom and its memberships: run it in a transaction. */
export async function deleteClassroom(trx: Executor, classroomId: number) {
  await trx.deleteFrom('classroom_exam_assignments').where('classroom_id', '=', classroomId).execute();
  await trx.deleteFrom('classroom_members').where('classroom_id', '=', classroomId).execute();
  await trx.deleteFrom('classrooms').where('id', '=', classroomId).execute();
}

/** Joining twice keeps the first join date. */
export async function addMember(db: Executor, classroomId: number, userId: number, at: string) {
  await db
    .insertInto('classroom_members')
    .values({ classroom_id: classroomId, user_id: userId, joined_at: at })
    .onConflict((conflict) => conflict.columns(['classroom_id', 'user_id']).doNothing())
    .execute();
}

/** True when a member was removed. */
export async function removeMember(db: Executor, classroomId: number, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('classroom_members').where('classroom_id', '=', classroomId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const joinedClassrooms = (db: Executor, userId: number, classroomId?: number) =>
  db
    .selectFrom('classroom_members as m')
    .innerJoin('classrooms as c', 'c.id', 'm.classroom_id')
    .innerJoin('users as t', 't.id', 'c.owner_id')
    .select(['c.id', 'c.name', 't.display_name as teacher_name', 'm.joined_at'])
    .where('m.user_id', '=', userId)
    .where('t.is_disabled', '=', 0)
    .$if(classroomId !== undefined, (query) => query.where('c.id', '=', classroomId ?? 0))
    .orderBy('m.joined_at')
    .orderBy('c.id')
    .execute();

export const members = (db: Executor, classroomId: number) =>
  db
    .selectFrom('classroom_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.display_name', 'm.joined_at'])
    .where('m.classroom_id', '=', classroomId)
    .where('u.is_disabled', '=', 0)
    .orderBy(sql`lower(u.display_name)`)
    .orderBy('u.id')
    .execute();

/** Whether `teacherId` owns a classroom `studentId` belongs to (a teacher may watch their videos). */
export async function isTeacherOf(db: Executor, teacherId: number, studentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('classroom_members as m')
    .innerJoin('classrooms as c', 'c.id', 'm.classroom_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('c.id')
    .where('m.user_id', '=', studentId)
    .where('u.is_disabled', '=', 0)
    .where('c.owner_id', '=', teacherId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface QuizStats {
  lastActive: string | null;
  correct: number;
  total: number;
  quizzesSince: number;
}

/** Last activity, accuracy and quizzes since `weekStart` for each student, in one grouped query. */
export async function quizStats(db: Executor, userIds: number[], weekStart: string): Promise<Map<number, QuizStats>> {
  const stats = new Map<number, QuizStats>();
  if (userIds.length === 0) return stats;
  const rows = await db
    .selectFrom('quizzes')
    .select((eb) => [
      'user_id',
      eb.fn.max('finished_at').as('last_active'),
      eb.fn.sum<number>('correct').as('correct'),
      eb.fn.sum<number>('total').as('total'),
      eb.fn.sum<number>(sql`case when finished_at >= ${weekStart} then 1 else 0 end`).as('since'),
    ])
    .where('user_id', 'in', userIds)
    .where('finished_at', 'is not', null)
    .groupBy('user_id')
    .execute();
  for (const row of rows) {
    stats.set(row.user_id, {
      lastActive: row.last_active,
      correct: Number(row.correct ?? 0),
      total: Number(row.total ?? 0),
      quizzesSince: Number(row.since ?? 0),
    });
  }
  return stats;
}

/** Each student's latest finished quizzes (a window function: the same SQL on both databases). */
export async function recentQuizzes(db: Executor, userIds: number[], perStudent: number) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('quizzes')
        .select([
          'id',
          'user_id',
          'type',
          'correct',
          'total',
          'passed',
          'finished_at',
          sql<number>`row_number() over (partition by user_id order by finished_at desc, id desc)`.as('n'),
        ])
        .where('user_id', 'in', userIds)
        .where('finished_at', 'is not', null)
        .as('q'),
    )
    .selectAll()
    .where('n', '<=', perStudent)
    .orderBy('user_id')
    .orderBy('n')
    .execute();
}
