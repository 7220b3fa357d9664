import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LEARNING_PATH_ID } from '@soroban/contracts';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Loading } from '@/components/loading';
import { useTop100 } from '@/features/social/api/top100';

/** /launchpad/top100 (state lpath 1442): points from server-graded practice, this week or all time. */
export function Top100Screen() {
  const lpath = Number((useLocation().state as { lpath?: number } | null)?.lpath ?? LEARNING_PATH_ID);
  const [period, setPeriod] = useState<'week' | 'all'>('week');
  const top = useTop100(lpath, period);
  const navigate = useNavigate();
  // Each row opens that person's profile (one's own from one's own row).
  const profileState = (userId: number, isMe: boolean) => (isMe ? undefined : { userId });
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Top 100
      </Typography>
      <ToggleButtonGroup exclusive value={period} onChange={(_event, value: 'week' | 'all' | null) => value && setPeriod(value)} aria-label="Period">
        <ToggleButton value="week">This week</ToggleButton>
        <ToggleButton value="all">All time</ToggleButton>
      </ToggleButtonGroup>
      {!top.data ? (
        <Loading />
      ) : (
        <>
          <Typography aria-live="polite">
            {top.data.me.rank === null
              ? 'Practise to get on the board: every right answer earns points.'
              : `You are number ${top.data.me.rank} with ${top.data.me.points} points.`}
          </Typography>
          <Paper sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Top 100">
              <TableHead>
                <TableRow>
                  <TableCell>Rank</TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell align="right">Points</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {top.data.rows.map((row) => (
                  <TableRow
                    key={row.userId}
                    selected={row.isMe}
                    data-me={row.isMe || undefined}
                    hover
                    onClick={() => void navigate('/launchpad/profile', { state: profileState(row.userId, row.isMe) })}
                    sx={[{ cursor: 'pointer' }, row.isFriend && !row.isMe && { bgcolor: (theme) => alpha(theme.palette.success.main, 0.12) }]}
                  >
                    <TableCell>{row.rank}</TableCell>
                    <TableCell>
                      {/* Isolated, so a right-to-left name cannot reorder the rank, marks or points beside it. */}
                      <Link
                        component={RouterLink}
                        to="/launchpad/profile"
                        state={profileState(row.userId, row.isMe)}
                        onClick={(event) => event.stopPropagation()}
                      >
                        <bdi>{row.displayName}</bdi>
                      </Link>
                      {row.isMe ? ' (you)' : row.isFriend ? ' · friend' : ''}
                    </TableCell>
                    <TableCell align="right">{row.points.toLocaleString()}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
    </Stack>
  );
}
