import { randomInt } from 'node:crypto';
import type { QuizSpec } from '@soroban/contracts';
import { ALL_CELLS, type FactSetType, type Skill, factKeysOf, factSkillId, listCellAimable, orderFacts, parseSkillId } from '@soroban/core';
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
  if (spec.type === 'soroban-skill') return withCellFocus(db, userId, spec, now);
  if (spec.type === 'addition-list') return withListFocus(db, userId, spec, now);
  if (spec.type === 'audible') return withListFocus(db, userId, spec, now);
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

const stateOf = (row: { known: number; stability: number; last_at: string; reps: number; lapses: number }) => ({
  known: row.known,
  stability: row.stability,
  lastAt: Date.parse(row.last_at),
  reps: row.reps,
  lapses: row.lapses,
});

/**
 * A free soroban-skill drill aims at the learner's due and weak complement cells of the chosen
 * family (and signs): stored as params.focus, their formulas are dealt to the first lists by the
 * rule-proven generator. Cells never practised are not aimed at: the generator deals the whole table.
 */
async function withCellFocus(
  db: Executor,
  userId: number,
  spec: Extract<QuizSpec, { type: 'soroban-skill' }>,
  now: Date,
): Promise<{ spec: QuizSpec; focus: QuizFocus | null }> {
  const { family, operations, problems } = spec.params;
  const cells = ALL_CELLS.filter((id) => {
    const cell = parseSkillId(id) as Extract<Skill, { kind: 'cell' }>;
    return cell.family === family && (operations === 'add-subtract' || cell.op === '+');
  });
  const rows = await skillsOf(db, userId, cells);
  const { due, weak } = orderFacts(cells, new Map(rows.map((row) => [row.skill, stateOf(row)])), now.getTime(), cells.length);
  const aimed = [...due, ...weak].slice(0, 2 * problems);
  if (aimed.length === 0) return { spec, focus: null };
  const chosen = new Set(aimed);
  return {
    spec: { ...spec, params: { ...spec.params, focus: aimed } } as unknown as QuizSpec,
    focus: { due: due.filter((c) => chosen.has(c)), weak: weak.filter((c) => chosen.has(c)) },
  };
}

/**
 * A free addition-list drill (soroban and anzan levels: addition) or audible anzan aims at the
 * learner's due and weak complement cells that lists of the chosen settings can pass through: stored
 * as params.focus, every other list (or round read aloud) from the first is built through one of
 * them, so at most half the sheet is aimed.
 */
async function withListFocus(
  db: Executor,
  userId: number,
  spec: Extract<QuizSpec, { type: 'addition-list' | 'audible' }>,
  now: Date,
): Promise<{ spec: QuizSpec; focus: QuizFocus | null }> {
  const lists = spec.type === 'audible' ? spec.params.rounds : spec.params.problems;
  const cells = ALL_CELLS.filter((id) => listCellAimable(spec.params, id));
  const rows = await skillsOf(db, userId, cells);
  const { due, weak } = orderFacts(cells, new Map(rows.map((row) => [row.skill, stateOf(row)])), now.getTime(), cells.length);
  const aimed = [...due, ...weak].slice(0, Math.ceil(lists / 2));
  if (aimed.length === 0) return { spec, focus: null };
  const chosen = new Set(aimed);
  return {
    spec: { ...spec, params: { ...spec.params, focus: aimed } } as unknown as QuizSpec,
    focus: { due: due.filter((c) => chosen.has(c)), weak: weak.filter((c) => chosen.has(c)) },
  };
}
