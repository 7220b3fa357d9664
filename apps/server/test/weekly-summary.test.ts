import {
  classroomDashboardCall,
  createClassroomCall,
  joinClassroomCall,
  saveWeeklySummaryCall,
  startQuizCall,
  submitQuizCall,
  weeklySummarySettingsCall,
} from '@soroban/contracts';
import type { QuizSpec } from '@soroban/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWeeklySummaries } from '../src/services/weekly-summary.ts';
import { times } from './practice-helpers.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let classroomId: number;
const people: Record<'teacher' | 'amy' | 'ben', { id: number; cookie: string }> = {} as never;
const WEEK_MS = 7 * 86_400_000;

const mail = () => t.db.kysely.selectFrom('mail_outbox').select(['recipient', 'subject', 'body']).orderBy('id').execute();
const summaries = (now: Date, db = t.db) => sendWeeklySummaries(db, now);

beforeAll(async () => {
  t = await startTestApp();
  for (const [key, name] of [
    ['teacher', 'Tess Teacher'],
    ['amy', 'Amy Abacus'],
    ['ben', 'Ben Beads'],
  ] as const) {
    const email = `${key}@example.com`;
    const user = await t.createAccount(email, 'correct horse battery', name);
    people[key] = { id: user!.id, cookie: await t.signIn(email) };
  }
  const { classroom } = await t.call(createClassroomCall, { name: 'Abacus Club' }, people.teacher.cookie);
  classroomId = classroom.classroomId;
  for (const who of [people.amy, people.ben]) await t.call(joinClassroomCall, { joinCode: classroom.joinCode }, who.cookie);
  // Amy, in the week of Monday 16 November 2026 (the test clock is Sunday 22nd): a list quiz of 4
  // problems at 30 s each, every answer leaving the last number out.
  const quiz = await t.call(
    startQuizCall,
    { type: 'addition-list', params: { digits: 2, count: 4, allowSubtraction: false, allowNegative: false, problems: 4 } } as QuizSpec,
    people.amy.cookie,
  );
  t.advance(4 * 30_000 + 1000);
  const answers = quiz.problems.map((display) => (display.kind === 'list' ? display.numbers.slice(0, -1).reduce((sum, n) => sum + n, 0) : 0));
  await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: times(4, 30_000) }, people.amy.cookie);
  // Ben passed a soroban 8 kyu paper that week, and a 9 kyu one the week before (not "passed this week").
  for (const [grade, at] of [
    ['8-kyu', '2026-11-20T09:30:00.000Z'],
    ['9-kyu', '2026-11-12T09:30:00.000Z'],
  ] as const) {
    await t.db.kysely
      .insertInto('mock_exams')
      .values({
        user_id: people.ben.id,
        body: 'soroban',
        grade,
        seed: 'seed',
        started_at: at,
        deadline_at: at,
        handed_in_at: at,
        max_points: 300,
        points: 300,
        passed: 1,
        awarded: grade,
        lpath: null,
        activity_id: null,
        assignment_id: null,
      })
      .execute();
  }
});
afterAll(async () => {
  await t.close();
});

