import { factFluencyCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, sessionBody } from '@/lib/api-client';

type FactType = z.input<typeof factFluencyCall.body>['type'];

export function useFactFluency(type: FactType | undefined, thresholdMs: number) {
  return useQuery({
    queryKey: ['fact-fluency', type, thresholdMs],
    queryFn: () => callApi(factFluencyCall, { ...sessionBody(), type: type ?? 'ten-pairs', thresholdMs }),
    enabled: type !== undefined,
  });
}
