import { submitQuizCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidateAll } from '@/lib/queries';
import type { PendingSubmission } from '@/features/practice/offline/pending-submissions';

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: PendingSubmission) => callApi(submitQuizCall, { ...sessionBody(), ...submission }),
    // Coins, history, progress and standings changed; who is signed in did not.
    onSuccess: () => invalidateAll(queryClient, { except: 'session' }),
    // The quiz screen keeps answers through network failures and shows what happens itself.
    meta: { handlesErrors: true },
  });
}
