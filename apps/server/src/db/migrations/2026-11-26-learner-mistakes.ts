import type { Kysely, Migration } from 'kysely';
import { notNull } from './columns.ts';

/**
 * "My mistakes": every problem a learner got wrong or skipped, one row per learner and problem
 * identity (the same problem missed again updates its row), with the recipe that brings it back
 * exactly (a review item as JSON: the source quiz's type, params, seed and index) and how many
 * different UTC days it was answered right since the last miss. A row leaves at two such days.
 */
export const learnerMistakes = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('learner_mistakes')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('problem_key', 'text', notNull)
      .addColumn('display', 'text', notNull)
      .addColumn('recipe', 'text', notNull)
      .addColumn('wrong_count', 'integer', notNull)
      .addColumn('first_wrong_at', 'text', notNull)
      .addColumn('last_wrong_at', 'text', notNull)
      .addColumn('diagnosis_kind', 'text')
      .addColumn('diagnosis_message', 'text')
      .addColumn('right_days', 'integer', notNull)
      .addColumn('last_right_day', 'text')
      .addPrimaryKeyConstraint('learner_mistakes_pk', ['user_id', 'problem_key'])
      .execute();
  },
});
