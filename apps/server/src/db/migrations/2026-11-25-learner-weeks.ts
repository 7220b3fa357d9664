import type { Kysely, Migration } from 'kysely';
import { notNull } from './columns.ts';

/**
 * The skill map's weekly trend (issue 16): per learner and ISO week, the model's summary at the
 * week's last update of their skills (mean mastery with forgetting, skills mastered and practised).
 * One row per learner per week, upserted in the transaction that updates the skills.
 */
export const learnerWeeks = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('learner_weeks')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('week', 'text', notNull)
      .addColumn('mean_mastery', 'double precision', notNull)
      .addColumn('mastered', 'integer', notNull)
      .addColumn('practised', 'integer', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('learner_weeks_pk', ['user_id', 'week'])
      .execute();
  },
});
