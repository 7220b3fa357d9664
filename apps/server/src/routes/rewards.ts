import {
  buyKanjiCall,
  buyStocksCall,
  drawingHistoryCall,
  kanjiDetailCall,
  kanjiListCall,
  marketCall,
  myKanjiCall,
  myStocksCall,
  saveDrawingCall,
  sellKanjiCall,
  sellStocksCall,
  stockDetailCall,
} from '@soroban/contracts';
import { plural } from '@soroban/core';
import type { FastifyInstance } from 'fastify';
import { mountCall, OK } from '../lib/call-route.ts';
import { drawingHistory, kanjiDetail, kanjiList, myKanji, saveDrawing, tradeKanji } from '../services/kanji.ts';
import { keyedSeeds, loadRewardsContent, marketSecret, PriceBook, type RewardsContent } from '../services/rewards-content.ts';
import { kanjiTradeView, stockTradeView } from '../services/rewards-views.ts';
import { market, myStocks, type Rewards, stockDetail, tradeStocks } from '../services/rewards.ts';

/** The simulated stock market and the kanji collection: browse, buy, sell, draw. */
export default async function rewardsRoutes(app: FastifyInstance, options: { content?: RewardsContent }) {
  const content = options.content ?? loadRewardsContent();
  const seeds = keyedSeeds(await marketSecret(app.config, app.db, app.clock()));
  const rewards: Rewards = { content, book: new PriceBook(content, seeds) };

  mountCall(app, marketCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await market(ctx, rewards)) }));

  mountCall(app, stockDetailCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await stockDetail(ctx, rewards, body.ticker, body.days)) }));

  for (const [call, side] of [
    [buyStocksCall, 'buy'],
    [sellStocksCall, 'sell'],
  ] as const) {
    mountCall(app, call, async (body, ctx) => {
      const { trade, replayed } = await tradeStocks(ctx, rewards, side, body);
      return { httpResponse: OK, ...stockTradeView(side, trade, replayed) };
    });
  }

  mountCall(app, myStocksCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await myStocks(ctx, rewards)) }));

  mountCall(app, kanjiListCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await kanjiList(ctx, rewards)) }));

  mountCall(app, myKanjiCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await myKanji(ctx, rewards)) }));

  mountCall(app, kanjiDetailCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await kanjiDetail(ctx, rewards, body.kanjiId)) }));

  for (const [call, side] of [
    [buyKanjiCall, 'buy'],
    [sellKanjiCall, 'sell'],
  ] as const) {
    mountCall(app, call, async (body, ctx) => {
      const { entry, trade, replayed } = await tradeKanji(ctx, rewards, side, body.kanjiId, body.idempotencyKey);
      return { httpResponse: OK, ...kanjiTradeView(side, entry, trade, replayed) };
    });
  }

  mountCall(app, saveDrawingCall, async (body, ctx) => {
    const { entry, drawing, bestStars } = await saveDrawing(ctx, rewards, body);
    return { httpResponse: OK, message: `Saved: ${plural(drawing.stars, 'star')} for ${entry.character}.`, drawing, bestStars };
  });

  mountCall(app, drawingHistoryCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', drawings: await drawingHistory(ctx, rewards, body.kanjiId) }));
}
