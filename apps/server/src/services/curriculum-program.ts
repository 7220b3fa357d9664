import {
  canJumpTo,
  type CurriculumActivity,
  type CurriculumUnit,
  iconState,
  type LearningPath,
  type PathProgress,
  pathProgress,
  testOutQuizzes,
  workingUnitText,
} from '@soroban/core';
import { type LaunchpadActivity, type SeenProgress, seenProgress } from '@soroban/contracts';
import type { Db } from '../db/connect.ts';
import { failures } from '../lib/api-failure.ts';
import { confirmedActivities, findEnrolment, launchpadFacts } from '../repositories/guided.ts';
import { passedActivityQuizCounts } from '../repositories/practice.ts';
import { currentCurriculum, curriculumWithHash } from './curriculum.ts';

export interface Standing {
  path: LearningPath;
  progress: PathProgress;
  jumpedThroughUnit: number;
  enrolled: boolean;
  /** What the learner was last shown of the program (guided_seen_api), null until then. */
  seen: SeenProgress | null;
}

/** A stored SeenProgress, or null: one the contract no longer accepts is as good as none (nothing is celebrated). */
function seenFrom(json: string | null | undefined): SeenProgress | null {
  if (!json) return null;
  try {
    return seenProgress.parse(JSON.parse(json));
  } catch {
    return null;
  }
}

const noProgram = (lpath: number) => failures.notFound(`There is no guided program with learning path ${lpath}. Ask the operator to load it.`);

export async function requireCurriculum(db: Db, lpath: number): Promise<LearningPath> {
  const path = await currentCurriculum(db, lpath);
  // Loaded at start, so only a wrong lpath (or an operator's empty database) gets here.
  if (!path) throw noProgram(lpath);
  return path;
}

/** The program and where the learner stands in it, read in one statement (the launchpad's reads). */
export async function launchpadStanding(db: Db, userId: number, lpath: number): Promise<Standing> {
  const { contentHash, facts } = await launchpadFacts(db.kysely, userId, lpath);
  const path = await curriculumWithHash(db, lpath, contentHash);
  if (!path) throw noProgram(lpath);
  return standingOf(path, facts);
}

/** What the database knows of one learner on one path. */
async function progressFacts(db: Db, userId: number, lpath: number) {
  const [passed, confirmed, enrolment] = await Promise.all([
    // Every activity id the learner has passed quizzes under, without listing the program's hundreds
    // of ids in the query; ids of other programs and jump markers simply match no activity.
    passedActivityQuizCounts(db.kysely, userId),
    confirmedActivities(db.kysely, userId, lpath),
    findEnrolment(db.kysely, userId, lpath),
  ]);
  return { passed, confirmed, enrolment };
}

interface Facts {
  passed: ReadonlyMap<string, number>;
  confirmed: ReadonlySet<string>;
  enrolment: { jumped_through_unit: number; seen?: string | null } | undefined;
}

export function standingOf(path: LearningPath, { passed, confirmed, enrolment }: Facts): Standing {
  const jumpedThroughUnit = enrolment?.jumped_through_unit ?? 0;
  return {
    path,
    progress: pathProgress(path, { passed, confirmed, jumpedThroughUnit }),
    jumpedThroughUnit,
    enrolled: enrolment !== undefined,
    seen: seenFrom(enrolment?.seen),
  };
}

/** Where one learner stands: counted from the practice tables, confirmations and jumps. */
export async function standing(db: Db, userId: number, path: LearningPath): Promise<Standing> {
  return standingOf(path, await progressFacts(db, userId, path.lpath));
}

export function progressFields({ path, progress }: Standing) {
  return {
    workingUnit: workingUnitText(path, progress),
    workingUnitNumber: progress.workingUnit,
    workingActivityId: progress.workingActivityId,
  };
}

export function findActivity(path: LearningPath, id: string): { unit: CurriculumUnit; activity: CurriculumActivity } | undefined {
  for (const unit of path.units) {
    const activity = unit.activities.find((a) => a.id === id);
    if (activity) return { unit, activity };
  }
  return undefined;
}

/**
 * Progress is made in order: a quiz or a DONE counts only for an activity of the open unit's current
 * group, or one already done (practised again). Anything later is a 409, like opening its card.
 */
export function requireOpenActivity(s: Standing, found: { unit: CurriculumUnit; activity: CurriculumActivity }) {
  if (iconState(s.progress, found.unit, found.activity) !== 'locked') return;
  if (found.unit.number > s.progress.workingUnit) {
    throw failures.conflict(`Unit ${found.unit.number} is not open yet: finish ${progressFields(s).workingUnit} first, or jump to it.`);
  }
  throw failures.conflict(`'${found.activity.name}' is not open yet: finish the activities before it in ${progressFields(s).workingUnit} first.`);
}

type StaticActivity = Omit<LaunchpadActivity, 'status' | 'state'>;

