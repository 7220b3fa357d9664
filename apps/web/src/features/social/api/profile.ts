import { userProfileCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** A profile: one's own without a userId. */
export function useProfile(userId: number | undefined) {
  return useQuery(callQuery('people', userProfileCall, { ...sessionBody(), ...(userId ? { userId } : {}) }));
}
