import type { Kysely, Migration } from 'kysely';
import { notNull } from './columns.ts';

/**
 * The weekly summary email (services/weekly-summary.ts): a teacher's switch (on until turned off), a
 * parent's address with the learner's consent, and one row per recipient and ISO week sent, whose
 * primary key lets only one server process queue a given week's summary.
 */
export const weeklySummary = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('weekly_summary', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('users').addColumn('parent_email', 'text').execute();
    await db.schema
      .alterTable('users')
      .addColumn('parent_consent', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('weekly_summaries')
      .addColumn('recipient_key', 'text', notNull)
      .addColumn('week', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('queued_at', 'text', notNull)
      .addPrimaryKeyConstraint('weekly_summaries_pk', ['recipient_key', 'week'])
      .execute();
  },
});
