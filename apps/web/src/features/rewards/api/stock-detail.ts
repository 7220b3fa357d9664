import { stockDetailCall } from '@soroban/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

export type HistoryDays = 30 | 90 | 365;

/** One stock's quote, its price history and the shares the person holds. */
export function useStockDetail(ticker: string | undefined, days: HistoryDays = 30) {
  return useQuery({
    queryKey: ['rewards', 'stock', ticker, days],
    queryFn: () => callApi(stockDetailCall, { ...sessionBody(), ticker: ticker ?? '', days }),
    enabled: ticker !== undefined,
    placeholderData: keepPreviousData,
  });
}
