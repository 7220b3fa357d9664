import { type ClassMistake, type DashboardStudent, LEARNING_PATH_ID, TREND_WEEKS, type QuizSpec } from '@soroban/contracts';
import { EXAM_BODIES, type ExamBody, examGradeLabel, examGradeRank, type Family, isDone, type LearningPath, parseSkillId } from '@soroban/core';
import type { Db } from '../db/connect.ts';
import { specOf } from '../repositories/practice.ts';
import {
  awardedGradesOf,
  finishedQuizzesSince,
  type GuidedFactRow,
  guidedFactsOf,
  lastActiveOf,
  lapsedSkillsOf,
  wrongAnswersSince,
} from '../repositories/teacher.ts';
import { currentCurriculum } from './curriculum.ts';
import { progressFields, type Standing, standingOf } from './curriculum-program.ts';
import { QUIZ_MINUTES_CAP } from './daily-goal.ts';
import { fullDiagnosisOf } from './learner.ts';
import { generateProblems } from './practice.ts';

/*
 * A class's week, counted from the server's own records for many students at once (a few grouped
 * reads, never one per student): the teacher's dashboard and the weekly summary email both read it.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const MINUTE_MS = 60_000;
/** The wrong answers read to find the class's most common mistakes: the newest this many. */
const MISTAKE_SAMPLE = 2000;
const TOP_MISTAKES = 5;

/** Monday 00:00 UTC of the ISO week `now` is in. */
export function isoWeekStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day;
}

const FAMILY_WORDS: Readonly<Record<Family, string>> = {
  direct: 'direct',
  'five-complement': 'small friend',
  'ten-complement': 'big friend',
  mixed: 'mixed (big and small friend)',
};

const KIND_WORDS: Readonly<Record<string, string>> = {
  'skipped-number': 'leaving a number out',
  'repeated-number': 'counting a number twice',
  'wrong-rod': 'a digit on the wrong rod',
  'missed-carry': 'the carry to the next rod',
};

/** A rule the way a teacher names it: 'big friend + 7', or what went wrong when no one step explains it. */
function ruleName(diagnosis: NonNullable<ReturnType<typeof fullDiagnosisOf>>): string | null {
  if (diagnosis.kind === 'unknown') return null;
  const { step } = diagnosis;
  if (step) return `${FAMILY_WORDS[step.family]} ${step.op === '+' ? '+' : '−'} ${step.digit}`;
  return KIND_WORDS[diagnosis.kind] ?? diagnosis.kind;
}

/** A learner-model skill in words: a complement cell as its step, else its id without the prefix. */
export function skillWords(skill: string): string {
  try {
    const parsed = parseSkillId(skill);
    if (parsed.kind === 'cell') return `${FAMILY_WORDS[parsed.family]}: ${parsed.rodValue} ${parsed.op === '+' ? '+' : '−'} ${parsed.digit}`;
  } catch {
    // An id the model no longer knows reads as itself.
  }
  return skill.replace(/^[a-z]+:/, '');
}

interface QuizRow {
  user_id: number;
  started_at: string;
  finished_at: string | null;
  correct: number | null;
  total: number;
  unpaid: string | null;
}

/** A quiz's minutes as the daily goal counts them: capped, and none for a sheet answered faster than anyone could. */
const quizMs = (quiz: QuizRow) =>
  quiz.unpaid === 'too-fast'
    ? 0
    : Math.min(Math.max(Date.parse(quiz.finished_at ?? quiz.started_at) - Date.parse(quiz.started_at), 0), QUIZ_MINUTES_CAP * MINUTE_MS);

/** The students' standings in the guided program, from facts read for all of them at once. */
function standings(path: LearningPath | undefined, ids: readonly number[], rows: readonly GuidedFactRow[]): Map<number, Standing | null> {
  const facts = new Map(
    ids.map((id) => [
      id,
      { passed: new Map<string, number>(), confirmed: new Set<string>(), enrolment: undefined as { jumped_through_unit: number } | undefined },
    ]),
  );
  for (const row of rows) {
    const f = facts.get(Number(row.user_id));
    if (!f) continue;
    if (row.kind === 'enrolment') f.enrolment = { jumped_through_unit: Number(row.n ?? 0) };
    else if (row.kind === 'confirmed' && row.id) f.confirmed.add(row.id);
    else if (row.kind === 'passed' && row.id) f.passed.set(row.id, Number(row.n));
  }
  return new Map(ids.map((id) => [id, path && facts.get(id)?.enrolment ? standingOf(path, facts.get(id)!) : null]));
}

/** Units every activity of which is done (complete or jumped). */
export const unitsDone = (s: Standing) =>
  s.path.units.filter((unit) =>
    unit.activities.every((activity) => isDone(s.progress.statuses.get(activity.id) ?? { stepsComplete: 0, isJumped: false }, activity)),
  ).length;

/** The best awarded grade per body, highest body rank first (soroban, anzan, flash). */
function bestGrades(rows: ReadonlyArray<{ body: string; awarded: string | null }>) {
  return EXAM_BODIES.flatMap((body: ExamBody) => {
    const best = rows
      .filter((r) => r.body === body && r.awarded)
      .map((r) => r.awarded!)
      .sort((a, b) => examGradeRank(body, b) - examGradeRank(body, a))[0];
    return best ? [{ body, grade: best, label: `${body[0]!.toUpperCase()}${body.slice(1)} ${examGradeLabel(body, best)}` }] : [];
  });
}

export interface StudentWeek extends DashboardStudent {
  /** Guided units finished and mock exam grades awarded within the week (the summary email's). */
  unitsFinished: number;
  gradesPassed: string[];
  /** The rules this student got wrong most this week, and their most lapsed skills: what to practise next. */
  practiseNext: string[];
}

