import { nextFlashStaircaseRoundCall, startFlashStaircaseCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountCall } from '../lib/call-route.ts';
import { nextFlashStaircaseRound, startFlashStaircase } from '../services/flash-staircase.ts';

/** "Find my flash speed": a search's rounds, their speed chosen by the server. */
export default async function flashStaircaseRoutes(app: FastifyInstance) {
  mountCall(app, startFlashStaircaseCall, async (body, ctx) => ({
    httpResponse: OK,
    message: 'OK',
    ...(await startFlashStaircase(ctx, body.digits, body.count)),
  }));
  mountCall(app, nextFlashStaircaseRoundCall, async (body, ctx) => ({
    httpResponse: OK,
    message: 'OK',
    ...(await nextFlashStaircaseRound(ctx, body.staircaseId)),
  }));
}
