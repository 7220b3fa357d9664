import { marketCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

/** Every stock with today's price and its change since yesterday. */
export function useMarket() {
  return useQuery({ queryKey: ['rewards', 'market'], queryFn: () => callApi(marketCall, sessionBody()) });
}
