import type { StockHolding } from '@soroban/contracts';
import { coinAmount, dateOfDay, dayNumber, plural, type Stock } from '@soroban/core';
import { failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { balanceOf } from '../repositories/ledger.ts';
import { addShares, removeShares, sharesOf, stockHoldings } from '../repositories/rewards.ts';
import type { PriceBook, RewardsContent } from './rewards-content.ts';
import { quoteOf } from './rewards-views.ts';
import { type TradeOutcome, tradeOnce } from './trades.ts';

/** The content of the market and the kanji collection, and today's prices: what every rewards call reads. */
export interface Rewards {
  content: RewardsContent;
  book: PriceBook;
}

type Ctx = Pick<CallContext, 'db' | 'user' | 'now'>;

/** The market day of the server clock (UTC days since the market epoch). */
export const marketToday = (now: Date) => Math.max(0, dayNumber(now));

export function stockOr404(content: RewardsContent, ticker: string): Stock {
  const stock = content.stocks.get(ticker);
  if (!stock) throw failures.notFound(`There is no stock with the ticker ${ticker}. Pick one from the market list.`);
  return stock;
}

export async function market(ctx: Ctx, { content, book }: Rewards) {
  const day = marketToday(ctx.now);
  return {
    date: dateOfDay(day),
    balance: await balanceOf(ctx.db.kysely, ctx.user.id),
    stocks: content.stockList.map((stock) => quoteOf(book, stock, day)),
  };
}

export async function stockDetail(ctx: Ctx, { content, book }: Rewards, ticker: string, days: number) {
  const stock = stockOr404(content, ticker);
  const day = marketToday(ctx.now);
  return {
    stock: quoteOf(book, stock, day),
    history: book.history(stock, day, days),
    sharesOwned: await sharesOf(ctx.db.kysely, ctx.user.id, stock.ticker),
    balance: await balanceOf(ctx.db.kysely, ctx.user.id),
  };
}

export async function myStocks(ctx: Ctx, { content, book }: Rewards) {
  const day = marketToday(ctx.now);
  const holdings = (await stockHoldings(ctx.db.kysely, ctx.user.id)).flatMap((row): StockHolding[] => {
    const stock = content.stocks.get(row.ticker);
    if (!stock) return [];
    const price = book.quote(stock, day).price;
    const value = price * row.shares;
    const averageCost = Math.round((row.cost_basis / row.shares) * 100) / 100;
    return [{ ticker: stock.ticker, name: stock.name, shares: row.shares, averageCost, price, value, gain: value - row.cost_basis }];
  });
  return { balance: await balanceOf(ctx.db.kysely, ctx.user.id), totalValue: holdings.reduce((sum, h) => sum + h.value, 0), holdings };
}

export interface StockOrder {
  ticker: string;
  quantity: number;
  expectedPrice: number;
  idempotencyKey: string;
}

/** Buys or sells shares at today's price, once per key; a price that changed since the person looked is a 409. */
export async function tradeStocks(ctx: Ctx, { content, book }: Rewards, side: 'buy' | 'sell', order: StockOrder): Promise<TradeOutcome> {
  const stock = stockOr404(content, order.ticker);
  const { quantity } = order;
  return tradeOnce(ctx, order.idempotencyKey, { side, asset: 'stock', item: stock.ticker, quantity }, () => {
    const price = book.quote(stock, marketToday(ctx.now)).price;
    if (price !== order.expectedPrice) throw failures.conflict(`The price changed to ${coinAmount(price)}; check and confirm again.`);
    const what = `${quantity.toLocaleString('en')} × ${stock.ticker} at ${coinAmount(price)}`;
    return {
      side,
      asset: 'stock',
      item: stock.ticker,
      quantity,
      price,
      description: side === 'buy' ? `Bought ${what}` : `Sold ${what}`,
      moveHolding: async (trx) => {
        if (side === 'buy') return addShares(trx, ctx.user.id, stock.ticker, quantity, price * quantity);
        const left = await removeShares(trx, ctx.user.id, stock.ticker, quantity);
        if (left !== null) return left;
        const owned = await sharesOf(trx, ctx.user.id, stock.ticker);
        throw failures.conflict(
          owned === 0
            ? `You do not own any ${stock.ticker} shares to sell.`
            : `You own ${plural(owned, 'share')} of ${stock.ticker}; you cannot sell ${plural(quantity, 'share')}.`,
        );
      },
    };
  });
}
