import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Loading } from '@/components/loading';
import { useWallet } from '@/features/wallet/api/wallet';
import { formatMoment } from '@/lib/dates';

/** What earned or spent each coin, newest first, a page at a time. */
export function CoinHistory() {
  const wallet = useWallet();
  if (!wallet.data) return <Loading />;
  const entries = wallet.data.pages.flatMap((page) => page.entries);
  return (
    <Paper sx={{ p: 2, overflowX: 'auto' }}>
      <Typography component="h2" variant="h6" sx={{ px: 1 }}>
        History
      </Typography>
      {entries.length === 0 ? (
        <Typography sx={{ p: 1 }}>No coins yet. Finish a practice quiz to earn your first ones.</Typography>
      ) : (
        <Table size="small" aria-label="Coin history">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>What</TableCell>
              <TableCell align="right">Coins</TableCell>
              <TableCell align="right">Balance</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.entryId}>
                <TableCell>{formatMoment(entry.createdAt)}</TableCell>
                <TableCell>{entry.description}</TableCell>
                <TableCell align="right" sx={{ color: entry.amount < 0 ? 'error.main' : 'success.main' }}>
                  {entry.amount > 0 ? `+${entry.amount}` : entry.amount}
                </TableCell>
                <TableCell align="right">{entry.balanceAfter}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {wallet.hasNextPage && (
        <Button onClick={() => void wallet.fetchNextPage()} disabled={wallet.isFetchingNextPage} sx={{ mt: 1 }}>
          Load more
        </Button>
      )}
    </Paper>
  );
}