/**
 * Every student's week (`weekStart` to `weekEnd`), with the accuracy of the TREND_WEEKS weeks ending
 * with it, and the rules the class got wrong most in it. Reads: quizzes of the trend weeks, last
 * activity, guided facts (twice: now and at the week's start), grades, wrong answers, lapsed skills.
 */
export async function classWeek(db: Db, roster: ReadonlyArray<{ id: number; display_name: string }>, weekStart: Date, weekEnd: Date) {
  const ids = roster.map((s) => s.id);
  const k = db.kysely;
  const trendStart = new Date(weekStart.getTime() - (TREND_WEEKS - 1) * WEEK_MS);
  const [quizzes, last, factsNow, grades, wrong, lapsed, path] = await Promise.all([
    finishedQuizzesSince(k, ids, trendStart.toISOString()),
    lastActiveOf(k, ids),
    guidedFactsOf(k, ids, LEARNING_PATH_ID, weekEnd.toISOString()),
    awardedGradesOf(k, ids),
    wrongAnswersSince(k, ids, weekStart.toISOString(), weekEnd.toISOString(), MISTAKE_SAMPLE),
    lapsedSkillsOf(k, ids, ids.length * 3),
    currentCurriculum(db, LEARNING_PATH_ID),
  ]);
  const factsBefore = await guidedFactsOf(k, ids, LEARNING_PATH_ID, weekStart.toISOString());
  const now = standings(path, ids, factsNow);
  const before = standings(path, ids, factsBefore);
  const endIso = weekEnd.toISOString();
  const startIso = weekStart.toISOString();

  // The rules behind the week's wrong list answers, each quiz's problems regenerated once.
  const problemsOf = new Map<number, ReturnType<typeof generateProblems>['problems']>();
  const byRule = new Map<string, { count: number; students: Set<number> }>();
  const rulesOfStudent = new Map<number, Map<string, number>>();
  for (const answer of wrong) {
    let problems = problemsOf.get(answer.quiz_id);
    if (!problems) {
      try {
        problems = generateProblems(specOf(answer) as QuizSpec, Number(answer.seed)).problems;
      } catch {
        problems = [];
      }
      problemsOf.set(answer.quiz_id, problems);
    }
    const diagnosis = fullDiagnosisOf(problems[answer.idx]?.display, answer.given === null ? null : Number(answer.given), answer.bead_moves);
    const rule = diagnosis && ruleName(diagnosis);
    if (!rule) continue;
    const entry = byRule.get(rule) ?? { count: 0, students: new Set<number>() };
    entry.count += 1;
    entry.students.add(answer.user_id);
    byRule.set(rule, entry);
    const own = rulesOfStudent.get(answer.user_id) ?? new Map<string, number>();
    own.set(rule, (own.get(rule) ?? 0) + 1);
    rulesOfStudent.set(answer.user_id, own);
  }
  const mistakes: ClassMistake[] = [...byRule]
    .map(([rule, entry]) => ({ rule, count: entry.count, students: entry.students.size }))
    .sort((a, b) => b.count - a.count || b.students - a.students || a.rule.localeCompare(b.rule))
    .slice(0, TOP_MISTAKES);

  const students: StudentWeek[] = roster.map((student) => {
    const own = quizzes.filter((q) => q.user_id === student.id && q.finished_at !== null && q.finished_at < endIso);
    const week = own.filter((q) => q.finished_at! >= startIso);
    const accuracyTrend = Array.from({ length: TREND_WEEKS }, (_, i) => {
      const from = new Date(trendStart.getTime() + i * WEEK_MS).toISOString();
      const to = new Date(trendStart.getTime() + (i + 1) * WEEK_MS).toISOString();
      const inWeek = own.filter((q) => q.finished_at! >= from && q.finished_at! < to);
      const total = inWeek.reduce((sum, q) => sum + q.total, 0);
      return total === 0 ? null : inWeek.reduce((sum, q) => sum + (q.correct ?? 0), 0) / total;
    });
    const standing = now.get(student.id) ?? null;
    const start = before.get(student.id) ?? null;
    const mine = grades.filter((g) => g.user_id === student.id);
    const gradesPassed = mine
      .filter((g) => g.handed_in_at !== null && g.handed_in_at >= startIso && g.handed_in_at < endIso)
      .map((g) => `${g.body[0]!.toUpperCase()}${g.body.slice(1)} ${examGradeLabel(g.body as ExamBody, g.awarded!)}`);
    const ownRules = [...(rulesOfStudent.get(student.id) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]).map(([rule]) => rule);
    const ownLapsed = lapsed.filter((s) => s.user_id === student.id).map((s) => skillWords(s.skill));
    return {
      userId: student.id,
      displayName: student.display_name,
      guidedUnit: standing ? progressFields(standing).workingUnit : null,
      guidedUnitNumber: standing ? standing.progress.workingUnit : null,
      grades: bestGrades(mine),
      minutesThisWeek: Math.floor(week.reduce((sum, q) => sum + quizMs(q), 0) / MINUTE_MS),
      quizzesThisWeek: week.length,
      accuracyTrend,
      lastActive: last.get(student.id) ?? null,
      unitsFinished: standing ? Math.max(0, unitsDone(standing) - (start ? unitsDone(start) : 0)) : 0,
      gradesPassed: [...new Set(gradesPassed)],
      practiseNext: [...new Set([...ownRules, ...ownLapsed])].slice(0, 3),
    };
  });
  return { students, mistakes };
}
