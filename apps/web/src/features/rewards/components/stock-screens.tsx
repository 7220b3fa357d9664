import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MAX_ORDER_SHARES } from '@soroban/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { coinAmount, plural } from '@soroban/core';
import { Loading } from '@/components/loading';
import { useMarket } from '@/features/rewards/api/market';
import { useMyStocks } from '@/features/rewards/api/my-stocks';
import { type HistoryDays, useStockDetail } from '@/features/rewards/api/stock-detail';
import { useTradeStocks } from '@/features/rewards/api/trade-stocks';
import { BalanceLine, failureText, MissingState, newOrderKey, ScreenTitle, signed, useRewardsState } from './common';
import { PriceChart } from './price-chart';
import { formatDay } from '@/lib/dates';

const BASE = '/launchpad/rewards';
const RANGES: Array<[HistoryDays, string]> = [
  [30, '1M'],
  [90, '3M'],
  [365, '1Y'],
];

function Change({ change, percent }: { change: number; percent?: number }) {
  const colour = change > 0 ? 'success' : change < 0 ? 'error' : 'default';
  return <Chip size="small" color={colour} label={`${signed(change)}${percent === undefined ? '' : ` (${signed(percent)} %)`}`} />;
}

/** /launchpad/rewards/buystocks: the market. */
export function BuyStocksScreen() {
  const market = useMarket();
  if (!market.data) return <Loading />;
  return (
    <>
      <ScreenTitle back={{ to: BASE, label: 'Rewards' }}>Buy stocks</ScreenTitle>
      <BalanceLine balance={market.data.balance} />
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        A simulated market of made-up companies; prices for {formatDay(market.data.date)}.
      </Typography>
      <Paper>
        <List aria-label="Stocks">
          {market.data.stocks.map((stock) => (
            <ListItem key={stock.ticker} disablePadding>
              <ListItemButton component={RouterLink} to={`${BASE}/buystocks/buystocksdetail`} state={{ ticker: stock.ticker }}>
                <ListItemText primary={`${stock.ticker} · ${stock.name}`} secondary={stock.sector} />
                <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                  <Typography>{coinAmount(stock.price)}</Typography>
                  <Change change={stock.change} percent={stock.changePercent} />
                </Stack>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}

function StockDetail({ ticker, mine }: { ticker: string; mine: boolean }) {
  const [days, setDays] = useState<HistoryDays>(30);
  const detail = useStockDetail(ticker, days);
  if (!detail.data) return <Loading />;
  const { stock, history, sharesOwned, balance } = detail.data;
  const affordable = Math.floor(balance / stock.price);
  return (
    <>
      <ScreenTitle back={mine ? { to: `${BASE}/mystocks`, label: 'My stocks' } : { to: `${BASE}/buystocks`, label: 'Buy stocks' }}>
        {stock.ticker} · {stock.name}
      </ScreenTitle>
      <Stack spacing={2}>
        <Paper sx={{ p: 2 }}>
          <Typography color="textSecondary">{stock.sector}</Typography>
          <Typography sx={{ mb: 1 }}>{stock.description}</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h4" component="p">
              {coinAmount(stock.price)}
            </Typography>
            <Change change={stock.change} percent={stock.changePercent} />
          </Stack>
          <Typography color="textSecondary">One share costs {coinAmount(stock.price)} today.</Typography>
        </Paper>
        <Paper sx={{ p: 2 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={days}
            onChange={(_e, value: HistoryDays | null) => value && setDays(value)}
            aria-label="Price history range"
            sx={{ mb: 1 }}
          >
            {RANGES.map(([value, label]) => (
              <ToggleButton key={value} value={value}>
                {label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <PriceChart history={history} label={`${stock.ticker} price over ${days} days`} />
        </Paper>
        <Paper sx={{ p: 2 }}>
          <Typography>You own {plural(sharesOwned, 'share')}.</Typography>
          <BalanceLine balance={balance} />
          <Typography color="textSecondary">That buys up to {plural(affordable, 'share')}.</Typography>
        </Paper>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" component={RouterLink} to={`${BASE}/buystocks/buystocksconfirmation`} state={{ ticker }} disabled={affordable < 1}>
            Buy
          </Button>
          {sharesOwned > 0 && (
            <Button variant="outlined" component={RouterLink} to={`${BASE}/mystocks/tradestocks`} state={{ ticker }}>
              Sell
            </Button>
          )}
        </Stack>
      </Stack>
    </>
  );
}

/** /launchpad/rewards/buystocks/buystocksdetail (state: ticker). */
export function BuyStocksDetailScreen() {
  const { ticker } = useRewardsState();
  if (!ticker) return <MissingState what="a stock" to={`${BASE}/buystocks`} label="Market" />;
  return <StockDetail ticker={ticker} mine={false} />;
}

/** /launchpad/rewards/mystocks/mystocksdetail (state: ticker). */
export function MyStocksDetailScreen() {
  const { ticker } = useRewardsState();
  if (!ticker) return <MissingState what="one of your stocks" to={`${BASE}/mystocks`} label="My stocks" />;
  return <StockDetail ticker={ticker} mine />;
}

function quantityError(text: string, most: number): string | null {
  if (!/^\d+$/.test(text.trim())) return 'Enter a whole number of shares, like 3.';
  const n = Number(text);
  if (n < 1) return 'Choose at least 1 share.';
  if (n > most) return `You can choose at most ${most.toLocaleString('en')}.`;
  return null;
}

/**
 * The confirmation of an order: quantity, total and balance after, then Confirm. The order key is
 * made once per screen, so a retry after a lost answer never pays twice.
 */
function OrderConfirmation({ ticker, side, initialQuantity }: { ticker: string; side: 'buy' | 'sell'; initialQuantity?: number }) {
  const detail = useStockDetail(ticker);
  const trade = useTradeStocks(side);
  const [orderKey] = useState(newOrderKey);
  const [text, setText] = useState(String(initialQuantity ?? 1));
  // A sale comes with the quantity chosen on the trade screen: asked once, shown here, changed there.
  const fixed = side === 'sell' && initialQuantity !== undefined;
  if (trade.data) {
    const done = trade.data;
    return (
      <>
        <ScreenTitle>{side === 'buy' ? 'Purchase complete' : 'Sale complete'}</ScreenTitle>
        <Alert severity="success" sx={{ mb: 2 }}>
          {side === 'buy' ? 'You bought' : 'You sold'} {done.quantity} × {done.ticker} at {coinAmount(done.price)}: {coinAmount(done.total)}. You now have{' '}
          {coinAmount(done.balance)} and {plural(done.shares, `${done.ticker} share`)}.
        </Alert>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" component={RouterLink} to={`${BASE}/mystocks`}>
            My stocks
          </Button>
          <Button variant="outlined" component={RouterLink} to={`${BASE}/buystocks`}>
            Market
          </Button>
        </Stack>
      </>
    );
  }
  if (!detail.data) return <Loading />;
  const { stock, balance, sharesOwned } = detail.data;
  const most = side === 'buy' ? Math.min(MAX_ORDER_SHARES, Math.floor(balance / stock.price)) : Math.min(MAX_ORDER_SHARES, sharesOwned);
  const error = quantityError(text, Math.max(1, most));
  const quantity = error ? 0 : Number(text);
  const total = quantity * stock.price;
  const after = side === 'buy' ? balance - total : balance + total;
  return (
    <>
      <ScreenTitle
        back={
          side === 'buy'
            ? { to: `${BASE}/buystocks/buystocksdetail`, label: stock.ticker, state: { ticker } }
            : { to: `${BASE}/mystocks/tradestocks`, label: 'Trade', state: { ticker } }
        }
      >
        {side === 'buy' ? 'Confirm purchase' : 'Confirm sale'}
      </ScreenTitle>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography>
            {stock.ticker} · {stock.name}: {coinAmount(stock.price)} a share today.
          </Typography>
          {most < 1 ? (
            <Alert severity="warning">
              {side === 'buy'
                ? `You have ${coinAmount(balance)}; one share costs ${coinAmount(stock.price)}. Earn more coins in practice first.`
                : `You do not own any ${stock.ticker} shares.`}
            </Alert>
          ) : fixed ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography aria-label="Quantity">Shares to sell: {quantity || text}</Typography>
              <Button component={RouterLink} to={`${BASE}/mystocks/tradestocks`} state={{ ticker }} size="small">
                Change
              </Button>
            </Stack>
          ) : (
            <TextField
              label="Quantity"
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={error !== null}
              helperText={error ?? `Up to ${most.toLocaleString('en')}`}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Quantity' } }}
              sx={{ maxWidth: 200 }}
            />
          )}
          <Typography aria-label="Order total">Total: {coinAmount(total)}</Typography>
          <Typography aria-label="Balance after">Balance after: {coinAmount(after)}</Typography>
          {fixed && error && most >= 1 && <Alert severity="error">{error} Press Change to choose again.</Alert>}
          {trade.error && <Alert severity="error">{failureText(trade.error)}</Alert>}
          <Button
            variant="contained"
            disabled={error !== null || most < 1 || trade.isPending}
            onClick={() => trade.mutate({ ticker: stock.ticker, quantity, expectedPrice: stock.price, idempotencyKey: orderKey })}
          >
            {trade.isPending ? 'Please wait…' : 'Confirm'}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}

/** /launchpad/rewards/buystocks/buystocksconfirmation (state: ticker). */
export function BuyStocksConfirmationScreen() {
  const { ticker } = useRewardsState();
  if (!ticker) return <MissingState what="a stock" to={`${BASE}/buystocks`} label="Market" />;
  return <OrderConfirmation ticker={ticker} side="buy" />;
}

/** /launchpad/rewards/mystocks/tradestocks/sellstocksconfirmation (state: ticker, quantity). */
export function SellStocksConfirmationScreen() {
  const { ticker, quantity } = useRewardsState();
  if (!ticker) return <MissingState what="one of your stocks" to={`${BASE}/mystocks`} label="My stocks" />;
  return <OrderConfirmation ticker={ticker} side="sell" {...(quantity === undefined ? {} : { initialQuantity: quantity })} />;
}

/** /launchpad/rewards/mystocks: holdings, value now, gain or loss. */
export function MyStocksScreen() {
  const mine = useMyStocks();
  if (!mine.data) return <Loading />;
  const { holdings, totalValue, balance } = mine.data;
  const totalGain = holdings.reduce((sum, h) => sum + h.gain, 0);
  return (
    <>
      <ScreenTitle back={{ to: BASE, label: 'Rewards' }}>My stocks</ScreenTitle>
      <BalanceLine balance={balance} />
      {holdings.length === 0 ? (
        <Alert
          severity="info"
          sx={{ my: 2 }}
          action={
            <Button component={RouterLink} to={`${BASE}/buystocks`} color="inherit">
              Market
            </Button>
          }
        >
          You do not own any stocks yet.
        </Alert>
      ) : (
        <>
          <Typography sx={{ my: 1 }}>
            Worth {coinAmount(totalValue)} today ({signed(totalGain)} since bought).
          </Typography>
          <Paper>
            <List aria-label="My stocks">
              {holdings.map((h) => (
                <ListItem key={h.ticker} disablePadding>
                  <ListItemButton component={RouterLink} to={`${BASE}/mystocks/mystocksdetail`} state={{ ticker: h.ticker }}>
                    <ListItemText
                      primary={`${h.ticker} · ${h.name}`}
                      secondary={`${plural(h.shares, 'share')}, average cost ${h.averageCost.toLocaleString('en')}`}
                    />
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                      <Typography>{coinAmount(h.value)}</Typography>
                      <Change change={h.gain} />
                    </Stack>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        </>
      )}
    </>
  );
}

/** /launchpad/rewards/mystocks/tradestocks (state: ticker): how many to sell. */
export function TradeStocksScreen() {
  const { ticker } = useRewardsState();
  const detail = useStockDetail(ticker);
  const [text, setText] = useState('1');
  if (!ticker) return <MissingState what="one of your stocks" to={`${BASE}/mystocks`} label="My stocks" />;
  if (!detail.data) return <Loading />;
  const { stock, sharesOwned } = detail.data;
  const error = sharesOwned < 1 ? null : quantityError(text, Math.min(sharesOwned, MAX_ORDER_SHARES));
  const quantity = error ? 0 : Number(text);
  return (
    <>
      <ScreenTitle back={{ to: `${BASE}/mystocks/mystocksdetail`, label: stock.ticker, state: { ticker } }}>Sell {stock.ticker}</ScreenTitle>
      <Paper sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography>
            You own {plural(sharesOwned, 'share')}; one sells for {coinAmount(stock.price)} today.
          </Typography>
          {sharesOwned < 1 ? (
            <Alert severity="info">You have no {stock.ticker} shares to sell.</Alert>
          ) : (
            <>
              <TextField
                label="Shares to sell"
                value={text}
                onChange={(event) => setText(event.target.value)}
                error={error !== null}
                helperText={error ?? `Up to ${sharesOwned}`}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': 'Shares to sell' } }}
                sx={{ maxWidth: 200 }}
              />
              <Typography>You would get {coinAmount(quantity * stock.price)}.</Typography>
              <Button
                variant="contained"
                component={RouterLink}
                to={`${BASE}/mystocks/tradestocks/sellstocksconfirmation`}
                state={{ ticker, quantity }}
                disabled={error !== null}
                sx={{ alignSelf: 'flex-start' }}
              >
                Continue
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
