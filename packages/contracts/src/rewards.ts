import { z } from 'zod/mini';
import { integer } from './fields.ts';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';

/** Most shares one order may move: keeps totals small whole numbers and typos harmless. */
export const MAX_ORDER_SHARES = 10_000;
/** A kanji sells back for this share of its price (whole coins, rounded down). */
export const KANJI_REFUND_RATE = 0.5;
export const PRICE_HISTORY_DAYS = [30, 90, 365] as const;

export const tickerField = z
  .string({ error: 'ticker must be text' })
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2,5}$/, 'ticker must be 2–5 letters, like ABCS'));

/** KanjiVG's name for a kanji: its code point in 5 lower-case hex digits ('04e00' is 一). */
export const kanjiIdField = z
  .string({ error: 'kanjiId must be text' })
  .check(z.trim(), z.toLowerCase(), z.regex(/^[0-9a-f]{5}$/, "kanjiId must be 5 hex digits, like '04e00'"));

export const shareQuantityField = z
  .number({ error: 'quantity must be a number' })
  .check(
    z.int('quantity must be a whole number of shares'),
    z.minimum(1, 'quantity must be at least 1 share'),
    z.maximum(MAX_ORDER_SHARES, `quantity can be at most ${MAX_ORDER_SHARES.toLocaleString('en')} shares`),
  );

const priceField = z
  .number({ error: 'expectedPrice must be a number' })
  .check(z.int('expectedPrice must be whole coins'), z.minimum(1, 'expectedPrice must be at least 1'));

/** Chosen by the client once per order and sent again on a retry, so a retried order never pays twice. */
export const idempotencyKeyField = z
  .string({ error: 'idempotencyKey must be text' })
  .check(
    z.minLength(8, 'idempotencyKey must have at least 8 characters'),
    z.maxLength(100, 'idempotencyKey can have at most 100 characters'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'idempotencyKey may use only letters, digits, - and _'),
  );

export const stockQuote = z.object({
  ticker: z.string(),
  name: z.string(),
  sector: z.string(),
  description: z.string(),
  /** Today's price of one share, whole coins. */
  price: integer,
  /** Today's price minus yesterday's. */
  change: integer,
  changePercent: z.number(),
});
export type StockQuote = z.infer<typeof stockQuote>;

export const pricePoint = z.object({ date: z.string(), price: integer });
export type PricePointAnswer = z.infer<typeof pricePoint>;

export const stockHolding = z.object({
  ticker: z.string(),
  name: z.string(),
  shares: integer,
  /** Coins paid per share still held, on average (may be fractional). */
  averageCost: z.number(),
  price: integer,
  value: integer,
  /** value minus what the shares still held cost. */
  gain: integer,
});
export type StockHolding = z.infer<typeof stockHolding>;

/** The answer to a buy or a sell: what happened, the balance after and the shares now held. */
const tradeAnswer = successEnvelope({
  ticker: z.string(),
  quantity: integer,
  price: integer,
  total: integer,
  balance: integer,
  shares: integer,
  /** True when this answers a retry of an order already carried out. */
  replayed: z.boolean(),
});

export const marketCall = defineCall(apiPath('market_api'), clientBody, successEnvelope({ date: z.string(), balance: integer, stocks: z.array(stockQuote) }));

export const stockDetailCall = defineCall(
  apiPath('stock_detail_api'),
  z.extend(clientBody, {
    ticker: tickerField,
    days: z._default(z.union([z.literal(30), z.literal(90), z.literal(365)], { error: 'days must be 30, 90 or 365' }), 30),
  }),
  successEnvelope({
    stock: stockQuote,
    history: z.array(pricePoint),
    sharesOwned: integer,
    balance: integer,
  }),
);

const orderBody = z.extend(clientBody, {
  ticker: tickerField,
  quantity: shareQuantityField,
  expectedPrice: priceField,
  idempotencyKey: idempotencyKeyField,
});

