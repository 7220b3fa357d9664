import type { DrawingResult, KanjiSummary, StockQuote } from '@soroban/contracts';
import { coinAmount, plural, type KanjiEntry, type Stock } from '@soroban/core';
import type { DrawingRow, TradeRow } from '../repositories/rewards.ts';
import { kanjiSellPrice, type PriceBook } from './rewards-content.ts';

/** How the rewards' answers describe stocks, kanji, drawings and trades. */

export function quoteOf(book: PriceBook, stock: Stock, day: number): StockQuote {
  const { price, previous } = book.quote(stock, day);
  return {
    ticker: stock.ticker,
    name: stock.name,
    sector: stock.sector,
    description: stock.description,
    price,
    change: price - previous,
    changePercent: Math.round(((price - previous) / previous) * 10_000) / 100,
  };
}

export const kanjiSummaryOf = (entry: KanjiEntry, owned: boolean, stars: number): KanjiSummary => ({
  kanjiId: entry.id,
  character: entry.character,
  meanings: [...entry.meanings],
  on: [...entry.on],
  kun: [...entry.kun],
  strokeCount: entry.strokeCount,
  grade: entry.grade,
  category: entry.category,
  price: entry.price,
  sellPrice: kanjiSellPrice(entry),
  owned,
  bestStars: stars,
});

export const drawingView = (row: DrawingRow, character: string): DrawingResult => ({
  drawingId: row.id,
  kanjiId: row.kanji_id,
  character,
  mistakes: JSON.parse(row.mistakes) as number[],
  stars: row.stars,
  createdAt: row.created_at,
});

export function stockTradeView(side: 'buy' | 'sell', trade: TradeRow, replayed: boolean) {
  return {
    message: `${side === 'buy' ? 'Bought' : 'Sold'} ${plural(trade.quantity, 'share')} of ${trade.item} for ${coinAmount(trade.total)}.`,
    ticker: trade.item,
    quantity: trade.quantity,
    price: trade.price,
    total: trade.total,
    balance: trade.balance_after,
    shares: trade.holding_after,
    replayed,
  };
}

export function kanjiTradeView(side: 'buy' | 'sell', entry: KanjiEntry, trade: TradeRow, replayed: boolean) {
  return {
    message: `${side === 'buy' ? 'Bought' : 'Sold'} ${entry.character} for ${coinAmount(trade.total)}.`,
    kanjiId: entry.id,
    character: entry.character,
    total: trade.total,
    balance: trade.balance_after,
    owned: trade.holding_after === 1,
    replayed,
  };
}
