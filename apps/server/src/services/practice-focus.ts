import { randomInt } from 'node:crypto';
import type { QuizSpec } from '@soroban/contracts';
import { type FactSetType, factKeysOf, factSkillId, orderFacts } from '@soroban/core';
import type { Executor } from '../db/connect.ts';
import { skillsOf } from '../repositories/learner.ts';

const FACT_SETS: readonly string[] = ['facts-addition', 'facts-subtraction', 'facts-multiplication', 'facts-division'];

/** What a facts drill was aimed at, for the learner to see: facts due for review and weak ones (missed or slow). */
export interface QuizFocus {
  due: string[];
  weak: string[];
}

/**
 * A free facts drill asks the learner's facts in the model's order (due, weak, never seen, the rest
 * soonest due: orderFacts in core); the order goes into the stored params as `focus`, so grading
 * regenerates the same problems. Other quizzes, and guided ones (their content is the program's),
 * are left as they are. The client's own params never carry a focus: the contract drops it.
 */
export async function withFactFocus(db: Executor, userId: number, spec: QuizSpec, now: Date): Promise<{ spec: QuizSpec; focus: QuizFocus | null }> {
  if (!FACT_SETS.includes(spec.type) || !('max' in spec.params)) return { spec, focus: null };
  const keys = factKeysOf(spec.type as FactSetType, spec.params.max);
  // Never-seen facts keep a random order: the seed cannot be used (it is drawn after), so shuffle here.
  for (let i = keys.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
  }
  const rows = await skillsOf(db, userId, keys.map(factSkillId));
  const states = new Map(
    rows.map((row) => [
      row.skill.slice('fact:'.length),
      { known: row.known, stability: row.stability, lastAt: Date.parse(row.last_at), reps: row.reps, lapses: row.lapses },
    ]),
  );
  const { order, due, weak } = orderFacts(keys, states, now.getTime(), spec.params.problems);
  return { spec: { ...spec, params: { ...spec.params, focus: order } } as unknown as QuizSpec, focus: { due, weak } };
}
