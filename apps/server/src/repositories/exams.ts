import type { Executor } from '../db/connect.ts';

export interface NewMockExam {
  userId: number;
  body: string;
  grade: string;
  seed: string;
  startedAt: string;
  deadlineAt: string;
  maxPoints: number;
  /** Set when started from a guided exam unit. */
  guided?: { lpath: number; activityId: string };
  assignmentId?: number | null;
}

export async function insertMockExam(db: Executor, exam: NewMockExam): Promise<number> {
  const row = await db
    .insertInto('mock_exams')
    .values({
      user_id: exam.userId,
      body: exam.body,
      grade: exam.grade,
      seed: exam.seed,
      started_at: exam.startedAt,
      deadline_at: exam.deadlineAt,
      max_points: exam.maxPoints,
      lpath: exam.guided?.lpath ?? null,
      activity_id: exam.guided?.activityId ?? null,
      assignment_id: exam.assignmentId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One exam of one person (another person's exam id reads as not found). */
export const mockExamOf = (db: Executor, userId: number, examId: number) =>
  db.selectFrom('mock_exams').selectAll().where('id', '=', examId).where('user_id', '=', userId).executeTakeFirst();

export interface MockExamMarks {
  handedInAt: string;
  answers: string;
  points: number;
  passed: boolean;
  semiPassed: boolean;
  awarded: string | null;
  late: boolean;
}

/** Records the hand-in once: false when the exam was already handed in (a second, racing hand-in). */
export async function recordHandIn(db: Executor, examId: number, marks: MockExamMarks): Promise<boolean> {
  const result = await db
    .updateTable('mock_exams')
    .set({
      handed_in_at: marks.handedInAt,
      answers: marks.answers,
      points: marks.points,
      passed: marks.passed ? 1 : 0,
      semi_passed: marks.semiPassed ? 1 : 0,
      awarded: marks.awarded,
      late: marks.late ? 1 : 0,
    })
    .where('id', '=', examId)
    .where('handed_in_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Handed-in exams of a person, newest first, optionally of one body and grade. */
export function handedInExams(db: Executor, userId: number, filter: { body?: string; grade?: string }, limit: number) {
  let query = db.selectFrom('mock_exams').selectAll().where('user_id', '=', userId).where('handed_in_at', 'is not', null);
  if (filter.body) query = query.where('body', '=', filter.body);
  if (filter.grade) query = query.where('grade', '=', filter.grade);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/**
 * Every grade a person's handed-in exams awarded, per body (few rows: one per grade). An anzan
 * 7–10 kyu paper can award a grade below the one sat, so this reads `awarded`, not `passed`.
 */
export const awardedGrades = (db: Executor, userId: number) =>
  db.selectFrom('mock_exams').select(['body', 'awarded']).distinct().where('user_id', '=', userId).where('awarded', 'is not', null).execute();

export interface NewAssignment {
  classroomId: number;
  body: string;
  grade: string;
  seed: string;
  dueOn: string;
  createdAt: string;
}

export const insertAssignment = (db: Executor, a: NewAssignment) =>
  db
    .insertInto('classroom_exam_assignments')
    .values({ classroom_id: a.classroomId, body: a.body, grade: a.grade, seed: a.seed, due_on: a.dueOn, created_at: a.createdAt })
    .returningAll()
    .executeTakeFirstOrThrow();

export const classroomAssignments = (db: Executor, classroomId: number) =>
  db.selectFrom('classroom_exam_assignments').selectAll().where('classroom_id', '=', classroomId).orderBy('id', 'desc').execute();

/** The assignment only when `userId` is a student of its classroom (and its teacher is not disabled). */
export const assignmentForStudent = (db: Executor, assignmentId: number, userId: number) =>
  db
    .selectFrom('classroom_exam_assignments as a')
    .innerJoin('classroom_members as m', (join) => join.onRef('m.classroom_id', '=', 'a.classroom_id').on('m.user_id', '=', userId))
    .innerJoin('classrooms as c', 'c.id', 'a.classroom_id')
    .innerJoin('users as t', 't.id', 'c.owner_id')
    .selectAll('a')
    .where('a.id', '=', assignmentId)
    .where('t.is_disabled', '=', 0)
    .executeTakeFirst();

/** Every assignment of every classroom the person is in, newest first, with the classroom and teacher names. */
export const assignmentsOfStudent = (db: Executor, userId: number) =>
  db
    .selectFrom('classroom_exam_assignments as a')
    .innerJoin('classroom_members as m', 'm.classroom_id', 'a.classroom_id')
    .innerJoin('classrooms as c', 'c.id', 'a.classroom_id')
    .innerJoin('users as t', 't.id', 'c.owner_id')
    .selectAll('a')
    .select(['c.name as classroom_name', 't.display_name as teacher_name'])
    .where('m.user_id', '=', userId)
    .where('t.is_disabled', '=', 0)
    .orderBy('a.id', 'desc')
    .execute();

/** Handed-in sittings of these assignments (by anyone: the caller keeps the ones of its students). */
export const assignmentSittings = (db: Executor, assignmentIds: number[], userIds?: number[]) =>
  assignmentIds.length === 0 || userIds?.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('mock_exams')
        .selectAll()
        .where('assignment_id', 'in', assignmentIds)
        .$if(userIds !== undefined, (q) => q.where('user_id', 'in', userIds ?? []))
        .where('handed_in_at', 'is not', null)
        .orderBy('id')
        .execute();
