import { submitQuizCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: { quizId: number; answers: (number | null)[]; timesMs: number[] }) => callApi(submitQuizCall, { ...sessionBody(), ...submission }),
    // Coins and history changed.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' }),
    // The quiz screen keeps answers through network failures and shows what happens itself.
    meta: { handlesErrors: true },
  });
}
