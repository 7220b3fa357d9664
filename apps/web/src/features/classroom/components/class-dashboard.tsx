import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ClassMistake, DashboardStudent, OwnedClassroom } from '@soroban/contracts';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';

/*
 * The teacher's dashboard of one classroom: a summary of the week on top, then one row per student
 * (a table on a desktop, cards on a phone), sortable by every column.
 */

export type SortKey = 'name' | 'unit' | 'grade' | 'minutes' | 'quizzes' | 'accuracy' | 'lastActive';

const COLUMNS: ReadonlyArray<{ key: SortKey; label: string; numeric?: boolean }> = [
  { key: 'name', label: 'Student' },
  { key: 'unit', label: 'Guided unit' },
  { key: 'grade', label: 'Grade' },
  { key: 'minutes', label: 'Minutes', numeric: true },
  { key: 'quizzes', label: 'Quizzes', numeric: true },
  { key: 'accuracy', label: 'Accuracy (4 weeks)', numeric: true },
  { key: 'lastActive', label: 'Last active' },
];

/** The latest week with quizzes: what the trend column reads and sorts by. */
const latestAccuracy = (student: DashboardStudent) => [...student.accuracyTrend].reverse().find((value) => value !== null) ?? null;
const percentText = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)} %`);

function sortValue(student: DashboardStudent, key: SortKey): string | number | null {
  switch (key) {
    case 'name':
      return student.displayName.toLocaleLowerCase();
    case 'unit':
      return student.guidedUnitNumber;
    case 'grade':
      return student.grades[0]?.label ?? null;
    case 'minutes':
      return student.minutesThisWeek;
    case 'quizzes':
      return student.quizzesThisWeek;
    case 'accuracy':
      return latestAccuracy(student);
    case 'lastActive':
      return student.lastActive;
  }
}

/** Sorted by one column; an empty value (no unit, no quiz yet) always goes last, whichever the direction. */
export function sortStudents(students: readonly DashboardStudent[], key: SortKey, direction: 'asc' | 'desc'): DashboardStudent[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...students].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (x === null || y === null) return x === y ? a.displayName.localeCompare(b.displayName) : x === null ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order === 0 ? a.displayName.localeCompare(b.displayName) : sign * order;
  });
}

/** The accuracy of the last four weeks: a small line and the latest figure with its change. */
export function AccuracyTrend({ trend }: { trend: readonly (number | null)[] }) {
  const known = trend.map((value, week) => ({ value, week })).filter((p): p is { value: number; week: number } => p.value !== null);
  const label = `Accuracy, last ${trend.length} weeks: ${trend.map(percentText).join(', ')}`;
  if (known.length === 0) return <span aria-label={label}>—</span>;
  const last = known.at(-1)!;
  const before = known.at(-2);
  const change = before ? Math.round(last.value * 100) - Math.round(before.value * 100) : 0;
  const arrow = !before || change === 0 ? '' : change > 0 ? ' ↑' : ' ↓';
  const width = 56;
  const height = 18;
  const x = (week: number) => 3 + (week * (width - 6)) / Math.max(1, trend.length - 1);
  const y = (value: number) => height - 3 - value * (height - 6);
  return (
    <Box component="span" role="img" aria-label={label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        <polyline points={known.map((p) => `${x(p.week)},${y(p.value)}`).join(' ')} fill="none" stroke="currentColor" strokeWidth={1.5} opacity={0.55} />
        {known.map((p) => (
          <circle key={p.week} cx={x(p.week)} cy={y(p.value)} r={2} fill="currentColor" />
        ))}
      </svg>
      <span>
        {percentText(last.value)}
        {arrow && (
          <Box component="span" sx={{ color: change > 0 ? 'success.main' : 'error.main', fontWeight: 700 }}>
            {arrow} {Math.abs(change)}
          </Box>
        )}
      </span>
    </Box>
  );
}

const lastActiveText = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' }) : 'not yet');
const gradeText = (student: DashboardStudent) => student.grades.map((g) => g.label).join(', ') || '—';

/** Where a student's drill-down opens: the same screen, with the classroom and the student in the address. */
export const studentPath = (classroomId: number, studentId: number) => `?classroom=${classroomId}&student=${studentId}`;

function StudentLink({ classroomId, student }: { classroomId: number; student: DashboardStudent }) {
  return (
    <Link component={RouterLink} to={studentPath(classroomId, student.userId)} sx={{ fontWeight: 700 }}>
      <bdi>{student.displayName}</bdi>
    </Link>
  );
}

/** This week in a few lines: who has not practised, the rules the class got wrong most. */
export function ClassSummary({
  students,
  notPractised,
  mistakes,
}: {
  students: number;
  notPractised: readonly { userId: number; displayName: string }[];
  mistakes: readonly ClassMistake[];
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} component="section" aria-label="This week">
      <Paper variant="outlined" sx={{ p: 1.5, flex: 1 }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
          Not practised this week ({notPractised.length} of {students})
        </Typography>
        <Typography variant="body2" color={notPractised.length === 0 ? 'success' : 'textPrimary'}>
          {notPractised.length === 0
            ? 'Everyone practised this week.'
            : notPractised.map((s, i) => (
                <span key={s.userId}>
                  {i > 0 && ', '}
                  <bdi>{s.displayName}</bdi>
                </span>
              ))}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5, flex: 1 }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
          Rules the class got wrong most
        </Typography>
        {mistakes.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            No rule stands out in this week&apos;s wrong answers.
          </Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 2.5 }} aria-label="Rules the class got wrong most">
            {mistakes.map((m) => (
              <Typography component="li" variant="body2" key={m.rule}>
                <strong>{m.rule}</strong> — {m.count} wrong {m.count === 1 ? 'answer' : 'answers'}, {m.students} {m.students === 1 ? 'student' : 'students'}
              </Typography>
            ))}
          </Box>
        )}
      </Paper>
    </Stack>
  );
}

interface RowActions {
  /** The videos and remove buttons of a student, from the classroom screen. */
  actions: (student: DashboardStudent) => ReactNode;
}

/** The students, sortable: a table from the md breakpoint, cards below it. */
export function StudentsDashboard({
  classroom,
  students,
  phone,
  actions,
}: { classroom: OwnedClassroom; students: readonly DashboardStudent[]; phone: boolean } & RowActions) {
  const [sort, setSort] = useState<{ key: SortKey; direction: 'asc' | 'desc' }>({ key: 'name', direction: 'asc' });
  const sorted = sortStudents(students, sort.key, sort.direction);
  const toggle = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key ? (current.direction === 'asc' ? 'desc' : 'asc') : key === 'name' || key === 'unit' ? 'asc' : 'desc',
    }));
  const listName = `Students of ${classroom.name}`;
  if (phone) {
    return (
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Sort by"
            value={sort.key}
            onChange={(event) => setSort({ key: event.target.value as SortKey, direction: sort.direction })}
            sx={{ flexGrow: 1 }}
          >
            {COLUMNS.map((column) => (
              <MenuItem key={column.key} value={column.key}>
                {column.label}
              </MenuItem>
            ))}
          </TextField>
          <Button size="small" variant="outlined" onClick={() => setSort({ ...sort, direction: sort.direction === 'asc' ? 'desc' : 'asc' })}>
            {sort.direction === 'asc' ? 'Ascending ↑' : 'Descending ↓'}
          </Button>
        </Stack>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={listName}>
          {sorted.map((student) => (
            <Paper key={student.userId} variant="outlined" sx={{ p: 1.5 }} component="li" aria-label={student.displayName}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                <StudentLink classroomId={classroom.classroomId} student={student} />
                <Typography variant="body2" color="textSecondary">
                  {lastActiveText(student.lastActive)}
                </Typography>
              </Stack>
              <Typography variant="body2">
                {student.guidedUnit ?? 'Not in the guided program yet'} · {gradeText(student)}
              </Typography>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography variant="body2">
                  {student.minutesThisWeek} min · {student.quizzesThisWeek} {student.quizzesThisWeek === 1 ? 'quiz' : 'quizzes'} this week
                </Typography>
                <AccuracyTrend trend={student.accuracyTrend} />
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 0.5, gap: 1 }}>
                {actions(student)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="body2" color="textSecondary">
        Minutes and quizzes of this week (from Monday, UTC); accuracy of each of the last four weeks. Choose a column to sort, a name to open the student.
      </Typography>
      {/* Eight columns beside the margin ads at 1280 px: MUI's 16 px side padding would push Remove out of view. */}
      <Table size="small" aria-label={listName} sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sortDirection={sort.key === column.key ? sort.direction : false}>
                <TableSortLabel
                  active={sort.key === column.key}
                  direction={sort.key === column.key ? sort.direction : 'asc'}
                  onClick={() => toggle(column.key)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell>
              <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                Videos and removal
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((student) => (
            <TableRow key={student.userId} hover>
              <TableCell>
                <StudentLink classroomId={classroom.classroomId} student={student} />
              </TableCell>
              <TableCell>{student.guidedUnit ?? '—'}</TableCell>
              <TableCell>{gradeText(student)}</TableCell>
              <TableCell align="right">{student.minutesThisWeek}</TableCell>
              <TableCell align="right">{student.quizzesThisWeek}</TableCell>
              <TableCell align="right">
                <AccuracyTrend trend={student.accuracyTrend} />
              </TableCell>
              <TableCell>{lastActiveText(student.lastActive)}</TableCell>
              <TableCell>
                <Stack direction="row" sx={{ gap: 0.5, justifyContent: 'flex-end' }}>
                  {actions(student)}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
