import { describe, expect, it } from 'vitest';
import type { Problem } from '../problems/problem.ts';
import { checkExamPaper } from './check.ts';
import { EXAM_BODIES, EXAM_FORMATS, EXAM_GRADE_LADDER, examGradeRank } from './formats.ts';
import { type ExamPaper, generateExamPaper } from './paper.ts';
import { scoreExam } from './score.ts';

// The issue asks for 10,000 papers per grade: ~21 s over the 51 grades on the busy 2-core CI machine,
// the slowest grade (dan, ~600 papers/s) ~17 s of it. EXAM_PAPERS lowers it for a quick local run.
const PAPERS = Number(process.env.EXAM_PAPERS ?? 10_000);
// Bounded per grade, but far above the slowest grade here, so a slower machine does not fail it.
const PER_GRADE_TIMEOUT_MS = 300_000;

describe('mock exam papers hold their format', () => {
  const grades = EXAM_BODIES.flatMap((body) => EXAM_FORMATS[body].map((f) => [body, f.grade] as const));
  it.each(grades)(
    `%s %s: ${PAPERS} papers, 0 violations`,
    (body, grade) => {
      const violations: string[] = [];
      for (let seed = 0; seed < PAPERS && violations.length === 0; seed++) violations.push(...checkExamPaper(generateExamPaper(body, grade, seed)));
      expect(violations).toEqual([]);
    },
    PER_GRADE_TIMEOUT_MS,
  );

  it('gives the same paper for the same seed and another for another seed', () => {
    expect(generateExamPaper('soroban', '3-kyu', 'class-7b')).toEqual(generateExamPaper('soroban', '3-kyu', 'class-7b'));
    expect(generateExamPaper('soroban', '3-kyu', 1).sections[0]!.problems).not.toEqual(generateExamPaper('soroban', '3-kyu', 2).sections[0]!.problems);
  });

  it('holds 1 kyu seed 8760, whose list 7 once dipped below zero and still ended above it', () => {
    expect(checkExamPaper(generateExamPaper('soroban', '1-kyu', 8760))).toEqual([]);
  });

  it('refuses a grade the body does not examine, saying which', () => {
    expect(() => generateExamPaper('anzan', 'dan', 1)).toThrow('there is no anzan mock exam for grade "dan"');
  });
});

/** The checker itself must fail bad papers, or 0 violations means nothing. */
describe('the format checker catches', () => {
  const paper = generateExamPaper('soroban', '2-kyu', 5);
  const withItem = (section: number, index: number, problem: Problem): ExamPaper => ({
    ...paper,
    sections: paper.sections.map((s, si) => (si === section ? { ...s, problems: s.problems.map((p, i) => (i === index ? problem : p)) } : s)),
  });

  it('a list whose digits do not add up to 10口 80字', () => {
    const numbers = [...(paper.sections[0]!.problems[0]!.display as { numbers: readonly number[] }).numbers];
    numbers[0] = numbers[0]! > 0 ? numbers[0]! * 10 : numbers[0]!;
    const bad = withItem(0, 0, { display: { kind: 'list', numbers }, answer: numbers.reduce((a, b) => a + b, 0) });
    expect(checkExamPaper(bad)).toContain('lists 1: 81 digits in all, expected 80 (10口 80字)');
  });

  it('a wrong answer, a wrong rounding and a missing yen item', () => {
    expect(checkExamPaper(withItem(1, 0, { display: { kind: 'binary', op: '×', a: 12345, b: 6789 }, answer: 1 }))).toContain(
      'multiplication 1: answer 1, officially rounded it is 83810205',
    );
    expect(checkExamPaper(withItem(1, 12, { display: { kind: 'binary', op: '×', a: 1.2345, b: 67.89 }, answer: 83.810205 }))).toContain(
      'multiplication 13: answer 83.810205, officially rounded it is 83.81',
    );
    const yen = paper.sections[1]!.problems.findIndex((p) => p.display.kind === 'binary' && p.display.unit === 'yen');
    expect(checkExamPaper(withItem(1, yen, { display: { kind: 'binary', op: '×', a: 12345, b: 6789 }, answer: 83810205 }))).toContain(
      'multiplication: 9 yen or decimal items (4 yen), expected 10 (5 yen)',
    );
  });

  it('a negative answer below 2 kyu and a wrong number of items', () => {
    const three = generateExamPaper('soroban', '3-kyu', 5);
    const negative: ExamPaper = {
      ...three,
      sections: three.sections.map((s, si) => (si === 0 ? { ...s, problems: [{ display: { kind: 'list', numbers: [5, -60] }, answer: -55 }] } : s)),
    };
    const found = checkExamPaper(negative);
    expect(found).toContain('lists 1: negative answer -55 below 2 kyu');
    expect(found).toContain('lists: 1 items, expected 10');
  });
});

/** Answers right for the first `right` items of each section, wrong (answer + 1) for the rest. */
function answering(paper: ExamPaper, rightPerSection: readonly number[]): (number | null)[][] {
  return paper.sections.map((s, si) => s.problems.map((p, i) => (i < rightPerSection[si]! ? p.answer : i % 2 === 0 ? p.answer + 1 : null)));
}

