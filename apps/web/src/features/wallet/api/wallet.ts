import { walletCall } from '@soroban/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { callKey } from '@/lib/queries';

/** The coin balance and its history, a page at a time, newest first. */
export function useWallet() {
  return useInfiniteQuery({
    queryKey: callKey('coins', walletCall, sessionBody()),
    queryFn: ({ pageParam }) => callApi(walletCall, { ...sessionBody(), ...(pageParam ? { beforeEntryId: pageParam } : {}) }),
    initialPageParam: 0,
    getNextPageParam: (page) => (page.hasMore ? page.entries.at(-1)?.entryId : undefined),
  });
}
