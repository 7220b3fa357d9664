import { MOCK_EXAM_PDF_PATH, handInMockExamCall, mockExamHistoryCall, startMockExamCall } from '@soroban/contracts';
import { type ExamBody, generateExamPaper } from '@soroban/core';
import { describe, expect, it } from 'vitest';
import { examPdf } from '../src/services/exam-pdf.ts';
import { HAND_IN_GRACE_MS } from '../src/services/exams.ts';
import { signedInAppForEachTest, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
signedInAppForEachTest((app) => {
  ({ t, cookie } = app);
});

/** The paper's right answers, regenerated here from the seed the server answered with, right for the first n per section. */
function answersFor(body: ExamBody, grade: string, seed: string, rightPerSection: readonly number[]) {
  return generateExamPaper(body, grade, seed).sections.map((s, si) => s.problems.map((p, i) => (i < rightPerSection[si]! ? p.answer : null)));
}

const start = (body: ExamBody, grade: string, seed?: string) => t.call(startMockExamCall, { body, grade, ...(seed ? { seed } : {}) }, cookie);

describe('start_mock_exam_api.php', () => {
  it('answers the paper of the seed without answers, with its time and pass mark on the server clock', async () => {
    const exam = await start('soroban', '4-kyu', 'class-7b');
    expect(exam).toMatchObject({ body: 'soroban', grade: '4-kyu', label: '4 kyu', seed: 'class-7b', maxPoints: 300, passMark: 210, official: true });
    expect(exam.sections.map((s) => [s.kind, s.problems.length, s.pointsEach])).toEqual([
      ['lists', 10, 10],
      ['multiplication', 20, 5],
      ['division', 20, 5],
    ]);
    expect(exam.sections[0]!.problems).toEqual(generateExamPaper('soroban', '4-kyu', 'class-7b').sections[0]!.problems.map((p) => p.display));
    expect(JSON.stringify(exam)).not.toContain('"answer"');
    expect(Date.parse(exam.deadline) - Date.parse(exam.startedAt)).toBe(30 * 60 * 1000);
    const another = await start('soroban', '4-kyu');
    expect(another.seed).toMatch(/^[0-9a-f]{12}$/);
  });

  it('refuses a grade the body does not have, listing the ones it has', async () => {
    const failure = await t.fail(startMockExamCall, { body: 'anzan', grade: 'dan' }, cookie);
    expect(failure.httpResponse).toBe(400);
    expect(failure.message).toContain('There is no anzan mock exam for grade "dan". Grades: 10-kyu, 9-kyu');
    expect((await t.fail(startMockExamCall, { body: 'abacus' as ExamBody, grade: '1-kyu' }, cookie)).message).toContain(
      'body must be one of soroban, anzan, flash',
    );
  });
});

describe('hand_in_mock_exam_api.php', () => {
  it('grades on the server: Passed 4 kyu — 250 / 300 (lists 90, × 85, ÷ 75), with every wrong item and its right answer', async () => {
    const exam = await start('soroban', '4-kyu', 's1');
    const answers = answersFor('soroban', '4-kyu', exam.seed, [9, 17, 15]);
    answers[1]![19] = 1; // a wrong answer given, beside the empty boxes
    t.advance(25 * 60 * 1000);
    const { result, wrong } = await t.call(handInMockExamCall, { examId: exam.examId, answers }, cookie);
    expect(result).toMatchObject({ points: 250, maxPoints: 300, passMark: 210, passed: true, awarded: '4-kyu', awardedLabel: '4 kyu', late: false });
    expect(result.sections.map((s) => s.points)).toEqual([90, 85, 75]);
    expect(wrong).toHaveLength(1 + 3 + 5);
    const paper = generateExamPaper('soroban', '4-kyu', 's1');
    expect(wrong.find((w) => w.section === 1 && w.index === 19)).toEqual({
      section: 1,
      index: 19,
      display: paper.sections[1]!.problems[19]!.display,
      given: 1,
      answer: paper.sections[1]!.problems[19]!.answer,
    });
  });

  it('takes decimal and negative answers and grades dan subjects as grades', async () => {
    const exam = await start('soroban', 'dan', 'd1');
    const paper = generateExamPaper('soroban', 'dan', exam.seed);
    // × items 31–50 right (half of them yen or decimal), ÷ 1–18 right, every list but one right.
    const answers = paper.sections.map((s, si) =>
      s.problems.map((p, i) => ([i >= 30 && i < 50, i < 18, i !== paper.sections[2]!.problems.findIndex((q) => q.answer >= 0)][si] ? p.answer : null)),
    );
    expect(answers[0]!.some((a) => a !== null && !Number.isInteger(a))).toBe(true);
    expect(answers[2]!.some((a) => a !== null && a < 0)).toBe(true);
    const { result } = await t.call(handInMockExamCall, { examId: exam.examId, answers }, cookie);
    expect(result.sections.map((s) => [s.kind, s.points, s.danGrade])).toEqual([
      ['multiplication', 100, '初段'],
      ['division', 90, '準初段'],
      ['lists', 290, '10 dan'],
    ]);
    expect([result.passed, result.awardedLabel]).toEqual([true, '準初段']);
  });

  it('counts no answer handed in after the deadline and its grace, and marks the sheet late', async () => {
    const exam = await start('anzan', '1-kyu', 'late');
    const answers = answersFor('anzan', '1-kyu', exam.seed, [20, 30, 30]);
    t.advance(12 * 60 * 1000 + HAND_IN_GRACE_MS + 1000);
    const { result, wrong } = await t.call(handInMockExamCall, { examId: exam.examId, answers }, cookie);
    expect(result).toMatchObject({ points: 0, passed: false, late: true });
    expect(wrong).toHaveLength(80);
  });

  it('counts answers handed in within the grace after time-up', async () => {
    const exam = await start('anzan', '1-kyu', 'grace');
    t.advance(12 * 60 * 1000 + HAND_IN_GRACE_MS - 1000);
    const { result } = await t.call(handInMockExamCall, { examId: exam.examId, answers: answersFor('anzan', '1-kyu', exam.seed, [20, 30, 30]) }, cookie);
    expect(result).toMatchObject({ points: 500, passed: true, late: false });
  });

  it('hands in once, refuses a sheet of the wrong shape and another person’s exam', async () => {
    const exam = await start('flash', '3-dan', 'f');
    const shape = await t.fail(handInMockExamCall, { examId: exam.examId, answers: [[1, 2]] }, cookie);
    expect([shape.httpResponse, shape.message]).toEqual([400, 'answers must hold 1 sections of 10 items (null for an empty box).']);
    const answers = answersFor('flash', '3-dan', exam.seed, [6]);
    const { result } = await t.call(handInMockExamCall, { examId: exam.examId, answers }, cookie);
    expect([result.passed, result.semiPassed]).toEqual([false, true]);
    expect((await t.fail(handInMockExamCall, { examId: exam.examId, answers }, cookie)).httpResponse).toBe(409);
    await t.createAccount('other@example.com');
    const other = await t.signIn('other@example.com');
    expect((await t.fail(handInMockExamCall, { examId: exam.examId, answers }, other)).httpResponse).toBe(404);
  });
});

describe('mock_exam_history_api.php', () => {
  it('lists handed-in exams newest first, the best grade per body and the grade to try next', async () => {
    const empty = await t.call(mockExamHistoryCall, { body: 'soroban' }, cookie);
    expect(empty).toMatchObject({ exams: [], best: [], nextGrade: '10-kyu' });
    for (const [grade, right] of [
      ['6-kyu', [10, 20, 20]],
      ['5-kyu', [5, 5, 5]],
    ] as const) {
      const exam = await start('soroban', grade, `h-${grade}`);
      await t.call(handInMockExamCall, { examId: exam.examId, answers: answersFor('soroban', grade, exam.seed, right) }, cookie);
    }
    await start('soroban', '4-kyu'); // started, never handed in: not in the history
    // anzan 7–10 kyu: sitting 7 kyu with 360 points awards 8 kyu
    const lower = await start('anzan', '7-kyu', 'a');
    await t.call(handInMockExamCall, { examId: lower.examId, answers: answersFor('anzan', '7-kyu', lower.seed, [36]) }, cookie);

    const soroban = await t.call(mockExamHistoryCall, { body: 'soroban' }, cookie);
    expect(soroban.exams.map((e) => [e.grade, e.points, e.passed])).toEqual([
      ['5-kyu', 100, false],
      ['6-kyu', 300, true],
    ]);
    expect(soroban.best).toEqual([
      { body: 'soroban', grade: '6-kyu', label: '6 kyu' },
      { body: 'anzan', grade: '8-kyu', label: '8 kyu' },
    ]);
    expect(soroban.nextGrade).toBe('5-kyu');
    const one = await t.call(mockExamHistoryCall, { body: 'soroban', grade: '6-kyu' }, cookie);
    expect(one.exams.map((e) => e.grade)).toEqual(['6-kyu']);
    expect((await t.call(mockExamHistoryCall, { body: 'anzan' }, cookie)).nextGrade).toBe('7-kyu');
  });
});

/** The text of every line a pdfkit PDF (uncompressed) shows, from its TJ operators' hex strings (WinAnsi). */
function pdfLines(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\[([^\]]*)\] TJ/g)].map((m) =>
    [...m[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
  );
}

describe('mock_exam_pdf.php', () => {
  it('prints every item of the online paper, and the key every answer, with the seed and grade in the footer', async () => {
    const paper = generateExamPaper('soroban', '1-kyu', 'print-1');
    const lines = pdfLines(await examPdf(paper, { size: 'B4', key: true, compress: false }));
    const printed = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 20 });
    let number = 0;
    for (const section of paper.sections) {
      for (const p of section.problems) {
        number++;
        const d = p.display;
        if (d.kind === 'list') {
          expect(lines).toContain(`No. ${number}`);
          for (const n of d.numbers) expect(lines).toContain(printed(n));
        } else if (d.kind === 'binary') {
          expect(lines).toContain(`No. ${number}   ${d.unit === 'yen' ? '¥' : ''}${printed(d.a)} ${d.op} ${printed(d.b)} =`);
        }
        expect(lines.some((line) => line.endsWith(printed(p.answer)))).toBe(true);
      }
    }
    expect(lines.some((line) => line.startsWith('soroban 1 kyu · seed print-1 · answer key · page 1 of'))).toBe(true);
  });

  it('answers the PDF to a signed-in person, and a clear message for a grade that does not exist', async () => {
    const url = (query: string) => `${MOCK_EXAM_PDF_PATH}?${query}`;
    const ok = await t.app.inject({ method: 'GET', url: url('body=anzan&grade=4-kyu&seed=class-7b&size=A4'), headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await t.app.inject({ method: 'GET', url: url('body=anzan&grade=dan&seed=x'), headers: { cookie } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining('There is no anzan mock exam for grade "dan"')]);
    const badSize = await t.app.inject({ method: 'GET', url: url('body=anzan&grade=4-kyu&seed=x&size=A3'), headers: { cookie } });
    expect([badSize.statusCode, badSize.json().message]).toEqual([400, 'size must be A4 or B4']);
    expect((await t.app.inject({ method: 'GET', url: url('body=anzan&grade=4-kyu&seed=x') })).statusCode).toBeGreaterThanOrEqual(400);
  });
});