describe('the weekly summary email', () => {
  it("composes the teacher's summary of the last full week: minutes, units, grades, who has not practised, what to practise next", async () => {
    const monday = new Date('2026-11-23T06:00:00.000Z');
    expect(await summaries(monday)).toEqual({ teachers: 1, parents: 0 });
    const [sent] = await mail();
    expect(sent?.recipient).toBe('teacher@example.com');
    expect(sent?.subject).toBe('Soroban Quiz: your classes, week of Mon, 16 Nov 2026');
    expect(sent?.body).toContain('the week Mon, 16 Nov 2026 – Sun, 22 Nov 2026 (UTC)');
    expect(sent?.body).toContain(
      'Abacus Club (2 students)\n  Minutes practised: 2 in all, 1 quiz\n  Guided units finished: 0\n  Grades passed: Ben Beads (Soroban 8 kyu)',
    );
    expect(sent?.body).toContain('Not practised this week: Ben Beads');
    expect(sent?.body).toContain('What to practise next: leaving a number out (4 wrong answers, 1 student)');
    expect(sent?.body).toContain('    Amy Abacus: 2 min, 1 quiz, accuracy 0 %');
    expect(sent?.body).toContain('turn off "Weekly summary email"');
    // The dashboard shows each student's best grade per body: 8 kyu is above 9 kyu.
    const { students } = await t.call(classroomDashboardCall, { classroomId: classroomId }, people.teacher.cookie);
    expect(students.find((s) => s.displayName === 'Ben Beads')?.grades).toEqual([{ body: 'soroban', grade: '8-kyu', label: 'Soroban 8 kyu' }]);
  });

  it('queues it once per recipient and week, even when two processes run the job at once', async () => {
    expect(await summaries(new Date('2026-11-26T12:00:00.000Z'))).toEqual({ teachers: 0, parents: 0 });
    expect(await mail()).toHaveLength(1);
    const second = t.connectAgain();
    try {
      const nextWeek = new Date(Date.parse('2026-11-23T06:00:00.000Z') + WEEK_MS);
      const results = await Promise.all([summaries(nextWeek), summaries(nextWeek, second), summaries(nextWeek)]);
      expect(results.reduce((sum, r) => sum + r.teachers, 0)).toBe(1);
    } finally {
      await second.kysely.destroy();
    }
    const sent = await mail();
    expect(sent).toHaveLength(2);
    // Nobody practised in that week.
    expect(sent[1]?.body).toContain('Not practised this week: Amy Abacus, Ben Beads');
  });

  it("sends a parent a learner's summary only with the learner's consent, and refuses consent without an address", async () => {
    const refused = await t.fail(saveWeeklySummaryCall, { teacherSummary: true, parentEmail: '', parentConsent: true }, people.amy.cookie);
    expect(refused.httpResponse).toBe(400);
    expect(refused.message).toContain('Enter the parent’s email to send them the weekly summary.');
    const bad = await t.fail(saveWeeklySummaryCall, { teacherSummary: true, parentEmail: 'mum at home', parentConsent: true }, people.amy.cookie);
    expect(bad.message).toBe('The request is not valid: parentEmail: Enter an email address like name@example.com.');

    // An address without consent sends nothing.
    await t.call(saveWeeklySummaryCall, { teacherSummary: true, parentEmail: ' Mum@Example.com ', parentConsent: false }, people.amy.cookie);
    const week3 = new Date(Date.parse('2026-11-23T06:00:00.000Z') + 2 * WEEK_MS);
    expect((await summaries(week3)).parents).toBe(0);
    const saved = await t.call(saveWeeklySummaryCall, { teacherSummary: true, parentEmail: 'mum@example.com', parentConsent: true }, people.amy.cookie);
    expect(saved.settings).toEqual({ teacherSummary: true, parentEmail: 'mum@example.com', parentConsent: true });
    expect(await summaries(week3)).toEqual({ teachers: 0, parents: 1 });
    const parent = (await mail()).at(-1);
    expect(parent?.recipient).toBe('mum@example.com');
    expect(parent?.subject).toBe("Soroban Quiz: Amy Abacus's week of Mon, 30 Nov 2026");
    expect(parent?.body).toContain('Minutes practised: 0 (0 quizzes, accuracy —)');
    expect(parent?.body).toContain('Amy Abacus asked for this summary to be sent to you');
    // The learner takes consent back: nothing more.
    await t.call(saveWeeklySummaryCall, { teacherSummary: true, parentEmail: 'mum@example.com', parentConsent: false }, people.amy.cookie);
    expect((await summaries(new Date(week3.getTime() + WEEK_MS))).parents).toBe(0);
  });

  it('stops for a teacher who turns it off', async () => {
    const off = await t.call(saveWeeklySummaryCall, { teacherSummary: false, parentEmail: '', parentConsent: false }, people.teacher.cookie);
    expect(off.settings.teacherSummary).toBe(false);
    expect((await t.call(weeklySummarySettingsCall, {}, people.teacher.cookie)).settings).toEqual({
      teacherSummary: false,
      parentEmail: null,
      parentConsent: false,
    });
    expect((await summaries(new Date(Date.parse('2026-11-23T06:00:00.000Z') + 5 * WEEK_MS))).teachers).toBe(0);
  });
});
