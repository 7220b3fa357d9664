import type { Selectable } from 'kysely';
import type { Executor } from '../db/connect.ts';
import type { CoinLedgerTable } from '../db/schema.ts';

export type LedgerRow = Selectable<CoinLedgerTable>;

export interface CoinMove {
  userId: number;
  /** Positive to credit, negative to spend. */
  amount: number;
  reason: string;
  description: string;
  /** The same key twice moves coins once: a retried request never pays twice. */
  idempotencyKey: string | null;
  at: string;
}

export type MoveResult = { ok: true; entry: LedgerRow; replayed: boolean } | { ok: false; balance: number };

/**
 * Moves coins inside the caller's transaction. The conditional UPDATE is atomic on both databases,
 * so a balance never goes below zero even when spends race; the ledger row records the change.
 */
export async function moveCoins(trx: Executor, move: CoinMove): Promise<MoveResult> {
  if (move.idempotencyKey) {
    const earlier = await trx.selectFrom('coin_ledger').selectAll().where('idempotency_key', '=', move.idempotencyKey).executeTakeFirst();
    if (earlier) return { ok: true, entry: earlier, replayed: true };
  }
  const updated = await trx
    .updateTable('wallets')
    .set((eb) => ({ balance: eb('balance', '+', move.amount) }))
    .where('user_id', '=', move.userId)
    .where((eb) => eb(eb('balance', '+', move.amount), '>=', 0))
    .returning('balance')
    .executeTakeFirst();
  if (!updated) return { ok: false, balance: await balanceOf(trx, move.userId) };
  const entry = await trx
    .insertInto('coin_ledger')
    .values({
      user_id: move.userId,
      amount: move.amount,
      balance_after: updated.balance,
      reason: move.reason,
      description: move.description,
      idempotency_key: move.idempotencyKey,
      created_at: move.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ok: true, entry, replayed: false };
}

/** Every account has a wallet from its first moment, so a balance is never missing. */
export const openWallet = (db: Executor, userId: number) => db.insertInto('wallets').values({ user_id: userId, balance: 0 }).execute();

/**
 * Holds the person's wallet row until the transaction ends, so decisions that read what was already
 * paid today (the daily cap) are taken one at a time even when submissions race (a no-op UPDATE locks
 * the row on PostgreSQL; SQLite writes one transaction at a time anyway).
 */
export async function lockWallet(trx: Executor, userId: number): Promise<void> {
  await trx
    .updateTable('wallets')
    .set((eb) => ({ balance: eb.ref('balance') }))
    .where('user_id', '=', userId)
    .execute();
}

export async function balanceOf(db: Executor, userId: number): Promise<number> {
  const row = await db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst();
  return row?.balance ?? 0;
}

export const ledgerPage = (db: Executor, userId: number, beforeId: number | undefined, limit: number) =>
  db
    .selectFrom('coin_ledger')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(beforeId !== undefined, (query) => query.where('id', '<', beforeId ?? 0))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
