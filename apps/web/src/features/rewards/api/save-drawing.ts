import { saveDrawingCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

/** Keeps a finished drawing's mistakes per stroke and stars. */
export function useSaveDrawing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (result: { kanjiId: string; mistakes: number[]; stars: number }) => callApi(saveDrawingCall, { ...sessionBody(), ...result }),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'rewards' }),
  });
}
