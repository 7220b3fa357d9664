import Box from '@mui/material/Box';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { beep } from '@/components/flash/engine/beep';
import type { FlashReport } from '@/components/flash/engine/flash-check';
import { type FlashPlan, planFlash } from '@/components/flash/engine/flash-plan';
import { runFlash } from '@/components/flash/engine/flash-runner';
import { measureDisplayRate } from '@/components/flash/engine/frame-interval';

interface Props {
  numbers: readonly number[];
  seconds: number;
  withBeep: boolean;
  onDone: (report: FlashReport, plan: FlashPlan) => void;
}

const CUE_MS = 700;
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The whole screen while a round plays: a 3-2-1 cue in the place the numbers will appear (the
 * display's rate is measured meanwhile), then the numbers, as large as the screen allows, on a
 * steady background (no colour or brightness flashes). React renders the stage once; the runner
 * writes each number into it directly, frame by frame.
 */
export function FlashStage({ numbers, seconds, withBeep, onDone }: Props) {
  const stage = useRef<HTMLDivElement>(null);
  const [cue, setCue] = useState<number | null>(3);
  const done = useEffectEvent(onDone);
  const longest = Math.max(...numbers.map((n) => n.toLocaleString('en-US').length));

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    let cancel = () => undefined as void;
    let stopped = false;
    const countdown = (async () => {
      for (const n of [3, 2, 1]) {
        if (stopped) return;
        setCue(n);
        await wait(CUE_MS);
      }
      setCue(null);
    })();
    void Promise.all([measureDisplayRate(), countdown]).then(([hz]) => {
      if (stopped) return;
      const plan = planFlash(numbers.length, seconds, hz);
      const run = runFlash(element, numbers, plan, withBeep ? { onNumber: beep } : {});
      cancel = run.cancel;
      void run.done.then((report) => {
        element.dataset.report = JSON.stringify(report);
        if (!stopped) done(report, plan);
      });
    });
    return () => {
      stopped = true;
      cancel();
    };
  }, [numbers, seconds, withBeep]);

  return (
    <Box
      data-testid="flash-screen"
      sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal, bgcolor: 'background.paper', display: 'grid', placeItems: 'center' }}
    >
      <Box
        sx={{
          display: 'grid',
          placeItems: 'center',
          fontFamily: '"Roboto Mono", ui-monospace, monospace',
          // A monospace digit is about 0.6 em wide: the longest number fills most of the width, capped by the height.
          fontSize: `min(${(88 / (0.6 * longest)).toFixed(1)}vw, 42vh)`,
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          lineHeight: 1,
          color: 'primary.dark',
        }}
      >
        <Box ref={stage} data-testid="flash-stage" aria-hidden sx={{ gridArea: '1 / 1' }} />
        {cue !== null && (
          <Box
            key={cue}
            role="status"
            aria-label={`Starting in ${cue}`}
            sx={{
              gridArea: '1 / 1',
              fontSize: '0.45em',
              color: 'text.secondary',
              '@keyframes flash-cue': { from: { transform: 'scale(1.25)', opacity: 0.4 }, to: { transform: 'scale(1)', opacity: 1 } },
              animation: 'flash-cue 300ms ease-out',
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            {cue}
          </Box>
        )}
      </Box>
    </Box>
  );
}
