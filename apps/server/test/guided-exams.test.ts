import {
  guidedActivityCall,
  guidedActivityDoneCall,
  guidedExamStartCall,
  guidedLaunchpadCall,
  handInMockExamCall,
  mockExamHistoryCall,
  startMockExamCall,
} from '@soroban/contracts';
import { generateExamPaper } from '@soroban/core';
import { describe, expect, it } from 'vitest';
import { OLD_EXAM_PARTS, examUnitsKept } from '../src/db/migrations/2026-11-25-exam-units-kept.ts';
import { signedInAppForEachTest, type TestApp } from './test-app.ts';

// The guided program's exam units sit the real mock papers: passing the paper completes the unit's
// exam activity; the paper counts in the mock exam history like any other.

let t: TestApp;
let cookie: string;
signedInAppForEachTest((app) => {
  ({ t, cookie } = app);
});

const where = async () => guidedLaunchpadCall.answer.parse((await t.send(guidedLaunchpadCall, { requestedLevel: '' }, cookie)).json());
const startExam = (activityId: string) => t.call(guidedExamStartCall, { lpath: 1442, activityId }, cookie);

/** Puts the learner at the start of unit 32 (1 kyu: mock exam) with its lesson done, so the paper is next. */
async function reachUnit32Paper() {
  await where(); // enrols
  await t.db.kysely.updateTable('guided_enrolments').set({ jumped_through_unit: 31 }).execute();
  await t.call(guidedActivityDoneCall, { lpath: 1442, activityId: 'u32-lesson' }, cookie);
  expect((await where()).workingActivityId).toBe('u32-exam');
}

/** Right answers for the first n items of each section, the rest left empty. */
const answersFor = (seed: string, rightPerSection: readonly number[]) =>
  generateExamPaper('soroban', '1-kyu', seed).sections.map((s, si) => s.problems.map((p, i) => (i < rightPerSection[si]! ? p.answer : null)));

describe('guided_exam_start_api.php', () => {
  it('starts the real 1 kyu paper on the server clock, as a mock exam of the activity', async () => {
    await reachUnit32Paper();
    const exam = await startExam('u32-exam');
    expect(exam).toMatchObject({ activityId: 'u32-exam', body: 'soroban', grade: '1-kyu', label: '1 kyu', maxPoints: 300, passMark: 240 });
    expect(exam.sections.map((s) => [s.kind, s.problems.length])).toEqual([
      ['lists', 10],
      ['multiplication', 20],
      ['division', 20],
    ]);
    expect(Date.parse(exam.deadline) - Date.parse(exam.startedAt)).toBe(30 * 60 * 1000);
    expect(JSON.stringify(exam)).not.toContain('"answer"');
  });

  it('refuses an exam unit not reached yet, a non-exam item, and the quiz and DONE ways of completing it', async () => {
    await where();
    const locked = await t.fail(guidedExamStartCall, { lpath: 1442, activityId: 'u17-exam' }, cookie);
    expect(locked.httpResponse).toBe(409);
    expect(locked.message).toContain('Unit 17 is not open yet');
    expect((await t.fail(guidedExamStartCall, { lpath: 1442, activityId: 'u01-lesson' }, cookie)).message).toContain('is not a mock exam');
    await reachUnit32Paper();
    expect((await t.fail(guidedActivityCall, { lpath: 1442, activityId: 'u32-exam' }, cookie)).message).toContain('is a mock exam');
    expect((await t.fail(guidedActivityDoneCall, { lpath: 1442, activityId: 'u32-exam' }, cookie)).message).toContain('passing its mock exam paper');
    expect((await where()).workingActivityId).toBe('u32-exam');
  });
});

