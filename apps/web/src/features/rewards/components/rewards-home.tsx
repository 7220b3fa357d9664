import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Loading } from '@/components/loading';
import { useMarket } from '@/features/rewards/api/market';
import { coins, ScreenTitle } from './common';

const SECTIONS = [
  { title: 'Stocks', text: 'A simulated market of made-up companies. Prices move every day.', links: [['/launchpad/rewards/buystocks', 'Buy stocks'], ['/launchpad/rewards/mystocks', 'My stocks']] },
  { title: 'Kanji', text: 'Collect kanji, watch their stroke order and learn to draw them.', links: [['/launchpad/rewards/buykanji', 'Buy kanji'], ['/launchpad/rewards/mykanji', 'My kanji']] },
] as const;

/** /launchpad/rewards: the balance and the ways to spend it. */
export function RewardsHomeScreen() {
  const market = useMarket();
  if (!market.data) return <Loading />;
  return (
    <Stack spacing={2}>
      <ScreenTitle>Rewards</ScreenTitle>
      <Paper sx={{ p: 3 }}>
        <Typography color="text.secondary">Coin balance</Typography>
        <Typography variant="h3" component="p" aria-label={`Coin balance ${market.data.balance}`}>
          {coins(market.data.balance)}
        </Typography>
        <Typography color="text.secondary">Earn coins by practising; spend them here.</Typography>
      </Paper>
      {SECTIONS.map((section) => (
        <Paper key={section.title} sx={{ p: 3 }}>
          <Typography component="h2" variant="h5">
            {section.title}
          </Typography>
          <Typography sx={{ mb: 2 }}>{section.text}</Typography>
          <Stack direction="row" spacing={2}>
            {section.links.map(([to, label], i) => (
              <Button key={to} component={RouterLink} to={to} variant={i === 0 ? 'contained' : 'outlined'}>
                {label}
              </Button>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
