import {
  MOCK_EXAM_PDF_PATH,
  assignMockExamCall,
  classroomExamResultsCall,
  handInMockExamCall,
  myExamAssignmentsCall,
  mockExamHistoryCall,
  mockExamPdfQuery,
  startMockExamCall,
} from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { failures } from '../lib/api-failure.ts';
import { mountCall, OK } from '../lib/call-route.ts';
import { assignMockExam, classroomExamResults, myExamAssignments } from '../services/exam-assignments.ts';
import { handInMockExam, mockExamHistory, mockExamPdf, startMockExam } from '../services/exams.ts';

/** Mock exams in the official formats: start a paper, hand it in (graded here), the history, the PDF (a GET, not a JSON call). */
export default async function examRoutes(app: FastifyInstance) {
  mountCall(app, startMockExamCall, async (body, ctx) => ({
    httpResponse: OK,
    message: 'OK',
    ...(await startMockExam(ctx, body.body, body.grade, body.seed, undefined, body.assignmentId)),
  }));
  mountCall(app, handInMockExamCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await handInMockExam(ctx, body.examId, body.answers)) }));
  mountCall(app, mockExamHistoryCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await mockExamHistory(ctx, body.body, body.grade)) }));
  mountCall(app, assignMockExamCall, async (body, ctx) => {
    const assignment = await assignMockExam(ctx, body);
    return { httpResponse: OK, message: `Mock exam set: ${assignment.label} ${assignment.body}, due ${assignment.dueOn}.`, assignment };
  });
  mountCall(app, classroomExamResultsCall, async (body, ctx) => ({
    httpResponse: OK,
    message: 'OK',
    assignments: await classroomExamResults(ctx, body.classroomId),
  }));
  mountCall(app, myExamAssignmentsCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', assignments: await myExamAssignments(ctx) }));
  app.get(MOCK_EXAM_PDF_PATH, async (request, reply) => {
    await request.requireUser();
    const query = mockExamPdfQuery.safeParse(request.query);
    if (!query.success) throw failures.badInput(query.error.issues.map((issue) => issue.message).join('; '));
    const { body, grade, seed, size, part } = query.data;
    const pdf = await mockExamPdf(body, grade, seed, size, part);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${body}-${grade}-${seed}-${part}-${size}.pdf"`)
      .header('cache-control', 'private, no-cache')
      .send(pdf);
  });
}
