import { logoutCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(logoutCall, {}),
    // Nothing of the signed-out person may stay in memory for the next one on this device.
    onSuccess: () => queryClient.clear(),
    meta: { handlesErrors: true },
  });
}
