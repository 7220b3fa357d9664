import { updateProfileCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { SESSION_KEY } from '@/lib/session';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => callApi(updateProfileCall, { ...sessionBody(), displayName }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
    meta: { handlesErrors: true },
  });
}
