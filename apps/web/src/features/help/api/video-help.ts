import { videoHelpCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

export function useVideoHelp() {
  return useQuery({ queryKey: ['video-help'], queryFn: () => callApi(videoHelpCall, sessionBody()), staleTime: Infinity });
}
