import { requestPasswordResetCall } from '@soroban/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { config } from '@/lib/config';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => callApi(requestPasswordResetCall, { env: config.env, username: email }),
    meta: { handlesErrors: true },
  });
}
