import {
  classroomStudentsCall,
  createClassroomCall,
  deleteClassroomCall,
  JOIN_CODE_ALPHABET,
  joinClassroomCall,
  joinedClassroomsCall,
  leaveClassroomCall,
  type OwnedClassroom,
  ownedClassroomsCall,
  removeStudentCall,
  renameClassroomCall,
} from '@soroban/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let teacher: { id: number; cookie: string };
let student: { id: number; cookie: string };
let classmate: { id: number; cookie: string };
let intruder: { id: number; cookie: string };
let classroom: OwnedClassroom;

async function account(email: string, name: string) {
  const user = await t.createAccount(email, 'correct horse battery', name);
  return { id: user!.id, cookie: await t.signIn(email) };
}

async function finishQuiz(userId: number, finishedAt: string, correct: number, total: number, type = 'facts-addition') {
  await t.db.kysely
    .insertInto('quizzes')
    .values({
      user_id: userId,
      type,
      params: '{}',
      seed: 1,
      lpath: '1442',
      started_at: finishedAt,
      finished_at: finishedAt,
      correct,
      total,
      passed: correct / total >= 0.7 ? 1 : 0,
      points: correct,
    })
    .execute();
}

beforeAll(async () => {
  t = await startTestApp();
  teacher = await account('teacher@example.com', 'Tess Teacher');
  student = await account('student@example.com', 'Sam Student');
  classmate = await account('classmate@example.com', 'Casey Classmate');
  intruder = await account('intruder@example.com', 'Ivy Intruder');
});
afterAll(async () => {
  await t.close();
});

