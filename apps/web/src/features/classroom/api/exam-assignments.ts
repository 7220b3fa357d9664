import { type ExamBodyId, assignMockExamCall, classroomExamResultsCall } from '@soroban/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { callQuery, invalidate } from '@/lib/queries';

/** The mock exams set for a classroom, each with every student's result: answered to its owner only. */
export const useClassroomExamResults = (classroomId: number) => useQuery(callQuery('classrooms', classroomExamResultsCall, { ...sessionBody(), classroomId }));

/** Sets a mock exam paper for the classroom; a blank seed is drawn by the server. */
export function useAssignMockExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { classroomId: number; body: ExamBodyId; grade: string; seed: string; dueOn: string }) =>
      callApi(assignMockExamCall, { ...sessionBody(), ...input, seed: input.seed.trim() || undefined }),
    onSuccess: () => invalidate(queryClient, 'classrooms'),
    meta: { handlesErrors: true },
  });
}
