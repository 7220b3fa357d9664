import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OwnedClassroom, StudentProgress } from '@soroban/contracts';
import { type FormEvent, useState } from 'react';
import { Loading } from '@/components/loading';
import { siteBaseURL } from '@/lib/config';
import {
  useCreateClassroom,
  useDeleteClassroom,
  useJoinClassroom,
  useLeaveClassroom,
  useRemoveStudent,
  useRenameClassroom,
} from '@/features/classroom/api/classroom-changes';
import { useClassroomStudents } from '@/features/classroom/api/classroom-students';
import { useJoinedClassrooms } from '@/features/classroom/api/joined-classrooms';
import { useOwnedClassrooms } from '@/features/classroom/api/owned-classrooms';

/** A student's feedback videos, played from the server (only a classroom's owner may watch them). */
function VideosDialog({ student, onClose }: { student: StudentProgress; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="student-videos-title" maxWidth="md" fullWidth>
      <DialogTitle id="student-videos-title">Feedback videos of {student.displayName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {student.videos.map((video) => (
            <Stack key={video.videoId} spacing={0.5}>
              <Typography variant="body2" color="text.secondary">
                {video.originalName} · {new Date(video.createdAt).toLocaleString()} · {(video.size / 1_000_000).toFixed(1)} MB
              </Typography>
              <video
                src={new URL(video.url, siteBaseURL()).toString()}
                controls
                preload="metadata"
                aria-label={`Feedback video ${video.originalName}`}
                style={{ maxWidth: '100%', maxHeight: 360 }}
              />
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function RecentResults({ student }: { student: StudentProgress }) {
  if (student.recentResults.length === 0) return <>—</>;
  return (
    <>
      {student.recentResults.slice(0, 3).map((result) => (
        <Typography
          key={result.quizId}
          variant="body2"
          component="span"
          sx={{ display: 'block', whiteSpace: 'nowrap' }}
          color={result.passed ? 'success.main' : 'text.secondary'}
        >
          {result.type} {result.correct}/{result.total}
          {result.passed ? ' ✓' : ''}
        </Typography>
      ))}
    </>
  );
}

function Students({ classroom }: { classroom: OwnedClassroom }) {
  const students = useClassroomStudents(classroom.classroomId);
  const remove = useRemoveStudent();
  const [watching, setWatching] = useState<StudentProgress | null>(null);
  if (!students.data) return <Loading />;
  if (students.data.students.length === 0) return <Typography color="text.secondary">No students yet. Give them the code {classroom.joinCode}.</Typography>;
  return (
    <>
      {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
      {watching && <VideosDialog student={watching} onClose={() => setWatching(null)} />}
      <Table size="small" aria-label={`Students of ${classroom.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Student</TableCell>
            <TableCell align="right">Quizzes this week</TableCell>
            <TableCell align="right">Accuracy</TableCell>
            <TableCell align="right">Streak</TableCell>
            <TableCell>Last active</TableCell>
            <TableCell>Recent results</TableCell>
            <TableCell>Videos</TableCell>
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
                <RecentResults student={student} />
              </TableCell>
              <TableCell>
                {student.videos.length === 0 ? (
                  'none'
                ) : (
                  <Button size="small" onClick={() => setWatching(student)} aria-label={`Videos of ${student.displayName}`}>
                    Watch ({student.videos.length})
                  </Button>
                )}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  color="error"
                  onClick={() => remove.mutate({ classroomId: classroom.classroomId, userId: student.userId })}
                  aria-label={`Remove ${student.displayName}`}
                >
                  Remove
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** One owned classroom: its name and code, rename and delete (with a confirmation), and its students. */
function OwnedClassroomSection({ classroom }: { classroom: OwnedClassroom }) {
  const rename = useRenameClassroom();
  const remove = useDeleteClassroom();
  const [newName, setNewName] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    if (newName !== null) rename.mutate({ classroomId: classroom.classroomId, name: newName }, { onSuccess: () => setNewName(null) });
  };
  return (
    <Stack spacing={1} sx={{ mb: 2 }} component="section" aria-label={classroom.name}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {classroom.name} — join code <span data-testid="join-code">{classroom.joinCode}</span>
        </Typography>
        <Button size="small" onClick={() => setNewName(classroom.name)} aria-label={`Rename ${classroom.name}`}>
          Rename
        </Button>
        <Button size="small" color="error" onClick={() => setConfirmDelete(true)} aria-label={`Delete ${classroom.name}`}>
          Delete
        </Button>
      </Stack>
      {newName !== null && (
        <Stack component="form" direction="row" spacing={1} onSubmit={submitRename} noValidate>
          <TextField label="Classroom name" value={newName} onChange={(event) => setNewName(event.target.value)} size="small" autoFocus />
          <Button type="submit" variant="contained" disabled={rename.isPending}>
            Save
          </Button>
          <Button onClick={() => setNewName(null)}>Cancel</Button>
        </Stack>
      )}
      {rename.error && <Alert severity="error">{rename.error.message}</Alert>}
      {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
      <Students classroom={classroom} />
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} aria-labelledby={`delete-${classroom.classroomId}`}>
        <DialogTitle id={`delete-${classroom.classroomId}`}>Delete {classroom.name}?</DialogTitle>
        <DialogContent>
          <DialogContentText>Its students leave the classroom and its join code stops working. Their own practice is kept.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
          <Button color="error" onClick={() => remove.mutate(classroom.classroomId, { onSuccess: () => setConfirmDelete(false) })} disabled={remove.isPending}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
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
        {join.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {join.error.message}
          </Alert>
        )}
        {leave.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {leave.error.message}
          </Alert>
        )}
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
        {create.error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {create.error.message}
          </Alert>
        )}
        {!owned.data ? <Loading /> : owned.data.classrooms.map((classroom) => <OwnedClassroomSection key={classroom.classroomId} classroom={classroom} />)}
      </Paper>
    </Stack>
  );
}
