import { type SeenProgress, guidedSeenCall } from '@soroban/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

/**
 * guided_seen_api: keeps what the launchpad just showed, for the next visit on any device. The
 * launchpad's cached answer is left as it is: the screen holds what it is celebrating until dismissed.
 */
export function useRecordSeen() {
  return useMutation({
    mutationFn: ({ lpath, seen }: { lpath: number; seen: SeenProgress }) => callApi(guidedSeenCall, { ...sessionBody(), lpath, seen }),
  });
}
