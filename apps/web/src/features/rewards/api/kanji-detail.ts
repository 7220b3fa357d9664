import { kanjiDetailCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** One kanji with its reference strokes (KanjiVG) for the animation and the drawing. */
export function useKanjiDetail(kanjiId: string | undefined) {
  return useQuery({
    ...callQuery('rewards', kanjiDetailCall, { ...sessionBody(), kanjiId: kanjiId ?? '' }),
    enabled: kanjiId !== undefined,
  });
}
