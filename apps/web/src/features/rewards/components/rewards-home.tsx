import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ScreenTitle } from './common';
import { NextBuys } from './next-buys';

const SECTIONS = [
  {
    title: 'Stocks',
    text: 'A simulated market of made-up companies. Prices move every day.',
    links: [
      ['/launchpad/rewards/buystocks', 'Buy stocks'],
      ['/launchpad/rewards/mystocks', 'My stocks'],
    ],
  },
  {
    title: 'Kanji',
    text: 'Collect kanji, watch their stroke order and learn to draw them.',
    links: [
      ['/launchpad/rewards/buykanji', 'Buy kanji'],
      ['/launchpad/rewards/mykanji', 'My kanji'],
    ],
  },
] as const;

/**
 * /launchpad/rewards: the balance, what it buys next, the ways to spend it, what practice pays for
 * what, and what earned or spent each coin (the wallet's parts, composed in app/).
 */
export function RewardsHomeScreen({ balance, prices, history }: { balance: ReactNode; prices?: ReactNode; history: ReactNode }) {
  return (
    <Stack spacing={2}>
      <ScreenTitle>Rewards</ScreenTitle>
      {balance}
      <NextBuys />
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
      {prices}
      {history}
    </Stack>
  );
}
