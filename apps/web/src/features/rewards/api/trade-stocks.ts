import { buyStocksCall, sellStocksCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidate, invalidateCoins } from '@/lib/queries';

export interface StockOrder {
  ticker: string;
  quantity: number;
  expectedPrice: number;
  idempotencyKey: string;
}

/** Buys or sells shares; the confirmation screen shows a refused order (a changed price, too few coins) itself. */
export function useTradeStocks(side: 'buy' | 'sell') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: StockOrder) => callApi(side === 'buy' ? buyStocksCall : sellStocksCall, { ...sessionBody(), ...order }),
    onSettled: () => Promise.all([invalidate(queryClient, 'rewards'), invalidateCoins(queryClient)]),
    meta: { handlesErrors: true },
  });
}
