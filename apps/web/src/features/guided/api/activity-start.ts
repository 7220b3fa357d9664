import { guidedActivityCall } from '@soroban/contracts';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/**
 * What START opens for one quiz item (guided_activity_api): asked for when its card opens, so it is
 * usually there by the time START is pressed. Curricula change only when an operator loads one.
 * START reports a failure itself (a failed early fetch alone is no reason for a dialog).
 */
export const activityStartQuery = (lpath: number, activityId: string) => ({
  ...callQuery('guided-start', guidedActivityCall, { ...sessionBody(), lpath, activityId }),
  staleTime: 5 * 60_000,
  meta: { handlesErrors: true },
});
