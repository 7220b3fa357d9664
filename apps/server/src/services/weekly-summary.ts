import type { WeeklySummarySettings } from '@soroban/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { CallContext } from '../lib/call-route.ts';
import { isoWeek } from '../lib/iso-week.ts';
import { queueMail } from '../repositories/mail-outbox.ts';
import {
  claimSummary,
  classroomsWithMembers,
  learnersWithParentDue,
  saveSummarySettings,
  summarySettingsOf,
  teachersDue,
} from '../repositories/weekly-summary.ts';
import { classWeek, isoWeekStart, type StudentWeek } from './class-week.ts';

/*
 * Once a week a teacher gets a summary of each class, and a parent (only with the learner's consent)
 * a summary of the learner: minutes, guided units finished, grades passed, who has not practised,
 * what to practise next. It covers the last full ISO week and goes through the mail queue. A row per
 * recipient and week, claimed in the same transaction that queues the mail, makes it once per week
 * however many server processes run the job.
 */

const DAY_MS = 86_400_000;
const PAGE = 50;

type Person = Pick<CallContext, 'db' | 'user'>;

export async function weeklySummarySettings(ctx: Person): Promise<WeeklySummarySettings> {
  const row = await summarySettingsOf(ctx.db.kysely, ctx.user.id);
  return { teacherSummary: row.weekly_summary === 1, parentEmail: row.parent_email, parentConsent: row.parent_consent === 1 };
}

/** The contract has checked the address and that consent comes with one. */
export async function saveWeeklySummarySettings(ctx: Person, settings: { teacherSummary: boolean; parentEmail: string; parentConsent: boolean }) {
  await saveSummarySettings(ctx.db.kysely, ctx.user.id, {
    weekly_summary: settings.teacherSummary ? 1 : 0,
    parent_email: settings.parentEmail === '' ? null : settings.parentEmail,
    parent_consent: settings.parentConsent && settings.parentEmail !== '' ? 1 : 0,
  });
  return weeklySummarySettings(ctx);
}

/** The week a summary sent at `now` covers: the last full ISO week. */
export function summaryWeek(now: Date) {
  const end = isoWeekStart(now);
  const start = new Date(end.getTime() - 7 * DAY_MS);
  return { start, end, week: isoWeek(start) };
}

const dayText = (date: Date) => date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekText = (start: Date, end: Date) => `${dayText(start)} – ${dayText(new Date(end.getTime() - DAY_MS))}`;
const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${Math.round(value * 100)} %`);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One class's part of a teacher's summary. */
export function classSection(
  name: string,
  students: readonly StudentWeek[],
  mistakes: ReadonlyArray<{ rule: string; count: number; students: number }>,
): string {
  if (students.length === 0) return `${name}\n  No students yet.`;
  const minutes = students.reduce((sum, s) => sum + s.minutesThisWeek, 0);
  const units = students.reduce((sum, s) => sum + s.unitsFinished, 0);
  const grades = students.flatMap((s) => s.gradesPassed.map((g) => `${s.displayName} (${g})`));
  const idle = students.filter((s) => s.quizzesThisWeek === 0).map((s) => s.displayName);
  const lines = [
    `${name} (${plural(students.length, 'student', 'students')})`,
    `  Minutes practised: ${minutes} in all, ${plural(
      students.reduce((sum, s) => sum + s.quizzesThisWeek, 0),
      'quiz',
      'quizzes',
    )}`,
    `  Guided units finished: ${units}`,
    `  Grades passed: ${grades.length === 0 ? 'none this week' : grades.join(', ')}`,
    `  Not practised this week: ${idle.length === 0 ? 'everyone practised' : idle.join(', ')}`,
    `  What to practise next: ${
      mistakes.length === 0
        ? 'no rule stood out in the wrong answers'
        : mistakes.map((m) => `${m.rule} (${plural(m.count, 'wrong answer', 'wrong answers')}, ${plural(m.students, 'student', 'students')})`).join('; ')
    }`,
    '  Students:',
    ...students.map(
      (s) =>
        `    ${s.displayName}: ${s.minutesThisWeek} min, ${plural(s.quizzesThisWeek, 'quiz', 'quizzes')}, accuracy ${percent(s.accuracyTrend.at(-1))}` +
        `${s.guidedUnit ? `, ${s.guidedUnit}` : ''}${s.unitsFinished > 0 ? `, ${plural(s.unitsFinished, 'unit', 'units')} finished` : ''}`,
    ),
  ];
  return lines.join('\n');
}

/** A teacher's summary: every class, then how to stop it. */
export function teacherMail(teacherName: string, start: Date, end: Date, sections: readonly string[]) {
  return {
    subject: `Soroban Quiz: your classes, week of ${dayText(start)}`,
    text: [
      `Hello ${teacherName},`,
      '',
      `Here is how your classes practised in the week ${weekText(start, end)} (UTC).`,
      '',
      ...sections.flatMap((section) => [section, '']),
      'To stop these emails, turn off "Weekly summary email" on the classroom screen or in Settings.',
    ].join('\n'),
  };
}

/** A parent's summary of one learner, sent with the learner's consent. */
export function parentMail(learnerName: string, start: Date, end: Date, s: StudentWeek) {
  return {
    subject: `Soroban Quiz: ${learnerName}'s week of ${dayText(start)}`,
    text: [
      'Hello,',
      '',
      `Here is how ${learnerName} practised on Soroban Quiz in the week ${weekText(start, end)} (UTC).`,
      '',
      `Minutes practised: ${s.minutesThisWeek} (${plural(s.quizzesThisWeek, 'quiz', 'quizzes')}, accuracy ${percent(s.accuracyTrend.at(-1))})`,
      `Guided units finished: ${s.unitsFinished}${s.guidedUnit ? ` (now on ${s.guidedUnit})` : ''}`,
      `Grades passed: ${s.gradesPassed.length === 0 ? 'none this week' : s.gradesPassed.join(', ')}`,
      `What to practise next: ${s.practiseNext.length === 0 ? (s.quizzesThisWeek === 0 ? 'any practice at all: nothing was practised this week' : 'more of the same: no rule stood out') : s.practiseNext.join('; ')}`,
      '',
      `${learnerName} asked for this summary to be sent to you, and can stop it in the app's Settings.`,
    ].join('\n'),
  };
}

