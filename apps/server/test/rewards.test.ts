import {
  buyKanjiCall,
  buyStocksCall,
  drawingHistoryCall,
  kanjiDetailCall,
  kanjiListCall,
  MAX_ORDER_SHARES,
  marketCall,
  myKanjiCall,
  myStocksCall,
  saveDrawingCall,
  sellKanjiCall,
  sellStocksCall,
  stockDetailCall,
  walletCall,
} from '@soroban/contracts';
import { dayNumber, priceOn, starRating, unkeyedSeeds } from '@soroban/core';
import { describe, expect, it } from 'vitest';
import { balanceOf, moveCoins } from '../src/repositories/ledger.ts';
import { buildApp } from '../src/app.ts';
import { keyedSeeds, loadRewardsContent } from '../src/services/rewards-content.ts';
import { ENV, signedInAppForEachTest, startTestApp, type TestApp } from './test-app.ts';

const MARKET_SECRET = 'the test market secret';
const seeds = keyedSeeds(MARKET_SECRET);

const content = loadRewardsContent();
const NOW = new Date('2026-11-22T10:00:00.000Z');
const priceToday = (ticker: string) => {
  const stock = content.stocks.get(ticker);
  return stock ? priceOn(stock, dayNumber(NOW), seeds) : 10;
};
const TICKER = content.stockList[0]!.ticker;

let t: TestApp;
let userId: number;
let cookie: string;
let keyCounter = 0;
const key = () => `test-key-${++keyCounter}-${Math.random().toString(36).slice(2)}`;

signedInAppForEachTest(
  (app) => {
    ({ t, userId, cookie } = app);
  },
  { MARKET_SECRET },
);

const grant = (amount: number) =>
  t.db.kysely
    .transaction()
    .execute((trx) => moveCoins(trx, { userId, amount, reason: 'practice', description: 'test coins', idempotencyKey: null, at: NOW.toISOString() }));
/** Bodies here may be wrong on purpose, so they are sent untyped; the answer is checked by the app (CHECK_ANSWERS). */
const call = async (target: { path: string }, body: object = {}) => {
  const response = await t.post(target.path, { ...ENV, ...body }, cookie);
  return { status: response.statusCode, body: response.json() };
};
const buy = (ticker: string, quantity: number, extra: object = {}) =>
  call(buyStocksCall, { ticker, quantity, expectedPrice: priceToday(ticker), idempotencyKey: key(), ...extra });
const sell = (ticker: string, quantity: number, extra: object = {}) =>
  call(sellStocksCall, { ticker, quantity, expectedPrice: priceToday(ticker), idempotencyKey: key(), ...extra });
async function ledgerSum() {
  const rows = await t.db.kysely.selectFrom('coin_ledger').select('amount').where('user_id', '=', userId).execute();
  return rows.reduce((sum, r) => sum + r.amount, 0);
}

describe('market', () => {
  it('lists every stock with today’s price and the change since yesterday', async () => {
    const { status, body } = await call(marketCall);
    expect(status).toBe(200);
    expect(body.stocks).toHaveLength(content.stockList.length);
    expect(body.stocks.length).toBeGreaterThanOrEqual(20);
    const first = body.stocks[0];
    expect(first).toMatchObject({ ticker: TICKER, price: priceToday(TICKER) });
    expect(first.change).toBe(priceToday(TICKER) - priceOn(content.stocks.get(TICKER)!, dayNumber(NOW) - 1, seeds));
    expect(body.date).toBe('2026-11-22');
  });

  it('answers a price history of 30, 90 or 365 days from the model', async () => {
    for (const days of [30, 90, 365]) {
      const { body } = await call(stockDetailCall, { ticker: TICKER.toLowerCase(), days });
      expect(body.history).toHaveLength(days + 1);
      expect(body.history.at(-1)).toEqual({ date: '2026-11-22', price: priceToday(TICKER) });
    }
    expect((await call(stockDetailCall, { ticker: TICKER, days: 7 })).status).toBe(400);
    expect(await call(stockDetailCall, { ticker: 'NOPE' })).toMatchObject({ status: 404 });
  });
});