describe('scoring per body, worked by hand', () => {
  it('soroban 4 kyu: 9 lists (90) + 17 × (85) + 15 ÷ (75) = 250 of 300 passes the 210 mark', () => {
    const paper = generateExamPaper('soroban', '4-kyu', 1);
    const score = scoreExam(paper, answering(paper, [9, 17, 15]));
    expect(score.sections.map((s) => s.points)).toEqual([90, 85, 75]);
    expect([score.points, score.maxPoints, score.passMark, score.passed, score.awarded]).toEqual([250, 300, 210, true, '4-kyu']);
    const wrong = score.sections[0]!.marks[9]!;
    expect(wrong).toEqual({ given: null, answer: paper.sections[0]!.problems[9]!.answer, correct: false });
  });

  it('soroban 3 kyu: the same 230 that passes 4 kyu fails 3 kyu (240)', () => {
    const paper = generateExamPaper('soroban', '3-kyu', 1);
    const score = scoreExam(paper, answering(paper, [8, 16, 14]));
    expect([score.points, score.passMark, score.passed, score.awarded]).toEqual([80 + 80 + 70, 240, false, null]);
  });

  it('soroban dan: × 20 right (100, 初段), ÷ 18 (90, 準初段), lists 12 (120, 2 dan): the paper is 準初段', () => {
    const paper = generateExamPaper('soroban', 'dan', 1);
    const score = scoreExam(paper, answering(paper, [20, 18, 12]));
    expect(score.sections.map((s) => [s.kind, s.points, s.danGrade])).toEqual([
      ['multiplication', 100, '1-dan'],
      ['division', 90, 'pre-1-dan'],
      ['lists', 120, '2-dan'],
    ]);
    expect([score.passed, score.awarded]).toEqual([true, 'pre-1-dan']);
    const top = scoreExam(paper, answering(paper, [58, 60, 29]));
    expect(top.sections.map((s) => s.danGrade)).toEqual(['10-dan', '10-dan', '10-dan']);
    const short = scoreExam(paper, answering(paper, [60, 60, 8]));
    expect([short.sections[2]!.danGrade, short.passed, short.awarded]).toEqual([null, false, null]);
  });

  it('anzan 1 kyu: 20 lists (200) + 24 × (120) + 16 ÷ (80) = 400 of 500 passes', () => {
    const paper = generateExamPaper('anzan', '1-kyu', 3);
    const score = scoreExam(paper, answering(paper, [20, 24, 16]));
    expect([score.points, score.maxPoints, score.passed]).toEqual([400, 500, true]);
    expect(scoreExam(paper, answering(paper, [20, 24, 15])).passed).toBe(false);
  });

  it('anzan 7–10 kyu: the score decides the grade: 36 lists (360) is 8 kyu, passing 9 kyu, failing 7 kyu', () => {
    const sitting = (grade: string) => {
      const paper = generateExamPaper('anzan', grade, 9);
      return scoreExam(paper, answering(paper, [36]));
    };
    expect([sitting('9-kyu').points, sitting('9-kyu').awarded, sitting('9-kyu').passed]).toEqual([360, '8-kyu', true]);
    expect([sitting('7-kyu').awarded, sitting('7-kyu').passed, sitting('7-kyu').passMark]).toEqual(['8-kyu', false, 400]);
    const paper = generateExamPaper('anzan', '10-kyu', 9);
    expect(scoreExam(paper, answering(paper, [24])).awarded).toBe(null);
  });

  it('flash: 7 of 10 passes, 5–6 is 準合格, 4 fails', () => {
    const paper = generateExamPaper('flash', '5-dan', 4);
    const verdict = (right: number) => {
      const s = scoreExam(paper, answering(paper, [right]));
      return [s.passed, s.semiPassed, s.awarded];
    };
    expect([4, 5, 6, 7].map(verdict)).toEqual([
      [false, false, null],
      [false, true, null],
      [false, true, null],
      [true, false, '5-dan'],
    ]);
  });

  it('takes decimals and negatives as typed', () => {
    const paper = generateExamPaper('soroban', '1-kyu', 11);
    const times = paper.sections[1]!.problems;
    const decimal = times.findIndex((p) => !Number.isInteger(p.answer));
    const answers = paper.sections.map((s) => s.problems.map(() => null as number | null));
    answers[1]![decimal] = Number(String(times[decimal]!.answer));
    expect(scoreExam(paper, answers).sections[1]!.correct).toBe(1);
  });

  it('refuses answers that do not fit the paper', () => {
    const paper = generateExamPaper('flash', '3-dan', 1);
    expect(() => scoreExam(paper, [[1, 2]])).toThrow('expected 10 answers in the flash section, got 2');
  });

  it('ranks awarded grades on one ladder per body', () => {
    expect(examGradeRank('soroban', '1-kyu')).toBeLessThan(examGradeRank('soroban', 'pre-1-dan'));
    expect(EXAM_GRADE_LADDER.soroban.at(-1)).toBe('10-dan');
    expect(examGradeRank('flash', '20-dan')).toBe(EXAM_GRADE_LADDER.flash.length - 1);
  });
});
