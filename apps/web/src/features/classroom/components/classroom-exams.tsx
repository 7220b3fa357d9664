import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ExamBodyId, MOCK_EXAM_PDF_PATH, type OwnedClassroom } from '@soroban/contracts';
import { EXAM_BODIES, EXAM_FORMATS } from '@soroban/core';
import { type FormEvent, useState } from 'react';
import { useAssignMockExam, useClassroomExamResults } from '@/features/classroom/api/exam-assignments';
import { siteBaseURL } from '@/lib/config';

const BODY_NAMES: Record<ExamBodyId, string> = { soroban: 'Soroban', anzan: 'Anzan', flash: 'Flash anzan' };

const pdfHref = (body: string, grade: string, seed: string, part: 'paper' | 'key') =>
  new URL(`${MOCK_EXAM_PDF_PATH}?${new URLSearchParams({ body, grade, seed, part, size: 'A4' }).toString()}`, siteBaseURL()).toString();

/** Sets a paper for the class: body, grade, seed (blank: drawn by the server) and the last day it is due. */
function AssignForm({ classroom }: { classroom: OwnedClassroom }) {
  const assign = useAssignMockExam();
  const [body, setBody] = useState<ExamBodyId>('soroban');
  const [grade, setGrade] = useState(EXAM_FORMATS.soroban[0]!.grade);
  const [seed, setSeed] = useState('');
  const [dueOn, setDueOn] = useState(() => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate({ classroomId: classroom.classroomId, body, grade, seed, dueOn }, { onSuccess: () => setSeed('') });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1} aria-label="Set a mock exam">
      {assign.error && <Alert severity="error">{assign.error.message}</Alert>}
      {assign.data && <Alert severity="success">{assign.data.message}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Exam"
          value={body}
          onChange={(e) => {
            const next = e.target.value as ExamBodyId;
            setBody(next);
            setGrade(EXAM_FORMATS[next][0]!.grade);
          }}
        >
          {EXAM_BODIES.map((b) => (
            <MenuItem key={b} value={b}>
              {BODY_NAMES[b]}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Grade" value={grade} onChange={(e) => setGrade(e.target.value)}>
          {EXAM_FORMATS[body].map((f) => (
            <MenuItem key={f.grade} value={f.grade}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Seed (blank: a new paper)" value={seed} onChange={(e) => setSeed(e.target.value)} />
        <TextField size="small" type="date" label="Due" value={dueOn} onChange={(e) => setDueOn(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained" disabled={assign.isPending}>
          Set this exam
        </Button>
      </Stack>
    </Stack>
  );
}

/** The mock exams set for the classroom, each with every student's result and the paper and key to print. */
export function ClassroomExams({ classroom }: { classroom: OwnedClassroom }) {
  const results = useClassroomExamResults(classroom.classroomId);
  return (
    <Stack spacing={2} component="section" aria-labelledby="classroom-exams">
      <Typography id="classroom-exams" component="h2" variant="h6">
        Mock exams
      </Typography>
      <AssignForm classroom={classroom} />
      {results.data?.assignments.map((a) => (
        <Stack key={a.assignmentId} spacing={1} aria-label={`${BODY_NAMES[a.body]} ${a.label}, paper ${a.seed}`}>
          <Typography variant="subtitle1">{`${BODY_NAMES[a.body]} ${a.label} · paper ${a.seed} · due ${a.dueOn}`}</Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" href={pdfHref(a.body, a.grade, a.seed, 'paper')}>
              Print paper (PDF)
            </Button>
            <Button size="small" variant="outlined" href={pdfHref(a.body, a.grade, a.seed, 'key')}>
              Answer key (PDF)
            </Button>
          </Stack>
          <Table size="small" aria-label={`Results of ${BODY_NAMES[a.body]} ${a.label}, paper ${a.seed}`}>
            <TableHead>
              <TableRow>
                <TableCell>Student</TableCell>
                <TableCell align="right">Score</TableCell>
                <TableCell>Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {a.students.map((s) => (
                <TableRow key={s.userId}>
                  <TableCell>
                    <bdi>{s.displayName}</bdi>
                  </TableCell>
                  <TableCell align="right">{s.result ? `${s.result.points} / ${s.result.maxPoints}` : '—'}</TableCell>
                  <TableCell>{s.result ? `${s.result.passed ? 'Passed' : 'Not passed'}${s.result.late ? ' · late' : ''}` : 'Not yet taken'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
