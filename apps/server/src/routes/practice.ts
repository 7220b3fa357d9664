import { factFluencyCall, practiceEarningsCall, quizHistoryCall, quizResultsCall, startQuizCall, submitQuizCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountCall } from '../lib/call-route.ts';
import { factFluencyOf } from '../services/fact-fluency.ts';
import { quizHistory, quizResults, startQuiz, submitQuiz } from '../services/practice.ts';
import { practiceEarnings } from '../services/quiz-pay.ts';

/** Quizzes graded where they cannot be forged: the server picks the seed, keeps it and grades. */
export default async function practiceRoutes(app: FastifyInstance) {
  mountCall(app, startQuizCall, async (body, ctx) => {
    const { lpath, pathname, activityId, ...spec } = body;
    const started = await startQuiz(ctx, spec, { lpath, pathname, activityId });
    return { httpResponse: OK, message: 'Quiz started.', ...spec, ...started };
  });

  mountCall(app, submitQuizCall, async (body, ctx) => {
    const summary = await submitQuiz(ctx, body.quizId, body.answers, body.timesMs, body.beadMoves);
    return { httpResponse: OK, message: summary.passed ? 'Passed!' : 'Finished.', summary };
  });

  mountCall(app, quizResultsCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await quizResults(ctx, body.quizId, body.studentId)) }));

  mountCall(app, quizHistoryCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await quizHistory(ctx, body)) }));

  mountCall(app, factFluencyCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await factFluencyOf(ctx, body.type, body.thresholdMs)) }));

  mountCall(app, practiceEarningsCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await practiceEarnings(ctx)) }));
}
