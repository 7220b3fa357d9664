import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ExamBodyId, type ExamResult, type ExamWrongItem, MOCK_EXAM_PDF_PATH, type StartedExam } from '@soroban/contracts';
import { ANZAN_LOWER_GRADES, DAN_SUBJECT_GRADES, EXAM_FORMATS, type ExamFormat, examFormat } from '@soroban/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useHandInMockExam, useMockExamHistory, useStartGuidedExam, useStartMockExam } from '@/features/exams/api/mock-exams';
import { AssignedExams } from '@/features/exams/components/assigned-exams';
import { ExamPaper, forgetPaper } from '@/features/exams/components/exam-paper';
import { ExamResultSheet } from '@/features/exams/components/exam-result';
import { SECTION_TITLES, minutes, passMarkText } from '@/features/exams/components/exam-words';
import { siteBaseURL } from '@/lib/config';

const BODIES: { id: ExamBodyId; label: string }[] = [
  { id: 'soroban', label: 'Soroban 珠算' },
  { id: 'anzan', label: 'Anzan 暗算' },
  { id: 'flash', label: 'Flash anzan' },
];
const CURRENT = 'mock-exam-current';

/** The exam being sat, kept for the tab's life so a reload goes back to the paper. */
function currentExam(): StartedExam | null {
  try {
    return JSON.parse(sessionStorage.getItem(CURRENT) ?? 'null') as StartedExam | null;
  } catch {
    return null;
  }
}

/** A new paper's seed: 10 letters and digits. */
const newSeed = () => Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => '0123456789abcdefghijklmnopqrstuvwxyz'[b % 36]).join('');
const SEED = /^[\w.-]{1,40}$/;

/** The paper of this seed and its key as PDFs, A4 and B4: the same items START gives with this seed. */
function PrintLinks({ body, grade, seed }: { body: ExamBodyId; grade: string; seed: string }) {
  const href = (part: 'paper' | 'key', size: 'A4' | 'B4') =>
    new URL(`${MOCK_EXAM_PDF_PATH}?${new URLSearchParams({ body, grade, seed, part, size }).toString()}`, siteBaseURL()).toString();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['A4', 'B4'] as const).flatMap((size) =>
        (['paper', 'key'] as const).map((part) => (
          <Button key={`${part}-${size}`} size="small" variant="outlined" href={href(part, size)} disabled={!SEED.test(seed)}>
            {`${part === 'paper' ? 'Paper' : 'Answer key'} ${size} (PDF)`}
          </Button>
        )),
      )}
    </Stack>
  );
}

/** Where the guided program sends back to after its exam unit's paper. */
const GUIDED_LAUNCHPAD = '/launchpad-guided';

/** A guided exam unit's paper (?activity=…&lpath=…&body=…&grade=…, as the program's START opens it); null otherwise. */
function guidedPaper(params: URLSearchParams) {
  const activityId = params.get('activity');
  const body = BODIES.find((b) => b.id === params.get('body'))?.id;
  const lpath = Number(params.get('lpath'));
  const format = body && examFormat(body, params.get('grade') ?? '');
  if (!activityId || !format || !Number.isInteger(lpath) || lpath < 1) return null;
  return { activityId, lpath, body, format };
}

