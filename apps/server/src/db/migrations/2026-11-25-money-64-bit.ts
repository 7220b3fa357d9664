import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.ts';

/**
 * Every column that holds coins, or shares counted against them, as PostgreSQL `bigint`: as
 * `integer` a balance stopped at 2,147,483,647 coins and, worse, SQL arithmetic on them was 32-bit,
 * so selling 10,000 shares of a holding that cost 214,749 coins overflowed (cost × shares). SQLite's
 * integers are already 64-bit. connect.ts reads int8 back as a JS number; every figure stays far
 * below 2^53.
 */
const MONEY_COLUMNS: Record<string, string[]> = {
  wallets: ['balance'],
  coin_ledger: ['amount', 'balance_after'],
  quizzes: ['coins', 'coin_base', 'coin_bonus', 'balance_after'],
  stock_holdings: ['shares', 'cost_basis'],
  kanji_holdings: ['price_paid'],
  reward_trades: ['quantity', 'price', 'total', 'balance_after', 'holding_after'],
};

export const money64Bit = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
      for (const column of columns)
        await db.schema
          .alterTable(table)
          .alterColumn(column, (c) => c.setDataType('bigint'))
          .execute();
    }
  },
});
