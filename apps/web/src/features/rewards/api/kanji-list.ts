import { kanjiListCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

/** The whole kanji collection with prices and which ones the person owns. */
export function useKanjiList() {
  return useQuery({ queryKey: ['rewards', 'kanji-list'], queryFn: () => callApi(kanjiListCall, sessionBody()) });
}
