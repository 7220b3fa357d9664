import { kanjiListCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** The whole kanji collection with prices and which ones the person owns. */
export function useKanjiList() {
  return useQuery(callQuery('rewards', kanjiListCall, sessionBody()));
}
