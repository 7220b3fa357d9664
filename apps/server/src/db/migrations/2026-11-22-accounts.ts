import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.ts';
import { notNull, withId } from './columns.ts';

/** Accounts, sessions, sign-in throttling, password resets and the event log. */
export const accounts = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await withId(db.schema.createTable('users'), dialect)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('display_name', 'text', notNull)
      .addColumn('password_hash', 'text', notNull)
      .addColumn('is_paid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('guided_preferred', 'integer')
      .addColumn('show_share_bar', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('just_registered', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', notNull)
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await withId(db.schema.createTable('sign_in_failures'), dialect).addColumn('bucket', 'text', notNull).addColumn('failed_at', 'text', notNull).execute();
    await db.schema.createIndex('sign_in_failures_bucket').on('sign_in_failures').columns(['bucket', 'failed_at']).execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('used_at', 'text')
      .execute();

    await withId(db.schema.createTable('events'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('event_name', 'text', notNull)
      .addColumn('event_type', 'text')
      .addColumn('event_data', 'text', notNull)
      .addColumn('lpath', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('events_user_time').on('events').columns(['user_id', 'created_at']).execute();
  },
});
