import { kanjiDetailCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

/** One kanji with its reference strokes (KanjiVG) for the animation and the drawing. */
export function useKanjiDetail(kanjiId: string | undefined) {
  return useQuery({
    queryKey: ['rewards', 'kanji', kanjiId],
    queryFn: () => callApi(kanjiDetailCall, { ...sessionBody(), kanjiId: kanjiId ?? '' }),
    enabled: kanjiId !== undefined,
  });
}
