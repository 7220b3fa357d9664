import { userSearchCall } from '@soroban/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { callKey } from '@/lib/queries';

/** People whose display name contains the query, paged; never their emails. */
export function useUserSearch(query: string) {
  return useInfiniteQuery({
    queryKey: callKey('people', userSearchCall, { ...sessionBody(), query, limit: 20 }),
    queryFn: ({ pageParam }) => callApi(userSearchCall, { ...sessionBody(), query, limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: query.trim().length > 0,
  });
}
