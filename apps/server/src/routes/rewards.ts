import {
  buyKanjiCall,
  buyStocksCall,
  drawingHistoryCall,
  type KanjiSummary,
  kanjiDetailCall,
  kanjiListCall,
  marketCall,
  myKanjiCall,
  myStocksCall,
  saveDrawingCall,
  sellKanjiCall,
  sellStocksCall,
  stockDetailCall,
  type StockQuote,
} from '@soroban/contracts';
import { dateOfDay, type KanjiEntry, type Stock, starRating } from '@soroban/core';
import type { FastifyInstance } from 'fastify';
import { failures } from '../lib/api-failure.ts';
import { OK, mountLegacyCall } from '../lib/call-route.ts';
import { balanceOf } from '../repositories/ledger.ts';
import { bestStars, drawings, insertDrawing, kanjiHoldings, sharesOf, stockHoldings } from '../repositories/rewards.ts';
import { kanjiOr404, kanjiSellPrice, marketToday, stockOr404, tradeKanji, tradeStocks } from '../services/rewards.ts';
import { loadRewardsContent, PriceBook, type RewardsContent } from '../services/rewards-content.ts';

const HISTORY_LIMIT = 100;

/** The simulated stock market and the kanji collection: browse, buy, sell, draw. */
export default async function rewardsRoutes(app: FastifyInstance, options: { content?: RewardsContent }) {
  const content = options.content ?? loadRewardsContent();
  const book = new PriceBook(content);

  const quoteOf = (stock: Stock, day: number): StockQuote => {
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
  };

  const summaryOf = (entry: KanjiEntry, owned: boolean, stars: number): KanjiSummary => ({
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

  mountLegacyCall(app, marketCall, async (request) => {
    const user = await request.requireUser();
    const day = marketToday(app);
    return {
      httpResponse: OK,
      message: 'OK',
      date: dateOfDay(day),
      balance: await balanceOf(app.db.kysely, user.id),
      stocks: content.stockList.map((stock) => quoteOf(stock, day)),
    };
  });

  mountLegacyCall(app, stockDetailCall, async (request) => {
    const user = await request.requireUser();
    const stock = stockOr404(content, request.body.ticker);
    const day = marketToday(app);
    return {
      httpResponse: OK,
      message: 'OK',
      stock: quoteOf(stock, day),
      history: book.history(stock, day, request.body.days),
      sharesOwned: await sharesOf(app.db.kysely, user.id, stock.ticker),
      balance: await balanceOf(app.db.kysely, user.id),
    };
  });

  for (const [call, side] of [
    [buyStocksCall, 'buy'],
    [sellStocksCall, 'sell'],
  ] as const) {
    mountLegacyCall(app, call, async (request) => {
      const user = await request.requireUser();
      const { trade, replayed } = await tradeStocks(app, book, content, user.id, side, request.body);
      const shares = trade.quantity === 1 ? 'share' : 'shares';
      return {
        httpResponse: OK,
        message:
          side === 'buy'
            ? `Bought ${trade.quantity} ${shares} of ${trade.item} for ${trade.total} coins.`
            : `Sold ${trade.quantity} ${shares} of ${trade.item} for ${trade.total} coins.`,
        ticker: trade.item,
        quantity: trade.quantity,
        price: trade.price,
        total: trade.total,
        balance: trade.balance_after,
        shares: trade.holding_after,
        replayed,
      };
    });
  }

  mountLegacyCall(app, myStocksCall, async (request) => {
    const user = await request.requireUser();
    const day = marketToday(app);
    const holdings = (await stockHoldings(app.db.kysely, user.id)).flatMap((row) => {
      const stock = content.stocks.get(row.ticker);
      if (!stock) return [];
      const price = book.quote(stock, day).price;
      const value = price * row.shares;
      return [
        {
          ticker: stock.ticker,
          name: stock.name,
          shares: row.shares,
          averageCost: Math.round((row.cost_basis / row.shares) * 100) / 100,
          price,
          value,
          gain: value - row.cost_basis,
        },
      ];
    });
    return {
      httpResponse: OK,
      message: 'OK',
      balance: await balanceOf(app.db.kysely, user.id),
      totalValue: holdings.reduce((sum, h) => sum + h.value, 0),
      holdings,
    };
  });

  mountLegacyCall(app, kanjiListCall, async (request) => {
    const user = await request.requireUser();
    const owned = new Set((await kanjiHoldings(app.db.kysely, user.id)).map((row) => row.kanji_id));
    const stars = await bestStars(app.db.kysely, user.id);
    return {
      httpResponse: OK,
      message: 'OK',
      balance: await balanceOf(app.db.kysely, user.id),
      kanji: content.kanjiList.map((entry) => summaryOf(entry, owned.has(entry.id), stars.get(entry.id) ?? 0)),
    };
  });

  mountLegacyCall(app, myKanjiCall, async (request) => {
    const user = await request.requireUser();
    const stars = await bestStars(app.db.kysely, user.id);
    const kanji = (await kanjiHoldings(app.db.kysely, user.id)).flatMap((row) => {
      const entry = content.kanji.get(row.kanji_id);
      return entry ? [summaryOf(entry, true, stars.get(entry.id) ?? 0)] : [];
    });
    return { httpResponse: OK, message: 'OK', balance: await balanceOf(app.db.kysely, user.id), kanji };
  });

  mountLegacyCall(app, kanjiDetailCall, async (request) => {
    const user = await request.requireUser();
    const entry = kanjiOr404(content, request.body.kanjiId);
    const owned = (await kanjiHoldings(app.db.kysely, user.id)).some((row) => row.kanji_id === entry.id);
    const stars = await bestStars(app.db.kysely, user.id);
    return {
      httpResponse: OK,
      message: 'OK',
      balance: await balanceOf(app.db.kysely, user.id),
      kanji: summaryOf(entry, owned, stars.get(entry.id) ?? 0),
      strokes: (content.strokes.get(entry.id)?.strokes ?? []).map((s) => ({ d: s.d, points: s.points.map((p) => ({ x: p.x, y: p.y })) })),
    };
  });

  for (const [call, side] of [
    [buyKanjiCall, 'buy'],
    [sellKanjiCall, 'sell'],
  ] as const) {
    mountLegacyCall(app, call, async (request) => {
      const user = await request.requireUser();
      const { trade, replayed } = await tradeKanji(app, content, user.id, side, request.body.kanjiId, request.body.idempotencyKey);
      const entry = kanjiOr404(content, trade.item);
      return {
        httpResponse: OK,
        message: side === 'buy' ? `Bought ${entry.character} for ${trade.total} coins.` : `Sold ${entry.character} for ${trade.total} coins.`,
        kanjiId: entry.id,
        character: entry.character,
        total: trade.total,
        balance: trade.balance_after,
        owned: trade.holding_after === 1,
        replayed,
      };
    });
  }

  mountLegacyCall(app, saveDrawingCall, async (request) => {
    const user = await request.requireUser();
    const entry = kanjiOr404(content, request.body.kanjiId);
    const { mistakes, stars } = request.body;
    if (mistakes.length !== entry.strokeCount) {
      throw failures.badInput(
        `${entry.character} has ${entry.strokeCount} stroke${entry.strokeCount === 1 ? '' : 's'}; send one mistakes count per stroke (you sent ${mistakes.length}).`,
      );
    }
    const earned = starRating(mistakes);
    if (stars !== earned) throw failures.badInput(`These mistakes earn ${earned} star${earned === 1 ? '' : 's'}, not ${stars}.`);
    const row = await insertDrawing(app.db.kysely, {
      user_id: user.id,
      kanji_id: entry.id,
      mistakes: JSON.stringify(mistakes),
      stars: earned,
      created_at: app.clock().toISOString(),
    });
    const best = (await bestStars(app.db.kysely, user.id)).get(entry.id) ?? earned;
    return {
      httpResponse: OK,
      message: `Saved: ${earned} star${earned === 1 ? '' : 's'} for ${entry.character}.`,
      drawing: { drawingId: row.id, kanjiId: entry.id, character: entry.character, mistakes, stars: earned, createdAt: row.created_at },
      bestStars: best,
    };
  });

  mountLegacyCall(app, drawingHistoryCall, async (request) => {
    const user = await request.requireUser();
    if (request.body.kanjiId !== undefined) kanjiOr404(content, request.body.kanjiId);
    const rows = await drawings(app.db.kysely, user.id, request.body.kanjiId, HISTORY_LIMIT);
    return {
      httpResponse: OK,
      message: 'OK',
      drawings: rows.map((row) => ({
        drawingId: row.id,
        kanjiId: row.kanji_id,
        character: content.kanji.get(row.kanji_id)?.character ?? '?',
        mistakes: JSON.parse(row.mistakes) as number[],
        stars: row.stars,
        createdAt: row.created_at,
      })),
    };
  });
}
