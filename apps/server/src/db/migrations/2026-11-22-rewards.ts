import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../connect.ts';
import { notNull, withId } from './columns.ts';

/** Stock and kanji holdings, every trade (for idempotent replays) and kanji drawing results. */
export const rewards = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stock_holdings')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('ticker', 'text', notNull)
      .addColumn('shares', 'integer', (c) => c.notNull().check(sql`shares >= 0`))
      .addColumn('cost_basis', 'integer', (c) => c.notNull().check(sql`cost_basis >= 0`))
      .addPrimaryKeyConstraint('stock_holdings_pk', ['user_id', 'ticker'])
      .execute();

    await db.schema
      .createTable('kanji_holdings')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kanji_id', 'text', notNull)
      .addColumn('price_paid', 'integer', notNull)
      .addColumn('bought_at', 'text', notNull)
      .addPrimaryKeyConstraint('kanji_holdings_pk', ['user_id', 'kanji_id'])
      .execute();

    await withId(db.schema.createTable('reward_trades'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', notNull)
      .addColumn('item', 'text', notNull)
      .addColumn('quantity', 'integer', notNull)
      .addColumn('price', 'integer', notNull)
      .addColumn('total', 'integer', notNull)
      .addColumn('balance_after', 'integer', notNull)
      .addColumn('holding_after', 'integer', notNull)
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('ledger_entry_id', 'integer', (c) => c.notNull().references('coin_ledger.id').onDelete('cascade'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('reward_trades_user').on('reward_trades').columns(['user_id', 'id']).execute();

    await withId(db.schema.createTable('kanji_drawings'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kanji_id', 'text', notNull)
      .addColumn('mistakes', 'text', notNull)
      .addColumn('stars', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('kanji_drawings_user').on('kanji_drawings').columns(['user_id', 'kanji_id', 'id']).execute();
  },
});
