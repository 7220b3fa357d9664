import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LessonId, isLessonId } from '@soroban/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DigitalSoroban } from '@/components/soroban/digital-soroban';
import { lessonScript } from '@/features/guided/lessons/lesson-scripts';

/**
 * An animated lesson that needs no network: scripted bead moves with captions, stepped by the
 * learner. `onReachedEnd` is told once the last step shows (or at once when there is nothing to step).
 */
export function LessonPlayer({ lessonId, onReachedEnd }: { lessonId: string; onReachedEnd?: (() => void) | undefined }) {
  const steps = useMemo(() => (isLessonId(lessonId) ? lessonScript(lessonId as LessonId) : []), [lessonId]);
  const [index, setIndex] = useState(0);
  const backButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const handOff = useRef(false);
  const step = steps[index];

  const go = (to: number, from: HTMLButtonElement) => {
    handOff.current = document.activeElement === from;
    setIndex(to);
  };
  // Next is disabled on the last step and Back on the first: the one just used would drop focus
  // onto the dialog, so the other one takes it.
  useEffect(() => {
    if (!handOff.current) return;
    handOff.current = false;
    if (index === steps.length - 1) backButton.current?.focus();
    else if (index === 0) nextButton.current?.focus();
  }, [index, steps.length]);

  useEffect(() => {
    if (index >= steps.length - 1) onReachedEnd?.();
  }, [index, steps.length, onReachedEnd]);

  if (!step) return <Typography>This lesson is not available in this version of the app.</Typography>;
  return (
    <Stack spacing={2} data-testid="lesson-player">
      <DigitalSoroban rods={step.rods} onChange={() => undefined} readOnly />
      <Typography aria-live="polite" sx={{ minHeight: '3em' }}>
        {step.caption}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button ref={backButton} onClick={(event) => go(index - 1, event.currentTarget)} disabled={index === 0}>
          Back
        </Button>
        <Typography color="textSecondary" sx={{ flexGrow: 1, textAlign: 'center' }}>
          Step {index + 1} of {steps.length}
        </Typography>
        <Button ref={nextButton} variant="outlined" onClick={(event) => go(index + 1, event.currentTarget)} disabled={index === steps.length - 1}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
