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
import type { LaunchpadActivity } from '@soroban/contracts';
import type { Db } from '../db/connect.ts';
import { failures } from '../lib/api-failure.ts';
import { confirmedActivities, findEnrolment } from '../repositories/guided.ts';
import { passedQuizCounts } from '../repositories/practice.ts';
import { currentCurriculum } from './curriculum.ts';

export interface Standing {
  path: LearningPath;
  progress: PathProgress;
  jumpedThroughUnit: number;
  enrolled: boolean;
}

export async function requireCurriculum(db: Db, lpath: number): Promise<LearningPath> {
  const path = await currentCurriculum(db, lpath);
  // Loaded at start, so only a wrong lpath (or an operator's empty database) gets here.
  if (!path) throw failures.notFound(`There is no guided program with learning path ${lpath}. Ask the operator to load it.`);
  return path;
}

const allIds = (path: LearningPath) => path.units.flatMap((unit) => unit.activities.map((a) => a.id));

/** Where one learner stands: counted from the practice tables, confirmations and jumps. */
export async function standing(db: Db, userId: number, path: LearningPath): Promise<Standing> {
  const [passed, confirmed, enrolment] = await Promise.all([
    passedQuizCounts(db.kysely, userId, allIds(path)),
    confirmedActivities(db.kysely, userId, path.lpath),
    findEnrolment(db.kysely, userId, path.lpath),
  ]);
  const jumpedThroughUnit = enrolment?.jumped_through_unit ?? 0;
  return { path, progress: pathProgress(path, { passed, confirmed, jumpedThroughUnit }), jumpedThroughUnit, enrolled: enrolment !== undefined };
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

/** One activity in the launchpad's shape (SPEC 3). */
export function launchpadActivity(s: Standing, unit: CurriculumUnit, activity: CurriculumActivity): LaunchpadActivity {
  const status = s.progress.statuses.get(activity.id) ?? { stepsComplete: 0, isJumped: false };
  const base: LaunchpadActivity = {
    id: activity.id,
    activity: activity.activity,
    name: activity.name,
    problemType: activity.problemType,
    pathname: activity.pathname,
    lpath: s.path.lpath,
    activity_group: activity.activity_group,
    activity_unit: unit.number,
    steps: activity.steps,
    status,
    state: iconState(s.progress, unit, activity),
    practice: (activity.practice as LaunchpadActivity['practice']) ?? null,
    lessonId: activity.video?.lessonId ?? null,
  };
  if (activity.kanji) {
    // No stroke video: the kanji dialog animates the strokes of the kanji collection (kanji_detail_api).
    base.kanjiId = activity.kanji.kanjiId;
    base.kanjiMov = 'null';
    base.kanjiMeaning = activity.kanji.meaning ?? 'null';
  }
  return base;
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
