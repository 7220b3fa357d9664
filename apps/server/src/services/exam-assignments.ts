import { randomBytes } from 'node:crypto';
import type { AssignmentResult, ExamAssignment, ExamBodyId } from '@soroban/contracts';
import { type ExamBody, examFormat, examGradeLabel } from '@soroban/core';
import type { Selectable } from 'kysely';
import type { ClassroomExamAssignmentsTable, MockExamsTable } from '../db/schema.ts';
import { failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { members, ownedClassroom } from '../repositories/classroom.ts';
import { assignmentSittings, assignmentsOfStudent, classroomAssignments, insertAssignment } from '../repositories/exams.ts';
import { formatOf } from './exams.ts';

/*
 * Mock exams a teacher gives a classroom: one paper (body, grade, seed) the whole class sits, due by
 * a day; the teacher sees each student's result. Only the classroom's owner assigns or sees results.
 */

type Person = Pick<CallContext, 'db' | 'now' | 'user'>;
type Assignment = Selectable<ClassroomExamAssignmentsTable>;
type Sitting = Selectable<MockExamsTable>;

const view = (a: Assignment): ExamAssignment => ({
  assignmentId: a.id,
  classroomId: a.classroom_id,
  body: a.body as ExamBodyId,
  grade: a.grade,
  label: examFormat(a.body as ExamBody, a.grade)?.label ?? a.grade,
  seed: a.seed,
  dueOn: a.due_on,
  createdAt: a.created_at,
});

/** The sitting that counts: the highest score, the earlier one on a tie (a re-sit cannot lower it). */
function resultOf(sittings: Sitting[], assignment: Assignment): AssignmentResult['result'] {
  const best = sittings.reduce<Sitting | undefined>((top, s) => (!top || (s.points ?? 0) > (top.points ?? 0) ? s : top), undefined);
  if (!best) return null;
  const handedInAt = best.handed_in_at!;
  return {
    examId: best.id,
    points: best.points ?? 0,
    maxPoints: best.max_points,
    passed: best.passed === 1,
    awardedLabel: best.awarded && examGradeLabel(best.body as ExamBody, best.awarded),
    late: best.late === 1 || handedInAt.slice(0, 10) > assignment.due_on,
    handedInAt,
  };
}

async function requireOwned(ctx: Person, classroomId: number) {
  const classroom = await ownedClassroom(ctx.db.kysely, classroomId, ctx.user.id);
  // The same answer as every classroom call: another person cannot learn that the id exists.
  if (!classroom) throw failures.notFound('You have no classroom with that classroomId.');
  return classroom;
}

export async function assignMockExam(
  ctx: Person,
  input: { classroomId: number; body: ExamBodyId; grade: string; seed?: string; dueOn: string },
): Promise<ExamAssignment> {
  const classroom = await requireOwned(ctx, input.classroomId);
  formatOf(input.body, input.grade);
  const due = new Date(`${input.dueOn}T00:00:00Z`);
  if (Number.isNaN(due.getTime()) || due.toISOString().slice(0, 10) !== input.dueOn)
    throw failures.badInput(`dueOn ${input.dueOn} is not a date in the calendar.`);
  const today = ctx.now.toISOString().slice(0, 10);
  if (input.dueOn < today) throw failures.badInput(`The due date ${input.dueOn} has passed: choose today (${today}) or later.`);
  const row = await insertAssignment(ctx.db.kysely, {
    classroomId: classroom.id,
    body: input.body,
    grade: input.grade,
    seed: input.seed ?? randomBytes(6).toString('hex'),
    dueOn: input.dueOn,
    createdAt: ctx.now.toISOString(),
  });
  return view(row);
}

/** Every assignment of the teacher's classroom with every current student's result or null. */
export async function classroomExamResults(ctx: Person, classroomId: number) {
  const classroom = await requireOwned(ctx, classroomId);
  const db = ctx.db.kysely;
  const [assignments, roster] = await Promise.all([classroomAssignments(db, classroom.id), members(db, classroom.id)]);
  const sittings = await assignmentSittings(
    db,
    assignments.map((a) => a.id),
    roster.map((s) => s.id),
  );
  return assignments.map((a) => ({
    ...view(a),
    students: roster.map((student) => ({
      userId: student.id,
      displayName: student.display_name,
      result: resultOf(
        sittings.filter((s) => s.assignment_id === a.id && s.user_id === student.id),
        a,
      ),
    })),
  }));
}

/** The mock exams the student's teachers set, with the student's own result. */
export async function myExamAssignments(ctx: Person) {
  const db = ctx.db.kysely;
  const assignments = await assignmentsOfStudent(db, ctx.user.id);
  const sittings = await assignmentSittings(
    db,
    assignments.map((a) => a.id),
    [ctx.user.id],
  );
  return assignments.map((a) => ({
    ...view(a),
    classroomName: a.classroom_name,
    teacherName: a.teacher_name,
    result: resultOf(
      sittings.filter((s) => s.assignment_id === a.id),
      a,
    ),
  }));
}
