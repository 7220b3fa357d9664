import { myKanjiCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

export function useMyKanji() {
  return useQuery({ queryKey: ['rewards', 'my-kanji'], queryFn: () => callApi(myKanjiCall, sessionBody()) });
}
