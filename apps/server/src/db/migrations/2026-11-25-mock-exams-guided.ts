import type { Kysely, Migration } from 'kysely';

/**
 * A mock exam started from a guided exam unit names its activity (and learning path): passing the
 * paper completes that activity. Null for a mock exam sat from the mock exams screen.
 */
export const guidedExams = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('mock_exams').addColumn('lpath', 'integer').execute();
    await db.schema.alterTable('mock_exams').addColumn('activity_id', 'text').execute();
  },
});
