import { videoHelpCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

export function useVideoHelp() {
  return useQuery({ ...callQuery('help', videoHelpCall, sessionBody()), staleTime: Infinity });
}
