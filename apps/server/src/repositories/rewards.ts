import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/connect.ts';
import type { KanjiDrawingsTable, RewardTradesTable } from '../db/schema.ts';

export type TradeRow = Selectable<RewardTradesTable>;
export type DrawingRow = Selectable<KanjiDrawingsTable>;

export const findTrade = (db: Executor, idempotencyKey: string) =>
  db.selectFrom('reward_trades').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();

export const insertTrade = (db: Executor, row: Omit<TradeRow, 'id'>) => db.insertInto('reward_trades').values(row).returningAll().executeTakeFirstOrThrow();

export const stockHoldings = (db: Executor, userId: number) =>
  db.selectFrom('stock_holdings').selectAll().where('user_id', '=', userId).where('shares', '>', 0).orderBy('ticker').execute();

export async function sharesOf(db: Executor, userId: number, ticker: string): Promise<number> {
  const row = await db.selectFrom('stock_holdings').select('shares').where('user_id', '=', userId).where('ticker', '=', ticker).executeTakeFirst();
  return row?.shares ?? 0;
}

/** Adds shares and what they cost; one statement, so racing buys of one stock both count. */
export async function addShares(trx: Executor, userId: number, ticker: string, shares: number, cost: number): Promise<number> {
  const row = await trx
    .insertInto('stock_holdings')
    .values({ user_id: userId, ticker, shares, cost_basis: cost })
    .onConflict((oc) =>
      oc.columns(['user_id', 'ticker']).doUpdateSet((eb) => ({
        shares: eb('stock_holdings.shares', '+', eb.ref('excluded.shares')),
        cost_basis: eb('stock_holdings.cost_basis', '+', eb.ref('excluded.cost_basis')),
      })),
    )
    .returning('shares')
    .executeTakeFirstOrThrow();
  return row.shares;
}

/**
 * Removes shares only if that many are held (a conditional UPDATE, atomic on both databases, so two
 * racing sales cannot sell the same share). The cost basis shrinks in proportion. Null: not enough.
 */
export async function removeShares(trx: Executor, userId: number, ticker: string, shares: number): Promise<number | null> {
  const row = await trx
    .updateTable('stock_holdings')
    .set((eb) => ({
      // Integer division truncates the same way on both databases; selling every share leaves 0.
      // SET sees the old `shares`, so the proportion is of what was held before this sale.
      cost_basis: sql<number>`cost_basis - (cost_basis * ${shares}) / shares`,
      shares: eb('shares', '-', shares),
    }))
    .where('user_id', '=', userId)
    .where('ticker', '=', ticker)
    .where('shares', '>=', shares)
    .returning('shares')
    .executeTakeFirst();
  return row ? row.shares : null;
}

export const kanjiHoldings = (db: Executor, userId: number) =>
  db.selectFrom('kanji_holdings').selectAll().where('user_id', '=', userId).orderBy('bought_at').execute();

/** False when the person already owns it (the primary key refuses a second copy, even racing). */
export async function addKanji(trx: Executor, userId: number, kanjiId: string, pricePaid: number, at: string): Promise<boolean> {
  const result = await trx
    .insertInto('kanji_holdings')
    .values({ user_id: userId, kanji_id: kanjiId, price_paid: pricePaid, bought_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'kanji_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function removeKanji(trx: Executor, userId: number, kanjiId: string): Promise<boolean> {
  const result = await trx.deleteFrom('kanji_holdings').where('user_id', '=', userId).where('kanji_id', '=', kanjiId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function ownsKanji(db: Executor, userId: number, kanjiId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('kanji_holdings').select('kanji_id').where('user_id', '=', userId).where('kanji_id', '=', kanjiId).executeTakeFirst());
}

export async function kanjiCount(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('kanji_holdings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const insertDrawing = (db: Executor, row: { user_id: number; kanji_id: string; mistakes: string; stars: number; created_at: string }) =>
  db.insertInto('kanji_drawings').values(row).returningAll().executeTakeFirstOrThrow();

export const drawings = (db: Executor, userId: number, kanjiId: string | undefined, limit: number) =>
  db
    .selectFrom('kanji_drawings')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(kanjiId !== undefined, (q) => q.where('kanji_id', '=', kanjiId ?? ''))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Best stars per kanji the person has drawn. */
export async function bestStars(db: Executor, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('kanji_drawings')
    .select(['kanji_id', (eb) => eb.fn.max<number>('stars').as('best')])
    .where('user_id', '=', userId)
    .groupBy('kanji_id')
    .execute();
  return new Map(rows.map((r) => [r.kanji_id, Number(r.best)]));
}
