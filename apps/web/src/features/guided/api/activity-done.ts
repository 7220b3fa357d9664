import { guidedActivityDoneCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidate } from '@/lib/queries';

/** DONE on a lesson or kanji item completes its step. */
export function useActivityDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activityId, lpath }: { activityId: string; lpath: number }) => callApi(guidedActivityDoneCall, { ...sessionBody(), activityId, lpath }),
    onSuccess: () => invalidate(queryClient, 'guided'),
  });
}
