import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connect.ts';
import { notNull, withId } from './columns.ts';

/**
 * Coins: `wallets` holds the balance that a conditional UPDATE changes atomically (so two spends
 * racing for the last coins cannot both win), `coin_ledger` the append-only history of every change.
 */
export const coinLedger = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('wallets')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('balance', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`balance >= 0`),
      )
      .execute();

    await withId(db.schema.createTable('coin_ledger'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('amount', 'integer', notNull)
      .addColumn('balance_after', 'integer', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('description', 'text', notNull)
      .addColumn('idempotency_key', 'text', (c) => c.unique())
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('coin_ledger_user').on('coin_ledger').columns(['user_id', 'id']).execute();
  },
});
