import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { failure, sessionAnswer, stubApi } from '@/testing/stub-api';

afterEach(() => vi.unstubAllGlobals());

const stock = {
  ticker: 'ABCS',
  name: 'Abacus Systems',
  sector: 'Technology',
  description: 'Makes counting frames.',
  price: 10,
  change: 1,
  changePercent: 11.11,
};
const detail = (overrides: { price?: number; sharesOwned?: number; balance?: number } = {}) => ({
  status: 200,
  body: {
    httpResponse: 200,
    message: 'OK',
    stock: { ...stock, price: overrides.price ?? stock.price },
    history: [
      { date: '2026-11-22', price: 9 },
      { date: '2026-11-23', price: overrides.price ?? 10 },
    ],
    sharesOwned: overrides.sharesOwned ?? 0,
    balance: overrides.balance ?? 100,
  },
});
const trade = (body: unknown) => {
  const order = body as { ticker: string; quantity: number; expectedPrice: number };
  const total = order.quantity * order.expectedPrice;
  return {
    status: 200,
    body: {
      httpResponse: 200,
      message: 'OK',
      ticker: order.ticker,
      quantity: order.quantity,
      price: order.expectedPrice,
      total,
      balance: 100 - total,
      shares: order.quantity,
      replayed: false,
    },
  };
};
// The first render of a test file transforms the lazy screens and MUI: slower than findBy's 1 s default.
const orders = (requests: Array<{ path: string; body: unknown }>, call: string) =>
  requests.filter((r) => r.path.endsWith(call)).map((r) => r.body as Record<string, unknown>);

describe('buying stocks', () => {
  it('explains a quantity that is not a whole number, too small or more than the coins buy, and sends nothing', async () => {
    const requests = stubApi({ 'check_session.php': sessionAnswer(), 'stock_detail_api.php': detail(), 'buy_stocks_api.php': trade });
    renderApp('/launchpad/rewards/buystocks/buystocksconfirmation', { ticker: 'ABCS' });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    for (const [typed, message] of [
      ['1.5', 'Enter a whole number of shares, like 3.'],
      ['-2', 'Enter a whole number of shares, like 3.'],
      ['0', 'Choose at least 1 share.'],
      ['11', 'You can choose at most 10.'],
    ]) {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, typed!);
      expect(screen.getByText(message!)).toBeInTheDocument();
      expect(confirm).toBeDisabled();
    }
    await userEvent.type(quantity, '{Enter}');
    expect(orders(requests, 'buy_stocks_api.php')).toHaveLength(0);
  });

  it('shows the total and the balance after, then buys at the price shown with one order key', async () => {
    const requests = stubApi({
      'check_session.php': sessionAnswer(),
      'stock_detail_api.php': detail(),
      'buy_stocks_api.php': trade,
      'wallet_api.php': failure(444, 'not needed'),
    });
    renderApp('/launchpad/rewards/buystocks/buystocksconfirmation', { ticker: 'ABCS' });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(screen.getByLabelText('Order total')).toHaveTextContent('Total: 30 coins');
    expect(screen.getByLabelText('Balance after')).toHaveTextContent('Balance after: 70 coins');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Purchase complete')).toBeInTheDocument();
    const [order] = orders(requests, 'buy_stocks_api.php');
    expect(order).toMatchObject({ ticker: 'ABCS', quantity: 3, expectedPrice: 10 });
    expect(order?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows a refused order on the screen and sends the retry with the same order key', async () => {
    let price = 10;
    const requests = stubApi({
      'check_session.php': sessionAnswer(),
      'stock_detail_api.php': () => detail({ price }),
      'buy_stocks_api.php': (body) => {
        if ((body as { expectedPrice: number }).expectedPrice === price) return trade(body);
        return failure(409, `The price changed to ${price} coins; check and confirm again.`);
      },
    });
    renderApp('/launchpad/rewards/buystocks/buystocksconfirmation', { ticker: 'ABCS' });
    await screen.findByRole('textbox', { name: 'Quantity' });
    price = 12; // the market moved on while the screen was open
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The price changed to 12 coins; check and confirm again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument(); // no error dialog on top
    await waitFor(() => expect(screen.getByLabelText('Order total')).toHaveTextContent('Total: 12 coins'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Purchase complete')).toBeInTheDocument();
    const [first, second] = orders(requests, 'buy_stocks_api.php');
    expect(first?.expectedPrice).toBe(10);
    expect(second?.expectedPrice).toBe(12);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('says why a share cannot be bought when the coins do not cover one', async () => {
    stubApi({ 'check_session.php': sessionAnswer(), 'stock_detail_api.php': detail({ balance: 4 }) });
    renderApp('/launchpad/rewards/buystocks/buystocksconfirmation', { ticker: 'ABCS' });
    expect(await screen.findByText('You have 4 coins; one share costs 10 coins. Earn more coins in practice first.', {})).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

describe('selling stocks', () => {
  it('carries the chosen number of shares from trade to the sell confirmation', async () => {
    const requests = stubApi({ 'check_session.php': sessionAnswer(), 'stock_detail_api.php': detail({ sharesOwned: 5 }), 'sell_stocks_api.php': trade });
    const router = renderApp('/launchpad/rewards/mystocks/tradestocks', { ticker: 'ABCS' });
    const shares = await screen.findByRole('textbox', { name: 'Shares to sell' });
    await userEvent.clear(shares);
    await userEvent.type(shares, '6');
    expect(screen.getByText('You can choose at most 5.')).toBeInTheDocument();
    await userEvent.clear(shares);
    await userEvent.type(shares, '4');
    expect(screen.getByText('You would get 40 coins.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: '/launchpad/rewards/mystocks/tradestocks/sellstocksconfirmation',
        state: { ticker: 'ABCS', quantity: 4 },
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Sale complete')).toBeInTheDocument();
    expect(orders(requests, 'sell_stocks_api.php')[0]).toMatchObject({ ticker: 'ABCS', quantity: 4, expectedPrice: 10 });
  });
});
