import { registerCall } from '@soroban/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { config } from '@/lib/config';

export function useRegister() {
  return useMutation({
    mutationFn: (fields: { username: string; displayName: string; password: string }) => callApi(registerCall, { env: config.env, ...fields }),
    meta: { handlesErrors: true },
  });
}
