import { guidedLaunchpadCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/queries';
import { launchpadBody } from '@/features/guided/api/launchpad-request';

/** guided_launchpad.php (SPEC 3): the program, its progress and what the screen shows around it. */
export function useGuidedLaunchpad() {
  return useQuery(callQuery('guided', guidedLaunchpadCall, launchpadBody()));
}
