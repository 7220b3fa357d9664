import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { coinAmount, kanjiIdOf } from '@soroban/core';
import { CoinIcon } from '@/components/icons/coin-icon';
import { ApiError } from '@/lib/api-client';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

export const signed = (n: number) => (n > 0 ? `+${n.toLocaleString('en')}` : n.toLocaleString('en'));

/** React Router state a rewards screen was opened with. */
export interface RewardsState {
  ticker?: string;
  kanjiId?: string;
  quantity?: number;
}

/** The state a screen was opened with; the guided program's Draw names its kanji by code point (SPEC 3). */
export function useRewardsState(): RewardsState {
  const state = useLocation().state as unknown;
  if (!state || typeof state !== 'object') return {};
  const { ticker, kanjiId, quantity } = state as Record<string, unknown>;
  const kanji = typeof kanjiId === 'number' && Number.isSafeInteger(kanjiId) ? kanjiIdOf(kanjiId) : kanjiId;
  return {
    ...(typeof ticker === 'string' ? { ticker } : {}),
    ...(typeof kanji === 'string' ? { kanjiId: kanji } : {}),
    ...(typeof quantity === 'number' ? { quantity } : {}),
  };
}

/** A key for one order, kept across retries of it; getRandomValues also works outside secure contexts. */
export function newOrderKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function ScreenTitle({ children, back }: { children: ReactNode; back?: { to: string; label: string; state?: RewardsState } }) {
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {back && (
        <Link component={RouterLink} to={back.to} state={back.state} underline="hover">
          ‹ {back.label}
        </Link>
      )}
      <Typography component="h1" variant="h4">
        {children}
      </Typography>
    </Stack>
  );
}

/** A screen opened without the state it needs (a bookmark, a reload in another tab). */
export function MissingState({ what, to, label }: { what: string; to: string; label: string }) {
  return (
    <Alert
      severity="info"
      sx={{ my: 3 }}
      action={
        // One line: at 390 px the alert's text squeezed "My kanji" onto two.
        <Button component={RouterLink} to={to} color="inherit" sx={{ whiteSpace: 'nowrap' }}>
          {label}
        </Button>
      }
    >
      Choose {what} first: this screen needs to know which one.
    </Alert>
  );
}

export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

export function BalanceLine({ balance }: { balance: number }) {
  return (
    <Typography color="textSecondary" aria-label={`Coin balance ${balance}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <CoinIcon />
      You have {coinAmount(balance)}.
    </Typography>
  );
}
