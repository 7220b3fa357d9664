import { dailyProgressCall, setDailyGoalCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { CREATED, mountCall, OK } from '../lib/call-route.ts';
import { dailyProgress, setGoal } from '../services/daily-goal.ts';

/** The learner's daily goal and today's progress toward it (issue 18). */
export default async function dailyGoalRoutes(app: FastifyInstance) {
  mountCall(app, setDailyGoalCall, async (body, ctx) => {
    await setGoal(ctx, body.goal);
    return { httpResponse: CREATED, message: 'Daily goal saved.', goal: body.goal };
  });

  mountCall(app, dailyProgressCall, async (_body, ctx) => ({ httpResponse: OK, message: "Today's progress.", ...(await dailyProgress(ctx)) }));
}
