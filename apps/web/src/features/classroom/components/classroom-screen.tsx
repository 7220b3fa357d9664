import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OwnedClassroom } from '@soroban/contracts';
import { type FormEvent, useState } from 'react';
import { Loading } from '@/components/loading';
import { useCreateClassroom, useJoinClassroom, useLeaveClassroom, useRemoveStudent } from '@/features/classroom/api/classroom-changes';
import { useClassroomStudents } from '@/features/classroom/api/classroom-students';
import { useJoinedClassrooms } from '@/features/classroom/api/joined-classrooms';
import { useOwnedClassrooms } from '@/features/classroom/api/owned-classrooms';

function Students({ classroom }: { classroom: OwnedClassroom }) {
  const students = useClassroomStudents(classroom.classroomId);
  const remove = useRemoveStudent();
  if (!students.data) return <Loading />;
  if (students.data.students.length === 0) return <Typography color="text.secondary">No students yet. Give them the code {classroom.joinCode}.</Typography>;
  return (
    <Table size="small" aria-label={`Students of ${classroom.name}`}>
      <TableHead>
        <TableRow>
          <TableCell>Student</TableCell>
          <TableCell align="right">Quizzes this week</TableCell>
          <TableCell align="right">Accuracy</TableCell>
          <TableCell align="right">Streak</TableCell>
          <TableCell>Last active</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {students.data.students.map((student) => (
          <TableRow key={student.userId}>
            <TableCell>{student.displayName}</TableCell>
            <TableCell align="right">{student.quizzesThisWeek}</TableCell>
            <TableCell align="right">{student.accuracy === null ? '—' : `${Math.round(student.accuracy * 100)} %`}</TableCell>
            <TableCell align="right">{student.streak}</TableCell>
            <TableCell>{student.lastActive ? new Date(student.lastActive).toLocaleDateString() : 'not yet'}</TableCell>
            <TableCell>
              <Button size="small" color="error" onClick={() => remove.mutate({ classroomId: classroom.classroomId, userId: student.userId })} aria-label={`Remove ${student.displayName}`}>
                Remove
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /launchpad/studentclassroomadmin: teachers create classrooms and follow their students; students join with a code. */
export function ClassroomScreen() {
  const owned = useOwnedClassrooms();
  const joined = useJoinedClassrooms();
  const create = useCreateClassroom();
  const join = useJoinClassroom();
  const leave = useLeaveClassroom();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');

  const submitCreate = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, { onSuccess: () => setName('') });
  };
  const submitJoin = (event: FormEvent) => {
    event.preventDefault();
    join.mutate(code, { onSuccess: () => setCode('') });
  };

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        Classrooms
      </Typography>

      <Paper sx={{ p: 2 }} component="section" aria-labelledby="join-heading">
        <Typography id="join-heading" component="h2" variant="h6" gutterBottom>
          Join a classroom
        </Typography>
        <Stack component="form" direction="row" spacing={1} onSubmit={submitJoin} noValidate>
          <TextField label="Join code" value={code} onChange={(event) => setCode(event.target.value.toUpperCase())} size="small" />
          <Button type="submit" variant="contained" disabled={join.isPending}>
            Join
          </Button>
        </Stack>
        {join.error && <Alert severity="error" sx={{ mt: 1 }}>{join.error.message}</Alert>}
        {(joined.data?.classrooms ?? []).map((classroom) => (
          <Stack key={classroom.classroomId} direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
            <Typography>
              {classroom.name} · teacher {classroom.teacherName}
            </Typography>
            <Button size="small" onClick={() => leave.mutate(classroom.classroomId)}>
              Leave
            </Button>
          </Stack>
        ))}
      </Paper>

      <Paper sx={{ p: 2 }} component="section" aria-labelledby="teach-heading">
        <Typography id="teach-heading" component="h2" variant="h6" gutterBottom>
          Your classrooms
        </Typography>
        <Stack component="form" direction="row" spacing={1} onSubmit={submitCreate} noValidate sx={{ mb: 2 }}>
          <TextField label="New classroom name" value={name} onChange={(event) => setName(event.target.value)} size="small" />
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Create
          </Button>
        </Stack>
        {create.error && <Alert severity="error" sx={{ mb: 1 }}>{create.error.message}</Alert>}
        {!owned.data ? (
          <Loading />
        ) : (
          owned.data.classrooms.map((classroom) => (
            <Stack key={classroom.classroomId} spacing={1} sx={{ mb: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {classroom.name} — join code <span data-testid="join-code">{classroom.joinCode}</span>
              </Typography>
              <Students classroom={classroom} />
            </Stack>
          ))
        )}
      </Paper>
    </Stack>
  );
}
