import { drawingHistoryCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

export function useDrawingHistory(kanjiId: string | undefined) {
  return useQuery({
    ...callQuery('rewards', drawingHistoryCall, { ...sessionBody(), kanjiId }),
    enabled: kanjiId !== undefined,
  });
}
