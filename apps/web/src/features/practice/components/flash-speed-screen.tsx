import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FlashStaircaseState } from '@soroban/contracts';
import { flashLadder, staircaseStart } from '@soroban/core';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FlashRound } from '@/components/flash/components/flash-round';
import { FlashStartNotes } from '@/components/flash/components/flash-start-notes';
import { beepChosen } from '@/components/flash/engine/flash-settings';
import { useNextFlashStaircaseRound, useStartFlashStaircase } from '@/features/practice/api/flash-staircase';
import { useSubmitQuiz } from '@/features/practice/api/submit-quiz';
import { AnswerEntry } from '@/features/practice/components/answer-entry';
import { unlockPageAudio } from '@/lib/page-audio';

const DIGITS = [1, 2, 3];
const COUNTS = [3, 4, 5, 6, 8, 10, 12, 15];

/** The first round's time when no earlier search is known (the server decides it). */
const firstSeconds = (count: number) => {
  const ladder = flashLadder(count);
  return ladder[staircaseStart(ladder.length)]!;
};

type Phase = 'ready' | 'flashing' | 'answer' | 'sending';

const speedWords = (s: FlashStaircaseState['reached'], digits: number, count: number) => `${count} ${digits}-digit numbers in ${s.seconds} s`;

/** The speed reached and the flash grade it equals. */
function Reached({ state }: { state: FlashStaircaseState }) {
  const { reached } = state;
  return (
    <Typography data-testid="flash-speed-reached">
      {state.done ? 'Your flash speed: ' : 'Speed so far: '}
      <strong>{speedWords(reached, state.digits, state.count)}</strong>
      {reached.grade ? (
        <>
          {' — '}
          <strong>{reached.grade.label}</strong> speed
        </>
      ) : (
        ' — below the first flash grade of these digits'
      )}
    </Typography>
  );
}

/** A dot per graded round: its time, filled when right. */
function History({ state }: { state: FlashStaircaseState }) {
  if (state.history.length === 0) return null;
  return (
    <Box component="ol" aria-label="Rounds so far" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
      {state.history.map((h, i) => (
        <Box
          component="li"
          key={i}
          aria-label={`Round ${i + 1}: ${h.seconds} s, ${h.correct ? 'right' : 'wrong'}`}
          sx={{
            minWidth: 40,
            px: 0.5,
            borderRadius: 1,
            textAlign: 'center',
            typography: 'caption',
            border: 1,
            borderColor: h.correct ? 'success.main' : 'error.main',
            bgcolor: h.correct ? 'success.light' : 'transparent',
            color: h.correct ? 'success.contrastText' : 'error.main',
          }}
        >
          {h.seconds} s
        </Box>
      ))}
    </Box>
  );
}

/**
 * "Find my flash speed": 20 single rounds at one size; the server picks each round's speed from its
 * own grades of the rounds before (two right → faster, one wrong → slower) and reports the speed
 * reached as a flash grade. The search id is kept in the address, so a reload carries on.
 */
