import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type QuizSpec, type QuizSummary } from '@soroban/contracts';
import { createSoroban } from '@soroban/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DigitalSoroban } from '@/components/soroban/digital-soroban';
import { logEvent } from '@/lib/event-log';
import { invalidateAll } from '@/lib/queries';
import { useSession } from '@/lib/session';
import { useSetSetting } from '@/lib/set-setting';
import { QuizSession } from '@/features/practice/components/quiz-session';

/** A short placement: single-digit lists, the first skill of the program. */
const PLACEMENT: QuizSpec = { type: 'addition-list', params: { digits: 1, count: 3, allowSubtraction: true, allowNegative: false, problems: 5 } };
/** Who gets every placement problem right can test out of the first units. */
const SUGGESTED_JUMP_UNIT = 4;
const STEPS = ['Meet the soroban', 'How to practise', 'A quick check'];

/** /onboarding: the soroban, guided or free practice, and a placement quiz that may suggest a jump. */
export function OnboardingScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const setSetting = useSetSetting();
  const [step, setStep] = useState(0);
  const [rods, setRods] = useState(() => createSoroban(9));
  const [guided, setGuided] = useState(true);
  const [placement, setPlacement] = useState<QuizSummary | null>(null);
  const [placing, setPlacing] = useState(false);

  const finish = async (target: string, state?: object) => {
    // Onboarding done: the person is no longer "just registered".
    await logEvent('justRegistered', { justRegistered: false, via: 'onboarding' });
    await invalidateAll(queryClient);
    void navigate(target, state ? { state } : undefined);
  };

  const choose = (preferGuided: boolean) => {
    setGuided(preferGuided);
    setSetting.mutate({ settingName: 'guidedPreferred', settingValue: preferGuided }, { onSuccess: () => setStep(2) });
  };

  const home = guided ? '/launchpad-guided' : '/launchpad';
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        Welcome{session.data ? `, ${session.data.user.displayName}` : ''}!
      </Typography>
      <Stepper activeStep={step} alternativeLabel>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 0 && (
        <Paper sx={{ p: 3 }}>
          <Typography gutterBottom>
            A soroban is a Japanese abacus. Each rod is a place value; the bead above the beam is worth 5, the four below are worth 1 each. A bead counts when
            it touches the beam. Try it: tap beads to make 7.
          </Typography>
          <DigitalSoroban rods={rods} onChange={setRods} />
          <Button variant="contained" onClick={() => setStep(1)} sx={{ mt: 2 }}>
            Next
          </Button>
        </Paper>
      )}

      {step === 1 && (
        <Paper sx={{ p: 3 }}>
          <Typography gutterBottom>
            The guided program takes you unit by unit, from the first bead moves to 1 kyu, with lessons, quizzes and rewards. Or practise freely and choose any
            mode yourself. You can change this later in Settings.
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={() => choose(true)} disabled={setSetting.isPending}>
              Guided program
            </Button>
            <Button variant="outlined" onClick={() => choose(false)} disabled={setSetting.isPending}>
              Free practice
            </Button>
          </Stack>
        </Paper>
      )}

      {step === 2 && !placing && !placement && (
        <Paper sx={{ p: 3 }}>
          <Typography gutterBottom>Five short lists, to see where to start. Use a soroban or your head.</Typography>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={() => setPlacing(true)}>
              Start the check
            </Button>
            <Button onClick={() => void finish(home)}>Skip</Button>
          </Stack>
        </Paper>
      )}

      {step === 2 && placing && (
        <QuizSession
          spec={PLACEMENT}
          guided={{ lpath: null }}
          instantFeedback
          readingStyle="plain"
          onSubmitted={(summary) => {
            setPlacing(false);
            setPlacement(summary);
          }}
        />
      )}

      {placement && (
        <Paper sx={{ p: 3 }}>
          <Typography variant="h6" gutterBottom>
            {placement.correct} of {placement.total} right.
          </Typography>
          {placement.perfect && guided ? (
            <>
              <Typography gutterBottom>
                You already know the first steps. You can jump ahead to unit {SUGGESTED_JUMP_UNIT} by passing its jump quizzes.
              </Typography>
              <Stack direction="row" spacing={2}>
                <Button variant="contained" onClick={() => void finish('/launchpad-guided/testout', { unit: SUGGESTED_JUMP_UNIT, jumpingForward: true })}>
                  Try the jump
                </Button>
                <Button onClick={() => void finish(home)}>Start at unit 1</Button>
              </Stack>
            </>
          ) : (
            <>
              <Typography gutterBottom>{guided ? 'Unit 1 is the right place to begin.' : 'Pick any practice mode to begin.'}</Typography>
              <Button variant="contained" onClick={() => void finish(home)}>
                Let’s go
              </Button>
            </>
          )}
        </Paper>
      )}
    </Stack>
  );
}
