import type { Kysely, Migration } from 'kysely';

/** The learner's daily goal: minutes of quiz time or finished activities a day; 10 minutes until they choose. */
export const dailyGoal = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('goal_kind', 'text', (c) => c.notNull().defaultTo('minutes'))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('goal_amount', 'integer', (c) => c.notNull().defaultTo(10))
      .execute();
  },
});
