import { myKanjiCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

export function useMyKanji() {
  return useQuery(callQuery('rewards', myKanjiCall, sessionBody()));
}