describe('handing in a guided exam paper', () => {
  it('a passed paper completes the activity, opens the next one, and counts in the history and the best grade', async () => {
    await reachUnit32Paper();
    const exam = await startExam('u32-exam');
    t.advance(20 * 60 * 1000);
    // 100 + 85 + 60 = 245 of 300: 1 kyu passes at 240.
    const handed = await t.call(handInMockExamCall, { examId: exam.examId, answers: answersFor(exam.seed, [10, 17, 12]) }, cookie);
    expect(handed.result).toMatchObject({ points: 245, passMark: 240, passed: true, awarded: '1-kyu' });
    expect(handed.wrong).toHaveLength(3 + 8);
    expect(handed.guided).toEqual({ activityId: 'u32-exam', completed: true });
    const after = await where();
    expect(after.workingActivityId).toBe('u32-anzan');
    const icon = after.modules.flatMap((m) => m.activities).find((a) => a.id === 'u32-exam');
    expect(icon).toMatchObject({ state: 'done', status: { stepsComplete: 1, isJumped: false }, exam: { body: 'soroban', grade: '1-kyu' } });
    const history = await t.call(mockExamHistoryCall, { body: 'soroban' }, cookie);
    expect(history.exams.map((e) => [e.examId, e.grade, e.passed])).toEqual([[exam.examId, '1-kyu', true]]);
    expect(history.best).toEqual([{ body: 'soroban', grade: '1-kyu', label: '1 kyu' }]);
  });

  it('a failed paper leaves the activity open (sat again, a pass then completes it); a late one does not count', async () => {
    await reachUnit32Paper();
    const failed = await startExam('u32-exam');
    // 100 + 70 + 60 = 230: below 240.
    const handed = await t.call(handInMockExamCall, { examId: failed.examId, answers: answersFor(failed.seed, [10, 14, 12]) }, cookie);
    expect(handed.result).toMatchObject({ points: 230, passed: false });
    expect(handed.guided).toEqual({ activityId: 'u32-exam', completed: false });
    expect((await where()).workingActivityId).toBe('u32-exam');

    const late = await startExam('u32-exam');
    t.advance(31 * 60 * 1000);
    const lateHand = await t.call(handInMockExamCall, { examId: late.examId, answers: answersFor(late.seed, [10, 20, 20]) }, cookie);
    expect(lateHand.result).toMatchObject({ late: true, passed: false });
    expect((await where()).workingActivityId).toBe('u32-exam');

    const again = await startExam('u32-exam');
    await t.call(handInMockExamCall, { examId: again.examId, answers: answersFor(again.seed, [10, 20, 20]) }, cookie);
    expect((await where()).workingActivityId).toBe('u32-anzan');
    const history = await t.call(mockExamHistoryCall, { body: 'soroban', grade: '1-kyu' }, cookie);
    expect(history.exams.map((e) => e.passed)).toEqual([true, false, false]);
  });

  it('a paper sat from the mock exams screen completes no guided activity', async () => {
    await reachUnit32Paper();
    const exam = await t.call(startMockExamCall, { body: 'soroban', grade: '1-kyu' }, cookie);
    const handed = await t.call(handInMockExamCall, { examId: exam.examId, answers: answersFor(exam.seed, [10, 20, 20]) }, cookie);
    expect(handed.result.passed).toBe(true);
    expect(handed.guided).toBeNull();
    expect((await where()).workingActivityId).toBe('u32-exam');
  });
});

describe('learners who finished an exam unit as the old part quizzes', () => {
  /** A passed quiz of an old exam part, as the program recorded it before the units became papers. */
  const passedPart = (userId: number, activityId: string) =>
    t.db.kysely
      .insertInto('quizzes')
      .values({
        user_id: userId,
        type: 'addition-list',
        params: '{}',
        seed: 1,
        lpath: '1442',
        pathname: null,
        activity_id: activityId,
        started_at: '2026-11-01T10:00:00.000Z',
        finished_at: '2026-11-01T10:05:00.000Z',
        submission_hash: null,
        correct: 10,
        total: 10,
        passed: 1,
        total_time_ms: 300_000,
        coins: 0,
        points: 0,
        coin_base: null,
        coin_bonus: null,
        unpaid: null,
        fluent_count: null,
        balance_after: null,
      })
      .execute();

  it('keep a unit whose every part they passed, and sit the paper of a unit passed only in part', async () => {
    await where(); // enrols
    const { id } = await t.db.kysely.selectFrom('users').select('id').executeTakeFirstOrThrow();
    for (const part of OLD_EXAM_PARTS['u17-exam'] ?? []) await passedPart(id, part);
    await passedPart(id, 'u20-exam-lists');
    await passedPart(id, 'u20-exam-times');
    await examUnitsKept().up(t.db.kysely);
    const confirmed = await t.db.kysely.selectFrom('guided_confirmations').select('activity_id').where('activity_id', 'like', '%-exam').execute();
    expect(confirmed.map((row) => row.activity_id)).toEqual(['u17-exam']);
    // Running it again (another process, a restart) changes nothing.
    await examUnitsKept().up(t.db.kysely);
    expect(await t.db.kysely.selectFrom('guided_confirmations').select('activity_id').where('activity_id', 'like', '%-exam').execute()).toHaveLength(1);
  });
});
