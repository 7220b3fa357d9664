import { walletCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { mountCall, OK } from '../lib/call-route.ts';
import { ledgerOf } from '../services/ledger.ts';

/** The coin balance and what earned or spent each coin, newest first (the wallet page). */
export default async function ledgerRoutes(app: FastifyInstance) {
  mountCall(app, walletCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await ledgerOf(ctx, body.beforeEntryId)) }));
}
