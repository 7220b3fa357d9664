import type { Kysely, Migration } from 'kysely';
import { notNull } from './columns.ts';

/** Each learner's keypad time, measured on trivial facts and allowed for in fluency thresholds. */
export const keypadSpeeds = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('keypad_speeds')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('keypad_ms', 'integer', notNull)
      .addColumn('samples', 'integer', notNull)
      .addColumn('measured_at', 'text', notNull)
      .execute();
  },
});