describe('buying and selling stocks', () => {
  it('buys through the ledger with a clear description, and shows the holding', async () => {
    const price = priceToday(TICKER);
    await grant(price * 3 + 5);
    const bought = await buy(TICKER, 3);
    expect(bought).toMatchObject({ status: 200, body: { quantity: 3, price, total: price * 3, balance: 5, shares: 3, replayed: false } });
    const wallet = (await call(walletCall)).body;
    expect(wallet.entries[0]).toMatchObject({ amount: -price * 3, reason: 'stocks', description: `Bought 3 × ${TICKER} at ${price} coins` });
    const mine = (await call(myStocksCall)).body;
    expect(mine.holdings).toEqual([expect.objectContaining({ ticker: TICKER, shares: 3, averageCost: price, value: price * 3, gain: 0 })]);
  });

  it('never pays twice for a retried order', async () => {
    const price = priceToday(TICKER);
    await grant(price * 10);
    const idempotencyKey = key();
    const first = await buy(TICKER, 2, { idempotencyKey });
    const again = await buy(TICKER, 2, { idempotencyKey });
    expect(again.body).toMatchObject({ ...first.body, replayed: true });
    expect(await balanceOf(t.db.kysely, userId)).toBe(price * 8);
    // The same key for a different order is refused rather than silently answered.
    expect((await buy(TICKER, 1, { idempotencyKey })).status).toBe(409);
    // Racing retries of one order: still one payment.
    const racing = key();
    const results = await Promise.all(Array.from({ length: 5 }, () => buy(TICKER, 1, { idempotencyKey: racing })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.body.replayed)).toHaveLength(1);
    expect(await balanceOf(t.db.kysely, userId)).toBe(price * 7);
  });

  it('refuses stale prices, short balances, bad quantities and unknown tickers, moving nothing', async () => {
    const price = priceToday(TICKER);
    await grant(price * 2);
    expect(await buy(TICKER, 1, { expectedPrice: price + 1 })).toMatchObject({
      status: 409,
      body: { message: `The price changed to ${price} coins; check and confirm again.` },
    });
    expect(await buy(TICKER, 3)).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(`^You have ${price * 2} coins; this costs ${price * 3} coins`) },
    });
    for (const quantity of [0, -1, 1.5, 10_001, '2']) expect((await buy(TICKER, quantity as number)).status).toBe(400);
    expect((await buy('ZZZZ', 1, { expectedPrice: 10 })).status).toBe(404);
    expect((await buy(TICKER, 1, { idempotencyKey: 'x' })).status).toBe(400);
    expect(await balanceOf(t.db.kysely, userId)).toBe(price * 2);
    expect(await t.db.kysely.selectFrom('stock_holdings').selectAll().execute()).toEqual([]);
  });

  it('sells at today’s price, never more than owned, and keeps the average cost', async () => {
    const price = priceToday(TICKER);
    await grant(price * 4);
    await buy(TICKER, 4);
    expect(await sell(TICKER, 5)).toMatchObject({ status: 409, body: { message: `You own 4 shares of ${TICKER}; you cannot sell 5 shares.` } });
    expect(await sell(content.stockList[1]!.ticker, 1)).toMatchObject({ status: 409 });
    expect(await sell(TICKER, 1)).toMatchObject({ status: 200, body: { shares: 3, total: price, balance: price } });
    const wallet = (await call(walletCall)).body;
    expect(wallet.entries[0].description).toBe(`Sold 1 × ${TICKER} at ${price} coins`);
    const mine = (await call(myStocksCall)).body;
    expect(mine.holdings[0]).toMatchObject({ shares: 3, averageCost: price });
    // A day later the price moves; gain follows it.
    t.advance(86_400_000);
    const tomorrow = priceOn(content.stocks.get(TICKER)!, dayNumber(NOW) + 1, seeds);
    const later = (await call(myStocksCall)).body;
    expect(later.holdings[0]).toMatchObject({ price: tomorrow, gain: (tomorrow - price) * 3 });
    if (tomorrow !== price) expect((await sell(TICKER, 3)).status).toBe(409); // yesterday's price: stale
    expect(await sell(TICKER, 3, { expectedPrice: tomorrow })).toMatchObject({ status: 200, body: { shares: 0 } });
    expect((await call(myStocksCall)).body.holdings).toEqual([]);
  });

  it('lets exactly as many racing purchases win as the balance covers', async () => {
    const price = priceToday(TICKER);
    await grant(price * 12 + price - 1);
    const results = await Promise.all(Array.from({ length: 30 }, () => buy(TICKER, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(12);
    expect(results.filter((r) => r.status === 409)).toHaveLength(18);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const balance = await balanceOf(t.db.kysely, userId);
    expect(balance).toBe(price - 1);
    expect(await ledgerSum()).toBe(balance);
    expect((await call(myStocksCall)).body.holdings[0]).toMatchObject({ shares: 12 });
  });

  it('lets racing sales sell each share once', async () => {
    const price = priceToday(TICKER);
    await grant(price * 5);
    await buy(TICKER, 5);
    const results = await Promise.all(Array.from({ length: 12 }, () => sell(TICKER, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(await balanceOf(t.db.kysely, userId)).toBe(price * 5);
    expect(await ledgerSum()).toBe(price * 5);
  });

  it('lets one person’s racing buys and sells of one stock all go through, without deadlocking', async () => {
    // On PostgreSQL a buy that locked the wallet before the holding, racing a sell that locks the
    // holding before the wallet, deadlocked: one of them failed with a 444.
    const price = priceToday(TICKER);
    await grant(price * 20);
    await buy(TICKER, 10);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? buy(TICKER, 1) : sell(TICKER, 1))));
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await balanceOf(t.db.kysely, userId)).toBe(price * 10);
    expect(await ledgerSum()).toBe(price * 10);
    expect((await call(myStocksCall)).body.holdings[0]).toMatchObject({ shares: 10 });
    expect(await t.db.kysely.selectFrom('reward_trades').selectAll().where('user_id', '=', userId).execute()).toHaveLength(21);
  });
});

