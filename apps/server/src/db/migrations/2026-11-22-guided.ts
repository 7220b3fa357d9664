import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.ts';
import { notNull, withId } from './columns.ts';

/** Curricula loaded from content/, and each learner's place in the guided program. */
export const guided = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('curricula')
      .addColumn('lpath', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('content_hash', 'text', notNull)
      .addColumn('units', 'integer', notNull)
      .addColumn('activities', 'integer', notNull)
      .addColumn('loaded_at', 'text', notNull)
      .execute();

    await db.schema
      .createTable('guided_enrolments')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lpath', 'integer', notNull)
      .addColumn('jumped_through_unit', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('started_at', 'text', notNull)
      .addColumn('reset_at', 'text')
      .addPrimaryKeyConstraint('guided_enrolments_pk', ['user_id', 'lpath'])
      .execute();

    await db.schema
      .createTable('guided_confirmations')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lpath', 'integer', notNull)
      .addColumn('activity_id', 'text', notNull)
      .addColumn('confirmed_at', 'text', notNull)
      .addPrimaryKeyConstraint('guided_confirmations_pk', ['user_id', 'lpath', 'activity_id'])
      .execute();

    await withId(db.schema.createTable('guided_testouts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lpath', 'integer', notNull)
      .addColumn('unit', 'integer', notNull)
      .addColumn('quizzes', 'text', notNull)
      .addColumn('started_at', 'text', notNull)
      .addColumn('finished_at', 'text')
      .addColumn('passed', 'integer')
      .execute();
    await db.schema.createIndex('guided_testouts_user').on('guided_testouts').columns(['user_id', 'lpath']).execute();
  },
});