export const buyStocksCall = defineCall(apiPath('buy_stocks_api'), orderBody, tradeAnswer);
export const sellStocksCall = defineCall(apiPath('sell_stocks_api'), orderBody, tradeAnswer);

export const myStocksCall = defineCall(
  apiPath('my_stocks_api'),
  clientBody,
  successEnvelope({ balance: integer, totalValue: integer, holdings: z.array(stockHolding) }),
);

export const kanjiSummary = z.object({
  kanjiId: z.string(),
  character: z.string(),
  meanings: z.array(z.string()),
  on: z.array(z.string()),
  kun: z.array(z.string()),
  strokeCount: integer,
  grade: integer,
  category: z.string(),
  price: integer,
  /** What selling it back pays: KANJI_REFUND_RATE of the price. */
  sellPrice: integer,
  owned: z.boolean(),
  /** Best star rating of the person's drawings of it, 0 when never drawn. */
  bestStars: integer,
});
export type KanjiSummary = z.infer<typeof kanjiSummary>;

export const strokePoint = z.object({ x: z.number(), y: z.number() });
export const referenceStroke = z.object({ d: z.string(), points: z.array(strokePoint) });
export type ReferenceStrokeAnswer = z.infer<typeof referenceStroke>;

export const kanjiListCall = defineCall(apiPath('kanji_list_api'), clientBody, successEnvelope({ balance: integer, kanji: z.array(kanjiSummary) }));

export const kanjiDetailCall = defineCall(
  apiPath('kanji_detail_api'),
  z.extend(clientBody, { kanjiId: kanjiIdField }),
  successEnvelope({ balance: integer, kanji: kanjiSummary, strokes: z.array(referenceStroke) }),
);

const kanjiTradeAnswer = successEnvelope({
  kanjiId: z.string(),
  character: z.string(),
  total: integer,
  balance: integer,
  owned: z.boolean(),
  replayed: z.boolean(),
});

const kanjiOrderBody = z.extend(clientBody, { kanjiId: kanjiIdField, idempotencyKey: idempotencyKeyField });
export const buyKanjiCall = defineCall(apiPath('buy_kanji_api'), kanjiOrderBody, kanjiTradeAnswer);
export const sellKanjiCall = defineCall(apiPath('sell_kanji_api'), kanjiOrderBody, kanjiTradeAnswer);

export const myKanjiCall = defineCall(apiPath('my_kanji_api'), clientBody, successEnvelope({ balance: integer, kanji: z.array(kanjiSummary) }));

export const drawingResult = z.object({
  drawingId: integer,
  kanjiId: z.string(),
  character: z.string(),
  mistakes: z.array(integer),
  stars: integer,
  createdAt: z.string(),
});
export type DrawingResult = z.infer<typeof drawingResult>;

/** Any kanji may be practised, owned or not; results are kept per person. Stars are recomputed by the server. */
export const saveDrawingCall = defineCall(
  apiPath('save_drawing_api'),
  z.extend(clientBody, {
    kanjiId: kanjiIdField,
    mistakes: z
      .array(
        z
          .number({ error: 'mistakes must be numbers' })
          .check(z.int('mistakes must be whole numbers'), z.minimum(0, 'mistakes cannot be negative'), z.maximum(99, 'at most 99 mistakes per stroke')),
        { error: 'mistakes must be a list with one number per stroke' },
      )
      .check(z.minLength(1, 'mistakes must have one number per stroke'), z.maxLength(40, 'mistakes must have one number per stroke')),
    stars: z
      .number({ error: 'stars must be a number' })
      .check(z.int('stars must be 1, 2 or 3'), z.minimum(1, 'stars must be 1, 2 or 3'), z.maximum(3, 'stars must be 1, 2 or 3')),
  }),
  successEnvelope({ drawing: drawingResult, bestStars: integer }),
);

export const drawingHistoryCall = defineCall(
  apiPath('drawing_history_api'),
  z.extend(clientBody, { kanjiId: z.optional(kanjiIdField) }),
  successEnvelope({ drawings: z.array(drawingResult) }),
);
