import {
  assignMockExamCall,
  classroomExamResultsCall,
  createClassroomCall,
  handInMockExamCall,
  joinClassroomCall,
  myExamAssignmentsCall,
  startMockExamCall,
} from '@soroban/contracts';
import { generateExamPaper } from '@soroban/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let teacher: string;
let student: string;
let classmate: string;
let intruder: string;
let classroomId: number;
let today: string;

async function account(email: string, name: string) {
  await t.createAccount(email, 'correct horse battery', name);
  return t.signIn(email);
}

beforeEach(async () => {
  t = await startTestApp();
  teacher = await account('teacher@example.com', 'Tess Teacher');
  student = await account('student@example.com', 'Sam Student');
  classmate = await account('classmate@example.com', 'Casey Classmate');
  intruder = await account('intruder@example.com', 'Ivy Intruder');
  const { classroom } = await t.call(createClassroomCall, { name: 'Abacus Club' }, teacher);
  classroomId = classroom.classroomId;
  today = classroom.createdAt.slice(0, 10);
  for (const cookie of [student, classmate]) await t.call(joinClassroomCall, { joinCode: classroom.joinCode }, cookie);
});
afterEach(async () => {
  await t.close();
});

const assign = (seed?: string, dueOn = today) =>
  t.call(assignMockExamCall, { classroomId, body: 'soroban', grade: '10-kyu', dueOn, ...(seed ? { seed } : {}) }, teacher);

/** Sits the assignment's paper with the first `right` items of every section right. */
async function sit(cookie: string, assignmentId: number, right: number) {
  const exam = await t.call(startMockExamCall, { body: 'soroban', grade: '10-kyu', assignmentId }, cookie);
  const answers = generateExamPaper('soroban', '10-kyu', exam.seed).sections.map((s) => s.problems.map((p, i) => (i < right ? p.answer : null)));
  return { exam, handIn: await t.call(handInMockExamCall, { examId: exam.examId, answers }, cookie) };
}

describe('classroom_assign_exam_api.php', () => {
  it('sets a paper for the classroom, drawing a seed when none is given', async () => {
    const { assignment } = await assign('club-1');
    expect(assignment).toMatchObject({ classroomId, body: 'soroban', grade: '10-kyu', label: '10 kyu', seed: 'club-1', dueOn: today });
    expect((await assign()).assignment.seed).toMatch(/^[0-9a-f]{12}$/);
  });

  it('refuses anyone but the classroom teacher, as every classroom call does, and bad grades and dates', async () => {
    for (const cookie of [intruder, student]) {
      const failure = await t.fail(assignMockExamCall, { classroomId, body: 'soroban', grade: '10-kyu', dueOn: today }, cookie);
      expect(failure).toMatchObject({ httpResponse: 404, message: 'You have no classroom with that classroomId.' });
    }
    expect((await t.fail(assignMockExamCall, { classroomId, body: 'anzan', grade: 'dan', dueOn: today }, teacher)).message).toContain(
      'There is no anzan mock exam for grade "dan"',
    );
    expect((await t.fail(assignMockExamCall, { classroomId, body: 'soroban', grade: '10-kyu', dueOn: '2026-02-30' }, teacher)).message).toBe(
      'dueOn 2026-02-30 is not a date in the calendar.',
    );
    expect((await t.fail(assignMockExamCall, { classroomId, body: 'soroban', grade: '10-kyu', dueOn: '2000-01-01' }, teacher)).message).toContain(
      'The due date 2000-01-01 has passed',
    );
    expect((await t.fail(classroomExamResultsCall, { classroomId }, intruder)).httpResponse).toBe(404);
  });
});

describe('sitting an assignment', () => {
  it('students see it and sit exactly its seed; others cannot sit it, and a different paper is refused', async () => {
    const { assignment } = await assign('club-2');
    const mine = await t.call(myExamAssignmentsCall, {}, student);
    expect(mine.assignments).toEqual([{ ...assignment, classroomName: 'Abacus Club', teacherName: 'Tess Teacher', result: null }]);
    expect((await t.call(myExamAssignmentsCall, {}, intruder)).assignments).toEqual([]);
    const { exam } = await sit(student, assignment.assignmentId, 3);
    expect(exam.seed).toBe('club-2');
    expect((await t.fail(startMockExamCall, { body: 'soroban', grade: '10-kyu', assignmentId: assignment.assignmentId }, intruder)).httpResponse).toBe(404);
    const other = await t.fail(startMockExamCall, { body: 'soroban', grade: '10-kyu', seed: 'mine', assignmentId: assignment.assignmentId }, student);
    expect(other).toMatchObject({
      httpResponse: 400,
      message: 'Your teacher set the soroban 10-kyu paper of seed club-2; start that paper for this assignment.',
    });
  });

  it("the teacher sees each student's best result, late ones marked, and who has not taken it", async () => {
    const { assignment } = await assign('club-3');
    const paper = generateExamPaper('soroban', '10-kyu', 'club-3');
    const full = await sit(student, assignment.assignmentId, 1000);
    await sit(student, assignment.assignmentId, 0); // a worse re-sit does not lower the result
    await t.call(startMockExamCall, { body: 'soroban', grade: '10-kyu', seed: 'club-3' }, classmate); // not sat as the assignment
    const { assignments } = await t.call(classroomExamResultsCall, { classroomId }, teacher);
    expect(assignments).toHaveLength(1);
    expect(assignments[0]).toMatchObject({ assignmentId: assignment.assignmentId, seed: 'club-3' });
    expect(assignments[0]!.students).toEqual([
      { userId: expect.any(Number), displayName: 'Casey Classmate', result: null },
      {
        userId: expect.any(Number),
        displayName: 'Sam Student',
        result: {
          examId: full.exam.examId,
          points: paper.format.maxPoints,
          maxPoints: paper.format.maxPoints,
          passed: true,
          awardedLabel: '10 kyu',
          late: false,
          handedInAt: full.handIn.result.handedInAt,
        },
      },
    ]);
    t.advance(2 * 24 * 60 * 60 * 1000);
    await sit(classmate, assignment.assignmentId, 1);
    const later = await t.call(classroomExamResultsCall, { classroomId }, teacher);
    expect(later.assignments[0]!.students[0]!.result).toMatchObject({ passed: false, late: true });
    expect((await t.call(myExamAssignmentsCall, {}, classmate)).assignments[0]!.result).toMatchObject({ late: true });
  });
});
