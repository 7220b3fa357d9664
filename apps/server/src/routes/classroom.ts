import {
  type StudentProgress,
  classroomStudentsCall,
  createClassroomCall,
  deleteClassroomCall,
  joinClassroomCall,
  joinedClassroomsCall,
  leaveClassroomCall,
  ownedClassroomsCall,
  removeStudentCall,
  renameClassroomCall,
} from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { failures } from '../lib/api-failure.ts';
import { CREATED, OK, mountLegacyCall } from '../lib/call-route.ts';
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
import { STREAK_WINDOW_DAYS, daysAgo, streakOf } from '../services/streaks.ts';
import { feedbackVideosOf } from '../repositories/feedback-videos.ts';
import { feedbackVideoView } from '../services/feedback-videos.ts';

const RECENT_RESULTS = 5;

// One answer for "not yours" and "does not exist": another person cannot even learn that an id is taken.
const notYours = () => failures.notFound('You have no classroom with that classroomId.');

const ownedView = (classroom: Classroom, students: number) => ({
  classroomId: classroom.id,
  name: classroom.name,
  joinCode: classroom.join_code,
  createdAt: classroom.created_at,
  studentCount: students,
});

/** Monday 00:00 UTC of the ISO week `now` is in: "this week" of the top 100 too. */
function weekStart(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString();
}

/**
 * Classroom administration. Every call about one classroom's students first checks that the
 * signed-in person owns it; students see only the classrooms they are in, never classmates.
 */
export default async function classroomRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  async function requireOwned(classroomId: number, ownerId: number) {
    const classroom = await ownedClassroom(db, classroomId, ownerId);
    if (!classroom) throw notYours();
    return classroom;
  }

  mountLegacyCall(app, createClassroomCall, async (request) => {
    const user = await request.requireUser();
    const classroom = await createClassroom(db, user.id, request.body.name, app.clock().toISOString());
    return { httpResponse: CREATED, message: `Classroom created. Students join with the code ${classroom.join_code}.`, classroom: ownedView(classroom, 0) };
  });

  mountLegacyCall(app, ownedClassroomsCall, async (request) => {
    const user = await request.requireUser();
    const rows = await ownedClassrooms(db, user.id);
    return {
      httpResponse: OK,
      message: 'OK',
      classrooms: rows.map((row) => ({
        classroomId: row.id,
        name: row.name,
        joinCode: row.join_code,
        createdAt: row.created_at,
        studentCount: Number(row.students),
      })),
    };
  });

  mountLegacyCall(app, renameClassroomCall, async (request) => {
    const user = await request.requireUser();
    const classroom = await requireOwned(request.body.classroomId, user.id);
    await renameClassroom(db, classroom.id, request.body.name);
    return {
      httpResponse: OK,
      message: 'Classroom renamed.',
      classroom: ownedView({ ...classroom, name: request.body.name }, await studentCount(db, classroom.id)),
    };
  });

  mountLegacyCall(app, deleteClassroomCall, async (request) => {
    const user = await request.requireUser();
    const classroom = await requireOwned(request.body.classroomId, user.id);
    await deleteClassroom(db, classroom.id);
    return { httpResponse: OK, message: 'Classroom deleted. Its students keep their own results and videos.' };
  });

  mountLegacyCall(app, classroomStudentsCall, async (request) => {
    const user = await request.requireUser();
    const classroom = await requireOwned(request.body.classroomId, user.id);
    const roster = await members(db, classroom.id);
    const ids = roster.map((student) => student.id);
    const now = app.clock();
    const [stats, recent, days, videos] = await Promise.all([
      quizStats(db, ids, weekStart(now)),
      recentQuizzes(db, ids, RECENT_RESULTS),
      practiceDays(db, ids, daysAgo(now, STREAK_WINDOW_DAYS)),
      feedbackVideosOf(db, ids),
    ]);
    const students: StudentProgress[] = roster.map((student) => {
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
            correct: quiz.correct ?? 0,
            total: quiz.total,
            passed: quiz.passed === 1,
            finishedAt: quiz.finished_at ?? '',
          })),
        videos: videos.filter((video) => video.owner_id === student.id).map(feedbackVideoView),
      };
    });
    return { httpResponse: OK, message: 'OK', classroom: ownedView(classroom, roster.length), students };
  });

  mountLegacyCall(app, removeStudentCall, async (request) => {
    const user = await request.requireUser();
    const classroom = await requireOwned(request.body.classroomId, user.id);
    if (!(await removeMember(db, classroom.id, request.body.userId))) throw failures.notFound('That person is not a student of this classroom.');
    return { httpResponse: OK, message: 'Student removed from the classroom.' };
  });

  mountLegacyCall(app, joinClassroomCall, async (request) => {
    const user = await request.requireUser();
    const classroom = await classroomByCode(db, request.body.joinCode);
    if (!classroom) throw failures.notFound('No classroom has that code. Check it with your teacher.');
    if (classroom.owner_id === user.id) throw failures.badInput('This is your own classroom: give the code to your students.');
    await addMember(db, classroom.id, user.id, app.clock().toISOString());
    const [joined] = await joinedClassrooms(db, user.id, classroom.id);
    if (!joined) throw notYours();
    return {
      httpResponse: OK,
      message: `You joined ${classroom.name}.`,
      classroom: { classroomId: joined.id, name: joined.name, teacherName: joined.teacher_name, joinedAt: joined.joined_at },
    };
  });

  mountLegacyCall(app, joinedClassroomsCall, async (request) => {
    const user = await request.requireUser();
    const rows = await joinedClassrooms(db, user.id);
    return {
      httpResponse: OK,
      message: 'OK',
      classrooms: rows.map((row) => ({ classroomId: row.id, name: row.name, teacherName: row.teacher_name, joinedAt: row.joined_at })),
    };
  });

  mountLegacyCall(app, leaveClassroomCall, async (request) => {
    const user = await request.requireUser();
    if (!(await removeMember(db, request.body.classroomId, user.id))) throw failures.notFound('You are not in a classroom with that classroomId.');
    return { httpResponse: OK, message: 'You left the classroom.' };
  });
}