/** Queues one summary unless this week's was queued already (by this or another process). */
async function queueOnce(db: Db, key: string, week: string, email: string, mail: { subject: string; text: string }, nowIso: string) {
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await claimSummary(trx, { recipient_key: key, week, email, queued_at: nowIso }))) return false;
    await queueMail(trx, { recipient: email, subject: mail.subject, body: mail.text }, nowIso);
    return true;
  });
}

/** Composes and queues every summary of the last full week not yet queued; answers how many were queued. */
export async function sendWeeklySummaries(db: Db, now: Date): Promise<{ teachers: number; parents: number }> {
  const { start, end, week } = summaryWeek(now);
  const nowIso = now.toISOString();
  let teachers = 0;
  let parents = 0;
  for (let after = 0; ;) {
    const page = await teachersDue(db.kysely, week, after, PAGE);
    for (const teacher of page) {
      after = teacher.id;
      const rows = await classroomsWithMembers(db.kysely, teacher.id);
      const classes = new Map<number, { name: string; roster: { id: number; display_name: string }[] }>();
      for (const row of rows) {
        const entry = classes.get(row.classroom_id) ?? { name: row.name, roster: [] };
        if (row.user_id !== null && row.display_name !== null) entry.roster.push({ id: row.user_id, display_name: row.display_name });
        classes.set(row.classroom_id, entry);
      }
      // Nothing to tell a teacher whose classes have no students yet.
      if (![...classes.values()].some((c) => c.roster.length > 0)) continue;
      const sections: string[] = [];
      for (const c of classes.values()) {
        const { students, mistakes } = c.roster.length === 0 ? { students: [], mistakes: [] } : await classWeek(db, c.roster, start, end);
        sections.push(classSection(c.name, students, mistakes));
      }
      if (await queueOnce(db, `teacher:${teacher.id}`, week, teacher.email, teacherMail(teacher.display_name, start, end, sections), nowIso)) teachers += 1;
    }
    if (page.length < PAGE) break;
  }
  for (let after = 0; ;) {
    const page = await learnersWithParentDue(db.kysely, week, after, PAGE);
    for (const learner of page) {
      after = learner.id;
      if (!learner.parent_email) continue;
      const { students } = await classWeek(db, [{ id: learner.id, display_name: learner.display_name }], start, end);
      const s = students[0];
      if (s && (await queueOnce(db, `parent:${learner.id}`, week, learner.parent_email, parentMail(learner.display_name, start, end, s), nowIso))) parents += 1;
    }
    if (page.length < PAGE) break;
  }
  return { teachers, parents };
}

/**
 * Runs the weekly summaries every `intervalMs` in this process (every process runs it; the claim row
 * keeps each summary to one). Answers a stop that waits for a run in progress.
 */
export function startWeeklySummaries(db: Db, log: FastifyBaseLogger, intervalMs: number, now: () => Date) {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sendWeeklySummaries(db, now())
      .then((queued) => {
        if (queued.teachers + queued.parents > 0) log.info(queued, 'weekly summaries queued');
      })
      .catch((error: unknown) => log.error(error, 'weekly summaries failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
