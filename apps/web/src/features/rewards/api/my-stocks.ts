import { myStocksCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** The person's holdings with their value now and gain or loss. */
export function useMyStocks() {
  return useQuery(callQuery('rewards', myStocksCall, sessionBody()));
}
