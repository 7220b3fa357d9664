import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.ts';
import { notNull, withId } from './columns.ts';

/**
 * A teacher gives one mock exam paper (body, grade, seed) to a classroom with a due date; a student's
 * sitting of it carries the assignment's id so the teacher sees whose result belongs to which paper.
 * Named to sort after mock-exams, whose table it alters (migrations run in name order).
 */
export const examAssignments = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('classroom_exam_assignments'), dialect)
      .addColumn('classroom_id', 'integer', (c) => c.notNull().references('classrooms.id').onDelete('cascade'))
      .addColumn('body', 'text', notNull)
      .addColumn('grade', 'text', notNull)
      .addColumn('seed', 'text', notNull)
      /** The last day (YYYY-MM-DD, UTC) on which a hand-in is on time. */
      .addColumn('due_on', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('classroom_exam_assignments_classroom').on('classroom_exam_assignments').columns(['classroom_id', 'id']).execute();
    // No foreign key: SQLite cannot add one to an existing table, and the service checks the assignment.
    await db.schema.alterTable('mock_exams').addColumn('assignment_id', 'integer').execute();
    await db.schema.createIndex('mock_exams_assignment').on('mock_exams').columns(['assignment_id', 'user_id']).execute();
  },
});
