import HearingIcon from '@mui/icons-material/Hearing';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReadingStyle, readingOf } from '@soroban/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { playReading } from '@/features/practice/audible/engine/reading-player';

let sharedContext: AudioContext | undefined;
/** One AudioContext for the page, created on the first round (after the Start press, so audio may play). */
const audioContext = () => (sharedContext ??= new AudioContext());

interface Props {
  numbers: readonly number[];
  paceMs: number;
  style: ReadingStyle;
  onDone: () => void;
  onError: (message: string) => void;
}

/** Reads one list aloud; the learner sees only how far the reading is, never the numbers. */
export function AudibleRound({ numbers, paceMs, style, onDone, onError }: Props) {
  const [heard, setHeard] = useState(0);
  const done = useEffectEvent(onDone);
  const fail = useEffectEvent(onError);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const items = readingOf(numbers, style);
    playReading(audioContext(), items, paceMs, (index) => !cancelled && setHeard(index))
      .then((reading) => {
        stop = reading.stop;
        if (cancelled) reading.stop();
        return reading.done;
      })
      .then(
        () => !cancelled && done(),
        (error: unknown) => !cancelled && fail(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [numbers, paceMs, style]);

  const spoken = Math.max(0, Math.min(numbers.length, heard));
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 4 }} data-testid="audible-round">
      <HearingIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h5">Listen…</Typography>
      <Typography color="text.secondary">
        Number {spoken} of {numbers.length}
      </Typography>
    </Box>
  );
}
