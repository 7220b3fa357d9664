import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CoinBalance } from './coin-balance';
import { CoinHistory } from './coin-history';
import { PracticeEarnings } from './practice-earnings';

/** The main site's wallet (/manage/my-wallet.php): balance, what practice pays today and for what, and what earned or spent each coin. */
export function WalletPage() {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        Wallet
      </Typography>
      <CoinBalance />
      <PracticeEarnings />
      <CoinHistory />
    </Stack>
  );
}
