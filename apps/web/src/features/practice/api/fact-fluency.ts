import { factFluencyCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

type FactType = z.input<typeof factFluencyCall.body>['type'];

export function useFactFluency(type: FactType | undefined, thresholdMs: number) {
  return useQuery({
    ...callQuery('practice-results', factFluencyCall, { ...sessionBody(), type: type ?? 'ten-pairs', thresholdMs }),
    enabled: type !== undefined,
  });
}
