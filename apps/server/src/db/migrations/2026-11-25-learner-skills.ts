import type { Kysely, Migration } from 'kysely';
import { notNull } from './columns.ts';

/**
 * The learner model's state per learner and skill (ADR 0005): P(known) after the last answer, the
 * memory stability in days, and when it was last practised. Doubles on both databases.
 */
export const learnerSkills = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('learner_skills')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('skill', 'text', notNull)
      .addColumn('known', 'double precision', notNull)
      .addColumn('stability', 'double precision', notNull)
      .addColumn('last_at', 'text', notNull)
      .addColumn('reps', 'integer', notNull)
      .addColumn('lapses', 'integer', notNull)
      .addPrimaryKeyConstraint('learner_skills_pk', ['user_id', 'skill'])
      .execute();
  },
});