export function FlashSpeedScreen() {
  const [params, setParams] = useSearchParams();
  const searchId = Number(params.get('search')) || null;
  const [digits, setDigits] = useState(1);
  const [count, setCount] = useState(5);
  const [state, setState] = useState<FlashStaircaseState | null>(null);
  const [phase, setPhase] = useState<Phase>('ready');
  const [last, setLast] = useState<{ right: boolean; answer: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shownAt = useRef(0);
  const start = useStartFlashStaircase();
  const next = useNextFlashStaircaseRound();
  const submit = useSubmitQuiz();

  useEffect(() => {
    document.title = 'Find my flash speed · Soroban Quiz';
  }, []);

  // A search named in the address (a reload, or a link) is picked up where it stands.
  const loading = useRef<number | null>(null);
  useEffect(() => {
    if (searchId === null || state?.staircaseId === searchId || loading.current === searchId) return;
    loading.current = searchId;
    void next.mutateAsync(searchId).then(setState, () => setParams({}, { replace: true }));
  }, [searchId, state, next, setParams]);

  const begin = async () => {
    setLast(null);
    const started = await start.mutateAsync({ digits, count });
    setState(started);
    setPhase('ready');
    setParams({ search: String(started.staircaseId) });
  };

  const show = () => {
    if (beepChosen()) unlockPageAudio();
    setPhase('flashing');
  };

  const answer = async (given: number | null) => {
    if (!state?.round) return;
    setPhase('sending');
    setError(null);
    const round = state.round;
    try {
      const summary = await submit.mutateAsync({
        quizId: round.quizId,
        answers: [given],
        timesMs: [Math.max(0, Math.round(performance.now() - shownAt.current))],
      });
      const total = round.problems[0]?.kind === 'list' ? round.problems[0].numbers.reduce((sum, n) => sum + n, 0) : 0;
      setLast({ right: summary.summary.correct === 1, answer: total });
      setState(await next.mutateAsync(state.staircaseId));
      setPhase('ready');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The answer could not be sent. Check the connection and try again.');
      setPhase('answer');
    }
  };

  const round = state?.round ?? null;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Find my flash speed
      </Typography>
      <Typography color="textSecondary">
        {state
          ? `${state.count} numbers of ${state.digits} digit${state.digits > 1 ? 's' : ''} a round, ${state.rounds} rounds.`
          : 'Twenty rounds of one size.'}{' '}
        Two right in a row and the next round is faster; a wrong one and it is slower. The speed you settle at is your flash speed.
      </Typography>

      {!state && (
        <Paper sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField select label="Digits" value={digits} onChange={(event) => setDigits(Number(event.target.value))} sx={{ minWidth: 140 }}>
              {DIGITS.map((d) => (
                <MenuItem key={d} value={d}>
                  {d}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Numbers a round" value={count} onChange={(event) => setCount(Number(event.target.value))} sx={{ minWidth: 160 }}>
              {COUNTS.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <FlashStartNotes count={count} seconds={firstSeconds(count)} />
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button variant="contained" size="large" onClick={() => void begin()} disabled={start.isPending || searchId !== null}>
              Find my speed
            </Button>
            <Button component={RouterLink} to="/launchpad/mental/flash" variant="outlined" size="large">
              Back to flash anzan
            </Button>
          </Stack>
        </Paper>
      )}

      {state && (
        <Paper sx={{ p: 2 }}>
          <Stack spacing={2}>
            {last && (
              <Alert severity={last.right ? 'success' : 'info'} data-testid="flash-speed-feedback">
                {last.right ? 'Right!' : `Not this time: the total was ${last.answer.toLocaleString('en-US')}.`}
              </Alert>
            )}
            {round && phase === 'ready' && (
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="h6" component="h2">
                  Round {round.number} of {state.rounds}: {state.count} numbers in {round.seconds} s
                </Typography>
                <Button variant="contained" size="large" onClick={show} autoFocus>
                  Show round {round.number}
                </Button>
              </Stack>
            )}
            {round && phase === 'flashing' && (
              <FlashRound
                key={round.quizId}
                numbers={round.problems[0]?.kind === 'list' ? round.problems[0].numbers : []}
                seconds={round.seconds}
                onShown={() => {
                  shownAt.current = performance.now();
                  setPhase('answer');
                }}
              />
            )}
            {round && (phase === 'answer' || phase === 'sending') && (
              <Stack spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h6">What is the total?</Typography>
                {error && <Alert severity="error">{error}</Alert>}
                <AnswerEntry key={round.quizId} onAnswer={(given) => void answer(given)} allowMinus={false} locked={phase === 'sending'} />
              </Stack>
            )}
            {state.done && (
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="h5" component="h2">
                  Done: {state.rounds} rounds
                </Typography>
                <Button
                  variant="contained"
                  onClick={() => {
                    setState(null);
                    setLast(null);
                    setParams({});
                  }}
                >
                  Search again
                </Button>
              </Stack>
            )}
            <Reached state={state} />
            <History state={state} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
