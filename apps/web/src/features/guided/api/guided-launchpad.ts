import { guidedLaunchpadCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

export const GUIDED_KEY = ['guided-launchpad'] as const;

/** guided_launchpad.php (SPEC 3): the program, its progress and what the screen shows around it. */
export function useGuidedLaunchpad() {
  return useQuery({ queryKey: GUIDED_KEY, queryFn: () => callApi(guidedLaunchpadCall, { ...sessionBody(), requestedLevel: '' }) });
}
