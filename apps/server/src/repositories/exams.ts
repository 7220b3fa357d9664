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
