import { RESET_CONFIRMATION, guidedResetCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidateAll } from '@/lib/queries';

/** Reset returns the program to unit 1 and deletes its training history (after the dialog's RESET). */
export function useResetProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lpath: number) => callApi(guidedResetCall, { ...sessionBody(), lpath, confirm: RESET_CONFIRMATION }),
    onSuccess: () => invalidateAll(queryClient),
  });
}
