import type { ClassMistake, DashboardStudent, JoinedClassroom, OwnedClassroom, StudentProgress } from '@soroban/contracts';
import { failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import {
  type Classroom,
  addMember,
  classroomByCode,
  createClassroom,
  deleteClassroom,
  joinedClassrooms,
  members,
  ownedClassroom,
  ownedClassrooms,
  quizStats,
  recentQuizzes,
  removeMember,
  renameClassroom,
  studentCount,
} from '../repositories/classroom.ts';
import { practiceDays } from '../repositories/social.ts';
import { feedbackVideosOf } from '../repositories/feedback-videos.ts';
import { feedbackVideoView } from './feedback-videos.ts';
import { daysAgo, STREAK_WINDOW_DAYS, streakOf } from './streaks.ts';
import { modeName } from './quiz-summary.ts';
import { classWeek, isoWeekStart } from './class-week.ts';

/*
 * Classroom administration. Every call about one classroom's students first checks that the
 * signed-in person owns it; students see only the classrooms they are in, never classmates.
 */

type Person = Pick<CallContext, 'db' | 'now' | 'user'>;

const RECENT_RESULTS = 5;

// One answer for "not yours" and "does not exist": another person cannot even learn that an id is taken.
const notYours = () => failures.notFound('You have no classroom with that classroomId.');

const ownedView = (classroom: Classroom, students: number): OwnedClassroom => ({
  classroomId: classroom.id,
  name: classroom.name,
  joinCode: classroom.join_code,
  createdAt: classroom.created_at,
  studentCount: students,
});

const joinedView = (row: { id: number; name: string; teacher_name: string; joined_at: string }): JoinedClassroom => ({
  classroomId: row.id,
  name: row.name,
  teacherName: row.teacher_name,
  joinedAt: row.joined_at,
});

/** Monday 00:00 UTC of the ISO week `now` is in: "this week" of the top 100 too. */
function weekStart(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString();
}

async function requireOwned(ctx: Person, classroomId: number) {
  const classroom = await ownedClassroom(ctx.db.kysely, classroomId, ctx.user.id);
  if (!classroom) throw notYours();
  return classroom;
}

export async function createOwnClassroom(ctx: Person, name: string): Promise<OwnedClassroom> {
  return ownedView(await createClassroom(ctx.db.kysely, ctx.user.id, name, ctx.now.toISOString()), 0);
}

export async function ownClassrooms(ctx: Person): Promise<OwnedClassroom[]> {
  const rows = await ownedClassrooms(ctx.db.kysely, ctx.user.id);
  return rows.map((row) => ({ classroomId: row.id, name: row.name, joinCode: row.join_code, createdAt: row.created_at, studentCount: Number(row.students) }));
}

export async function renameOwnClassroom(ctx: Person, classroomId: number, name: string): Promise<OwnedClassroom> {
  const classroom = await requireOwned(ctx, classroomId);
  await renameClassroom(ctx.db.kysely, classroom.id, name);
  return ownedView({ ...classroom, name }, await studentCount(ctx.db.kysely, classroom.id));
}

/** The classroom and its memberships go together; students keep their own results and videos. */
export async function deleteOwnClassroom(ctx: Person, classroomId: number) {
  const classroom = await requireOwned(ctx, classroomId);
  await ctx.db.kysely.transaction().execute((trx) => deleteClassroom(trx, classroom.id));
}

/** Each student's activity, accuracy, streak, latest results and feedback videos, for the owner. */
export async function classroomProgress(ctx: Person, classroomId: number): Promise<{ classroom: OwnedClassroom; students: StudentProgress[] }> {
  const classroom = await requireOwned(ctx, classroomId);
  const db = ctx.db.kysely;
  const roster = await members(db, classroom.id);
  const ids = roster.map((student) => student.id);
  const { now } = ctx;
  const [stats, recent, days, videos] = await Promise.all([
    quizStats(db, ids, weekStart(now)),
    recentQuizzes(db, ids, RECENT_RESULTS),
    practiceDays(db, ids, daysAgo(now, STREAK_WINDOW_DAYS)),
    feedbackVideosOf(db, ids),
  ]);
  const students = roster.map((student) => {
    const stat = stats.get(student.id);
    return {
      userId: student.id,
      displayName: student.display_name,
      joinedAt: student.joined_at,
      lastActive: stat?.lastActive ?? null,
      quizzesThisWeek: stat?.quizzesSince ?? 0,
      accuracy: stat && stat.total > 0 ? stat.correct / stat.total : null,
      streak: streakOf(days.get(student.id) ?? new Map(), now),
      recentResults: recent
        .filter((quiz) => quiz.user_id === student.id)
        .map((quiz) => ({
          quizId: quiz.id,
          type: quiz.type,
          mode: modeName(quiz.type),
          correct: quiz.correct ?? 0,
          total: quiz.total,
          passed: quiz.passed === 1,
          finishedAt: quiz.finished_at ?? '',
        })),
      videos: videos.filter((video) => video.owner_id === student.id).map(feedbackVideoView),
    };
  });
  return { classroom: ownedView(classroom, roster.length), students };
}

/**
 * The teacher's dashboard of one classroom: per student the guided unit, best grades, this week's
 * minutes and quizzes, the accuracy trend and last activity; and who has not practised this week and
 * the rules the class got wrong most. A handful of grouped reads whatever the size of the class.
 */
export async function classroomDashboard(
  ctx: Person,
  classroomId: number,
): Promise<{
  classroom: OwnedClassroom;
  weekStart: string;
  students: DashboardStudent[];
  summary: { notPractised: { userId: number; displayName: string }[]; mistakes: ClassMistake[] };
}> {
  const classroom = await requireOwned(ctx, classroomId);
  const roster = await members(ctx.db.kysely, classroom.id);
  const start = isoWeekStart(ctx.now);
  const week = await classWeek(ctx.db, roster, start, new Date(start.getTime() + 7 * 86_400_000));
  const students = week.students.map(({ unitsFinished: _u, gradesPassed: _g, practiseNext: _p, ...student }) => student);
  return {
    classroom: ownedView(classroom, roster.length),
    weekStart: start.toISOString(),
    students,
    summary: {
      notPractised: students.filter((s) => s.quizzesThisWeek === 0).map((s) => ({ userId: s.userId, displayName: s.displayName })),
      mistakes: week.mistakes,
    },
  };
}

export async function removeStudent(ctx: Person, classroomId: number, userId: number) {
  const classroom = await requireOwned(ctx, classroomId);
  if (!(await removeMember(ctx.db.kysely, classroom.id, userId))) throw failures.notFound('That person is not a student of this classroom.');
}

/** Joins by the code the teacher gave out (joining twice keeps the first join date). */
export async function joinClassroom(ctx: Person, joinCode: string): Promise<JoinedClassroom> {
  const db = ctx.db.kysely;
  const classroom = await classroomByCode(db, joinCode);
  if (!classroom) throw failures.notFound('No classroom has that code. Check it with your teacher.');
  if (classroom.owner_id === ctx.user.id) throw failures.badInput('This is your own classroom: give the code to your students.');
  await addMember(db, classroom.id, ctx.user.id, ctx.now.toISOString());
  const [joined] = await joinedClassrooms(db, ctx.user.id, classroom.id);
  if (!joined) throw notYours();
  return joinedView(joined);
}

export async function joinedClassroomsOf(ctx: Person): Promise<JoinedClassroom[]> {
  return (await joinedClassrooms(ctx.db.kysely, ctx.user.id)).map(joinedView);
}

export async function leaveClassroom(ctx: Person, classroomId: number) {
  if (!(await removeMember(ctx.db.kysely, classroomId, ctx.user.id))) throw failures.notFound('You are not in a classroom with that classroomId.');
}
