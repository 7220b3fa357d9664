import type { Kysely, Migration } from 'kysely';

/**
 * Whether the person teaches (the "I teach" choice at onboarding or in settings): teachers are
 * offered classroom creation and skip the student placement check. 0 until they say so.
 */
export const teaches = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('teaches', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
