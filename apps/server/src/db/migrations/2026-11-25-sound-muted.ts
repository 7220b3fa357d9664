import type { Kysely, Migration } from 'kysely';

/** Whether the person turned the app's right/wrong and celebration sounds off. 0 (sounds on) until they do. */
export const soundMuted = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('sound_muted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
