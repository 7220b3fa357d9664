import { DEFAULT_LEARNER_PARAMS, type LearnerParams, type SkillState, mastery } from './model.ts';
import { dueAt } from './schedule.ts';

/** Mastery below which a fact not yet due is practised as weak: a miss or a slow answer leaves it there, one fast right answer (0.66) lifts it out. */
export const WEAK_FACT_BELOW = 0.5;

export interface FactFocus {
  /** The facts to ask first, in order: due, weak, never seen, then the rest soonest due first. */
  readonly order: string[];
  /** Those of `order` due for review, and the weak ones (missed or slow), for the learner to see. */
  readonly due: string[];
  readonly weak: string[];
}

/**
 * The order a facts drill asks a set's facts in (XtraMath-like: missed and slow facts first, mastered
 * ones only when due, at the growing intervals of the model): due ones most overdue first, then the
 * weak ones weakest first, then the facts never answered (in the order given, which the caller
 * shuffles), then the rest soonest due first. `limit` facts at most.
 */
export function orderFacts(
  keys: readonly string[],
  states: ReadonlyMap<string, SkillState>,
  now: number,
  limit: number,
  params: LearnerParams = DEFAULT_LEARNER_PARAMS,
): FactFocus {
  const seen = keys.flatMap((key) => {
    const state = states.get(key);
    return state ? [{ key, mastery: mastery(state, now, params), dueAt: dueAt(state, params) }] : [];
  });
  const due = seen.filter((f) => f.dueAt <= now).sort((a, b) => a.dueAt - b.dueAt || a.key.localeCompare(b.key));
  const weak = seen.filter((f) => f.dueAt > now && f.mastery < WEAK_FACT_BELOW).sort((a, b) => a.mastery - b.mastery || a.key.localeCompare(b.key));
  const unseen = keys.filter((key) => !states.has(key));
  const rest = seen.filter((f) => f.dueAt > now && f.mastery >= WEAK_FACT_BELOW).sort((a, b) => a.dueAt - b.dueAt || a.key.localeCompare(b.key));
  const order = [...due.map((f) => f.key), ...weak.map((f) => f.key), ...unseen, ...rest.map((f) => f.key)].slice(0, Math.max(0, limit));
  const chosen = new Set(order);
  return { order, due: due.map((f) => f.key).filter((k) => chosen.has(k)), weak: weak.map((f) => f.key).filter((k) => chosen.has(k)) };
}
