import { followingListCall, friendListCall } from '@soroban/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { callKey } from '@/lib/queries';

const LISTS = { friends: friendListCall, following: followingListCall } as const;

/** Friends (mutual follows) or the people one follows, a page at a time. */
export function usePeopleList(list: keyof typeof LISTS) {
  return useInfiniteQuery({
    queryKey: callKey('people', LISTS[list], { ...sessionBody(), limit: 20 }),
    queryFn: ({ pageParam }) => callApi(LISTS[list], { ...sessionBody(), limit: 20, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
