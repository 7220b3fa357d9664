import type { QuizSpec } from '@soroban/contracts';
import {
  DEFAULT_FLUENCY_THRESHOLD_MS,
  type FactsType,
  KEYPAD_SAMPLES,
  MASTERY_WINDOW,
  type ToolType,
  factFamily,
  factState,
  isKeypadItem,
  keypadAllowanceMs,
  keypadTimeMs,
} from '@soroban/core';
import type { Db, Executor } from '../db/connect.ts';
import { factHistories, keypadSpeedOf, latestRightFacts, saveKeypadSpeed } from '../repositories/fact-fluency.ts';

/** How many of the latest right facts are searched for trivial items when the keypad is measured. */
const KEYPAD_SEARCH = 400;

/** The "Fluent within" a quiz was started with, or the default for quizzes without the choice (tools, old quizzes). */
export const chosenThresholdMs = (spec: QuizSpec): number =>
  ('thresholdMs' in spec.params ? spec.params.thresholdMs : undefined) ?? DEFAULT_FLUENCY_THRESHOLD_MS;

/** The learner's measured keypad time (null until measured) and what it adds to every threshold. */
export async function keypadOf(db: Executor, userId: number) {
  const keypadMs = (await keypadSpeedOf(db, userId))?.keypad_ms ?? null;
  return { keypadMs, allowanceMs: keypadAllowanceMs(keypadMs) };
}

/** The threshold a quiz's answers are graded at: the learner's choice plus their keypad allowance. */
export async function gradingThresholdMs(db: Executor, userId: number, spec: QuizSpec): Promise<number> {
  return chosenThresholdMs(spec) + (await keypadOf(db, userId)).allowanceMs;
}

/**
 * After a quiz with facts: the keypad time again, from the latest right trivial facts (7 + 0,
 * 1 × 9) of any quiz. Kept as it was until there are enough of them.
 */
export async function measureKeypadSpeed(db: Executor, userId: number, at: string) {
  const rows = await latestRightFacts(db, userId, KEYPAD_SEARCH);
  const times = rows.filter((row) => isKeypadItem(row.fact_key ?? '', Number(row.answer))).map((row) => row.time_ms);
  const keypadMs = keypadTimeMs(times);
  if (keypadMs !== null) await saveKeypadSpeed(db, userId, keypadMs, Math.min(times.length, KEYPAD_SAMPLES), at);
}

/**
 * Each fact of a facts type (with its 100-problem tool: both count) at the chosen threshold plus
 * the keypad allowance: tries, times and its state (mastered = right in time in 2 of the last 3).
 */
export async function factFluencyOf(ctx: { db: Db; user: { id: number } }, type: FactsType | ToolType, thresholdMs: number = DEFAULT_FLUENCY_THRESHOLD_MS) {
  const keypad = await keypadOf(ctx.db.kysely, ctx.user.id);
  const judgedAt = thresholdMs + keypad.allowanceMs;
  const histories = await factHistories(ctx.db.kysely, ctx.user.id, factFamily(type), MASTERY_WINDOW);
  const facts = histories.map((fact) => ({
    factKey: fact.factKey,
    attempts: fact.attempts,
    correct: fact.correct,
    lastTimeMs: fact.latest[0]?.timeMs ?? 0,
    bestTimeMs: fact.bestTimeMs,
    state: factState(fact.latest, judgedAt),
  }));
  return { thresholdMs, ...keypad, facts };
}