describe('classrooms', () => {
  it('creates a classroom with an unambiguous 8-character join code', async () => {
    const created = await t.call(createClassroomCall, { name: '  Abacus Club  ' }, teacher.cookie);
    expect(created.httpResponse).toBe(201);
    classroom = created.classroom;
    expect(classroom).toMatchObject({ name: 'Abacus Club', studentCount: 0 });
    expect(classroom.joinCode).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{8}$`));
    expect(classroom.joinCode).not.toMatch(/[01OIL]/);
    const codes = new Set([classroom.joinCode]);
    for (let i = 0; i < 20; i++) codes.add((await t.call(createClassroomCall, { name: `Spare ${i}` }, intruder.cookie)).classroom.joinCode);
    expect(codes.size).toBe(21);
    expect((await t.fail(createClassroomCall, { name: '<b>x</b>' }, teacher.cookie)).httpResponse).toBe(400);
    // An empty name is one clear sentence, not two rules and a double full stop.
    expect((await t.fail(createClassroomCall, { name: '   ' }, teacher.cookie)).message).toBe('The request is not valid: name: Give the classroom a name.');
  });

  it('lets students join with the code (any case, with a dash), refusing a wrong one', async () => {
    const wrong = await t.fail(joinClassroomCall, { joinCode: 'ZZZZZZZZ' }, student.cookie);
    expect(wrong.httpResponse).toBe(404);
    expect(wrong.message).toBe('No classroom has that code. Check it with your teacher.');
    const typed = `${classroom.joinCode.slice(0, 4).toLowerCase()}-${classroom.joinCode.slice(4)}`;
    const joined = await t.send(joinClassroomCall, { joinCode: typed }, student.cookie);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().classroom).toMatchObject({ classroomId: classroom.classroomId, name: 'Abacus Club', teacherName: 'Tess Teacher' });
    expect(joined.json().classroom.joinCode).toBeUndefined();
    expect((await t.call(joinClassroomCall, { joinCode: classroom.joinCode }, student.cookie)).httpResponse).toBe(200);
    await t.call(joinClassroomCall, { joinCode: classroom.joinCode }, classmate.cookie);
    expect((await t.fail(joinClassroomCall, { joinCode: classroom.joinCode }, teacher.cookie)).httpResponse).toBe(400);

    const mine = (await t.call(joinedClassroomsCall, {}, student.cookie)).classrooms;
    expect(mine).toEqual([{ classroomId: classroom.classroomId, name: 'Abacus Club', teacherName: 'Tess Teacher', joinedAt: '2026-11-22T10:00:00.000Z' }]);
    const owned = (await t.call(ownedClassroomsCall, {}, teacher.cookie)).classrooms;
    expect(owned).toEqual([{ ...classroom, studentCount: 2 }]);
  });

  it("shows the owner each student's progress, results and videos", async () => {
    // The clock is Sunday 2026-11-22 10:00Z; the ISO week began Monday 2026-11-16.
    await finishQuiz(student.id, '2026-11-22T09:00:00.000Z', 9, 10);
    await finishQuiz(student.id, '2026-11-21T09:00:00.000Z', 5, 10, 'ten-pairs');
    await finishQuiz(student.id, '2026-11-15T09:00:00.000Z', 10, 10);
    for (let day = 10; day <= 14; day++) await finishQuiz(student.id, `2026-11-${day}T09:00:00.000Z`, 6, 10);
    await t.db.kysely
      .insertInto('feedback_videos')
      .values({
        id: 'vidvidvidvidvidvidvidvid',
        owner_id: student.id,
        original_name: 'take.mp4',
        stored_name: 'vidvidvidvidvidvidvidvid.mp4',
        size: 123,
        mime: 'video/mp4',
        created_at: '2026-11-22T09:30:00.000Z',
      })
      .execute();
    const response = await t.send(classroomStudentsCall, { classroomId: classroom.classroomId }, teacher.cookie);
    expect(response.statusCode).toBe(200);
    const { students } = classroomStudentsCall.answer.parse(response.json());
    expect(students.map((s) => s.displayName)).toEqual(['Casey Classmate', 'Sam Student']);
    expect(students[0]).toMatchObject({ lastActive: null, quizzesThisWeek: 0, accuracy: null, streak: 0, recentResults: [], videos: [] });
    const sam = students[1]!;
    expect(sam).toMatchObject({ userId: student.id, lastActive: '2026-11-22T09:00:00.000Z', quizzesThisWeek: 2, streak: 2 });
    expect(sam.accuracy).toBeCloseTo((9 + 5 + 10 + 5 * 6) / 80);
    expect(sam.recentResults).toHaveLength(5);
    expect(sam.recentResults[0]).toMatchObject({
      type: 'facts-addition',
      mode: 'Facts addition',
      correct: 9,
      total: 10,
      passed: true,
      finishedAt: '2026-11-22T09:00:00.000Z',
    });
    expect(sam.recentResults[1]).toMatchObject({ type: 'ten-pairs', mode: 'Facts 10 pairs', passed: false });
    expect(sam.videos).toEqual([
      {
        videoId: 'vidvidvidvidvidvidvidvid',
        url: '/rlm/mobile-apis/feedback_video.php?id=vidvidvidvidvidvidvidvid',
        originalName: 'take.mp4',
        size: 123,
        mime: 'video/mp4',
        createdAt: '2026-11-22T09:30:00.000Z',
      },
    ]);
    expect(response.body).not.toContain('@');
  });

  it('lets nobody but the owner near a classroom: every call as another user and anonymously', async () => {
    const id = classroom.classroomId;
    // Raw posts: what leaks is judged on the body as sent, not on the answer parsed by its contract.
    const post = (call: { path: string }, body: object, cookie?: string) => t.post(call.path, { ...ENV, ...body }, cookie);
    const ownerCalls: [{ path: string }, object][] = [
      [classroomStudentsCall, { classroomId: id }],
      [renameClassroomCall, { classroomId: id, name: 'Taken over' }],
      [removeStudentCall, { classroomId: id, userId: student.id }],
      [deleteClassroomCall, { classroomId: id }],
    ];
    const secrets = [classroom.joinCode, 'Sam Student', 'Casey Classmate', 'vidvidvid', 'Abacus Club'];
    // A classmate is a member but not the owner; the intruder owns classrooms of their own.
    for (const outsider of [intruder, classmate, student]) {
      for (const [call, body] of ownerCalls) {
        const response = await post(call, body, outsider.cookie);
        expect(response.statusCode, call.path).toBe(404);
        expect(response.json()).toEqual({ httpResponse: 404, message: 'You have no classroom with that classroomId.', redirectURL: '', redirectType: '' });
      }
      const owned = await post(ownedClassroomsCall, {}, outsider.cookie);
      for (const secret of secrets) expect(owned.body).not.toContain(secret);
    }
    expect((await t.fail(leaveClassroomCall, { classroomId: id }, intruder.cookie)).httpResponse).toBe(404);
    expect((await t.call(joinedClassroomsCall, {}, intruder.cookie)).classrooms).toEqual([]);
    // A student sees their classroom's name and teacher, never the code or classmates.
    const joined = await post(joinedClassroomsCall, {}, student.cookie);
    expect(joined.body).not.toContain(classroom.joinCode);
    expect(joined.body).not.toContain('Casey');

    const everyCall: [{ path: string }, object][] = [
      ...ownerCalls,
      [createClassroomCall, { name: 'Anonymous class' }],
      [ownedClassroomsCall, {}],
      [joinClassroomCall, { joinCode: classroom.joinCode }],
      [joinedClassroomsCall, {}],
      [leaveClassroomCall, { classroomId: id }],
    ];
    for (const [call, body] of everyCall) {
      const response = await post(call, body);
      expect(response.statusCode, call.path).toBe(403);
      expect(response.json()).toMatchObject({ httpResponse: 403, message: 'Please sign in to continue.' });
      for (const secret of secrets) expect(response.body).not.toContain(secret);
    }
    // Nothing changed.
    const after = await t.call(classroomStudentsCall, { classroomId: id }, teacher.cookie);
    expect(after.classroom).toMatchObject({ name: 'Abacus Club', studentCount: 2 });
  });

  it('lets the owner rename, remove a student and delete; a student can leave', async () => {
    const { classroomId, joinCode } = classroom;
    const renamed = await t.call(renameClassroomCall, { classroomId, name: 'Abacus Club B' }, teacher.cookie);
    expect(renamed.classroom).toMatchObject({ name: 'Abacus Club B', joinCode: classroom.joinCode, studentCount: 2 });
    expect((await t.call(removeStudentCall, { classroomId, userId: classmate.id }, teacher.cookie)).httpResponse).toBe(200);
    expect((await t.fail(removeStudentCall, { classroomId, userId: classmate.id }, teacher.cookie)).httpResponse).toBe(404);
    expect((await t.call(joinedClassroomsCall, {}, classmate.cookie)).classrooms).toEqual([]);
    expect((await t.call(leaveClassroomCall, { classroomId }, student.cookie)).httpResponse).toBe(200);
    expect((await t.call(classroomStudentsCall, { classroomId }, teacher.cookie)).students).toEqual([]);
    await t.call(joinClassroomCall, { joinCode }, student.cookie);
    expect((await t.call(deleteClassroomCall, { classroomId }, teacher.cookie)).httpResponse).toBe(200);
    expect((await t.call(joinedClassroomsCall, {}, student.cookie)).classrooms).toEqual([]);
    expect((await t.call(ownedClassroomsCall, {}, teacher.cookie)).classrooms).toEqual([]);
    expect((await t.fail(joinClassroomCall, { joinCode }, student.cookie)).httpResponse).toBe(404);
  });
});
