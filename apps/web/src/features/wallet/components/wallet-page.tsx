import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CoinBalance } from './coin-balance';
import { CoinHistory } from './coin-history';

/** The main site's wallet (/manage/my-wallet.php): balance and what earned or spent each coin. */
export function WalletPage() {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        Wallet
      </Typography>
      <CoinBalance />
      <CoinHistory />
    </Stack>
  );
}
