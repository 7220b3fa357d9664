import { randomBytes } from 'node:crypto';
import type { ExamBodyId, ExamResult } from '@soroban/contracts';
import {
  EXAM_BODIES,
  EXAM_FORMATS,
  type ExamBody,
  type ExamPaper,
  type ExamScore,
  examFormat,
  examGradeLabel,
  examRecipe,
  examGradeRank,
  generateExamPaper,
  nextExamGrade,
  scoreExam,
} from '@soroban/core';
import type { Executor } from '../db/connect.ts';
import type { MockExamsTable } from '../db/schema.ts';
import { assignmentForStudent, awardedGrades, handedInExams, insertMockExam, mockExamOf, recordHandIn } from '../repositories/exams.ts';
import { confirmActivity } from '../repositories/guided.ts';
import type { CallContext } from '../lib/call-route.ts';
import { failures } from '../lib/api-failure.ts';
import { type PdfSize, examPdfOf } from './exam-pdf.ts';
import { updateLearnerSkills } from './learner.ts';
import { recordMistakes } from './mistakes.ts';
import type { Selectable } from 'kysely';

/** A hand-in this late after the deadline still counts: the sheet sent at time-up is on its way. */
export const HAND_IN_GRACE_MS = 30_000;
const HISTORY_LIMIT = 50;

type Row = Selectable<MockExamsTable>;

export function formatOf(body: ExamBody, grade: string) {
  const format = examFormat(body, grade);
  if (!format) throw failures.badInput(`There is no ${body} mock exam for grade "${grade}". Grades: ${EXAM_FORMATS[body].map((f) => f.grade).join(', ')}.`);
  return format;
}

const passMarkOf = (paper: ExamPaper) =>
  scoreExam(
    paper,
    paper.sections.map((s) => s.problems.map(() => null)),
  ).passMark;

/**
 * Starts a mock exam: the paper without answers and its deadline on the server's clock. `guided`
 * names the guided exam unit it is sat for (the caller checked that unit is open to this learner);
 * sitting a teacher's assignment takes its paper, so the whole class sits the same seed.
 */
export async function startMockExam(
  ctx: CallContext,
  body: ExamBodyId,
  grade: string,
  givenSeed?: string,
  guided?: { lpath: number; activityId: string },
  assignmentId?: number,
) {
  let seed = givenSeed ?? randomBytes(6).toString('hex');
  if (assignmentId !== undefined) {
    const assignment = await assignmentForStudent(ctx.db.kysely, assignmentId, ctx.user.id);
    if (!assignment) throw failures.notFound('This assignment was not found in your classrooms. Ask your teacher, or sit a mock exam of your own.');
    if (assignment.body !== body || assignment.grade !== grade || (givenSeed !== undefined && givenSeed !== assignment.seed)) {
      throw failures.badInput(
        `Your teacher set the ${assignment.body} ${assignment.grade} paper of seed ${assignment.seed}; start that paper for this assignment.`,
      );
    }
    seed = assignment.seed;
  }
  const format = formatOf(body, grade);
  const paper = generateExamPaper(body, grade, seed);
  const startedAt = ctx.now.toISOString();
  const deadline = new Date(ctx.now.getTime() + format.seconds * 1000).toISOString();
  const examId = await insertMockExam(ctx.db.kysely, {
    userId: ctx.user.id,
    body,
    grade,
    seed,
    startedAt,
    deadlineAt: deadline,
    maxPoints: format.maxPoints,
    guided,
    assignmentId,
  });
  return {
    examId,
    body,
    grade,
    label: format.label,
    seed,
    official: format.official,
    appChoice: format.appChoice,
    maxPoints: format.maxPoints,
    passMark: passMarkOf(paper),
    sections: paper.sections.map((s) => ({
      kind: s.kind,
      pointsEach: s.pointsEach,
      minutes: s.minutes,
      flashSeconds: s.flashSeconds ?? null,
      problems: s.problems.map((p) => p.display),
    })),
    startedAt,
    deadline,
  };
}