/** An activity's fields that never change for a given curriculum (SPEC 3), in the launchpad's shape. */
function staticActivity(lpath: number, unit: CurriculumUnit, activity: CurriculumActivity): StaticActivity {
  const fields: StaticActivity = {
    id: activity.id,
    activity: activity.activity,
    name: activity.name,
    problemType: activity.problemType,
    pathname: activity.pathname,
    lpath,
    activity_group: activity.activity_group,
    activity_unit: unit.number,
    steps: activity.steps,
  };
  if (activity.kanji) {
    // No stroke video: the kanji dialog animates the strokes of the kanji collection (kanji_detail_api).
    fields.kanjiId = activity.kanji.kanjiId;
    fields.kanjiMov = 'null';
    fields.kanjiMeaning = activity.kanji.meaning ?? 'null';
  }
  if (activity.exam) fields.exam = { body: activity.exam.body, grade: activity.exam.grade };
  return fields;
}

interface PreparedUnit {
  unit: CurriculumUnit;
  /** '{"moduleName":…,"unitNumber":n,"canJump":' */
  head: Buffer;
  /** Per activity, its JSON up to '"status":'; the learner's status and icon state follow. */
  activities: Array<{ activity: CurriculumActivity; head: Buffer }>;
}

/**
 * The launchpad's modules are the same for every learner but for each activity's status and icon
 * state, so each curriculum's share is serialized (and UTF-8 encoded) once — curricula are cached by
 * content hash, so one object per loaded version — and an answer only splices the learner's part in.
 */
const prepared = new WeakMap<LearningPath, PreparedUnit[]>();

function preparedUnits(path: LearningPath): PreparedUnit[] {
  let units = prepared.get(path);
  if (!units) {
    units = path.units.map((unit) => ({
      unit,
      head: Buffer.from(`${JSON.stringify({ moduleName: unit.moduleName, description: unit.description, unitNumber: unit.number }).slice(0, -1)},"canJump":`),
      activities: unit.activities.map((activity) => ({
        activity,
        head: Buffer.from(`${JSON.stringify(staticActivity(path.lpath, unit, activity)).slice(0, -1)},"status":`),
      })),
    }));
    prepared.set(path, units);
  }
  return units;
}

/** The few learner-specific tails an activity can have: '{"stepsComplete":n,"isJumped":b},"state":"s"}'. */
const tails = new Map<string, Buffer>();
function activityTail(stepsComplete: number, isJumped: boolean, state: string): Buffer {
  const key = `${stepsComplete} ${isJumped} ${state}`;
  let tail = tails.get(key);
  if (!tail) {
    tail = Buffer.from(`{"stepsComplete":${stepsComplete},"isJumped":${isJumped}},"state":"${state}"}`);
    tails.set(key, tail);
  }
  return tail;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_UNIT = Buffer.from(']}');
const CLOSE = Buffer.from(']');
const CAN_JUMP = Buffer.from('true,"activities":[');
const CANNOT_JUMP = Buffer.from('false,"activities":[');

/** One activity in the launchpad's shape (SPEC 3). */
export function launchpadActivity(s: Standing, unit: CurriculumUnit, activity: CurriculumActivity): LaunchpadActivity {
  return {
    ...staticActivity(s.path.lpath, unit, activity),
    status: s.progress.statuses.get(activity.id) ?? { stepsComplete: 0, isJumped: false },
    state: iconState(s.progress, unit, activity),
  };
}

export function modules(s: Standing) {
  return s.path.units.map((unit) => ({
    moduleName: unit.moduleName,
    description: unit.description,
    unitNumber: unit.number,
    canJump: canJumpTo(s.path, s.progress, unit.number),
    activities: unit.activities.map((activity) => launchpadActivity(s, unit, activity)),
  }));
}

/** The JSON of `modules(s)` (the same value), UTF-8, built from the curriculum's serialized share. */
export function modulesJson(s: Standing): Buffer {
  const parts: Buffer[] = [OPEN];
  preparedUnits(s.path).forEach(({ unit, head, activities }, u) => {
    if (u > 0) parts.push(COMMA);
    parts.push(head, canJumpTo(s.path, s.progress, unit.number) ? CAN_JUMP : CANNOT_JUMP);
    activities.forEach(({ activity, head: activityHead }, a) => {
      const status = s.progress.statuses.get(activity.id);
      if (a > 0) parts.push(COMMA);
      parts.push(activityHead, activityTail(status?.stepsComplete ?? 0, status?.isJumped ?? false, iconState(s.progress, unit, activity)));
    });
    parts.push(CLOSE_UNIT);
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}

/** The test-out plan for a jump to `unit`, or a 4xx saying why the jump is not open. */
export function planTestOut(s: Standing, unit: number) {
  if (!canJumpTo(s.path, s.progress, unit)) {
    if (unit <= s.progress.workingUnit) throw failures.badInput(`You are already working on unit ${s.progress.workingUnit}: jump only to a later unit.`);
    throw failures.badInput(`You can jump from unit ${s.progress.workingUnit} to any unit up to ${Math.min(10, s.path.units.length)}, not to unit ${unit}.`);
  }
  const quizzes = testOutQuizzes(s.path, s.progress.workingUnit, unit);
  if (quizzes.length === 0) throw failures.badInput(`Units ${s.progress.workingUnit} to ${unit - 1} have no quizzes to test out of.`);
  return quizzes;
}

/** Deterministic JSON (sorted keys) so stored params compare equal however they were written. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const testOutMarker = (testOutId: number, index: number) => `testout-${testOutId}-${index}`;
