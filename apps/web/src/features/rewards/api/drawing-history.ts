import { drawingHistoryCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

export function useDrawingHistory(kanjiId: string | undefined) {
  return useQuery({
    queryKey: ['rewards', 'drawings', kanjiId],
    queryFn: () => callApi(drawingHistoryCall, { ...sessionBody(), kanjiId }),
    enabled: kanjiId !== undefined,
  });
}
