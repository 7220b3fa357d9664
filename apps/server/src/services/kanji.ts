import { coinAmount, plural, starRating, type KanjiEntry } from '@soroban/core';
import { failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { balanceOf } from '../repositories/ledger.ts';
import { addKanji, bestStars, drawings, insertDrawing, kanjiHoldings, removeKanji } from '../repositories/rewards.ts';
import { kanjiSellPrice, type RewardsContent } from './rewards-content.ts';
import type { Rewards } from './rewards.ts';
import { drawingView, kanjiSummaryOf } from './rewards-views.ts';
import { type TradeOutcome, tradeOnce } from './trades.ts';

type Ctx = Pick<CallContext, 'db' | 'user' | 'now'>;

const HISTORY_LIMIT = 100;

export function kanjiOr404(content: RewardsContent, kanjiId: string): KanjiEntry {
  const entry = content.kanji.get(kanjiId);
  if (!entry) throw failures.notFound(`There is no kanji with the id ${kanjiId} in the collection. Pick one from the kanji list.`);
  return entry;
}

/** Every kanji of the collection, with whether the person owns it and their best drawing. */
export async function kanjiList(ctx: Ctx, { content }: Rewards) {
  const db = ctx.db.kysely;
  const owned = new Set((await kanjiHoldings(db, ctx.user.id)).map((row) => row.kanji_id));
  const stars = await bestStars(db, ctx.user.id);
  return {
    balance: await balanceOf(db, ctx.user.id),
    kanji: content.kanjiList.map((entry) => kanjiSummaryOf(entry, owned.has(entry.id), stars.get(entry.id) ?? 0)),
  };
}

export async function myKanji(ctx: Ctx, { content }: Rewards) {
  const db = ctx.db.kysely;
  const stars = await bestStars(db, ctx.user.id);
  const kanji = (await kanjiHoldings(db, ctx.user.id)).flatMap((row) => {
    const entry = content.kanji.get(row.kanji_id);
    return entry ? [kanjiSummaryOf(entry, true, stars.get(entry.id) ?? 0)] : [];
  });
  return { balance: await balanceOf(db, ctx.user.id), kanji };
}

export async function kanjiDetail(ctx: Ctx, { content }: Rewards, kanjiId: string) {
  const db = ctx.db.kysely;
  const entry = kanjiOr404(content, kanjiId);
  const owned = (await kanjiHoldings(db, ctx.user.id)).some((row) => row.kanji_id === entry.id);
  const stars = await bestStars(db, ctx.user.id);
  return {
    balance: await balanceOf(db, ctx.user.id),
    kanji: kanjiSummaryOf(entry, owned, stars.get(entry.id) ?? 0),
    strokes: (content.strokes.get(entry.id)?.strokes ?? []).map((s) => ({ d: s.d, points: s.points.map((p) => ({ x: p.x, y: p.y })) })),
  };
}

/** Buys a kanji at its price or sells it back at the refund rate, once per key; each kanji is owned at most once. */
export async function tradeKanji(ctx: Ctx, { content }: Rewards, side: 'buy' | 'sell', kanjiId: string, idempotencyKey: string) {
  const entry = kanjiOr404(content, kanjiId);
  const outcome: TradeOutcome = await tradeOnce(ctx, idempotencyKey, { side, asset: 'kanji', item: entry.id, quantity: 1 }, () => {
    const price = side === 'buy' ? entry.price : kanjiSellPrice(entry);
    const what = `kanji ${entry.character} (${entry.meanings[0] ?? ''}) for ${coinAmount(price)}`;
    return {
      side,
      asset: 'kanji',
      item: entry.id,
      quantity: 1,
      price,
      description: side === 'buy' ? `Bought ${what}` : `Sold ${what}`,
      moveHolding: async (trx) => {
        if (side === 'buy') {
          if (!(await addKanji(trx, ctx.user.id, entry.id, price, ctx.now.toISOString())))
            throw failures.conflict(`You already own ${entry.character}; each kanji can be owned once.`);
          return 1;
        }
        if (!(await removeKanji(trx, ctx.user.id, entry.id))) throw failures.conflict(`You do not own ${entry.character}, so you cannot sell it.`);
        return 0;
      },
    };
  });
  return { entry: kanjiOr404(content, outcome.trade.item), ...outcome };
}

export interface Drawing {
  kanjiId: string;
  mistakes: number[];
  stars: number;
}

/** Keeps a drawing's result; the stars are the server's own count from the mistakes per stroke. */
export async function saveDrawing(ctx: Ctx, { content }: Rewards, drawing: Drawing) {
  const entry = kanjiOr404(content, drawing.kanjiId);
  const { mistakes, stars } = drawing;
  if (mistakes.length !== entry.strokeCount) {
    throw failures.badInput(`${entry.character} has ${plural(entry.strokeCount, 'stroke')}; send one mistakes count per stroke (you sent ${mistakes.length}).`);
  }
  const earned = starRating(mistakes);
  if (stars !== earned) throw failures.badInput(`These mistakes earn ${plural(earned, 'star')}, not ${stars}.`);
  const db = ctx.db.kysely;
  const row = await insertDrawing(db, {
    user_id: ctx.user.id,
    kanji_id: entry.id,
    mistakes: JSON.stringify(mistakes),
    stars: earned,
    created_at: ctx.now.toISOString(),
  });
  const best = (await bestStars(db, ctx.user.id)).get(entry.id) ?? earned;
  return { entry, drawing: drawingView(row, entry.character), bestStars: best };
}

export async function drawingHistory(ctx: Ctx, { content }: Rewards, kanjiId: string | undefined) {
  if (kanjiId !== undefined) kanjiOr404(content, kanjiId);
  const rows = await drawings(ctx.db.kysely, ctx.user.id, kanjiId, HISTORY_LIMIT);
  return rows.map((row) => drawingView(row, content.kanji.get(row.kanji_id)?.character ?? '?'));
}
