import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.ts';
import { notNull, withId } from './columns.ts';

/** Quizzes, every answer given, and the points aggregates the top 100 reads in index order. */
export const practice = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('quizzes'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', notNull)
      .addColumn('params', 'text', notNull)
      .addColumn('seed', 'bigint', notNull)
      .addColumn('lpath', 'text')
      .addColumn('pathname', 'text')
      .addColumn('activity_id', 'text')
      .addColumn('started_at', 'text', notNull)
      .addColumn('finished_at', 'text')
      .addColumn('submission_hash', 'text')
      .addColumn('correct', 'integer')
      .addColumn('total', 'integer', notNull)
      .addColumn('passed', 'integer')
      .addColumn('total_time_ms', 'integer')
      .addColumn('coins', 'integer')
      .addColumn('points', 'integer')
      .addColumn('fluent_count', 'integer')
      .addColumn('balance_after', 'integer')
      .execute();
    await db.schema.createIndex('quizzes_user_finished').on('quizzes').columns(['user_id', 'finished_at']).execute();
    await db.schema.createIndex('quizzes_user_activity').on('quizzes').columns(['user_id', 'activity_id', 'passed']).execute();

    await db.schema
      .createTable('quiz_answers')
      .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
      .addColumn('idx', 'integer', notNull)
      .addColumn('given', 'bigint')
      .addColumn('answer', 'bigint', notNull)
      .addColumn('correct', 'integer', notNull)
      .addColumn('time_ms', 'integer', notNull)
      .addColumn('fact_key', 'text')
      .addPrimaryKeyConstraint('quiz_answers_pk', ['quiz_id', 'idx'])
      .execute();

    await db.schema
      .createTable('points_totals')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lpath', 'text', notNull)
      .addColumn('period', 'text', notNull)
      .addColumn('points', 'integer', notNull)
      .addPrimaryKeyConstraint('points_totals_pk', ['user_id', 'lpath', 'period'])
      .execute();
    await db.schema.createIndex('points_totals_rank').on('points_totals').columns(['lpath', 'period', 'points']).execute();
  },
});
