import { walletCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountLegacyCall } from '../lib/call-route.ts';
import { balanceOf, ledgerPage } from '../repositories/ledger.ts';

const PAGE = 50;

/** The coin balance and what earned or spent each coin, newest first (the wallet page). */
export default async function walletRoutes(app: FastifyInstance) {
  mountLegacyCall(app, walletCall, async (request) => {
    const user = await request.requireUser();
    const rows = await ledgerPage(app.db.kysely, user.id, request.body.beforeEntryId, PAGE + 1);
    return {
      httpResponse: OK,
      message: 'OK',
      balance: await balanceOf(app.db.kysely, user.id),
      entries: rows.slice(0, PAGE).map((row) => ({
        entryId: row.id,
        amount: row.amount,
        balanceAfter: row.balance_after,
        reason: row.reason,
        description: row.description,
        createdAt: row.created_at,
      })),
      hasMore: rows.length > PAGE,
    };
  });
}
