import HearingIcon from '@mui/icons-material/Hearing';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReadingStyle, readingOf } from '@soroban/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { pageAudio, unlockPageAudio } from '@/lib/page-audio';
import { describePace } from '@/features/practice/audible/engine/pace-words';
import { playReading } from '@/features/practice/audible/engine/reading-player';

interface Props {
  numbers: readonly number[];
  paceMs: number;
  style: ReadingStyle;
  /** The reading is over; `details` states the pace as heard. */
  onDone: (details: string) => void;
  onError: (message: string) => void;
}

/** How long to wait for the audio to start by itself before asking for a tap. */
const UNLOCK_WAIT_MS = 500;

/**
 * Reads one list aloud; the learner sees only how far the reading is, never the numbers. Audio
 * started by the Start tap plays at once; where it did not (a quiz opened another way on Safari), a
 * tap on "Start listening" starts it inside the gesture, as Safari requires.
 */
export function AudibleRound({ numbers, paceMs, style, onDone, onError }: Props) {
  const [heard, setHeard] = useState(0);
  const [needsTap, setNeedsTap] = useState(false);
  const [running, setRunning] = useState(() => pageAudio().state === 'running');
  const [pace, setPace] = useState('');
  const done = useEffectEvent(onDone);
  const fail = useEffectEvent(onError);

  useEffect(() => {
    if (running) return;
    const audio = pageAudio();
    const ready = () => setRunning(true);
    void audio.resume().then(ready, () => setNeedsTap(true));
    const timer = window.setTimeout(() => audio.state !== 'running' && setNeedsTap(true), UNLOCK_WAIT_MS);
    return () => clearTimeout(timer);
  }, [running]);

  useEffect(() => {
    if (!running) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    playReading(pageAudio(), readingOf(numbers, style), paceMs, (index) => !cancelled && setHeard(index))
      .then((reading) => {
        stop = reading.stop;
        const details = describePace(reading.schedule, paceMs);
        setPace(details);
        if (cancelled) reading.stop();
        return reading.done.then(() => details);
      })
      .then(
        (details) => !cancelled && done(details),
        (error: unknown) => !cancelled && fail(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [running, numbers, paceMs, style]);

  const spoken = Math.max(0, Math.min(numbers.length, heard));
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 4 }} data-testid="audible-round">
      <HearingIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
      {!running && needsTap ? (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              unlockPageAudio();
              setRunning(true);
            }}
          >
            Start listening
          </Button>
        </Box>
      ) : (
        <>
          <Typography variant="h5">Listen…</Typography>
          <Typography color="textSecondary">
            Number {spoken} of {numbers.length}
          </Typography>
          {pace && (
            <Typography variant="body2" color="textSecondary" data-testid="audible-pace">
              {pace}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
