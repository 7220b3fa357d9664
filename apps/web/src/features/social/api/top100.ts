import { top100Call } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

export function useTop100(lpath: number, period: 'week' | 'all') {
  return useQuery(callQuery('people', top100Call, { ...sessionBody(), lpath, period }));
}
