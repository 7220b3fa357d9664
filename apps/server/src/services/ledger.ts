import type { LedgerEntry } from '@soroban/contracts';
import type { CallContext } from '../lib/call-route.ts';
import { balanceOf, ledgerPage } from '../repositories/ledger.ts';

const PAGE = 50;

/** The balance and a page of what earned or spent each coin, newest first (the wallet page). */
export async function ledgerOf(ctx: Pick<CallContext, 'db' | 'user'>, beforeEntryId: number | undefined) {
  const db = ctx.db.kysely;
  const rows = await ledgerPage(db, ctx.user.id, beforeEntryId, PAGE + 1);
  const entries: LedgerEntry[] = rows.slice(0, PAGE).map((row) => ({
    entryId: row.id,
    amount: row.amount,
    balanceAfter: row.balance_after,
    reason: row.reason,
    description: row.description,
    createdAt: row.created_at,
  }));
  return { balance: await balanceOf(db, ctx.user.id), entries, hasMore: rows.length > PAGE };
}
