import { sql } from 'kysely';
import type { Executor } from '../db/connect.ts';

/** One fact of a learner: totals over every try, and the latest tries (newest first, at most `recent`). */
export interface FactHistory {
  factKey: string;
  attempts: number;
  correct: number;
  bestTimeMs: number | null;
  latest: { correct: boolean; timeMs: number }[];
}

/**
 * Every fact the learner met in quizzes of these types: totals and the latest `recent` tries. One
 * query: window functions number the tries newest first (newest quiz, then highest problem index)
 * and total them per fact, and only the latest `recent` rows of each fact leave the database.
 */
export async function factHistories(db: Executor, userId: number, types: readonly string[], recent: number): Promise<FactHistory[]> {
  // One window (one sort) for all: numbered newest first, totalled over the whole partition.
  const newestFirst = sql`partition by a.fact_key order by a.quiz_id desc, a.idx desc`;
  const whole = sql`${newestFirst} rows between unbounded preceding and unbounded following`;
  const tries = db
    .selectFrom('quiz_answers as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .select([
      'a.fact_key',
      'a.correct',
      'a.time_ms',
      sql<number>`row_number() over (${newestFirst})`.as('recency'),
      sql<number>`count(*) over (${whole})`.as('attempts'),
      sql<number>`sum(a.correct) over (${whole})`.as('right'),
      sql<number | null>`min(case when a.correct = 1 then a.time_ms end) over (${whole})`.as('best'),
    ])
    .where('q.user_id', '=', userId)
    .where('q.type', 'in', types)
    // A sheet answered faster than a person can proves nothing about any fact on it.
    .where((eb) => eb.or([eb('q.unpaid', 'is', null), eb('q.unpaid', '!=', 'too-fast')]))
    .where('a.fact_key', 'is not', null);
  const rows = await db.selectFrom(tries.as('t')).selectAll().where('t.recency', '<=', recent).orderBy('t.fact_key').orderBy('t.recency').execute();
  const facts = new Map<string, FactHistory>();
  for (const row of rows) {
    const factKey = row.fact_key ?? '';
    let fact = facts.get(factKey);
    if (!fact) {
      fact = { factKey, attempts: Number(row.attempts), correct: Number(row.right), bestTimeMs: row.best === null ? null : Number(row.best), latest: [] };
      facts.set(factKey, fact);
    }
    fact.latest.push({ correct: row.correct === 1, timeMs: row.time_ms });
  }
  return [...facts.values()];
}

/** The learner's latest right answers to facts (any type), newest first: where trivial items are found. */
export const latestRightFacts = (db: Executor, userId: number, limit: number) =>
  db
    .selectFrom('quiz_answers as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .select(['a.fact_key', 'a.answer', 'a.time_ms'])
    .where('q.user_id', '=', userId)
    .where((eb) => eb.or([eb('q.unpaid', 'is', null), eb('q.unpaid', '!=', 'too-fast')]))
    .where('a.fact_key', 'is not', null)
    .where('a.correct', '=', 1)
    .orderBy('a.quiz_id', 'desc')
    .orderBy('a.idx', 'desc')
    .limit(limit)
    .execute();

export const keypadSpeedOf = (db: Executor, userId: number) => db.selectFrom('keypad_speeds').selectAll().where('user_id', '=', userId).executeTakeFirst();

export async function saveKeypadSpeed(db: Executor, userId: number, keypadMs: number, samples: number, measuredAt: string) {
  await db
    .insertInto('keypad_speeds')
    .values({ user_id: userId, keypad_ms: keypadMs, samples, measured_at: measuredAt })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ keypad_ms: keypadMs, samples, measured_at: measuredAt }))
    .execute();
}
