import { updateProfileCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidate } from '@/lib/queries';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => callApi(updateProfileCall, { ...sessionBody(), displayName }),
    onSuccess: () => invalidate(queryClient, 'session'),
    meta: { handlesErrors: true },
  });
}
