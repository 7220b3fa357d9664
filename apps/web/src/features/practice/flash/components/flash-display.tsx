import Box from '@mui/material/Box';
import { useEffect, useEffectEvent, useRef } from 'react';
import { type FlashReport, runFlash } from '@/features/practice/flash/engine/flash-runner';
import type { FlashPlan } from '@/features/practice/flash/engine/flash-plan';

interface Props {
  numbers: readonly number[];
  plan: FlashPlan;
  onDone: (report: FlashReport) => void;
  onAbort: (reason: string) => void;
}

/**
 * The stage numbers flash on, always in the same place. React renders the empty stage once; the
 * runner writes each number into it directly, frame by frame.
 */
export function FlashDisplay({ numbers, plan, onDone, onAbort }: Props) {
  const stage = useRef<HTMLDivElement>(null);
  const done = useEffectEvent(onDone);
  const abort = useEffectEvent(onAbort);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    let unmounted = false;
    const run = runFlash(element, numbers, plan);
    run.done.then(
      (report) => {
        element.dataset.report = JSON.stringify(report);
        done(report);
      },
      (error: Error) => !unmounted && abort(error.message),
    );
    return () => {
      unmounted = true;
      run.cancel();
    };
  }, [numbers, plan]);

  return (
    <Box
      ref={stage}
      data-testid="flash-stage"
      aria-hidden
      sx={{
        height: { xs: 160, sm: 240 },
        display: 'grid',
        placeItems: 'center',
        fontFamily: '"Roboto Mono", ui-monospace, monospace',
        fontSize: { xs: '4.5rem', sm: '7rem' },
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        color: 'primary.dark',
        bgcolor: 'background.paper',
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
