import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type LessonId, isLessonId } from '@soroban/core';
import { useMemo, useState } from 'react';
import { DigitalSoroban } from '@/components/soroban/digital-soroban';
import { lessonScript } from '@/features/guided/lessons/lesson-scripts';

/** An animated lesson that needs no network: scripted bead moves with captions, stepped by the learner. */
export function LessonPlayer({ lessonId }: { lessonId: string }) {
  const steps = useMemo(() => (isLessonId(lessonId) ? lessonScript(lessonId as LessonId) : []), [lessonId]);
  const [index, setIndex] = useState(0);
  const step = steps[index];
  if (!step) return <Typography>This lesson is not available in this version of the app.</Typography>;
  return (
    <Stack spacing={2} data-testid="lesson-player">
      <DigitalSoroban rods={step.rods} onChange={() => undefined} readOnly />
      <Typography aria-live="polite" sx={{ minHeight: '3em' }}>
        {step.caption}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Back
        </Button>
        <Typography color="text.secondary" sx={{ flexGrow: 1, textAlign: 'center' }}>
          Step {index + 1} of {steps.length}
        </Typography>
        <Button variant="outlined" onClick={() => setIndex(index + 1)} disabled={index === steps.length - 1}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
