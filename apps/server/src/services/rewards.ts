import { KANJI_REFUND_RATE } from '@soroban/contracts';
import { dayNumber, type KanjiEntry, type Stock } from '@soroban/core';
import type { FastifyInstance } from 'fastify';
import type { ApiFailure } from '../lib/api-failure.ts';
import { failures } from '../lib/api-failure.ts';
import { balanceOf, moveCoins } from '../repositories/ledger.ts';
import { addKanji, addShares, findTrade, insertTrade, removeKanji, removeShares, sharesOf, type TradeRow } from '../repositories/rewards.ts';
import type { PriceBook, RewardsContent } from './rewards-content.ts';

export const kanjiSellPrice = (entry: KanjiEntry) => Math.floor(entry.price * KANJI_REFUND_RATE);

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The market day of the server clock (UTC days since the market epoch). */
export const marketToday = (app: FastifyInstance) => Math.max(0, dayNumber(app.clock()));

/** Idempotency keys are the client's, so they are namespaced per person: one person's key never replays another's order. */
const tradeKey = (userId: number, key: string) => `rewards:${userId}:${key}`;

/** A unique-key clash: a retry of the same order raced the first one and lost; the first one's answer stands. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export interface TradeOutcome {
  trade: TradeRow;
  replayed: boolean;
}

/**
 * Runs one order once: an earlier trade under the same key is answered as it was; otherwise `run`
 * does the coins and the holdings in one transaction and records the trade.
 */
async function once(
  app: FastifyInstance,
  userId: number,
  clientKey: string,
  kind: string,
  item: string,
  quantity: number,
  run: (key: string) => Promise<TradeRow>,
): Promise<TradeOutcome> {
  const key = tradeKey(userId, clientKey);
  const earlier = await findTrade(app.db.kysely, key);
  if (earlier) return replayOf(earlier, kind, item, quantity);
  try {
    return { trade: await run(key), replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findTrade(app.db.kysely, key);
    if (!winner) throw error;
    return replayOf(winner, kind, item, quantity);
  }
}

function replayOf(trade: TradeRow, kind: string, item: string, quantity: number): TradeOutcome {
  if (trade.kind !== kind || trade.item !== item || trade.quantity !== quantity) {
    throw failures.conflict('This order key was already used for another order. Start the order again from its screen.');
  }
  return { trade, replayed: true };
}

function notEnoughCoins(balance: number, cost: number): ApiFailure {
  return failures.conflict(`You have ${plural(balance, 'coin')}; this costs ${plural(cost, 'coin')}. Earn more coins in practice, or choose fewer.`);
}

function stalePrice(price: number): ApiFailure {
  return failures.conflict(`The price changed to ${plural(price, 'coin')}; check and confirm again.`);
}

export function stockOr404(content: RewardsContent, ticker: string): Stock {
  const stock = content.stocks.get(ticker);
  if (!stock) throw failures.notFound(`There is no stock with the ticker ${ticker}. Pick one from the market list.`);
  return stock;
}

export function kanjiOr404(content: RewardsContent, kanjiId: string): KanjiEntry {
  const entry = content.kanji.get(kanjiId);
  if (!entry) throw failures.notFound(`There is no kanji with the id ${kanjiId} in the collection. Pick one from the kanji list.`);
  return entry;
}

interface Order {
  ticker: string;
  quantity: number;
  expectedPrice: number;
  idempotencyKey: string;
}

export async function tradeStocks(app: FastifyInstance, book: PriceBook, content: RewardsContent, userId: number, side: 'buy' | 'sell', order: Order) {
  const stock = stockOr404(content, order.ticker);
  const kind = `${side}-stock`;
  return once(app, userId, order.idempotencyKey, kind, stock.ticker, order.quantity, async (key) => {
    const price = book.quote(stock, marketToday(app)).price;
    if (price !== order.expectedPrice) throw stalePrice(price);
    const total = price * order.quantity;
    const at = app.clock().toISOString();
    const what = `${order.quantity.toLocaleString('en')} × ${stock.ticker} at ${plural(price, 'coin')}`;
    return app.db.kysely.transaction().execute(async (trx) => {
      // The holding row first and the wallet second, on both sides (and for kanji): PostgreSQL
      // locks rows as they are updated, so a buy and a sell of one stock by one person racing
      // with the opposite order would deadlock. A buy short of coins rolls its shares back.
      let holding: number;
      if (side === 'sell') {
        const left = await removeShares(trx, userId, stock.ticker, order.quantity);
        if (left === null) {
          const owned = await sharesOf(trx, userId, stock.ticker);
          throw failures.conflict(
            owned === 0
              ? `You do not own any ${stock.ticker} shares to sell.`
              : `You own ${plural(owned, 'share')} of ${stock.ticker}; you cannot sell ${plural(order.quantity, 'share')}.`,
          );
        }
        holding = left;
      } else {
        holding = await addShares(trx, userId, stock.ticker, order.quantity, total);
      }
      const moved = await moveCoins(trx, {
        userId,
        amount: side === 'buy' ? -total : total,
        reason: 'stocks',
        description: side === 'buy' ? `Bought ${what}` : `Sold ${what}`,
        idempotencyKey: key,
        at,
      });
      if (!moved.ok) throw notEnoughCoins(moved.balance, total);
      if (moved.replayed) throw Object.assign(new Error('order already carried out'), { code: '23505' });
      return insertTrade(trx, {
        user_id: userId,
        kind,
        item: stock.ticker,
        quantity: order.quantity,
        price,
        total,
        balance_after: moved.entry.balance_after,
        holding_after: holding,
        idempotency_key: key,
        ledger_entry_id: moved.entry.id,
        created_at: at,
      });
    });
  });
}

export async function tradeKanji(app: FastifyInstance, content: RewardsContent, userId: number, side: 'buy' | 'sell', kanjiId: string, idempotencyKey: string) {
  const entry = kanjiOr404(content, kanjiId);
  const kind = `${side}-kanji`;
  return once(app, userId, idempotencyKey, kind, entry.id, 1, async (key) => {
    const at = app.clock().toISOString();
    const total = side === 'buy' ? entry.price : kanjiSellPrice(entry);
    return app.db.kysely.transaction().execute(async (trx) => {
      if (side === 'buy') {
        if (!(await addKanji(trx, userId, entry.id, total, at))) throw failures.conflict(`You already own ${entry.character}; each kanji can be owned once.`);
      } else if (!(await removeKanji(trx, userId, entry.id))) {
        throw failures.conflict(`You do not own ${entry.character}, so you cannot sell it.`);
      }
      const moved = await moveCoins(trx, {
        userId,
        amount: side === 'buy' ? -total : total,
        reason: 'kanji',
        description:
          side === 'buy'
            ? `Bought kanji ${entry.character} (${entry.meanings[0] ?? ''}) for ${plural(total, 'coin')}`
            : `Sold kanji ${entry.character} (${entry.meanings[0] ?? ''}) for ${plural(total, 'coin')}`,
        idempotencyKey: key,
        at,
      });
      if (!moved.ok) throw notEnoughCoins(moved.balance, total);
      if (moved.replayed) throw Object.assign(new Error('order already carried out'), { code: '23505' });
      return insertTrade(trx, {
        user_id: userId,
        kind,
        item: entry.id,
        quantity: 1,
        price: total,
        total,
        balance_after: moved.entry.balance_after,
        holding_after: side === 'buy' ? 1 : 0,
        idempotency_key: key,
        ledger_entry_id: moved.entry.id,
        created_at: at,
      });
    });
  });
}

export { balanceOf };
