import type { ClassSkillHeatmap, SkillMap } from '@soroban/contracts';
import {
  CELLS,
  DEFAULT_LEARNER_PARAMS,
  type SkillState,
  cellName,
  classHeatmap,
  factSetOf,
  parseSkillId,
  readSkill,
  sizeName,
  summarise,
  weakestCells,
  MASTERED_FROM,
  mastery,
} from '@soroban/core';
import type { Executor } from '../db/connect.ts';
import type { LearnerSkillsTable } from '../db/schema.ts';
import { failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { isoWeek } from '../lib/iso-week.ts';
import { isTeacherOf, members, ownedClassroom } from '../repositories/classroom.ts';
import { allSkillsOf } from '../repositories/learner.ts';
import { activeUserName, cellStatesOf, saveWeek, weeksOf } from '../repositories/skill-map.ts';

/*
 * The skill map (issue 16, "Shown"): the learner model read at the server's now, forgetting applied,
 * for the learner, for their teacher, and as a class heat map of the complement cells.
 */

type Person = Pick<CallContext, 'db' | 'now' | 'user'>;

const TREND_WEEKS = 8;
const WEAKEST_LISTED = 10;
const WEEK_MS = 7 * 86_400_000;

const stateOf = (row: LearnerSkillsTable): SkillState => ({
  known: row.known,
  stability: row.stability,
  lastAt: Date.parse(row.last_at),
  reps: row.reps,
  lapses: row.lapses,
});

// One answer for "not your student", "no such account" and "disabled": nothing is revealed.
const notYourStudent = () => failures.notFound('You have no student with that studentId.');
const notYourClassroom = () => failures.notFound('You have no classroom with that classroomId.');

/** Monday (YYYY-MM-DD) of the ISO week `at` is in. */
function mondayOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * The learner's summary for the week of `at`, written in the transaction that updated their skills
 * (services/learner.ts): the trend keeps each week's last update.
 */
export async function recordWeek(db: Executor, userId: number, at: Date) {
  const summary = summarise((await allSkillsOf(db, userId)).map(stateOf), at.getTime(), DEFAULT_LEARNER_PARAMS);
  await saveWeek(db, {
    user_id: userId,
    week: isoWeek(at),
    mean_mastery: summary.meanMastery,
    mastered: summary.mastered,
    practised: summary.practised,
    updated_at: at.toISOString(),
  });
}

async function whoseMap(ctx: Person, studentId: number | undefined) {
  if (studentId === undefined || studentId === ctx.user.id) return { userId: ctx.user.id, displayName: ctx.user.display_name };
  const db = ctx.db.kysely;
  if (!(await isTeacherOf(db, ctx.user.id, studentId))) throw notYourStudent();
  const student = await activeUserName(db, studentId);
  if (!student) throw notYourStudent();
  return { userId: student.id, displayName: student.display_name };
}

/** One's own skill map, or a student's for the owner of one of their classrooms. */
export async function skillMap(ctx: Person, studentId: number | undefined): Promise<SkillMap> {
  const student = await whoseMap(ctx, studentId);
  const db = ctx.db.kysely;
  const now = ctx.now.getTime();
  const rows = await allSkillsOf(db, student.userId);
  const read = (row: LearnerSkillsTable | undefined) => {
    if (!row) return { mastery: null, dueAt: null, due: false };
    const reading = readSkill(stateOf(row), now, DEFAULT_LEARNER_PARAMS);
    return { mastery: reading.mastery, dueAt: new Date(reading.dueAt).toISOString(), due: reading.due };
  };
  const bySkill = new Map(rows.map((row) => [row.skill, row]));

  const cells = CELLS.map((cell) => ({
    skill: `cell:${cell.rodValue}${cell.op}${cell.digit}`,
    op: cell.op,
    rodValue: cell.rodValue,
    digit: cell.digit,
    family: cell.family,
    ...read(bySkill.get(`cell:${cell.rodValue}${cell.op}${cell.digit}`)),
  }));

  const factSets = new Map<string, SkillMap['factSets'][number]>();
  const sizes: SkillMap['sizes'] = [];
  let practised = 0;
  let mastered = 0;
  let due = 0;
  for (const row of rows) {
    let skill;
    try {
      skill = parseSkillId(row.skill);
    } catch {
      continue; // a skill id this version does not know: not shown
    }
    const reading = read(row);
    practised++;
    if ((reading.mastery ?? 0) >= MASTERED_FROM) mastered++;
    if (reading.due) due++;
    if (skill.kind === 'fact') {
      const { set, name } = factSetOf(skill.factKey);
      const group = factSets.get(set) ?? { set, name, facts: [] };
      group.facts.push({ skill: row.skill, factKey: skill.factKey, ...reading });
      factSets.set(set, group);
    } else if (skill.kind !== 'cell') {
      sizes.push({ skill: row.skill, kind: skill.kind, name: sizeName(skill), ...reading });
    }
  }
  const byKey = (a: { skill: string }, b: { skill: string }) => a.skill.localeCompare(b.skill, 'en', { numeric: true });
  for (const group of factSets.values()) group.facts.sort(byKey);
  sizes.sort((a, b) => a.kind.localeCompare(b.kind) || byKey(a, b));

  // The last 8 ISO weeks: past weeks as their last update left them, the current one read now.
  const weeks = Array.from({ length: TREND_WEEKS }, (_, i) => new Date(now - (TREND_WEEKS - 1 - i) * WEEK_MS));
  const stored = new Map((await weeksOf(db, student.userId, weeks.map(isoWeek))).map((row) => [row.week, row]));
  const current = rows.length > 0 ? summarise(rows.map(stateOf), now, DEFAULT_LEARNER_PARAMS) : null;
  const trend = weeks.map((at, i) => {
    const week = isoWeek(at);
    const row = stored.get(week);
    const summary = i === TREND_WEEKS - 1 ? current : row ? { meanMastery: row.mean_mastery, mastered: row.mastered, practised: row.practised } : null;
    return {
      week,
      monday: mondayOf(at),
      meanMastery: summary?.meanMastery ?? null,
      mastered: summary?.mastered ?? null,
      practised: summary?.practised ?? null,
    };
  });

  return {
    student,
    cells,
    factSets: [...factSets.values()].sort((a, b) => a.set.localeCompare(b.set)),
    sizes,
    counts: { mastered, learning: practised - mastered, due, unseen: cells.filter((cell) => cell.mastery === null).length },
    trend,
  };
}

/** Per complement cell, the class's mean mastery and how many students are weak in it, for the owner. */
export async function classSkillHeatmap(ctx: Person, classroomId: number): Promise<ClassSkillHeatmap> {
  const db = ctx.db.kysely;
  const classroom = await ownedClassroom(db, classroomId, ctx.user.id);
  if (!classroom) throw notYourClassroom();
  const roster = await members(db, classroom.id);
  const now = ctx.now.getTime();
  const perStudent = new Map<number, Map<string, number>>(roster.map((student) => [student.id, new Map()]));
  for (const row of await cellStatesOf(
    db,
    roster.map((student) => student.id),
  )) {
    perStudent.get(row.user_id)?.set(row.skill, mastery(stateOf(row), now, DEFAULT_LEARNER_PARAMS));
  }
  const heat = classHeatmap([...perStudent.values()]);
  const cells = heat.map((cell, i) => {
    const { op, rodValue, digit, family } = CELLS[i]!;
    return { ...cell, op, rodValue, digit, family };
  });
  return {
    studentCount: roster.length,
    cells,
    weakest: weakestCells(heat, WEAKEST_LISTED).map((cell) => ({
      skill: cell.skill,
      name: cellName(parseSkillId(cell.skill) as (typeof CELLS)[number]),
      weak: cell.weak,
      meanMastery: cell.meanMastery,
    })),
  };
}
