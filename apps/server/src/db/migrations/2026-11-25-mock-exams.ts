import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.ts';
import { notNull, withId } from './columns.ts';

/** Mock exams sat online (issue 14): the paper is its body, grade and seed; the result once handed in. */
export const mockExams = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('mock_exams'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('body', 'text', notNull)
      .addColumn('grade', 'text', notNull)
      .addColumn('seed', 'text', notNull)
      .addColumn('started_at', 'text', notNull)
      .addColumn('deadline_at', 'text', notNull)
      .addColumn('handed_in_at', 'text')
      .addColumn('answers', 'text')
      .addColumn('points', 'integer')
      .addColumn('max_points', 'integer', notNull)
      .addColumn('passed', 'integer')
      .addColumn('semi_passed', 'integer')
      .addColumn('awarded', 'text')
      .addColumn('late', 'integer')
      .execute();
    await db.schema.createIndex('mock_exams_user_body_grade').on('mock_exams').columns(['user_id', 'body', 'grade', 'id']).execute();
  },
});
