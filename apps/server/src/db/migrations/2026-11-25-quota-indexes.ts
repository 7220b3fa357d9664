import type { Kysely, Migration } from 'kysely';

/** Quiz starts per minute are counted per person by start time (services/quotas.ts). */
export const quotaIndexes = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('quizzes_user_started').on('quizzes').columns(['user_id', 'started_at']).execute();
  },
});
