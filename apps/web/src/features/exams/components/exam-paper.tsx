import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProblemDisplayView, StartedExam } from '@soroban/contracts';
import { useEffect, useRef, useState } from 'react';
import { FlashRound } from '@/components/flash/components/flash-round';
import { beepChosen } from '@/components/flash/engine/flash-settings';
import { SECTION_TITLES } from '@/features/exams/components/exam-words';
import { unlockPageAudio } from '@/lib/page-audio';

/** A typed answer: whole or up to 3 decimals, may be negative; anything else is not an answer yet. */
const ANSWER = /^-?\d+(\.\d{1,3})?$/;
export const parseAnswer = (text: string): number | null => (ANSWER.test(text.trim()) ? Number(text.trim()) : null);

const answersKey = (examId: number) => `mock-exam-answers:${examId}`;
const startKey = (examId: number) => `mock-exam-clock:${examId}`;

/** The answers typed so far, kept in the browser so a reload or a dropped network loses none. */
function storedAnswers(exam: StartedExam): string[][] {
  const empty = exam.sections.map((s) => s.problems.map(() => ''));
  try {
    const saved = JSON.parse(localStorage.getItem(answersKey(exam.examId)) ?? 'null') as string[][] | null;
    return saved && saved.length === empty.length && saved.every((s, i) => s.length === empty[i]!.length) ? saved : empty;
  } catch {
    return empty;
  }
}

/** Forgets a handed-in exam's answers and clock. */
export function forgetPaper(examId: number) {
  localStorage.removeItem(answersKey(examId));
  localStorage.removeItem(startKey(examId));
}

/**
 * When this browser first showed the paper: the countdown runs from it for the paper's time, so a
 * device clock that is off does not shorten the exam (the server keeps its own deadline and grace).
 */
function clientStart(examId: number): number {
  const saved = Number(localStorage.getItem(startKey(examId)));
  if (saved > 0) return saved;
  const now = Date.now();
  localStorage.setItem(startKey(examId), String(now));
  return now;
}

const shown = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 20 }).replace('-', '−');

function Problem({ display }: { display: ProblemDisplayView }) {
  if (display.kind === 'list') {
    return (
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, textAlign: 'right', fontFamily: 'monospace', fontSize: '1.05rem' }}>
        {display.numbers.map((n, i) => (
          <li key={i}>{shown(n)}</li>
        ))}
      </Box>
    );
  }
  if (display.kind === 'binary') {
    const yen = display.unit === 'yen' ? '¥' : '';
    return <Typography sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }}>{`${yen}${shown(display.a)} ${display.op} ${shown(display.b)} =`}</Typography>;
  }
  return <Typography>{`${display.n} + ? = ${display.target}`}</Typography>;
}

/**
 * A flash round of the paper: shown once on demand by the same frame-counted player as practice. A
 * round that missed its frames or was hidden is void and shown again with the same numbers; only a
 * round shown as planned opens its answer box, so no void round is graded.
 */
function FlashItem({ numbers, seconds, shown, onShown }: { numbers: readonly number[]; seconds: number; shown: boolean; onShown: () => void }) {
  const [playing, setPlaying] = useState(false);
  if (playing)
    return (
      <FlashRound
        numbers={numbers}
        seconds={seconds}
        onShown={() => {
          setPlaying(false);
          onShown();
        }}
      />
    );
  return (
    <Button
      variant="outlined"
      disabled={shown}
      onClick={() => {
        // The beep's audio may start only inside the tap itself (Safari).
        if (beepChosen()) unlockPageAudio();
        setPlaying(true);
      }}
    >
      {shown ? 'Shown' : `Show the ${numbers.length} numbers (${seconds} s)`}
    </Button>
  );
}

export interface ExamPaperProps {
  exam: StartedExam;
  handingIn: boolean;
  onHandIn: (answers: (number | null)[][]) => void;
}

