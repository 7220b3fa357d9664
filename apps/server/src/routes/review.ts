import { myMistakesCall, startReviewCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountCall } from '../lib/call-route.ts';
import { myMistakes } from '../services/mistakes.ts';
import { startReview } from '../services/review.ts';

/** Quizzes the server builds for the learner (today's practice, kept mistakes) and the kept mistakes. */
export default async function reviewRoutes(app: FastifyInstance) {
  mountCall(app, startReviewCall, async (body, ctx) => ({ httpResponse: OK, message: 'Quiz started.', ...(await startReview(ctx, body.source)) }));

  mountCall(app, myMistakesCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await myMistakes(ctx)) }));
}
