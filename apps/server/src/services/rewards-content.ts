import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KANJI_REFUND_RATE } from '@soroban/contracts';
import { type KanjiEntry, type KanjiStrokes, type ShockSeeds, type Stock, dateOfDay, priceHistory, priceOn } from '@soroban/core';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { sharedSecret } from '../repositories/server-secrets.ts';

const CONTENT_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../content');

export interface RewardsContent {
  stocks: ReadonlyMap<string, Stock>;
  stockList: readonly Stock[];
  kanji: ReadonlyMap<string, KanjiEntry>;
  kanjiList: readonly KanjiEntry[];
  strokes: ReadonlyMap<string, KanjiStrokes>;
}

/** Reads content/stocks and content/kanji once at start: the market and the collectible set. */
export function loadRewardsContent(contentDir = CONTENT_DIR): RewardsContent {
  const stockList = JSON.parse(readFileSync(resolve(contentDir, 'stocks/stocks.json'), 'utf8')) as Stock[];
  const kanjiList = JSON.parse(readFileSync(resolve(contentDir, 'kanji/kanji.json'), 'utf8')) as KanjiEntry[];
  const strokes = new Map<string, KanjiStrokes>();
  for (const entry of kanjiList) {
    const file = JSON.parse(readFileSync(resolve(contentDir, `kanji/strokes/${entry.id}.json`), 'utf8')) as KanjiStrokes;
    if (file.strokes.length !== entry.strokeCount)
      throw new Error(`content/kanji: ${entry.id} has ${file.strokes.length} strokes, expected ${entry.strokeCount}`);
    strokes.set(entry.id, file);
  }
  return {
    stocks: new Map(stockList.map((s) => [s.ticker, s])),
    stockList,
    kanji: new Map(kanjiList.map((k) => [k.id, k])),
    kanjiList,
    strokes,
  };
}

/** A kanji sells back for its price times the refund rate, in whole coins rounded down. */
export const kanjiSellPrice = (entry: KanjiEntry) => Math.floor(entry.price * KANJI_REFUND_RATE);

/**
 * The market's secret: MARKET_SECRET, or one generated once and kept in the database, so every
 * process on it (and every restart) prices alike.
 */
export async function marketSecret(config: Config, db: Db, now: Date): Promise<string> {
  return config.marketSecret ?? sharedSecret(db.kysely, 'market', randomBytes(32).toString('hex'), now.toISOString());
}

/**
 * The seed of each stock's shock on each day: the first 32 bits of HMAC-SHA256(secret, 'ticker:day').
 * Without the secret, tomorrow's shock is unknowable, whatever one reads in core. Past days never
 * change, so each seed is computed once per process.
 */
export function keyedSeeds(secret: string): ShockSeeds {
  const seeds = new Map<string, number[]>();
  return (ticker, day) => {
    let days = seeds.get(ticker);
    if (!days) seeds.set(ticker, (days = []));
    let seed = days[day];
    if (seed === undefined) {
      seed = createHmac('sha256', secret).update(`${ticker}:${day}`).digest().readUInt32BE(0);
      days[day] = seed;
    }
    return seed;
  };
}

/**
 * Today's and yesterday's price of every stock, per market day. Prices are a pure function of the
 * day, so this per-process memo holds nothing another instance would need.
 */
export class PriceBook {
  private day = -1;
  private quotes = new Map<string, { price: number; previous: number }>();

  constructor(
    private readonly content: RewardsContent,
    private readonly seeds: ShockSeeds,
  ) {}

  quote(stock: Stock, day: number): { price: number; previous: number } {
    if (day !== this.day) {
      this.day = day;
      this.quotes = new Map();
    }
    let quote = this.quotes.get(stock.ticker);
    if (!quote) {
      if (day === 0) quote = { price: priceOn(stock, 0, this.seeds), previous: priceOn(stock, 0, this.seeds) };
      else {
        const [before, today] = priceHistory(stock, day - 1, day, this.seeds);
        quote = { price: today?.price ?? 1, previous: before?.price ?? 1 };
      }
      this.quotes.set(stock.ticker, quote);
    }
    return quote;
  }

  history(stock: Stock, day: number, days: number) {
    return priceHistory(stock, Math.max(0, day - days), day, this.seeds).map((p) => ({ date: dateOfDay(p.day), price: p.price }));
  }

  get stocks() {
    return this.content.stockList;
  }
}