/** What the paper holds, its time and its pass mark. */
function FormatCard({ format }: { format: ExamFormat }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography component="h2" variant="h6">
              {format.label}
            </Typography>
            {!format.official && <Chip size="small" label="app’s format" />}
          </Stack>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {format.sections.map((s) => (
              <li key={s.kind}>
                <Typography variant="body2">
                  {`${SECTION_TITLES[s.kind]}: ${s.items} items, ${s.pointsEach} point${s.pointsEach === 1 ? '' : 's'} each${s.minutes ? `, ${s.minutes} min` : ''}`}
                </Typography>
              </li>
            ))}
          </Box>
          <Typography variant="body2">{`Time: ${minutes(format.seconds)} · ${format.maxPoints} points`}</Typography>
          <Typography variant="body2">{passMarkText(format)}</Typography>
          {format.appChoice && (
            <Typography variant="body2" color="textSecondary">
              {`Note: ${format.appChoice}.`}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Scores of the grade's papers, oldest to newest, against the pass line. */
function ScoreChart({ exams, passMark, maxPoints }: { exams: readonly ExamResult[]; passMark: number; maxPoints: number }) {
  const recent = [...exams].reverse();
  if (recent.length === 0) return <Typography color="textSecondary">No paper of this grade handed in yet.</Typography>;
  const width = 320;
  const height = 120;
  const bar = width / Math.max(recent.length, 5);
  const y = (points: number) => height - (points / maxPoints) * height;
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 4}`}
      width="100%"
      style={{ maxWidth: 480 }}
      role="img"
      aria-label={`Scores of your last ${recent.length} papers against the pass mark ${passMark}: ${recent.map((e) => e.points).join(', ')}`}
    >
      {recent.map((e, i) => (
        <rect
          key={e.examId}
          x={i * bar + 2}
          y={y(e.points)}
          width={Math.max(2, bar - 4)}
          height={height - y(e.points) + 1}
          rx={2}
          fill={e.passed ? '#66bb6a' : '#ef9a9a'}
        />
      ))}
      <line x1={0} x2={width} y1={y(passMark)} y2={y(passMark)} stroke="#1b5e20" strokeDasharray="4 4" />
    </svg>
  );
}

function History({ body, format }: { body: ExamBodyId; format: ExamFormat }) {
  const history = useMockExamHistory(body, format.grade);
  if (!history.data) return null;
  const { exams, best, nextGrade } = history.data;
  const s = format.scoring;
  // The line the chart draws: the mark of the grade; for the dan paper, 準初段 in all three subjects (3 × 90).
  const passMark =
    s.kind === 'mark'
      ? s.passMark
      : s.kind === 'flash'
        ? s.pass
        : s.kind === 'anzan-lower'
          ? ANZAN_LOWER_GRADES.find((g) => g.id === format.grade)!.minPoints
          : 3 * DAN_SUBJECT_GRADES.at(-1)!.minPoints;
  const next = nextGrade && examFormat(body, nextGrade);
  return (
    <Stack spacing={1} component="section" aria-labelledby="exam-history">
      <Typography id="exam-history" component="h2" variant="h6">
        Your papers
      </Typography>
      <Typography variant="body2">
        {best.length === 0 ? 'No grade passed yet.' : `Best passed: ${best.map((b) => `${BODIES.find((x) => x.id === b.body)!.label} ${b.label}`).join(' · ')}`}
      </Typography>
      {next && <Typography variant="body2">{`Next grade to try: ${next.label}`}</Typography>}
      <ScoreChart exams={exams} passMark={passMark} maxPoints={format.maxPoints} />
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {exams.slice(0, 5).map((e) => (
          <li key={e.examId}>
            <Typography variant="body2">{`${e.handedInAt.slice(0, 10)}: ${e.points} / ${e.maxPoints}${e.passed ? ' passed' : e.semiPassed ? ' 準合格' : ''}${e.late ? ' (late)' : ''}`}</Typography>
          </li>
        ))}
      </Box>
    </Stack>
  );
}

/** Mock exams per body and grade: choose, START, sit the paper, see the result sheet. */
export function MockExamsScreen() {
  const [body, setBody] = useState<ExamBodyId>('soroban');
  const [grade, setGrade] = useState('10-kyu');
  const [exam, setExam] = useState<StartedExam | null>(currentExam);
  const [result, setResult] = useState<{ result: ExamResult; wrong: ExamWrongItem[]; completed: boolean | null } | null>(null);
  const [seed, setSeed] = useState(newSeed);
  const [params] = useSearchParams();
  const guided = guidedPaper(params);
  const navigate = useNavigate();
  const start = useStartMockExam();
  const startGuided = useStartGuidedExam();
  const handIn = useHandInMockExam();
  useEffect(() => {
    document.title = 'Mock exams · Soroban Quiz';
  }, []);
  const format = examFormat(body, grade) ?? EXAM_FORMATS[body][0]!;

  if (result) {
    return (
      <Stack spacing={2}>
        {result.completed !== null && (
          <Alert severity={result.completed ? 'success' : 'info'}>
            {result.completed
              ? 'Passed: this exam unit of the guided program is complete, and the program moves on.'
              : 'Not passed this time: the exam unit stays open. Look at the items below, then sit a new paper from the program.'}
          </Alert>
        )}
        <ExamResultSheet
          result={result.result}
          wrong={result.wrong}
          againLabel={result.completed === null ? undefined : 'Back to the program'}
          onAgain={() => {
            if (result.completed !== null) return void navigate(GUIDED_LAUNCHPAD);
            setResult(null);
            setBody(result.result.body);
            setGrade(result.result.grade);
          }}
        />
      </Stack>
    );
  }
  if (exam) {
    return (
      <Stack spacing={2}>
        {handIn.isError && <Alert severity="error">The sheet could not be handed in. Your answers are kept; press Hand in again.</Alert>}
        <ExamPaper
          exam={exam}
          handingIn={handIn.isPending}
          onHandIn={(answers) =>
            handIn.mutate(
              { examId: exam.examId, answers },
              {
                onSuccess: (answer) => {
                  forgetPaper(exam.examId);
                  sessionStorage.removeItem(CURRENT);
                  setExam(null);
                  setResult({ result: answer.result, wrong: answer.wrong, completed: answer.guided?.completed ?? null });
                },
              },
            )
          }
        />
      </Stack>
    );
  }
  const begin = (started: StartedExam) => {
    sessionStorage.setItem(CURRENT, JSON.stringify(started));
    setExam(started);
  };
  if (guided) {
    return (
      <Stack spacing={2}>
        <Typography component="h1" variant="h4">
          {`${guided.format.label} mock exam`}
        </Typography>
        <Typography color="textSecondary">Guided program: pass this paper, timed and graded like the real one, to complete the exam unit.</Typography>
        {startGuided.isError && <Alert severity="error">{(startGuided.error as Error).message}</Alert>}
        <FormatCard format={guided.format} />
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            size="large"
            disabled={startGuided.isPending}
            onClick={() => startGuided.mutate({ lpath: guided.lpath, activityId: guided.activityId }, { onSuccess: begin })}
          >
            START
          </Button>
          <Button onClick={() => void navigate(GUIDED_LAUNCHPAD)}>Back to the program</Button>
        </Stack>
        <History body={guided.body} format={guided.format} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Mock exams
      </Typography>
      <Typography color="textSecondary">Papers in the official formats, timed and graded like the real ones.</Typography>
      {start.isError && <Alert severity="error">{(start.error as Error).message}</Alert>}
      <AssignedExams
        starting={start.isPending}
        onStart={(a) => start.mutate({ body: a.body, grade: a.grade, seed: a.seed, assignmentId: a.assignmentId }, { onSuccess: begin })}
      />
      <ToggleButtonGroup
        exclusive
        value={body}
        aria-label="Exam"
        onChange={(_e, value: ExamBodyId | null) => {
          if (!value) return;
          setBody(value);
          setGrade(EXAM_FORMATS[value][0]!.grade);
        }}
      >
        {BODIES.map((b) => (
          <ToggleButton key={b.id} value={b.id}>
            {b.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField select label="Grade" value={format.grade} onChange={(e) => setGrade(e.target.value)} sx={{ maxWidth: 240 }}>
        {EXAM_FORMATS[body].map((f) => (
          <MenuItem key={f.grade} value={f.grade}>
            {f.label}
          </MenuItem>
        ))}
      </TextField>
      <FormatCard format={format} />
      <Box>
        <Button
          variant="contained"
          size="large"
          disabled={start.isPending || !SEED.test(seed)}
          onClick={() =>
            start.mutate(
              { body, grade: format.grade, seed },
              {
                onSuccess: (started) => {
                  setSeed(newSeed());
                  begin(started);
                },
              },
            )
          }
        >
          START
        </Button>
      </Box>
      <Stack spacing={1} component="section" aria-labelledby="exam-print">
        <Typography id="exam-print" component="h2" variant="h6">
          On paper
        </Typography>
        <Typography variant="body2" color="textSecondary">
          The same seed gives the same paper online and printed: a class can sit one paper and be graded by its key.
        </Typography>
        <TextField
          label="Paper seed"
          value={seed}
          onChange={(e) => setSeed(e.target.value.trim())}
          error={!SEED.test(seed)}
          helperText={SEED.test(seed) ? undefined : '1–40 letters, digits, dots, dashes or underscores'}
          sx={{ maxWidth: 280 }}
        />
        <PrintLinks body={body} grade={format.grade} seed={seed} />
      </Stack>
      <History body={body} format={format} />
    </Stack>
  );
}
