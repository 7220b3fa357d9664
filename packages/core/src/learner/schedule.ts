import { DAY_MS, DEFAULT_LEARNER_PARAMS, forgettingFactor, type LearnerParams, mastery, type SkillState } from './model.ts';

/** Days until the recall chance falls to the wanted retention: the forgetting curve solved for t. */
export function intervalDays(stability: number, params: LearnerParams = DEFAULT_LEARNER_PARAMS): number {
  return (stability / forgettingFactor(params)) * (params.retention ** (-1 / params.decay) - 1);
}

/** Epoch ms at which the skill is due for review. */
export function dueAt(state: SkillState, params: LearnerParams = DEFAULT_LEARNER_PARAMS): number {
  return state.lastAt + Math.round(intervalDays(state.stability, params) * DAY_MS);
}

export interface SkillEntry {
  readonly skill: string;
  readonly state: SkillState;
}

export interface PracticePick {
  readonly skill: string;
  readonly mastery: number;
  readonly dueAt: number;
}

/**
 * What a practice session draws from: the skills due now, most overdue first, and the weakest of
 * the rest by mastery, at most `limit` of each, and how many are due in all.
 */
export function pickPractice(
  entries: readonly SkillEntry[],
  now: number,
  limit: number,
  params: LearnerParams = DEFAULT_LEARNER_PARAMS,
): { dueCount: number; due: PracticePick[]; weakest: PracticePick[] } {
  const picks = entries.map((entry) => ({ skill: entry.skill, mastery: mastery(entry.state, now, params), dueAt: dueAt(entry.state, params) }));
  const due = picks.filter((pick) => pick.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt || a.skill.localeCompare(b.skill));
  const weakest = picks.filter((pick) => pick.dueAt > now).sort((a, b) => a.mastery - b.mastery || a.skill.localeCompare(b.skill));
  return { dueCount: due.length, due: due.slice(0, limit), weakest: weakest.slice(0, limit) };
}
