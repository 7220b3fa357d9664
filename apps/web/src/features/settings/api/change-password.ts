import { changePasswordCall } from '@soroban/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (fields: { currentPassword: string; newPassword: string }) => callApi(changePasswordCall, { ...sessionBody(), ...fields }),
    meta: { handlesErrors: true },
  });
}