/** A handed-in exam's result, scored again from its paper (regenerated from the seed) and its answers. */
function resultOf(row: Row): { result: ExamResult; paper: ExamPaper; answers: (number | null)[][] } {
  const body = row.body as ExamBody;
  const paper = generateExamPaper(body, row.grade, row.seed);
  const answers = JSON.parse(row.answers!) as (number | null)[][];
  const score = scoreExam(paper, answers);
  return {
    paper,
    answers,
    result: {
      examId: row.id,
      body,
      grade: row.grade,
      label: paper.format.label,
      seed: row.seed,
      points: score.points,
      maxPoints: score.maxPoints,
      passMark: score.passMark,
      passed: score.passed,
      semiPassed: score.semiPassed,
      awarded: score.awarded,
      awardedLabel: score.awarded && examGradeLabel(body, score.awarded),
      late: row.late === 1,
      sections: score.sections.map((s) => ({
        kind: s.kind,
        points: s.points,
        maxPoints: s.maxPoints,
        correct: s.correct,
        items: s.items,
        danGrade: s.danGrade && examGradeLabel('soroban', s.danGrade),
      })),
      startedAt: row.started_at,
      handedInAt: row.handed_in_at!,
    },
  };
}

/** The fact threshold for the rare fact item of a paper: XtraMath's default 6 s would be lenient here. */
const EXAM_FACT_MS = 3000;

/**
 * Every answered item of a handed-in paper is evidence for the learner model, as a quiz's are: its
 * time is the paper's time so far shared by the items answered (a paper records no time per item);
 * an empty box is not evidence (the learner may not have reached it). Flash rounds count for the
 * flash skill at the paper's speed.
 */
async function feedLearnerModel(trx: Executor, ctx: CallContext, paper: ExamPaper, score: ExamScore, startedAt: number) {
  const answered = score.sections.reduce((sum, s) => sum + s.marks.filter((m) => m.given !== null).length, 0);
  if (answered === 0) return;
  const timeMs = Math.max(0, Math.min(ctx.now.getTime() - startedAt, paper.format.seconds * 1000)) / answered;
  for (const [i, section] of paper.sections.entries()) {
    const items = score.sections[i]!.marks.flatMap((m, index) =>
      m.given === null ? [] : [{ index, given: m.given, answer: m.answer, correct: m.correct, timeMs }],
    );
    if (items.length === 0) continue;
    await updateLearnerSkills(trx, ctx.user.id, section.problems, items, ctx.now, EXAM_FACT_MS, { flashSeconds: section.flashSeconds });
  }
}

/**
 * A handed-in paper's mistakes, by the rule the learner model is fed by: a wrong answer is kept with
 * the recipe that makes that item of the paper again (from its seed), a right one counts toward
 * clearing a kept mistake; an empty box is not evidence (the item may not have been reached).
 * Flash rounds are kept like a flash quiz's misses: as the written list of the round's numbers.
 */
async function recordExamMistakes(trx: Executor, ctx: CallContext, paper: ExamPaper, score: ExamScore) {
  const at = paper.sections.flatMap((section, s) => section.problems.map((problem, index) => ({ problem, mark: score.sections[s]!.marks[index]!, s, index })));
  await recordMistakes(trx, ctx.user.id, {
    recipe: (flat) => examRecipe(paper, at[flat]!.s, at[flat]!.index),
    problems: at.map((item) => item.problem),
    items: at.map(({ mark }, flat) => ({ index: flat, given: mark.given, answer: mark.answer, correct: mark.correct, timeMs: 0 })),
    beadMoves: at.map(() => null),
    // Like a timed sheet: a box left empty was not reached, not skipped.
    timed: true,
    now: ctx.now,
  });
}

/**
 * Hands in a mock exam once and grades it on the server. Answers that arrive after the deadline
 * and its grace are not counted: the sheet is graded as left blank and marked late. A passed paper
 * of a guided exam unit completes that unit's activity, in the same transaction as the hand-in.
 */
