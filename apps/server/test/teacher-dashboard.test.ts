import {
  classroomDashboardCall,
  createClassroomCall,
  joinClassroomCall,
  quizHistoryCall,
  quizResultsCall,
  startQuizCall,
  submitQuizCall,
} from '@soroban/contracts';
import type { QuizSpec } from '@soroban/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceClient, times } from './practice-helpers.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let p: ReturnType<typeof practiceClient>;
const people: Record<'teacher' | 'amy' | 'ben' | 'other', { id: number; cookie: string }> = {} as never;
let classroomId: number;
let listQuizId: number;

const LIST = { digits: 2, count: 4, allowSubtraction: false, allowNegative: false, problems: 4 };

/** A list quiz whose every answer leaves the last number out: the dashboard names that rule. */
async function listQuizLeavingLastOut(cookie: string, msPerProblem: number) {
  const quiz = await t.call(startQuizCall, { type: 'addition-list', params: LIST } as QuizSpec, cookie);
  t.advance(quiz.total * msPerProblem + 1000);
  const answers = quiz.problems.map((display) => (display.kind === 'list' ? display.numbers.slice(0, -1).reduce((sum, n) => sum + n, 0) : 0));
  await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: times(quiz.total, msPerProblem) }, cookie);
  return quiz.quizId;
}

beforeAll(async () => {
  t = await startTestApp();
  p = practiceClient(t);
  for (const [key, name] of [
    ['teacher', 'Tess Teacher'],
    ['amy', 'Amy Abacus'],
    ['ben', 'Ben Beads'],
    ['other', 'Olga Other'],
  ] as const) {
    const email = `${key}@example.com`;
    const user = await t.createAccount(email, 'correct horse battery', name);
    people[key] = { id: user!.id, cookie: await t.signIn(email) };
  }
  const { classroom } = await t.call(createClassroomCall, { name: 'Abacus Club' }, people.teacher.cookie);
  classroomId = classroom.classroomId;
  for (const who of [people.amy, people.ben]) await t.call(joinClassroomCall, { joinCode: classroom.joinCode }, who.cookie);
  // Two weeks before the test clock's week (it starts on Sunday 2026-11-22, week of Monday 16th): Amy's older quiz.
  await t.db.kysely
    .insertInto('quizzes')
    .values({
      user_id: people.amy.id,
      type: 'facts-addition',
      params: JSON.stringify({ max: 10, problems: 10 }),
      seed: 1,
      lpath: '1442',
      started_at: '2026-11-04T09:00:00.000Z',
      finished_at: '2026-11-04T09:03:00.000Z',
      correct: 9,
      total: 10,
      passed: 1,
    })
    .execute();
  listQuizId = await listQuizLeavingLastOut(people.amy.cookie, 30_000);
  await p.play('facts-addition', { max: 10, problems: 4 }, people.amy.cookie, { right: 4, timeMs: 30_000 });
});
afterAll(async () => {
  await t.close();
});

describe("the teacher's dashboard", () => {
  it("answers each student's week, the accuracy trend, who has not practised and the rule the class missed most", async () => {
    const answer = await t.call(classroomDashboardCall, { classroomId }, people.teacher.cookie);
    expect(answer.weekStart).toBe('2026-11-16T00:00:00.000Z');
    expect(answer.students.map((s) => s.displayName)).toEqual(['Amy Abacus', 'Ben Beads']);
    const [amy, ben] = answer.students;
    // Two quizzes of 4 × 30 s (+1 s) this week: 4 whole minutes; accuracy 4/8 this week, 9/10 two weeks before.
    expect(amy).toMatchObject({ quizzesThisWeek: 2, minutesThisWeek: 4, accuracyTrend: [null, 0.9, null, 0.5], grades: [] });
    expect(amy?.lastActive).toBe(t.app.clock().toISOString());
    expect(ben).toMatchObject({ quizzesThisWeek: 0, minutesThisWeek: 0, accuracyTrend: [null, null, null, null], lastActive: null, guidedUnit: null });
    expect(answer.summary.notPractised).toEqual([{ userId: people.ben.id, displayName: 'Ben Beads' }]);
    expect(answer.summary.mistakes[0]).toEqual({ rule: 'leaving a number out', count: 4, students: 1 });
  });

  it('shows a class only to its teacher: a student or another teacher gets the same 404 as for no class', async () => {
    for (const who of [people.other, people.amy]) {
      const refused = await t.fail(classroomDashboardCall, { classroomId }, who.cookie);
      expect(refused.httpResponse).toBe(404);
      expect(refused.message).toBe('You have no classroom with that classroomId.');
    }
    expect((await t.fail(classroomDashboardCall, { classroomId: 99_999 }, people.teacher.cookie)).httpResponse).toBe(404);
  });

  it("lets the teacher open a student's results and a quiz's items with their diagnosis; nobody else", async () => {
    const history = await t.call(quizHistoryCall, { studentId: people.amy.id, limit: 10 }, people.teacher.cookie);
    expect(history.quizzes.map((q) => q.quizId)).toContain(listQuizId);
    const results = await t.call(quizResultsCall, { quizId: listQuizId, studentId: people.amy.id }, people.teacher.cookie);
    expect(results.items.every((item) => item.diagnosis?.kind === 'skipped-number')).toBe(true);
    // Without studentId the teacher reads only their own; another teacher and a classmate are refused.
    expect((await t.fail(quizResultsCall, { quizId: listQuizId }, people.teacher.cookie)).httpResponse).toBe(404);
    for (const who of [people.other, people.ben]) {
      expect((await t.fail(quizHistoryCall, { studentId: people.amy.id, limit: 10 }, who.cookie)).message).toBe(
        'There is no student with that studentId in your classrooms.',
      );
      expect((await t.fail(quizResultsCall, { quizId: listQuizId, studentId: people.amy.id }, who.cookie)).httpResponse).toBe(404);
    }
    // A student's own studentId is their own results.
    expect((await t.call(quizHistoryCall, { studentId: people.amy.id, limit: 10 }, people.amy.cookie)).quizzes.length).toBe(3);
  });

  it('answers a class of 40 (its reads are grouped over the roster, see services/class-week.ts)', async () => {
    const { classroom } = await t.call(createClassroomCall, { name: 'Big Class' }, people.other.cookie);
    for (let i = 0; i < 40; i++) {
      const user = await t.createAccount(`big${i}@example.com`, 'correct horse battery', `Pupil ${String(i).padStart(2, '0')}`);
      await t.db.kysely
        .insertInto('classroom_members')
        .values({ classroom_id: classroom.classroomId, user_id: user!.id, joined_at: '2026-11-20T00:00:00.000Z' })
        .execute();
    }
    const answer = await t.call(classroomDashboardCall, { classroomId: classroom.classroomId }, people.other.cookie);
    expect(answer.students).toHaveLength(40);
    expect(answer.summary.notPractised).toHaveLength(40);
  });
});
