import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.ts';
import { notNull, withId } from './columns.ts';

/**
 * "Find my flash speed" (issue 16): a search at fixed digits × count, and its rounds, each a flash
 * quiz of one round whose speed the server chose from the rounds before it.
 */
export const flashStaircases = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('flash_staircases'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('digits', 'integer', notNull)
      .addColumn('count', 'integer', notNull)
      .addColumn('start_level', 'integer', notNull)
      .addColumn('started_at', 'text', notNull)
      .addColumn('finished_at', 'text')
      .addColumn('result_level', 'integer')
      .execute();
    await db.schema.createIndex('flash_staircases_user').on('flash_staircases').columns(['user_id', 'digits', 'count', 'id']).execute();
    await db.schema
      .createTable('flash_staircase_rounds')
      .addColumn('staircase_id', 'integer', (c) => c.notNull().references('flash_staircases.id').onDelete('cascade'))
      .addColumn('idx', 'integer', notNull)
      .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
      .addColumn('level', 'integer', notNull)
      .addPrimaryKeyConstraint('flash_staircase_rounds_pk', ['staircase_id', 'idx'])
      .execute();
  },
});
