import { top100Call } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

export function useTop100(lpath: number, period: 'week' | 'all') {
  return useQuery({ queryKey: ['top100', lpath, period], queryFn: () => callApi(top100Call, { ...sessionBody(), lpath, period }) });
}
