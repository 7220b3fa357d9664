import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FlashStage } from '@/components/flash/components/flash-stage';
import { type FlashReport, type FlashVoid, describeVoid } from '@/components/flash/engine/flash-check';
import { type FlashPlan, describePlan } from '@/components/flash/engine/flash-plan';
import { beepChosen } from '@/components/flash/engine/flash-settings';

interface Props {
  numbers: readonly number[];
  seconds: number;
  /** The round was shown exactly as planned: it may be answered. `details` states its real timing. */
  onShown: (report: FlashReport, details: string) => void;
}

/**
 * One flash round that is either shown frame-exact or void. A void round (a number off its planned
 * frames, or the page hidden) is never answered: the learner is told why and it is shown again
 * with the same numbers, so nothing is graded against numbers that were not seen as promised.
 */
export function FlashRound({ numbers, seconds, onShown }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [voided, setVoided] = useState<(FlashReport & { void: FlashVoid }) | null>(null);
  const [withBeep] = useState(beepChosen);

  if (voided) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }} data-testid="flash-void" data-report={JSON.stringify(voided)}>
        <Alert severity="warning" sx={{ width: '100%' }}>
          <AlertTitle>This round does not count</AlertTitle>
          {describeVoid(voided.void)} It will be shown again with the same numbers.
          {attempt >= 2 && ' This keeps happening: closing other apps or tabs, or choosing a slower level, may help.'}
        </Alert>
        <Button
          variant="contained"
          size="large"
          startIcon={<ReplayIcon />}
          autoFocus
          onClick={() => {
            setVoided(null);
            setAttempt(attempt + 1);
          }}
        >
          Show it again
        </Button>
      </Stack>
    );
  }
  return (
    <FlashStage
      key={attempt}
      numbers={numbers}
      seconds={seconds}
      withBeep={withBeep}
      onDone={(report: FlashReport, plan: FlashPlan) => {
        if (report.void) setVoided({ ...report, void: report.void });
        else onShown(report, `${describePlan(plan)}; every number was shown for its planned frames.`);
      }}
    />
  );
}
