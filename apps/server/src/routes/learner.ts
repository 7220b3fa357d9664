import { todaysPracticeCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountCall } from '../lib/call-route.ts';
import { todaysPractice } from '../services/learner.ts';

/** The learner model's views: what to practise today. */
export default async function learnerRoutes(app: FastifyInstance) {
  mountCall(app, todaysPracticeCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await todaysPractice(ctx)) }));
}
