import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KanjiSummary } from '@soroban/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { coinAmount, plural } from '@soroban/core';
import { Loading } from '@/components/loading';
import { useDrawingHistory } from '@/features/rewards/api/drawing-history';
import { useKanjiDetail } from '@/features/rewards/api/kanji-detail';
import { useKanjiList } from '@/features/rewards/api/kanji-list';
import { useMyKanji } from '@/features/rewards/api/my-kanji';
import { useTradeKanji } from '@/features/rewards/api/trade-kanji';
import { BalanceLine, failureText, MissingState, newOrderKey, ScreenTitle, useRewardsState } from './common';
import { KanjiStrokeOrder } from './kanji-stroke-order';
import { formatMoment } from '@/lib/dates';

const BASE = '/launchpad/rewards';
const stars = (n: number) => (n > 0 ? '★'.repeat(n) + '☆'.repeat(3 - n) : '');

function KanjiGrid({ kanji, to, label }: { kanji: readonly KanjiSummary[]; to: string; label: string }) {
  return (
    <Stack component="ul" aria-label={label} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {kanji.map((k) => (
        <li key={k.kanjiId}>
          <Card variant="outlined" sx={{ width: 96, opacity: k.owned && to.includes('buykanji') ? 0.6 : 1 }}>
            <CardActionArea
              component={RouterLink}
              to={to}
              state={{ kanjiId: k.kanjiId }}
              sx={{ p: 1, textAlign: 'center' }}
              aria-label={`${k.character} ${k.meanings[0] ?? ''}`}
            >
              <Typography lang="ja" sx={{ fontSize: 40, lineHeight: 1.2 }}>
                {k.character}
              </Typography>
              <Typography variant="caption" component="p" noWrap>
                {k.meanings[0]}
              </Typography>
              <Typography variant="caption" component="p" color="textSecondary">
                {k.owned && to.includes('buykanji') ? 'owned' : coinAmount(k.price)} {stars(k.bestStars)}
              </Typography>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

/** /launchpad/rewards/buykanji: the whole collection. */
export function BuyKanjiScreen() {
  const list = useKanjiList();
  if (!list.data) return <Loading />;
  return (
    <>
      <ScreenTitle back={{ to: BASE, label: 'Rewards' }}>Buy kanji</ScreenTitle>
      <BalanceLine balance={list.data.balance} />
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        More strokes, dearer kanji. Any kanji can be practised; owning it adds it to your collection.
      </Typography>
      <KanjiGrid kanji={list.data.kanji} to={`${BASE}/buykanji/buykanjidetail`} label="Kanji for sale" />
    </>
  );
}

/** /launchpad/rewards/mykanji: the person's collection. */
export function MyKanjiScreen() {
  const mine = useMyKanji();
  if (!mine.data) return <Loading />;
  return (
    <>
      <ScreenTitle back={{ to: BASE, label: 'Rewards' }}>My kanji</ScreenTitle>
      <BalanceLine balance={mine.data.balance} />
      {mine.data.kanji.length === 0 ? (
        <Alert
          severity="info"
          sx={{ my: 2 }}
          action={
            <Button component={RouterLink} to={`${BASE}/buykanji`} color="inherit">
              Buy kanji
            </Button>
          }
        >
          You do not own any kanji yet.
        </Alert>
      ) : (
        <KanjiGrid kanji={mine.data.kanji} to={`${BASE}/mykanji/mykanjidetail`} label="My kanji" />
      )}
    </>
  );
}

function KanjiFacts({ kanji }: { kanji: KanjiSummary }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="h5" component="p">
        {kanji.meanings.join(', ')}
      </Typography>
      <Typography lang="ja">On: {kanji.on.join('、') || '—'}</Typography>
      <Typography lang="ja">Kun: {kanji.kun.join('、') || '—'}</Typography>
      <Typography>
        {plural(kanji.strokeCount, 'stroke')} · grade {kanji.grade}
        {kanji.bestStars > 0 ? ` · best drawing ${stars(kanji.bestStars)}` : ''}
      </Typography>
    </Stack>
  );
}

function KanjiDetail({ kanjiId, mine }: { kanjiId: string; mine: boolean }) {
  const detail = useKanjiDetail(kanjiId);
  const history = useDrawingHistory(mine ? kanjiId : undefined);
  if (!detail.data) return <Loading />;
  const { kanji, balance } = detail.data;
  return (
    <>
      <ScreenTitle back={mine ? { to: `${BASE}/mykanji`, label: 'My kanji' } : { to: `${BASE}/buykanji`, label: 'Buy kanji' }}>
        <span lang="ja">{kanji.character}</span> · {kanji.meanings[0]}
      </ScreenTitle>
      <Stack spacing={2}>
        <Paper sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <KanjiStrokeOrder kanjiId={kanjiId} />
            <KanjiFacts kanji={kanji} />
          </Stack>
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Typography>
            Price {coinAmount(kanji.price)}; sells back for {coinAmount(kanji.sellPrice)} (half the price).
          </Typography>
          <BalanceLine balance={balance} />
        </Paper>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {!kanji.owned && (
            <Button
              variant="contained"
              component={RouterLink}
              to={`${BASE}/buykanji/buykanjiconfirmation`}
              state={{ kanjiId }}
              disabled={balance < kanji.price}
            >
              Buy
            </Button>
          )}
          <Button variant={kanji.owned ? 'contained' : 'outlined'} component={RouterLink} to={`${BASE}/mykanji/mykanjidetail/drawkanji`} state={{ kanjiId }}>
            Draw
          </Button>
          {kanji.owned && (
            <Button variant="outlined" component={RouterLink} to={`${BASE}/mykanji/tradekanji`} state={{ kanjiId }}>
              Sell
            </Button>
          )}
        </Stack>
        {!kanji.owned && balance < kanji.price && (
          <Alert severity="info">
            You have {coinAmount(balance)}; this kanji costs {coinAmount(kanji.price)}. Earn more coins in practice.
          </Alert>
        )}
        {mine && history.data && history.data.drawings.length > 0 && (
          <Paper sx={{ p: 2 }}>
            <Typography component="h2" variant="h6">
              Your drawings
            </Typography>
            {history.data.drawings.slice(0, 10).map((d) => (
              <Typography key={d.drawingId}>
                {formatMoment(d.createdAt)}: {stars(d.stars)} ({d.mistakes.reduce((a, b) => a + b, 0)} mistakes)
              </Typography>
            ))}
          </Paper>
        )}
        <Typography variant="caption" color="textSecondary">
          Stroke data from KanjiVG by Ulrich Apel, CC BY-SA 3.0.{' '}
          <Link href="/credits" target="_blank" rel="noopener">
            Credits
          </Link>
        </Typography>
      </Stack>
    </>
  );
}

/** /launchpad/rewards/buykanji/buykanjidetail (state: kanjiId). */
export function BuyKanjiDetailScreen() {
  const { kanjiId } = useRewardsState();
  if (!kanjiId) return <MissingState what="a kanji" to={`${BASE}/buykanji`} label="Kanji" />;
  return <KanjiDetail kanjiId={kanjiId} mine={false} />;
}

/** /launchpad/rewards/mykanji/mykanjidetail (state: kanjiId). */
export function MyKanjiDetailScreen() {
  const { kanjiId } = useRewardsState();
  if (!kanjiId) return <MissingState what="one of your kanji" to={`${BASE}/mykanji`} label="My kanji" />;
  return <KanjiDetail kanjiId={kanjiId} mine />;
}

function KanjiConfirmation({ kanjiId, side }: { kanjiId: string; side: 'buy' | 'sell' }) {
  const detail = useKanjiDetail(kanjiId);
  const trade = useTradeKanji(side);
  const [orderKey] = useState(newOrderKey);
  if (trade.data) {
    return (
      <>
        <ScreenTitle>{side === 'buy' ? 'Purchase complete' : 'Sale complete'}</ScreenTitle>
        <Alert severity="success" sx={{ mb: 2 }}>
          {side === 'buy'
            ? `You bought ${trade.data.character} for ${coinAmount(trade.data.total)}.`
            : `You sold ${trade.data.character} for ${coinAmount(trade.data.total)}.`}{' '}
          You now have {coinAmount(trade.data.balance)}.
        </Alert>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" component={RouterLink} to={`${BASE}/mykanji`}>
            My kanji
          </Button>
          {side === 'buy' && (
            <Button variant="outlined" component={RouterLink} to={`${BASE}/mykanji/mykanjidetail/drawkanji`} state={{ kanjiId }}>
              Draw it
            </Button>
          )}
        </Stack>
      </>
    );
  }
  if (!detail.data) return <Loading />;
  const { kanji, balance } = detail.data;
  const amount = side === 'buy' ? kanji.price : kanji.sellPrice;
  const after = side === 'buy' ? balance - amount : balance + amount;
  const blocked =
    side === 'buy'
      ? kanji.owned
        ? `You already own ${kanji.character}.`
        : balance < amount
          ? `You have ${coinAmount(balance)}; this costs ${coinAmount(amount)}.`
          : null
      : kanji.owned
        ? null
        : `You do not own ${kanji.character}.`;
  return (
    <>
      <ScreenTitle
        back={
          side === 'buy'
            ? { to: `${BASE}/buykanji/buykanjidetail`, label: kanji.character, state: { kanjiId } }
            : { to: `${BASE}/mykanji/tradekanji`, label: 'Trade', state: { kanjiId } }
        }
      >
        {side === 'buy' ? 'Confirm purchase' : 'Confirm sale'}
      </ScreenTitle>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="p">
            <span lang="ja">{kanji.character}</span> · {kanji.meanings[0]}
          </Typography>
          <Typography aria-label="Order total">
            {side === 'buy' ? 'Price' : 'You get'}: {coinAmount(amount)}
          </Typography>
          <Typography aria-label="Balance after">Balance after: {coinAmount(after)}</Typography>
          {blocked && <Alert severity="warning">{blocked}</Alert>}
          {trade.error && <Alert severity="error">{failureText(trade.error)}</Alert>}
          <Button variant="contained" disabled={blocked !== null || trade.isPending} onClick={() => trade.mutate({ kanjiId, idempotencyKey: orderKey })}>
            {trade.isPending ? 'Please wait…' : 'Confirm'}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}

/** /launchpad/rewards/buykanji/buykanjiconfirmation (state: kanjiId). */
export function BuyKanjiConfirmationScreen() {
  const { kanjiId } = useRewardsState();
  if (!kanjiId) return <MissingState what="a kanji" to={`${BASE}/buykanji`} label="Kanji" />;
  return <KanjiConfirmation kanjiId={kanjiId} side="buy" />;
}

/** /launchpad/rewards/mykanji/tradekanji/sellkanjiconfirmation (state: kanjiId). */
export function SellKanjiConfirmationScreen() {
  const { kanjiId } = useRewardsState();
  if (!kanjiId) return <MissingState what="one of your kanji" to={`${BASE}/mykanji`} label="My kanji" />;
  return <KanjiConfirmation kanjiId={kanjiId} side="sell" />;
}

/** /launchpad/rewards/mykanji/tradekanji (state: kanjiId): what selling it back pays. */
export function TradeKanjiScreen() {
  const { kanjiId } = useRewardsState();
  const detail = useKanjiDetail(kanjiId);
  if (!kanjiId) return <MissingState what="one of your kanji" to={`${BASE}/mykanji`} label="My kanji" />;
  if (!detail.data) return <Loading />;
  const { kanji } = detail.data;
  return (
    <>
      <ScreenTitle back={{ to: `${BASE}/mykanji/mykanjidetail`, label: kanji.character, state: { kanjiId } }}>Sell {kanji.character}</ScreenTitle>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography>
            {kanji.character} cost {coinAmount(kanji.price)}; selling it back pays half: {coinAmount(kanji.sellPrice)}. You can still practise drawing it after
            selling.
          </Typography>
          {kanji.owned ? (
            <Button
              variant="contained"
              component={RouterLink}
              to={`${BASE}/mykanji/tradekanji/sellkanjiconfirmation`}
              state={{ kanjiId }}
              sx={{ alignSelf: 'flex-start' }}
            >
              Continue
            </Button>
          ) : (
            <Alert severity="info">You do not own {kanji.character}.</Alert>
          )}
        </Stack>
      </Paper>
    </>
  );
}
