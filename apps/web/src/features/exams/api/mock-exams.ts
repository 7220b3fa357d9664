import { type ExamBodyId, guidedExamStartCall, handInMockExamCall, mockExamHistoryCall, startMockExamCall } from '@soroban/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { callQuery, invalidate } from '@/lib/queries';

/** Starts a mock exam: the paper without answers and its deadline. */
export const useStartMockExam = () =>
  useMutation({
    mutationFn: ({ body, grade, seed, assignmentId }: { body: ExamBodyId; grade: string; seed: string; assignmentId?: number }) =>
      callApi(startMockExamCall, { ...sessionBody(), body, grade, seed, ...(assignmentId ? { assignmentId } : {}) }),
  });

/** Starts the paper of a guided exam unit: passing it completes the activity. */
export const useStartGuidedExam = () =>
  useMutation({
    mutationFn: ({ lpath, activityId }: { lpath: number; activityId: string }) => callApi(guidedExamStartCall, { ...sessionBody(), lpath, activityId }),
  });

/** Hands the sheet in to be graded on the server; the history and best grades change. */
export function useHandInMockExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, answers }: { examId: number; answers: (number | null)[][] }) => callApi(handInMockExamCall, { ...sessionBody(), examId, answers }),
    onSuccess: (answer) => {
      invalidate(queryClient, 'exams');
      // A guided paper may have completed its activity: the program's launchpad moves on.
      if (answer.guided) invalidate(queryClient, 'guided');
    },
  });
}

/** Handed-in exams of a body and grade, the best grade per body and the grade to try next. */
export const useMockExamHistory = (body: ExamBodyId, grade: string) => useQuery(callQuery('exams', mockExamHistoryCall, { ...sessionBody(), body, grade }));

/** The best grade each body has awarded (the profile shows them). */
export const useBestExamGrades = () => useQuery({ ...callQuery('exams', mockExamHistoryCall, sessionBody()), select: (answer) => answer.best });
