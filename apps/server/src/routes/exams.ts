import { handInMockExamCall, mockExamHistoryCall, startMockExamCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { mountCall, OK } from '../lib/call-route.ts';
import { handInMockExam, mockExamHistory, startMockExam } from '../services/exams.ts';

/** Mock exams in the official formats: start a paper, hand it in (graded here), the history. */
export default async function examRoutes(app: FastifyInstance) {
  mountCall(app, startMockExamCall, async (body, ctx) => ({
    httpResponse: OK,
    message: 'OK',
    ...(await startMockExam(ctx, body.body, body.grade, body.seed)),
  }));
  mountCall(app, handInMockExamCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await handInMockExam(ctx, body.examId, body.answers)) }));
  mountCall(app, mockExamHistoryCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await mockExamHistory(ctx, body.body, body.grade)) }));
}
