import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type DashboardStudent, type OwnedClassroom, type StudentProgress, classroomName } from '@soroban/contracts';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '@/components/loading';
import { ClassSkillHeatmap } from '@/components/skill-map';
import { siteBaseURL } from '@/lib/config';
import { useSession } from '@/lib/session';
import { useSetSetting } from '@/lib/set-setting';
import {
  useCreateClassroom,
  useDeleteClassroom,
  useJoinClassroom,
  useLeaveClassroom,
  useRemoveStudent,
  useRenameClassroom,
} from '@/features/classroom/api/classroom-changes';
import { ClassroomExams } from '@/features/classroom/components/classroom-exams';
import { useClassroomStudents } from '@/features/classroom/api/classroom-students';
import { useClassroomDashboard } from '@/features/classroom/api/classroom-dashboard';
import { ClassSummary, StudentsDashboard } from '@/features/classroom/components/class-dashboard';
import { JoinCode } from '@/features/classroom/components/join-code';
import { StudentScreen } from '@/features/classroom/components/student-screen';
import { asSaved, useSaveWeeklySummary, useWeeklySummarySettings } from '@/components/weekly-summary/weekly-summary-api';
import { useJoinedClassrooms } from '@/features/classroom/api/joined-classrooms';
import { useOwnedClassrooms } from '@/features/classroom/api/owned-classrooms';
import { formatMoment } from '@/lib/dates';

