import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KanjiSummary, StockQuote } from '@soroban/contracts';
import { coinAmount } from '@soroban/core';
import { Link as RouterLink } from 'react-router';
import { useKanjiList } from '@/features/rewards/api/kanji-list';
import { useMarket } from '@/features/rewards/api/market';

const BASE = '/launchpad/rewards';

export interface NextBuy {
  kind: 'kanji' | 'stock';
  /** What it is called on screen: the kanji's character, the stock's ticker. */
  name: string;
  detail: string;
  price: number;
  /** Coins still missing, 0 when the balance covers it. */
  missing: number;
  to: string;
  state: { kanjiId: string } | { ticker: string };
}

/** The cheapest of a list (the first one on a tie, so the answer does not move between visits). */
const cheapest = <T extends { price: number }>(items: readonly T[]) =>
  items.reduce<T | undefined>((best, item) => (!best || item.price < best.price ? item : best), undefined);

/**
 * What the coins can buy next: the cheapest kanji not yet owned and the cheapest share today, each
 * with the coins still missing (none when the balance covers it).
 */
export function nextBuys(balance: number, kanji: readonly KanjiSummary[], stocks: readonly StockQuote[]): NextBuy[] {
  const buys: NextBuy[] = [];
  const k = cheapest(kanji.filter((item) => !item.owned));
  if (k)
    buys.push({
      kind: 'kanji',
      name: k.character,
      detail: k.meanings[0] ?? 'kanji',
      price: k.price,
      missing: Math.max(0, k.price - balance),
      to: `${BASE}/buykanji/buykanjidetail`,
      state: { kanjiId: k.kanjiId },
    });
  const s = cheapest(stocks);
  if (s)
    buys.push({
      kind: 'stock',
      name: s.ticker,
      detail: `one share of ${s.name}`,
      price: s.price,
      missing: Math.max(0, s.price - balance),
      to: `${BASE}/buystocks/buystocksdetail`,
      state: { ticker: s.ticker },
    });
  return buys;
}

/** The rewards hub's "what next": a goal to practise for, or what is in reach now. */
export function NextBuys() {
  const kanji = useKanjiList();
  const market = useMarket();
  if (!kanji.data || !market.data) return null;
  const balance = market.data.balance;
  const buys = nextBuys(balance, kanji.data.kanji, market.data.stocks);
  if (buys.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="next-buys-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="next-buys-heading" component="h2" variant="h5">
        What your coins buy next
      </Typography>
      <Stack spacing={2} sx={{ mt: 1.5 }}>
        {buys.map((buy) => (
          <Stack key={buy.kind} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography
              component="span"
              aria-hidden="true"
              sx={{ fontSize: buy.kind === 'kanji' ? 40 : 20, fontWeight: 700, minWidth: 56, textAlign: 'center' }}
            >
              {buy.name}
            </Typography>
            <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
              <Typography data-testid={`next-${buy.kind}`}>
                {buy.missing > 0
                  ? `${buy.missing} more ${buy.missing === 1 ? 'coin' : 'coins'} for ${buy.name} (${buy.detail}, ${coinAmount(buy.price)})`
                  : `You can buy ${buy.name} now (${buy.detail}, ${coinAmount(buy.price)})`}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, (balance / Math.max(1, buy.price)) * 100)}
                aria-label={`Coins toward ${buy.name}`}
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Stack>
            <Button component={RouterLink} to={buy.to} state={buy.state} variant={buy.missing > 0 ? 'outlined' : 'contained'} aria-label={`See ${buy.name}`}>
              See
            </Button>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
