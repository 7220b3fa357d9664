import { LEARNING_PATH_ID, top100Call } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountCall } from '../lib/call-route.ts';
import { top100 } from '../services/top100.ts';

/** The top 100 of a learning path, this week or all time (services/top100.ts). */
export default async function top100Routes(app: FastifyInstance) {
  mountCall(app, top100Call, async (body, ctx) => {
    const lpath = String(body.lpath ?? LEARNING_PATH_ID);
    return { httpResponse: OK, message: 'OK', lpath, period: body.period, ...(await top100(ctx, lpath, body.period)) };
  });
}
