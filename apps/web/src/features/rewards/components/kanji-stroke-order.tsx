import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { StrokeAnimation } from '@/components/kanji/stroke-animation';
import { useKanjiDetail } from '@/features/rewards/api/kanji-detail';

/** A kanji's stroke order, animated from the collection's KanjiVG strokes, with Replay. */
export function KanjiStrokeOrder({ kanjiId, size = 220 }: { kanjiId: string; size?: number }) {
  const detail = useKanjiDetail(kanjiId);
  const [replays, setReplays] = useState(0);
  if (!detail.data) return <div style={{ width: size, height: size }} aria-busy={detail.isPending} />;
  const { kanji, strokes } = detail.data;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <StrokeAnimation key={replays} strokes={strokes} size={size} label={`Stroke order of ${kanji.character}`} />
      <Button size="small" onClick={() => setReplays((n) => n + 1)}>
        Replay
      </Button>
    </Stack>
  );
}
