import type { Kysely, Migration } from 'kysely';

/** What the learner was last shown of a program (JSON: the sumo's activity and the finished units), per account. */
export const guidedSeen = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('guided_enrolments').addColumn('seen', 'text').execute();
  },
});
