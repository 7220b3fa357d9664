import type { Kysely, Migration } from 'kysely';

/**
 * What a finished quiz was worth and why it paid less: `coin_base` and `coin_bonus` are the worth of
 * its right answers (by difficulty) and its perfect bonus; `coins` stays what was paid. `unpaid` says
 * why the two differ: 'too-fast' (answered faster than its floor: recorded, pays, ranks and proves
 * nothing) or 'daily-cap' (the account's coins for the day were reached).
 */
export const fairPay = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('quizzes').addColumn('coin_base', 'integer').execute();
    await db.schema.alterTable('quizzes').addColumn('coin_bonus', 'integer').execute();
    await db.schema.alterTable('quizzes').addColumn('unpaid', 'text').execute();
  },
});
