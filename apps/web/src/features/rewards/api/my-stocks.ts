import { myStocksCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

/** The person's holdings with their value now and gain or loss. */
export function useMyStocks() {
  return useQuery({ queryKey: ['rewards', 'my-stocks'], queryFn: () => callApi(myStocksCall, sessionBody()) });
}
