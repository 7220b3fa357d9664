import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.ts';
import { notNull, withId } from './columns.ts';

/**
 * Mail waiting to be sent (services/mail-queue.ts): a request queues it and answers at once; a
 * worker in every process sends what is due, retrying with backoff while the mail server is down.
 */
export const mailOutbox = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('mail_outbox'), dialect)
      .addColumn('recipient', 'text', notNull)
      .addColumn('subject', 'text', notNull)
      .addColumn('body', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', notNull)
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('mail_outbox_due').on('mail_outbox').column('next_attempt_at').execute();
  },
});
