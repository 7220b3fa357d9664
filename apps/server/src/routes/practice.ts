import { type QuizSpec, factFluencyCall, quizHistoryCall, quizResultsCall, startQuizCall, submitQuizCall } from '@soroban/contracts';
import { DEFAULT_FLUENCY_THRESHOLD_MS } from '@soroban/core';
import type { FastifyInstance } from 'fastify';
import { failures } from '../lib/api-failure.ts';
import { checkActivityQuiz } from '../services/activity-quiz.ts';
import { OK, mountCall } from '../lib/call-route.ts';
import { answersOf, factFluency, finishedQuizzes, findQuiz, insertQuiz } from '../repositories/practice.ts';
import { quizSummary } from '../services/quiz-summary.ts';
import { generateProblems, newSeed, quizTimeLimitMs, submitQuiz } from '../services/quizzes.ts';

/** Quizzes graded where they cannot be forged: the server picks the seed, keeps it and grades. */
export default async function practiceRoutes(app: FastifyInstance) {
  mountCall(app, startQuizCall, async (request) => {
    const user = await request.requireUser();
    const { type, params, lpath, pathname, activityId } = request.body;
    if (activityId !== undefined) await checkActivityQuiz(app.db, lpath, activityId, { type, params } as QuizSpec);
    const seed = newSeed();
    const { problems } = generateProblems({ type, params } as never, seed);
    const startedAt = app.clock().toISOString();
    const quizId = await insertQuiz(app.db, {
      user_id: user.id,
      type,
      params: JSON.stringify(params),
      seed,
      lpath: lpath === undefined || lpath === null ? null : String(lpath),
      pathname: pathname ?? null,
      activity_id: activityId ?? null,
      started_at: startedAt,
      finished_at: null,
      submission_hash: null,
      correct: null,
      total: problems.length,
      passed: null,
      total_time_ms: null,
      coins: null,
      points: null,
      fluent_count: null,
      balance_after: null,
    });
    return {
      httpResponse: OK,
      message: 'Quiz started.',
      quizId,
      type,
      params,
      // Displays only: the answers stay on the server.
      problems: problems.map((problem) => problem.display),
      total: problems.length,
      timeLimitMs: quizTimeLimitMs({ params } as never),
      startedAt,
    };
  });

  mountCall(app, submitQuizCall, async (request) => {
    const user = await request.requireUser();
    const { quizId, answers, timesMs } = request.body;
    const summary = await submitQuiz(app, user.id, quizId, answers, timesMs);
    return { httpResponse: OK, message: summary.passed ? 'Passed!' : 'Finished.', summary };
  });

  mountCall(app, quizResultsCall, async (request) => {
    const user = await request.requireUser();
    const quiz = await findQuiz(app.db.kysely, request.body.quizId);
    if (!quiz || quiz.user_id !== user.id) throw failures.notFound('There is no such quiz among your results.');
    if (!quiz.finished_at) throw failures.conflict('This quiz is not finished yet: submit its answers first.');
    const { problems } = generateProblems({ type: quiz.type, params: JSON.parse(quiz.params) } as never, Number(quiz.seed));
    const answers = await answersOf(app.db.kysely, quiz.id);
    return {
      httpResponse: OK,
      message: 'OK',
      summary: quizSummary(quiz),
      items: answers.map((answer) => ({
        index: answer.idx,
        display: problems[answer.idx]?.display ?? { kind: 'list' as const, numbers: [] },
        given: answer.given === null ? null : Number(answer.given),
        answer: Number(answer.answer),
        correct: answer.correct === 1,
        timeMs: answer.time_ms,
        factKey: answer.fact_key,
        fluent: answer.fact_key ? answer.correct === 1 && answer.time_ms <= DEFAULT_FLUENCY_THRESHOLD_MS : null,
      })),
    };
  });

  mountCall(app, quizHistoryCall, async (request) => {
    const user = await request.requireUser();
    const { type, limit, beforeQuizId } = request.body;
    const rows = await finishedQuizzes(app.db.kysely, user.id, { type, beforeId: beforeQuizId, limit: limit + 1 });
    return { httpResponse: OK, message: 'OK', quizzes: rows.slice(0, limit).map(quizSummary), hasMore: rows.length > limit };
  });

  mountCall(app, factFluencyCall, async (request) => {
    const user = await request.requireUser();
    const thresholdMs = request.body.thresholdMs ?? DEFAULT_FLUENCY_THRESHOLD_MS;
    const facts = await factFluency(app.db.kysely, user.id, request.body.type, thresholdMs);
    return { httpResponse: OK, message: 'OK', thresholdMs, facts };
  });
}
