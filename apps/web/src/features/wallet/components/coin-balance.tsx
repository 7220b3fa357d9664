import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { coinAmount } from '@soroban/core';
import { Loading } from '@/components/loading';
import { useWallet } from '@/features/wallet/api/wallet';

/** The coin balance, with where coins come from and go. */
export function CoinBalance() {
  const wallet = useWallet();
  if (!wallet.data) return <Loading />;
  const balance = wallet.data.pages[0]?.balance ?? 0;
  return (
    <Paper sx={{ p: 3 }}>
      <Typography color="textSecondary">Coin balance</Typography>
      <Typography variant="h3" component="p" aria-label={`Coin balance ${balance}`}>
        {coinAmount(balance)}
      </Typography>
      <Typography color="textSecondary">Earn coins by practising; spend them on stocks and kanji in Rewards.</Typography>
    </Paper>
  );
}
