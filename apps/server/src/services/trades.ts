import { coinAmount } from '@soroban/core';
import { ApiFailure, failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { moveCoins } from '../repositories/ledger.ts';
import { findTrade, insertTrade, type TradeRow } from '../repositories/rewards.ts';
import type { Executor } from '../db/connect.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/** The coins of an order were already moved under its key: a retry raced the first one and lost. */
export class OrderAlreadySettled extends Error {
  constructor() {
    super('order already carried out');
  }
}

export interface TradeOutcome {
  trade: TradeRow;
  replayed: boolean;
}

export interface Order {
  side: 'buy' | 'sell';
  /** 'stock' or 'kanji': with the side, the trade's kind ('buy-stock'…). */
  asset: 'stock' | 'kanji';
  item: string;
  quantity: number;
  price: number;
  /** The ledger's description of the coins moved. */
  description: string;
  /** Moves the holding inside the trade's transaction and answers what is held after it. */
  moveHolding: (trx: Executor) => Promise<number>;
}

/** Idempotency keys are the client's, so they are namespaced per person: one person's key never replays another's order. */
const tradeKey = (userId: number, key: string) => `rewards:${userId}:${key}`;

const kindOf = (order: Pick<Order, 'side' | 'asset'>) => `${order.side}-${order.asset}`;

function replayOf(trade: TradeRow, order: Pick<Order, 'side' | 'asset' | 'item' | 'quantity'>): TradeOutcome {
  if (trade.kind !== kindOf(order) || trade.item !== order.item || trade.quantity !== order.quantity) {
    throw failures.conflict('This order key was already used for another order. Start the order again from its screen.');
  }
  return { trade, replayed: true };
}

const notEnoughCoins = (balance: number, cost: number) =>
  failures.conflict(`You have ${coinAmount(balance)}; this costs ${coinAmount(cost)}. Earn more coins in practice, or choose fewer.`);

/**
 * Carries out one order once: an earlier trade under the same key is answered as it was;
 * otherwise `order()` prices it (and may refuse it) and settleTrade moves the holding and the coins.
 */
export async function tradeOnce(
  ctx: Pick<CallContext, 'db' | 'user' | 'now'>,
  clientKey: string,
  what: Pick<Order, 'side' | 'asset' | 'item' | 'quantity'>,
  order: () => Order,
): Promise<TradeOutcome> {
  const db = ctx.db.kysely;
  const key = tradeKey(ctx.user.id, clientKey);
  const earlier = await findTrade(db, key);
  if (earlier) return replayOf(earlier, what);
  try {
    return { trade: await settleTrade(ctx, key, order()), replayed: false };
  } catch (error) {
    // A copy of this order sent at the same moment (a retry, or the same request through another
    // process) may have won: it shows as the key already used, or as a refusal its trade caused
    // ('you already own it', 'no shares left'). Whichever this copy met, the winner's trade answers it.
    if (!(error instanceof OrderAlreadySettled) && !(error instanceof ApiFailure) && !isUniqueViolation(error)) throw error;
    const winner = await findTrade(db, key);
    if (!winner) throw error;
    return replayOf(winner, what);
  }
}

/**
 * One transaction: the holding row first and the wallet second, for every kind of trade
 * (PostgreSQL locks rows as they are updated, so a buy and a sell of one item by one person racing
 * with the opposite order would otherwise deadlock), then the trade row. A buy short of coins
 * rolls its holding back.
 */
export async function settleTrade(ctx: Pick<CallContext, 'db' | 'user' | 'now'>, key: string, order: Order): Promise<TradeRow> {
  const userId = ctx.user.id;
  const at = ctx.now.toISOString();
  const total = order.price * order.quantity;
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const holding = await order.moveHolding(trx);
    const moved = await moveCoins(trx, {
      userId,
      amount: order.side === 'buy' ? -total : total,
      reason: order.asset === 'stock' ? 'stocks' : 'kanji',
      description: order.description,
      idempotencyKey: key,
      at,
    });
    if (!moved.ok) throw notEnoughCoins(moved.balance, total);
    if (moved.replayed) throw new OrderAlreadySettled();
    return insertTrade(trx, {
      user_id: userId,
      kind: kindOf(order),
      item: order.item,
      quantity: order.quantity,
      price: order.price,
      total,
      balance_after: moved.entry.balance_after,
      holding_after: holding,
      idempotency_key: key,
      ledger_entry_id: moved.entry.id,
      created_at: at,
    });
  });
}