export async function handInMockExam(ctx: CallContext, examId: number, answers: readonly (readonly (number | null)[])[]) {
  const row = await mockExamOf(ctx.db.kysely, ctx.user.id, examId);
  if (!row) throw failures.notFound('This mock exam was not found. Start a new one from the mock exams page.');
  if (row.handed_in_at) throw failures.conflict('This mock exam was already handed in; its result is in your mock exam history.');
  const paper = generateExamPaper(row.body as ExamBody, row.grade, row.seed);
  const sizes = paper.sections.map((s) => s.problems.length);
  if (answers.length !== sizes.length || answers.some((section, i) => section.length !== sizes[i])) {
    throw failures.badInput(`answers must hold ${sizes.length} sections of ${sizes.join(', ')} items (null for an empty box).`);
  }
  const late = ctx.now.getTime() > Date.parse(row.deadline_at) + HAND_IN_GRACE_MS;
  const counted = late ? sizes.map((n) => new Array<null>(n).fill(null)) : answers.map((s) => [...s]);
  const score = scoreExam(paper, counted);
  const handedInAt = ctx.now.toISOString();
  const recorded = await ctx.db.kysely.transaction().execute(async (trx) => {
    const marked = await recordHandIn(trx, examId, {
      handedInAt,
      answers: JSON.stringify(counted),
      points: score.points,
      passed: score.passed,
      semiPassed: score.semiPassed,
      awarded: score.awarded,
      late,
    });
    if (marked && !late) {
      await feedLearnerModel(trx, ctx, paper, score, Date.parse(row.started_at));
      await recordExamMistakes(trx, ctx, paper, score);
    }
    if (marked && score.passed && row.activity_id !== null && row.lpath !== null) {
      await confirmActivity(trx, ctx.user.id, row.lpath, row.activity_id, handedInAt);
    }
    return marked;
  });
  if (!recorded) throw failures.conflict('This mock exam was already handed in; its result is in your mock exam history.');
  const { result } = resultOf({ ...row, handed_in_at: handedInAt, answers: JSON.stringify(counted), late: late ? 1 : 0 });
  const wrong = paper.sections.flatMap((s, section) =>
    score.sections[section]!.marks.flatMap((m, index) =>
      m.correct ? [] : [{ section, index, display: s.problems[index]!.display, given: m.given, answer: m.answer }],
    ),
  );
  const guided = row.activity_id === null ? null : { activityId: row.activity_id, completed: score.passed };
  return { result, wrong, guided };
}

/** The best grade each body has awarded this person, on the body's ladder. */
async function bestGrades(ctx: CallContext) {
  const rows = await awardedGrades(ctx.db.kysely, ctx.user.id);
  return EXAM_BODIES.flatMap((body) => {
    const best = rows
      .filter((r) => r.body === body)
      .map((r) => r.awarded!)
      .sort((a, b) => examGradeRank(body, b) - examGradeRank(body, a))[0];
    return best ? [{ body, grade: best, label: examGradeLabel(body, best) }] : [];
  });
}

/** History (newest first, at most 50), the best grade per body, and for one body the grade to try next. */
export async function mockExamHistory(ctx: CallContext, body?: ExamBodyId, grade?: string) {
  if (body && grade) formatOf(body, grade);
  const rows = await handedInExams(ctx.db.kysely, ctx.user.id, { body, grade }, HISTORY_LIMIT);
  const best = await bestGrades(ctx);
  let nextGrade: string | null = null;
  if (body) {
    const top = best.find((b) => b.body === body)?.grade;
    // A dan grade is awarded by the one dan paper, which is sat again to go higher.
    nextGrade = !top ? EXAM_FORMATS[body][0]!.grade : examFormat(body, top) ? nextExamGrade(body, top) : 'dan';
  }
  return { exams: rows.map((row) => resultOf(row).result), best, nextGrade };
}

/** The printable paper or key of a body's grade and seed, as a PDF. */
export function mockExamPdf(body: ExamBody, grade: string, seed: string, size: PdfSize, part: 'paper' | 'key') {
  formatOf(body, grade);
  return examPdfOf(body, grade, seed, size, part === 'key');
}
