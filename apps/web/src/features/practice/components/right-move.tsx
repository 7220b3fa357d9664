import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { rightMoveFrames, sorobanFromNumber } from '@soroban/core';
import type { DiagnosisStep } from '@soroban/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { DigitalSoroban } from '@/components/soroban/digital-soroban';

/** How long each bead move stays before the next plays. */
export const MOVE_MS = 1600;

/**
 * "Show the right move" beside a diagnosis: a dialog with the soroban set to the reading before the
 * diagnosed step, playing the bead model's moves one by one with a line of words each. With reduced
 * motion nothing plays by itself: the learner steps with Next.
 */
export function RightMove({ step }: { step: DiagnosisStep }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const sign = step.op === '+' ? '+' : '−';
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        Show the right move
      </Button>
      {open && (
        <Dialog open fullWidth maxWidth="sm" onClose={() => setOpen(false)} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>
            The right move: {step.rodValue} {sign} {step.digit}
          </DialogTitle>
          <DialogContent>
            <MovePlayer step={step} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

function MovePlayer({ step }: { step: DiagnosisStep }) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const frames = useMemo(() => {
    try {
      return rightMoveFrames(step);
    } catch (error) {
      if (error instanceof RangeError) return [];
      throw error;
    }
  }, [step]);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reduced);
  const rodCount = Math.max(5, ...frames.map((frame) => String(frame.value).length + 1));

  useEffect(() => {
    if (!playing || reduced || index >= frames.length - 1) return;
    const timer = window.setTimeout(() => setIndex((i) => i + 1), MOVE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, reduced, index, frames.length]);

  const frame = frames[index];
  if (!frame) return <Typography>This step cannot be shown on the soroban.</Typography>;
  const last = frames.length - 1;
  const go = (to: number) => {
    setPlaying(false);
    setIndex(to);
  };
  return (
    <Stack spacing={2} data-testid="right-move">
      {/* A picture scales to its box: capped so Back and Next stay on screen beside it. */}
      <Box sx={{ width: '100%', maxWidth: 300, alignSelf: 'center' }}>
        <DigitalSoroban
          rods={sorobanFromNumber(frame.value, rodCount)}
          onChange={() => undefined}
          readOnly
          // The rod each move is on, marked while the moves play; the last picture is the whole answer.
          markedRod={index === last ? undefined : frame.rod}
        />
      </Box>
      <Typography aria-live="polite" sx={{ minHeight: '3em', fontWeight: 600 }} data-testid="right-move-words">
        {frame.words}
      </Typography>
      <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }} aria-label="Moves so far">
        {frames.slice(1, index + 1).map((shown, i) => (
          <Typography component="li" variant="body2" color="textSecondary" key={i}>
            {shown.words}
          </Typography>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button onClick={() => go(index - 1)} disabled={index === 0}>
          Back
        </Button>
        <Typography color="textSecondary" sx={{ flexGrow: 1, textAlign: 'center' }}>
          Step {index + 1} of {frames.length}
        </Typography>
        {!reduced && (
          <Button onClick={() => (index === last ? (setIndex(0), setPlaying(true)) : setPlaying(!playing))}>
            {index === last ? 'Replay' : playing ? 'Pause' : 'Play'}
          </Button>
        )}
        <Button variant="outlined" onClick={() => go(index + 1)} disabled={index === last}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
