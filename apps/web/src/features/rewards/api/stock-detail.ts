import { stockDetailCall } from '@soroban/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

export type HistoryDays = 30 | 90 | 365;

/** One stock's quote, its price history and the shares the person holds. */
export function useStockDetail(ticker: string | undefined, days: HistoryDays = 30) {
  return useQuery({
    ...callQuery('rewards', stockDetailCall, { ...sessionBody(), ticker: ticker ?? '', days }),
    enabled: ticker !== undefined,
    placeholderData: keepPreviousData,
  });
}
