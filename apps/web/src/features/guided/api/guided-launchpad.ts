import { guidedLaunchpadCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { earlyRequest } from '@/lib/early-request';

export const GUIDED_KEY = ['guided-launchpad'] as const;

const launchpad = earlyRequest(() => callApi(guidedLaunchpadCall, { ...sessionBody(), requestedLevel: '' }));

/** Asks for the launchpad when the app opens on it (main.tsx), beside the screen's code and the session check. */
export const startGuidedLaunchpad = launchpad.start;

/** guided_launchpad.php (SPEC 3): the program, its progress and what the screen shows around it. */
export function useGuidedLaunchpad() {
  return useQuery({ queryKey: GUIDED_KEY, queryFn: launchpad.take });
}
