import { startReviewCall } from '@soroban/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

/** start_review_api: a quiz the server builds (today's practice or the kept mistakes), submitted like any quiz. */
export function useStartReview() {
  return useMutation({
    mutationFn: (source: 'today' | 'mistakes') => callApi(startReviewCall, { ...sessionBody(), source }),
  });
}
