import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buyStocksCall, checkSessionCall, sellStocksCall, stockDetailCall, walletCall } from '@soroban/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { failure, sentTo, sessionAnswer, stubCall, stubCalls } from '@/testing/stub-api';

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
  httpResponse: 200 as const,
  message: 'OK',
  stock: { ...stock, price: overrides.price ?? stock.price },
  history: [
    { date: '2026-11-22', price: 9 },
    { date: '2026-11-23', price: overrides.price ?? 10 },
  ],
  sharesOwned: overrides.sharesOwned ?? 0,
  balance: overrides.balance ?? 100,
});
const trade = (order: { ticker: string; quantity: number; expectedPrice: number }) => {
  const total = order.quantity * order.expectedPrice;
  return {
    httpResponse: 200 as const,
    message: 'OK',
    ticker: order.ticker,
    quantity: order.quantity,
    price: order.expectedPrice,
    total,
    balance: 100 - total,
    shares: order.quantity,
    replayed: false,
  };
};
const session = stubCall(checkSessionCall, sessionAnswer());

describe('buying stocks', () => {
  it('explains a quantity that is not a whole number, too small or more than the coins buy, and sends nothing', async () => {
    const requests = stubCalls(session, stubCall(stockDetailCall, detail()), stubCall(buyStocksCall, trade));
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
    expect(sentTo(requests, buyStocksCall)).toHaveLength(0);
  });

  it('shows the total and the balance after, then buys at the price shown with one order key', async () => {
    const requests = stubCalls(session, stubCall(stockDetailCall, detail()), stubCall(buyStocksCall, trade), stubCall(walletCall, failure(444, 'not needed')));
    renderApp('/launchpad/rewards/buystocks/buystocksconfirmation', { ticker: 'ABCS' });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(screen.getByLabelText('Order total')).toHaveTextContent('Total: 30 coins');
    expect(screen.getByLabelText('Balance after')).toHaveTextContent('Balance after: 70 coins');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Purchase complete')).toBeInTheDocument();
    const [order] = sentTo(requests, buyStocksCall);
    expect(order).toMatchObject({ ticker: 'ABCS', quantity: 3, expectedPrice: 10 });
    expect(order?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows a refused order on the screen and sends the retry with the same order key', async () => {
    let price = 10;
    const requests = stubCalls(
      session,
      stubCall(stockDetailCall, () => detail({ price })),
      stubCall(buyStocksCall, (order) => {
        if (order.expectedPrice === price) return trade(order);
        return failure(409, `The price changed to ${price} coins; check and confirm again.`);
      }),
    );
    renderApp('/launchpad/rewards/buystocks/buystocksconfirmation', { ticker: 'ABCS' });
    await screen.findByRole('textbox', { name: 'Quantity' });
    price = 12; // the market moved on while the screen was open
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The price changed to 12 coins; check and confirm again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument(); // no error dialog on top
    await waitFor(() => expect(screen.getByLabelText('Order total')).toHaveTextContent('Total: 12 coins'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Purchase complete')).toBeInTheDocument();
    const [first, second] = sentTo(requests, buyStocksCall);
    expect(first?.expectedPrice).toBe(10);
    expect(second?.expectedPrice).toBe(12);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('says why a share cannot be bought when the coins do not cover one', async () => {
    stubCalls(session, stubCall(stockDetailCall, detail({ balance: 4 })));
    renderApp('/launchpad/rewards/buystocks/buystocksconfirmation', { ticker: 'ABCS' });
    expect(await screen.findByText('You have 4 coins; one share costs 10 coins. Earn more coins in practice first.', {})).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

describe('selling stocks', () => {
  it('carries the chosen number of shares from trade to the sell confirmation', async () => {
    const requests = stubCalls(session, stubCall(stockDetailCall, detail({ sharesOwned: 5 })), stubCall(sellStocksCall, trade));
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
    // Asked once: the confirmation shows the 4 shares and their total, with no second quantity field.
    expect(await screen.findByLabelText('Quantity')).toHaveTextContent('Shares to sell: 4');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Order total')).toHaveTextContent('Total: 40 coins');
    expect(screen.getByRole('link', { name: 'Change' })).toHaveAttribute('href', '/launchpad/rewards/mystocks/tradestocks');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Sale complete')).toBeInTheDocument();
    expect(sentTo(requests, sellStocksCall)[0]).toMatchObject({ ticker: 'ABCS', quantity: 4, expectedPrice: 10 });
  });

  it('a quantity carried from trade that is no longer owned is refused with a way back to change it', async () => {
    const requests = stubCalls(session, stubCall(stockDetailCall, detail({ sharesOwned: 2 })), stubCall(sellStocksCall, trade));
    renderApp('/launchpad/rewards/mystocks/tradestocks/sellstocksconfirmation', { ticker: 'ABCS', quantity: 4 });
    expect(await screen.findByText('You can choose at most 2. Press Change to choose again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(sentTo(requests, sellStocksCall)).toHaveLength(0);
  });
});
