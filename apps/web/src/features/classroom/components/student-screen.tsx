import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Loading } from '@/components/loading';
import { ProblemResultsTable } from '@/components/problem-results-table';
import { SkillMap } from '@/components/skill-map';
import { useClassroomDashboard } from '@/features/classroom/api/classroom-dashboard';
import { useStudentQuiz, useStudentResults } from '@/features/classroom/api/student-results';
import { AccuracyTrend, studentPath } from '@/features/classroom/components/class-dashboard';
import { formatMoment } from '@/lib/dates';

const percent = (correct: number, total: number) => (total === 0 ? '—' : `${Math.round((correct / total) * 100)} %`);

/** The student's latest results, each opening its problems. */
function Results({ classroomId, studentId }: { classroomId: number; studentId: number }) {
  const results = useStudentResults(studentId);
  if (results.error) return <Alert severity="error">{results.error.message}</Alert>;
  if (!results.data) return <Loading />;
  if (results.data.quizzes.length === 0) return <Typography color="textSecondary">No finished quizzes yet.</Typography>;
  return (
    <List aria-label="Recent results" disablePadding>
      {results.data.quizzes.map((quiz) => (
        <ListItem key={quiz.quizId} disablePadding divider>
          <ListItemButton component={RouterLink} to={`${studentPath(classroomId, studentId)}&quiz=${quiz.quizId}`}>
            <ListItemText
              primary={`${quiz.label} · ${quiz.correct} / ${quiz.total} (${percent(quiz.correct, quiz.total)})${quiz.passed ? ' ✓ passed' : ''}`}
              secondary={formatMoment(quiz.finishedAt)}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** One quiz of the student, problem by problem, with what went wrong in each wrong list answer. */
function QuizItems({ studentId, quizId }: { studentId: number; quizId: number }) {
  const quiz = useStudentQuiz(studentId, quizId);
  if (quiz.error) return <Alert severity="error">{quiz.error.message}</Alert>;
  if (!quiz.data) return <Loading />;
  const { summary, items } = quiz.data;
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="h6">
        {summary.label}: {summary.correct} / {summary.total} ({percent(summary.correct, summary.total)}) · {formatMoment(summary.finishedAt)}
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <ProblemResultsTable items={items} answerHeading="Answer given" />
      </Paper>
    </Stack>
  );
}

/**
 * A student's drill-down from the dashboard (the classroom screen with ?classroom=&student=): their
 * week, recent results (one opened with &quiz=) and skill map. The server answers only the teacher.
 */
export function StudentScreen({ classroomId, studentId, quizId }: { classroomId: number; studentId: number; quizId: number | undefined }) {
  const dashboard = useClassroomDashboard(classroomId);
  const back = (
    <Button component={RouterLink} to="." variant="outlined" sx={{ alignSelf: 'flex-start' }}>
      Back to the classroom
    </Button>
  );
  if (dashboard.error) return <Alert severity="error">{dashboard.error.message}</Alert>;
  if (!dashboard.data) return <Loading />;
  const student = dashboard.data.students.find((s) => s.userId === studentId);
  if (!student) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">This student is not in {dashboard.data.classroom.name} any more.</Alert>
        {back}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {back}
      <Typography component="h1" variant="h4">
        <bdi>{student.displayName}</bdi>
      </Typography>
      <Typography color="textSecondary">
        <bdi>{dashboard.data.classroom.name}</bdi> · {student.guidedUnit ?? 'not in the guided program yet'}
        {student.grades.length > 0 && ` · ${student.grades.map((g) => g.label).join(', ')}`}
      </Typography>
      <Paper sx={{ p: 2 }} component="section" aria-labelledby="student-week-heading">
        <Typography id="student-week-heading" component="h2" variant="h6" gutterBottom>
          This week
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
          <Typography>
            <strong>{student.minutesThisWeek}</strong> minutes
          </Typography>
          <Typography>
            <strong>{student.quizzesThisWeek}</strong> {student.quizzesThisWeek === 1 ? 'quiz' : 'quizzes'}
          </Typography>
          <AccuracyTrend trend={student.accuracyTrend} />
          <Typography color="textSecondary">Last active {student.lastActive ? formatMoment(student.lastActive) : 'not yet'}</Typography>
        </Stack>
      </Paper>
      {quizId !== undefined && (
        <Paper sx={{ p: 2 }} component="section" aria-label="One result">
          <QuizItems studentId={studentId} quizId={quizId} />
          <Button component={RouterLink} to={studentPath(classroomId, studentId)} sx={{ mt: 1 }}>
            Close this result
          </Button>
        </Paper>
      )}
      <Paper sx={{ p: 2 }} component="section" aria-labelledby="student-results-heading">
        <Typography id="student-results-heading" component="h2" variant="h6" gutterBottom>
          Recent results
        </Typography>
        <Results classroomId={classroomId} studentId={studentId} />
      </Paper>
      <Paper sx={{ p: 2 }} component="section" aria-labelledby="student-skills-heading">
        <Typography id="student-skills-heading" component="h2" variant="h6" gutterBottom>
          Skill map
        </Typography>
        <SkillMap studentId={studentId} />
      </Paper>
    </Stack>
  );
}
