import type { CurriculumActivity, CurriculumUnit, LearningPath } from './model.ts';

export interface ActivityStatus {
  readonly stepsComplete: number;
  readonly isJumped: boolean;
}

/** What the server knows of one learner on one path. */
export interface ProgressFacts {
  /** Passed quizzes started from each activity (by activity id). */
  readonly passed: ReadonlyMap<string, number>;
  /** Lessons and kanji items the learner confirmed with DONE. */
  readonly confirmed: ReadonlySet<string>;
  /** Activities of units 1…jumpedThroughUnit count as jumped (0: none). */
  readonly jumpedThroughUnit: number;
}

export interface PathProgress {
  readonly statuses: ReadonlyMap<string, ActivityStatus>;
  /** The unit of the working activity; the last unit once everything is done. */
  readonly workingUnit: number;
  /** The group of the working activity inside the working unit; null when everything is done. */
  readonly workingGroup: number | null;
  /** The first activity, in program order, that is neither complete nor jumped (the sumo marker). */
  readonly workingActivityId: string | null;
  readonly complete: boolean;
}

/** 'done' = blue (complete or jumped), 'current' = green (the working group), 'locked' = white, faded. */
export type ActivityIconState = 'done' | 'current' | 'locked';

export function activityStatus(activity: CurriculumActivity, unit: CurriculumUnit, facts: ProgressFacts): ActivityStatus {
  const counted = activity.practice ? (facts.passed.get(activity.id) ?? 0) : facts.confirmed.has(activity.id) ? activity.steps : 0;
  return { stepsComplete: Math.min(activity.steps, counted), isJumped: unit.number <= facts.jumpedThroughUnit };
}

export const isDone = (status: ActivityStatus, activity: CurriculumActivity): boolean => status.isJumped || status.stepsComplete >= activity.steps;

/**
 * Every activity's status and where the learner is. The working activity is the first one not done
 * in program order; its whole group is worked on together, so the group (and with it the unit)
 * advances by itself once every activity of the group is done.
 */
export function pathProgress(path: LearningPath, facts: ProgressFacts): PathProgress {
  const statuses = new Map<string, ActivityStatus>();
  let working: { unit: CurriculumUnit; activity: CurriculumActivity } | null = null;
  for (const unit of path.units) {
    for (const activity of unit.activities) {
      const status = activityStatus(activity, unit, facts);
      statuses.set(activity.id, status);
      if (!working && !isDone(status, activity)) working = { unit, activity };
    }
  }
  const last = path.units[path.units.length - 1];
  return {
    statuses,
    workingUnit: working ? working.unit.number : (last?.number ?? 1),
    workingGroup: working ? working.activity.activity_group : null,
    workingActivityId: working ? working.activity.id : null,
    complete: working === null,
  };
}

/** The icon state of SPEC 4 for one activity. */
export function iconState(progress: PathProgress, unit: CurriculumUnit, activity: CurriculumActivity): ActivityIconState {
  const status = progress.statuses.get(activity.id);
  if (status && isDone(status, activity)) return 'done';
  return unit.number === progress.workingUnit && activity.activity_group === progress.workingGroup ? 'current' : 'locked';
}

/** The workingUnit text of the launchpad answer (SPEC 3: text containing the unit number). */
export function workingUnitText(path: LearningPath, progress: PathProgress): string {
  const unit = path.units.find((u) => u.number === progress.workingUnit);
  return unit ? `Unit ${unit.number}: ${unit.moduleName}` : `Unit ${progress.workingUnit}`;
}

/** SPEC 9: jump-forward icons on units after the working unit, up to this one. */
export const JUMP_MAX_UNIT = 10;

/** Whether the learner may take the test-out that jumps to `unit`. */
export function canJumpTo(path: LearningPath, progress: PathProgress, unit: number): boolean {
  return unit > progress.workingUnit && unit <= JUMP_MAX_UNIT && path.units.some((u) => u.number === unit);
}
