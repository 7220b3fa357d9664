import { guidedLaunchpadCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { launchpadBody } from '@/features/guided/api/launchpad-request';

export const GUIDED_KEY = ['guided-launchpad'] as const;

/** guided_launchpad.php (SPEC 3): the program, its progress and what the screen shows around it. */
export function useGuidedLaunchpad() {
  return useQuery({ queryKey: GUIDED_KEY, queryFn: () => callApi(guidedLaunchpadCall, launchpadBody()) });
}
