import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FLOOR_LIST } from '@soroban/core';
import { Loading } from '@/components/loading';
import { usePracticeEarnings } from '@/features/wallet/api/practice-earnings';

/** Today's practice coins against the daily limit, and what earns what. */
export function PracticeEarnings() {
  const earnings = usePracticeEarnings();
  if (!earnings.data) return <Loading />;
  const { earnedToday, dailyCap, prices } = earnings.data;
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="earnings-heading">
      <Typography id="earnings-heading" component="h2" variant="h6" sx={{ px: 1 }}>
        What practice pays
      </Typography>
      <Typography sx={{ px: 1, mt: 1 }} aria-label="Coins from practice today">
        Today: {earnedToday.toLocaleString('en')} of {dailyCap.toLocaleString('en')} coins
      </Typography>
      <LinearProgress
        variant="determinate"
        value={dailyCap === 0 ? 100 : Math.min(100, (earnedToday / dailyCap) * 100)}
        aria-label="Share of today's coin limit earned"
        sx={{ mx: 1, my: 1 }}
      />
      <Typography color="textSecondary" sx={{ px: 1 }}>
        Practice pays at most {dailyCap.toLocaleString('en')} coins (and as many top-100 points) a day; the count starts again at midnight UTC. Only right
        answers earn, and a sheet answered faster than anyone could read and work it out earns nothing:
      </Typography>
      <Typography component="ul" color="textSecondary" sx={{ pl: 4, my: 0.5 }}>
        {FLOOR_LIST.map((floor) => (
          <li key={floor}>{floor}</li>
        ))}
      </Typography>
      <Table size="small" aria-label="What earns what" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Each right answer to</TableCell>
            <TableCell>Earns</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prices.map((price) => (
            <TableRow key={price.work}>
              <TableCell>{price.work}</TableCell>
              <TableCell>{price.earns}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
