import { nextFlashStaircaseRoundCall, startFlashStaircaseCall } from '@soroban/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

/** Starts "Find my flash speed": the first round at the speed the server picks. */
export function useStartFlashStaircase() {
  return useMutation({
    mutationFn: (size: { digits: number; count: number }) => callApi(startFlashStaircaseCall, { ...sessionBody(), ...size }),
  });
}

/** After a round is answered (submit_quiz_api): the next round at the server's speed, or the result. */
export function useNextFlashStaircaseRound() {
  return useMutation({
    mutationFn: (staircaseId: number) => callApi(nextFlashStaircaseRoundCall, { ...sessionBody(), staircaseId }),
  });
}
