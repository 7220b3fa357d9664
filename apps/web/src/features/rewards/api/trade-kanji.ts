import { buyKanjiCall, sellKanjiCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { invalidate, invalidateCoins } from '@/lib/queries';

/** Buys a kanji or sells it back; the confirmation screen shows a refusal itself. */
export function useTradeKanji(side: 'buy' | 'sell') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: { kanjiId: string; idempotencyKey: string }) => callApi(side === 'buy' ? buyKanjiCall : sellKanjiCall, { ...sessionBody(), ...order }),
    onSettled: () => Promise.all([invalidate(queryClient, 'rewards'), invalidateCoins(queryClient)]),
    meta: { handlesErrors: true },
  });
}
