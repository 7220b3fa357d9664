import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExamAssignment } from '@soroban/contracts';
import { useMyExamAssignments } from '@/features/exams/api/exam-assignments';

const BODY_NAMES = { soroban: 'soroban', anzan: 'anzan', flash: 'flash anzan' } as const;

/** "2 Dec" from YYYY-MM-DD, read as the UTC day the server keeps. */
export const dueText = (dueOn: string) => new Date(`${dueOn}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The papers teachers set: START sits exactly the assigned seed, and the hand-in counts for the assignment. */
export function AssignedExams({ starting, onStart }: { starting: boolean; onStart: (assignment: ExamAssignment) => void }) {
  const { data } = useMyExamAssignments();
  if (!data || data.assignments.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Set by your teacher">
      {data.assignments.map((a) => (
        <Card key={a.assignmentId} variant="outlined">
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
              <Stack>
                <Typography>{`Your teacher set: ${a.label} ${BODY_NAMES[a.body]}, due ${dueText(a.dueOn)}`}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {`${a.classroomName} · ${a.teacherName} · paper ${a.seed}`}
                  {a.result && ` · your result: ${a.result.points} / ${a.result.maxPoints}${a.result.passed ? ' passed' : ''}${a.result.late ? ' (late)' : ''}`}
                </Typography>
              </Stack>
              <Button variant={a.result ? 'outlined' : 'contained'} disabled={starting} onClick={() => onStart(a)}>
                {a.result ? 'Sit again' : 'START'}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
