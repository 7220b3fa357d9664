import { saveDrawingCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidate } from '@/lib/queries';

/** Keeps a finished drawing's mistakes per stroke and stars. */
export function useSaveDrawing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (result: { kanjiId: string; mistakes: number[]; stars: number }) => callApi(saveDrawingCall, { ...sessionBody(), ...result }),
    onSuccess: () => invalidate(queryClient, 'rewards'),
  });
}
