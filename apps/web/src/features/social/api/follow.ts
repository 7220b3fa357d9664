import { followCall, unfollowCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidate } from '@/lib/queries';

/** Follow or unfollow; every list and profile showing the person refreshes. */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: number; follow: boolean }) => callApi(follow ? followCall : unfollowCall, { ...sessionBody(), userId }),
    onSuccess: () => invalidate(queryClient, 'people'),
  });
}
