import { resetPasswordCall } from '@soroban/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { config } from '@/lib/config';

export function useResetPassword() {
  return useMutation({
    mutationFn: (fields: { token: string; password: string }) => callApi(resetPasswordCall, { env: config.env, ...fields }),
    meta: { handlesErrors: true },
  });
}
