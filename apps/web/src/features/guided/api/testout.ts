import { guidedTestOutFinishCall, guidedTestOutStartCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidateAll } from '@/lib/queries';

/** The jump quizzes for a unit: which quizzes to take. */
export function useStartTestOut() {
  return useMutation({ mutationFn: ({ unit, lpath }: { unit: number; lpath: number }) => callApi(guidedTestOutStartCall, { ...sessionBody(), unit, lpath }) });
}

/** Asks the server to judge the test-out from the quizzes it graded itself. */
export function useFinishTestOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ testOutId, lpath }: { testOutId: number; lpath: number }) => callApi(guidedTestOutFinishCall, { ...sessionBody(), testOutId, lpath }),
    onSuccess: () => invalidateAll(queryClient),
  });
}