/** A student's feedback videos, played from the server (only a classroom's owner may watch them). */
function VideosDialog({ student, onClose }: { student: StudentProgress; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="student-videos-title" maxWidth="md" fullWidth>
      <DialogTitle id="student-videos-title">
        Feedback videos of <bdi>{student.displayName}</bdi>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {student.videos.map((video) => (
            <Stack key={video.videoId} spacing={0.5}>
              <Typography variant="body2" color="textSecondary">
                {video.originalName} · {formatMoment(video.createdAt)} · {(video.size / 1_000_000).toFixed(1)} MB
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

/** A student's videos button, or 'none'. */
function VideosCell({ student, onWatch }: { student: StudentProgress; onWatch: (student: StudentProgress) => void }) {
  if (student.videos.length === 0) return <>none</>;
  return (
    <Button size="small" onClick={() => onWatch(student)} aria-label={`Videos of ${student.displayName}`}>
      Watch ({student.videos.length})
    </Button>
  );
}

function Students({ classroom }: { classroom: OwnedClassroom }) {
  const dashboard = useClassroomDashboard(classroom.classroomId);
  // The feedback videos come with the students' progress call.
  const progress = useClassroomStudents(classroom.classroomId);
  const remove = useRemoveStudent();
  const [watching, setWatching] = useState<StudentProgress | null>(null);
  const [removing, setRemoving] = useState<DashboardStudent | null>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  if (dashboard.error) return <Alert severity="error">{dashboard.error.message}</Alert>;
  if (!dashboard.data) return <Loading />;
  const { students, summary } = dashboard.data;
  if (students.length === 0) return <Typography color="textSecondary">No students yet. Give them the code {classroom.joinCode}.</Typography>;
  const confirmRemove = () => {
    if (removing) remove.mutate({ classroomId: classroom.classroomId, userId: removing.userId }, { onSuccess: () => setRemoving(null) });
  };
  const videosOf = new Map((progress.data?.students ?? []).map((student) => [student.userId, student]));
  const actions = (student: DashboardStudent) => {
    const withVideos = videosOf.get(student.userId);
    return (
      <>
        {withVideos && withVideos.videos.length > 0 && <VideosCell student={withVideos} onWatch={setWatching} />}
        <Button size="small" color="error" onClick={() => setRemoving(student)} aria-label={`Remove ${student.displayName}`}>
          Remove
        </Button>
      </>
    );
  };
  return (
    <>
      {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
      {watching && <VideosDialog student={watching} onClose={() => setWatching(null)} />}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-student-title">
        <DialogTitle id="remove-student-title">
          Remove <bdi>{removing?.displayName}</bdi> from <bdi>{classroom.name}</bdi>?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>You stop seeing their progress and videos. Their own practice is kept, and they can join again with the code.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Cancel</Button>
          <Button color="error" onClick={confirmRemove} disabled={remove.isPending}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
      <ClassSummary students={students.length} notPractised={summary.notPractised} mistakes={summary.mistakes} />
      <StudentsDashboard classroom={classroom} students={students} phone={phone} actions={actions} />
      <ClassHeatmapToggle classroomId={classroom.classroomId} />
    </>
  );
}

/** The class's skill heat map, opened on demand (it is long on a phone). */
function ClassHeatmapToggle({ classroomId }: { classroomId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? 'Hide the class skill map' : 'Show the class skill map'}
      </Button>
      {open && <ClassSkillHeatmap classroomId={classroomId} />}
    </Box>
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
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
          <bdi>{classroom.name}</bdi>
        </Typography>
        <Button size="small" onClick={() => setNewName(classroom.name)} aria-label={`Rename ${classroom.name}`}>
          Rename
        </Button>
        <Button size="small" color="error" onClick={() => setConfirmDelete(true)} aria-label={`Delete ${classroom.name}`}>
          Delete
        </Button>
      </Stack>
      <JoinCode classroom={classroom} />
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
      <ClassroomExams classroom={classroom} />
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} aria-labelledby={`delete-${classroom.classroomId}`}>
        <DialogTitle id={`delete-${classroom.classroomId}`}>
          Delete <bdi>{classroom.name}</bdi>?
        </DialogTitle>
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

/** "I teach": turns on classroom creation for someone who chose to teach after sign-up. */
function TeachOffer() {
  const setSetting = useSetSetting();
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="teach-offer-heading">
      <Typography id="teach-offer-heading" component="h2" variant="h6" gutterBottom>
        Do you teach?
      </Typography>
      <Typography gutterBottom color="textSecondary">
        Teachers create a classroom, give its code to their students and follow their practice. You can turn this off again in Settings.
      </Typography>
      <Button variant="outlined" onClick={() => setSetting.mutate({ settingName: 'teaches', settingValue: true })} disabled={setSetting.isPending}>
        I teach
      </Button>
      {setSetting.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {setSetting.error.message}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * /launchpad/studentclassroomadmin: a teacher's home (?classroom=&student= opens a student), where students join with a code; teachers (who said "I teach", or who
 * already own a classroom) create classrooms and follow their students. Creation is not offered to
 * students, so the screen does not invite them to make a class by mistake.
 */
export function ClassroomScreen() {
  const [search] = useSearchParams();
  const id = (name: string) => {
    const value = Number(search.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const classroomId = id('classroom');
  const studentId = id('student');
  if (classroomId !== undefined && studentId !== undefined) return <StudentScreen classroomId={classroomId} studentId={studentId} quizId={id('quiz')} />;
  return <ClassroomHome />;
}

/** The weekly summary email's switch for a teacher (the parent's address is in the learner's Settings). */
function WeeklySummarySwitch() {
  const settings = useWeeklySummarySettings();
  const save = useSaveWeeklySummary();
  if (!settings.data) return null;
  const saved = asSaved(settings.data.settings);
  return (
    <Box sx={{ mb: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={saved.teacherSummary}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ ...saved, teacherSummary: event.target.checked })}
          />
        }
        label="Weekly summary email of my classes (each Monday)"
      />
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
    </Box>
  );
}

function ClassroomHome() {
  const session = useSession();
  const owned = useOwnedClassrooms();
  const joined = useJoinedClassrooms();
  const create = useCreateClassroom();
  const join = useJoinClassroom();
  const leave = useLeaveClassroom();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);

  const submitCreate = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule, checked before sending, so the message is the one sentence it gives.
    const checked = classroomName.safeParse(name);
    setNameProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) create.mutate(checked.data, { onSuccess: () => setName('') });
  };
  const teaches = session.data?.user.teaches === true || (owned.data?.classrooms.length ?? 0) > 0;
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
              <bdi>{classroom.name}</bdi> · teacher <bdi>{classroom.teacherName}</bdi>
            </Typography>
            <Button size="small" onClick={() => leave.mutate(classroom.classroomId)}>
              Leave
            </Button>
          </Stack>
        ))}
      </Paper>

      {!teaches && owned.data && <TeachOffer />}
      {teaches && (
        <Paper sx={{ p: 2 }} component="section" aria-labelledby="teach-heading">
          <Typography id="teach-heading" component="h2" variant="h6" gutterBottom>
            Your classrooms
          </Typography>
          <WeeklySummarySwitch />
          <Stack component="form" direction="row" spacing={1} onSubmit={submitCreate} noValidate sx={{ mb: 2 }}>
            <TextField label="New classroom name" value={name} onChange={(event) => setName(event.target.value)} size="small" error={nameProblem !== null} />
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Create
            </Button>
          </Stack>
          {(nameProblem ?? create.error) && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {nameProblem ?? create.error?.message}
            </Alert>
          )}
          {!owned.data ? <Loading /> : owned.data.classrooms.map((classroom) => <OwnedClassroomSection key={classroom.classroomId} classroom={classroom} />)}
        </Paper>
      )}
    </Stack>
  );
}
