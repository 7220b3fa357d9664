import { marketCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** Every stock with today's price and its change since yesterday. */
export function useMarket() {
  return useQuery(callQuery('rewards', marketCall, sessionBody()));
}
