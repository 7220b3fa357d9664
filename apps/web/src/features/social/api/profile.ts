import { userProfileCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

/** A profile: one's own without a userId. */
export function useProfile(userId: number | undefined) {
  return useQuery({ queryKey: ['profile', userId ?? 'me'], queryFn: () => callApi(userProfileCall, { ...sessionBody(), ...(userId ? { userId } : {}) }) });
}