/** The paper as sat: sections as tabs, numbered items with answer boxes, a countdown that hands in at time-up. */
export function ExamPaper({ exam, handingIn, onHandIn }: ExamPaperProps) {
  const [answers, setAnswers] = useState(() => storedAnswers(exam));
  const [tab, setTab] = useState(0);
  // Flash rounds shown as planned, by "section-item"; kept here so a tab switch does not offer one again.
  const [flashShown, setFlashShown] = useState<ReadonlySet<string>>(() => new Set());
  const [now, setNow] = useState(() => Date.now());
  const [started] = useState(() => clientStart(exam.examId));
  const handedIn = useRef(false);
  const durationMs = Date.parse(exam.deadline) - Date.parse(exam.startedAt);
  const leftMs = Math.max(0, started + durationMs - now);

  const handIn = () => {
    if (handedIn.current) return;
    handedIn.current = true;
    onHandIn(answers.map((section) => section.map(parseAnswer)));
  };
  // A failed hand-in (network) can be tried again; the answers stay stored meanwhile.
  useEffect(() => {
    if (!handingIn) handedIn.current = false;
  }, [handingIn]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // Time-up hands the sheet in once by itself; should that fail, the button tries again.
  const timeUp = useRef(false);
  useEffect(() => {
    if (leftMs > 0 || timeUp.current) return;
    timeUp.current = true;
    handIn();
  });

  const type = (section: number, index: number, text: string) => {
    const next = answers.map((s, si) => (si === section ? s.map((a, i) => (i === index ? text : a)) : s));
    setAnswers(next);
    localStorage.setItem(answersKey(exam.examId), JSON.stringify(next));
  };

  const mm = Math.floor(leftMs / 60_000);
  const ss = Math.floor((leftMs % 60_000) / 1000);
  const section = exam.sections[tab]!;
  const offset = exam.sections.slice(0, tab).reduce((sum, s) => sum + s.problems.length, 0);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5">
          {`Mock exam: ${exam.label}`}
        </Typography>
        <Typography role="timer" aria-label={`Time left ${mm} minutes ${ss} seconds`} variant="h6" color={leftMs < 60_000 ? 'error' : 'textPrimary'}>
          {`${mm}:${String(ss).padStart(2, '0')}`}
        </Typography>
      </Stack>
      <Tabs value={tab} onChange={(_e, value: number) => setTab(value)} variant="scrollable" aria-label="Sections of the paper">
        {exam.sections.map((s, i) => (
          <Tab key={s.kind} label={`${SECTION_TITLES[s.kind]} (${s.problems.length})`} id={`exam-tab-${i}`} aria-controls={`exam-section-${i}`} />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`exam-section-${tab}`}
        aria-labelledby={`exam-tab-${tab}`}
        // A flash item may hold a void round's notice and replay button: its cards are wider, one a row on a phone.
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: `repeat(auto-fill, minmax(${section.kind === 'flash' ? 260 : 150}px, 1fr))` }}
      >
        {section.problems.map((display, i) => {
          const text = answers[tab]![i]!;
          const bad = text.trim() !== '' && parseAnswer(text) === null;
          const flash = section.kind === 'flash' && display.kind === 'list';
          const key = `${tab}-${i}`;
          // A flash answer waits for its round to be shown as planned (an answer kept from before a reload stays open).
          const waiting = flash && !flashShown.has(key) && text === '';
          return (
            <Box key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, display: 'grid', gap: 1, alignContent: 'space-between' }}>
              <Typography variant="caption" color="textSecondary">{`No. ${offset + i + 1}`}</Typography>
              {flash ? (
                <FlashItem
                  numbers={display.numbers}
                  seconds={section.flashSeconds ?? 1}
                  shown={flashShown.has(key)}
                  onShown={() => setFlashShown((was) => new Set(was).add(key))}
                />
              ) : (
                <Problem display={display} />
              )}
              <TextField
                size="small"
                value={text}
                onChange={(e) => type(tab, i, e.target.value)}
                error={bad}
                disabled={waiting}
                helperText={bad ? 'A number, e.g. −12 or 3.457' : undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Answer ${offset + i + 1}`, autoComplete: 'off' } }}
              />
            </Box>
          );
        })}
      </Box>
      <Box>
        <Button variant="contained" size="large" onClick={handIn} disabled={handingIn}>
          {handingIn ? 'Handing in…' : 'Hand in'}
        </Button>
      </Box>
    </Stack>
  );
}
