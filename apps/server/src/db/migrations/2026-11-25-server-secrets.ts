import type { Kysely, Migration } from 'kysely';
import { notNull } from './columns.ts';

/**
 * Secrets the server generates once (the market's price seed when MARKET_SECRET is not set): in the
 * database, so every process on it prices alike and a restart changes nothing.
 */
export const serverSecrets = (): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
  },
});
