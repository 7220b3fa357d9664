import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { PLACEMENT_PASS_PERCENT, PLACEMENT_PROBLEMS, PLACEMENT_STAGES, createSoroban, placement, placementPassed } from '@soroban/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DigitalSoroban } from '@/components/soroban/digital-soroban';
import { logEvent } from '@/lib/event-log';
import { hiddenDuringQuiz } from '@/lib/quiz-focus';
import { invalidateAll } from '@/lib/queries';
import { useSession } from '@/lib/session';
import type { QuizSessionSlot } from '@/lib/quiz-slot';
import { useSetSetting } from '@/lib/set-setting';

const STEPS = ['Meet the soroban', 'How to practise', 'A quick check'];

interface PlacementResult {
  correct: number;
  total: number;
}
interface Progress {
  step: number;
  guided: boolean;
  results: PlacementResult[];
}

/**
 * Where onboarding stopped, per account, so a reload or a visit elsewhere resumes it at the same
 * step with the check's quizzes so far (the server has each one; this keeps the order).
 */
const progressKey = (userId: number) => `soroban.onboarding.${userId}`;
function loadProgress(userId: number | undefined): Progress | null {
  if (userId === undefined) return null;
  try {
    const value = JSON.parse(localStorage.getItem(progressKey(userId)) ?? 'null') as Progress | null;
    return value && Number.isInteger(value.step) && Array.isArray(value.results) ? value : null;
  } catch {
    return null; // unreadable: start from the beginning
  }
}
function saveProgress(userId: number | undefined, progress: Progress | null) {
  if (userId === undefined) return;
  if (progress === null) localStorage.removeItem(progressKey(userId));
  else localStorage.setItem(progressKey(userId), JSON.stringify(progress));
}

/**
 * /onboarding: the soroban, guided or free practice, and placement: a short quiz per rule family in
 * teaching order (then longer numbers, × and ÷), graded by the server, stopping at the first one
 * below the pass mark; the guided program suggests a jump to the unit that teaches it. Each quiz
 * runs in practice's QuizSession, handed over by app/.
 */
export function OnboardingScreen({ quizSession: QuizSession }: { quizSession: QuizSessionSlot }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const setSetting = useSetSetting();
  const userId = session.data?.user.userId;
  const [saved] = useState(() => loadProgress(userId));
  const [step, setStep] = useState(saved?.step ?? 0);
  const [rods, setRods] = useState(() => createSoroban(9));
  const [guided, setGuided] = useState(saved?.guided ?? true);
  const [results, setResults] = useState<PlacementResult[]>(saved?.results ?? []);
  const [placing, setPlacing] = useState(false);
  const placed = placement(results);
  useEffect(() => saveProgress(userId, { step, guided, results }), [userId, step, guided, results]);

  const finish = async (target: string, state?: object) => {
    // Onboarding done: the person is no longer "just registered".
    await logEvent('justRegistered', { justRegistered: false, via: 'onboarding' });
    saveProgress(userId, null);
    await invalidateAll(queryClient);
    void navigate(target, state ? { state } : undefined);
  };

  // A teacher is not placed: they go straight to create their classroom.
  const teach = () => setSetting.mutate({ settingName: 'teaches', settingValue: true }, { onSuccess: () => void finish('/launchpad/studentclassroomadmin') });

  const choose = (preferGuided: boolean) => {
    setGuided(preferGuided);
    setSetting.mutate({ settingName: 'guidedPreferred', settingValue: preferGuided }, { onSuccess: () => setStep(2) });
  };

  const home = guided ? '/launchpad-guided' : '/launchpad';
  // The check's quiz gets the whole screen: the greeting and the steps give way while it runs.
  const quizRunning = step === 2 && placing;
  return (
    <Stack spacing={quizRunning ? 0 : 3}>
      <Typography component="h1" variant="h4" sx={quizRunning ? hiddenDuringQuiz : undefined}>
        Welcome
        {session.data ? (
          <>
            , <bdi>{session.data.user.displayName}</bdi>
          </>
        ) : null}
        !
      </Typography>
      <Stepper activeStep={step} alternativeLabel sx={{ display: quizRunning ? 'none' : undefined }}>
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
          <Typography sx={{ mt: 2 }} color="textSecondary">
            Here to run a class? Teachers skip the check and create a classroom for their students.
          </Typography>
          <Button onClick={teach} disabled={setSetting.isPending} sx={{ mt: 1 }}>
            I teach
          </Button>
        </Paper>
      )}

      {step === 2 && !placing && !placed && (
        <Paper sx={{ p: 3 }}>
          <Typography gutterBottom>
            {results.length === 0
              ? `A few short quizzes of ${PLACEMENT_PROBLEMS} lists, one rule at a time, to see where to start. Use a soroban or your head.`
              : `${PLACEMENT_STAGES[results.length - 1]?.name}: ${results.at(-1)?.correct} of ${results.at(-1)?.total} right. Next: ${PLACEMENT_STAGES[results.length]?.name}. (Check ${results.length + 1} of at most ${PLACEMENT_STAGES.length}: it stops at the first rule below ${PLACEMENT_PASS_PERCENT} %.)`}
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" onClick={() => setPlacing(true)}>
              {results.length === 0 ? 'Start the check' : 'Next quiz'}
            </Button>
            <Button onClick={() => void finish(home)}>Skip</Button>
          </Stack>
        </Paper>
      )}

      {step === 2 && placing && (
        <QuizSession
          key={results.length}
          spec={PLACEMENT_STAGES[results.length]!.practice}
          guided={{ lpath: null }}
          instantFeedback
          readingStyle="plain"
          onSubmitted={(summary) => {
            setPlacing(false);
            setResults((done) => [...done, { correct: summary.correct, total: summary.total }]);
          }}
        />
      )}

      {placed && (
        <Paper sx={{ p: 3 }}>
          <Typography variant="h6" gutterBottom>
            {placed.failed ? `Start with ${placed.failed.name.toLowerCase()}.` : 'You know every rule the check asks for.'}
          </Typography>
          <Typography gutterBottom component="div">
            {results.map((result, i) => (
              <div key={PLACEMENT_STAGES[i]?.name}>
                {PLACEMENT_STAGES[i]?.name}: {result.correct} of {result.total} {placementPassed(result) ? '✓' : `(below ${PLACEMENT_PASS_PERCENT} %)`}
              </div>
            ))}
          </Typography>
          {placed.jumpTo > 1 && guided ? (
            <>
              <Typography gutterBottom>You can jump ahead to unit {placed.jumpTo} by passing its jump quizzes.</Typography>
              <Stack direction="row" spacing={2}>
                <Button variant="contained" onClick={() => void finish('/launchpad-guided/testout', { unit: placed.jumpTo, jumpingForward: true })}>
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
