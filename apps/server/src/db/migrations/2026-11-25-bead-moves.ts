import type { Kysely, Migration } from 'kysely';

/**
 * The bead moves made on the in-quiz soroban, kept with each answer as JSON ([{ rod, beads, ms }]):
 * the learner model reads them to find the rule a wrong answer misapplied. Null when the quiz did
 * not show the soroban. Text holds it on both databases; the contract bounds its size.
 */
export const beadMoves = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('quiz_answers').addColumn('bead_moves', 'text').execute();
  },
});