describe('prices keyed by a server secret', () => {
  const pricesOf = async (app: TestApp) => {
    await app.createAccount();
    const answer = (await app.post(marketCall.path, ENV, await app.signIn())).json();
    return answer.stocks.map((stock: { price: number }) => stock.price);
  };

  it('differ between servers with different secrets and agree between servers with the same one', async () => {
    const mine = await pricesOf(t);
    const other = await startTestApp({ MARKET_SECRET: 'another market secret' });
    const same = await startTestApp({ MARKET_SECRET });
    try {
      const otherPrices = await pricesOf(other);
      expect(otherPrices.filter((price: number, i: number) => price !== mine[i]).length).toBeGreaterThan(mine.length / 2);
      expect(await pricesOf(same)).toEqual(mine);
    } finally {
      await other.close();
      await same.close();
    }
  });

  it('are not the prices the source alone gives', async () => {
    const day = dayNumber(NOW);
    const unkeyed = content.stockList.map((stock) => priceOn(stock, day, unkeyedSeeds));
    const mine = await pricesOf(t);
    expect(mine.filter((price: number, i: number) => price !== unkeyed[i]).length).toBeGreaterThan(mine.length / 2);
  });

  it('without MARKET_SECRET, come from a secret made once in the database, shared by every process on it', async () => {
    const first = await startTestApp();
    const second = await buildApp({ config: first.config, db: first.connectAgain(), clock: () => NOW });
    try {
      const cookie = (await first.createAccount()) && (await first.signIn());
      const fromFirst = (await first.post(marketCall.path, ENV, cookie)).json().stocks;
      const fromSecond = (await second.inject({ method: 'POST', url: marketCall.path, payload: ENV, headers: { cookie } })).json().stocks;
      expect(fromSecond).toEqual(fromFirst);
      const stored = await first.db.kysely.selectFrom('server_secrets').select('value').where('name', '=', 'market').execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.value).toMatch(/^[0-9a-f]{64}$/);
      const fromSecret = content.stockList.map((stock) => priceOn(stock, dayNumber(NOW), keyedSeeds(stored[0]!.value)));
      expect(fromFirst.map((stock: { price: number }) => stock.price)).toEqual(fromSecret);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('money is 64-bit', () => {
  it('sells the largest order of a holding whose cost times its shares passes 2^31', async () => {
    // 10,000 shares bought for 214,749 coins or more: cost × shares no longer fits 32 bits.
    const market = (await call(marketCall)).body;
    const stock = market.stocks.reduce((a: { price: number }, b: { price: number }) => (b.price > a.price ? b : a));
    expect(stock.price * MAX_ORDER_SHARES).toBeGreaterThanOrEqual(214_749);
    await grant(stock.price * MAX_ORDER_SHARES);
    expect(await buy(stock.ticker, MAX_ORDER_SHARES, { expectedPrice: stock.price })).toMatchObject({ status: 200 });
    const sold = await sell(stock.ticker, MAX_ORDER_SHARES, { expectedPrice: stock.price });
    expect(sold).toMatchObject({ status: 200, body: { shares: 0, balance: stock.price * MAX_ORDER_SHARES } });
  });

  it('keeps a balance beyond 2^31 coins exact, and answers it as a number', async () => {
    const big = 3_000_000_123;
    await grant(big);
    const market = (await call(marketCall)).body;
    const price = market.stocks.find((s: { ticker: string }) => s.ticker === TICKER).price;
    const bought = await buy(TICKER, MAX_ORDER_SHARES, { expectedPrice: price });
    expect(bought).toMatchObject({ status: 200, body: { balance: big - price * MAX_ORDER_SHARES } });
    const wallet = (await call(walletCall)).body;
    expect(wallet.balance).toBe(big - price * MAX_ORDER_SHARES);
    expect(wallet.entries.map((entry: { balanceAfter: number }) => entry.balanceAfter)).toEqual([big - price * MAX_ORDER_SHARES, big]);
    expect(await ledgerSum()).toBe(big - price * MAX_ORDER_SHARES);
  });
});

describe('kanji', () => {
  const ICHI = '04e00';
  it('lists the collection with prices and owned flags, and details with strokes', async () => {
    const list = (await call(kanjiListCall)).body;
    expect(list.kanji.length).toBeGreaterThanOrEqual(80);
    expect(list.kanji.find((k: { kanjiId: string }) => k.kanjiId === ICHI)).toMatchObject({ character: '一', price: 30, sellPrice: 15, owned: false });
    const detail = (await call(kanjiDetailCall, { kanjiId: ICHI })).body;
    expect(detail.strokes).toHaveLength(1);
    expect(detail.strokes[0].points.length).toBeGreaterThan(10);
    expect((await call(kanjiDetailCall, { kanjiId: '0ffff' })).status).toBe(404);
    expect((await call(kanjiDetailCall, { kanjiId: '一' })).status).toBe(400);
  });

  it('buys once, sells back for half, with ledger lines', async () => {
    await grant(45);
    const idempotencyKey = key();
    expect(await call(buyKanjiCall, { kanjiId: ICHI, idempotencyKey })).toMatchObject({ status: 200, body: { total: 30, balance: 15, owned: true } });
    expect((await call(buyKanjiCall, { kanjiId: ICHI, idempotencyKey })).body).toMatchObject({ replayed: true, balance: 15 });
    expect(await call(buyKanjiCall, { kanjiId: ICHI, idempotencyKey: key() })).toMatchObject({
      status: 409,
      body: { message: 'You already own 一; each kanji can be owned once.' },
    });
    expect(await call(buyKanjiCall, { kanjiId: '04e8c', idempotencyKey: key() })).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^You have 15 coins; this costs 40 coins/) },
    });
    expect((await call(myKanjiCall)).body.kanji.map((k: { character: string }) => k.character)).toEqual(['一']);
    expect(await call(sellKanjiCall, { kanjiId: '04e8c', idempotencyKey: key() })).toMatchObject({ status: 409 });
    expect(await call(sellKanjiCall, { kanjiId: ICHI, idempotencyKey: key() })).toMatchObject({
      status: 200,
      body: { total: 15, balance: 30, owned: false },
    });
    const wallet = (await call(walletCall)).body;
    expect(wallet.entries.slice(0, 2).map((e: { description: string }) => e.description)).toEqual([
      'Sold kanji 一 (one) for 15 coins',
      'Bought kanji 一 (one) for 30 coins',
    ]);
    expect(await ledgerSum()).toBe(30);
  });

  it('racing purchases of one kanji: one wins, one payment', async () => {
    await grant(300);
    const results = await Promise.all(Array.from({ length: 10 }, () => call(buyKanjiCall, { kanjiId: ICHI, idempotencyKey: key() })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await balanceOf(t.db.kysely, userId)).toBe(270);
  });

  it('answers copies of one order sent at once as the one trade, even when the trade leaves nothing for a copy to do', async () => {
    await grant(300);
    const idempotencyKey = key();
    const copies = await Promise.all(Array.from({ length: 5 }, () => call(buyKanjiCall, { kanjiId: ICHI, idempotencyKey })));
    // A copy that met the kanji already owned (by its own order) is a replay, not 'you already own it'.
    expect(copies.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    expect(copies.filter((c) => !c.body.replayed)).toHaveLength(1);
    expect(await balanceOf(t.db.kysely, userId)).toBe(270);

    await buy(TICKER, 1);
    const sellKey = key();
    const sales = await Promise.all(Array.from({ length: 5 }, () => sell(TICKER, 1, { idempotencyKey: sellKey })));
    // Likewise a copy of the sale of the last share is not told 'you do not own any'.
    expect(sales.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    expect(sales.filter((c) => !c.body.replayed)).toHaveLength(1);
    expect(await ledgerSum()).toBe(270);
  });

  it('saves drawings of any kanji with server-checked stars, and lists them', async () => {
    const saved = await call(saveDrawingCall, { kanjiId: '04e8c', mistakes: [0, 1], stars: starRating([0, 1]) });
    expect(saved).toMatchObject({ status: 200, body: { drawing: { character: '二', mistakes: [0, 1], stars: 2 }, bestStars: 2 } });
    expect((await call(saveDrawingCall, { kanjiId: '04e8c', mistakes: [0, 1], stars: 3 })).status).toBe(400);
    expect((await call(saveDrawingCall, { kanjiId: '04e8c', mistakes: [0], stars: 3 })).status).toBe(400);
    expect((await call(saveDrawingCall, { kanjiId: '04e8c', mistakes: [0, -1], stars: 3 })).status).toBe(400);
    await call(saveDrawingCall, { kanjiId: '04e8c', mistakes: [0, 0], stars: 3 });
    const history = (await call(drawingHistoryCall, { kanjiId: '04e8c' })).body;
    expect(history.drawings.map((d: { stars: number }) => d.stars)).toEqual([3, 2]);
    expect((await call(kanjiListCall)).body.kanji.find((k: { kanjiId: string }) => k.kanjiId === '04e8c').bestStars).toBe(3);
  });

  it('refuses anonymous callers', async () => {
    cookie = '';
    for (const target of [marketCall, myStocksCall, kanjiListCall, drawingHistoryCall]) expect((await call(target)).status).toBe(403);
  });
});
