import type { Generated } from 'kysely';

/** Shares a person holds of one stock; `cost_basis` is what the shares still held cost in coins. */
export interface StockHoldingsTable {
  user_id: number;
  ticker: string;
  shares: number;
  cost_basis: number;
}

/** Kanji are collectibles: a person owns each at most once. */
export interface KanjiHoldingsTable {
  user_id: number;
  kanji_id: string;
  price_paid: number;
  bought_at: string;
}

/**
 * Every buy and sell, keyed by the client's idempotency key (namespaced per person), so a retried
 * order answers what the first one did. `ledger_entry_id` is the coin_ledger row it moved.
 */
export interface RewardTradesTable {
  id: Generated<number>;
  user_id: number;
  /** 'buy-stock' | 'sell-stock' | 'buy-kanji' | 'sell-kanji' */
  kind: string;
  /** The ticker or the kanji id. */
  item: string;
  quantity: number;
  price: number;
  total: number;
  balance_after: number;
  /** Shares (or 0/1 for a kanji) held right after this trade. */
  holding_after: number;
  idempotency_key: string;
  ledger_entry_id: number;
  created_at: string;
}

export interface KanjiDrawingsTable {
  id: Generated<number>;
  user_id: number;
  kanji_id: string;
  /** JSON array: mistakes per stroke. */
  mistakes: string;
  stars: number;
  created_at: string;
}

export interface RewardTables {
  stock_holdings: StockHoldingsTable;
  kanji_holdings: KanjiHoldingsTable;
  reward_trades: RewardTradesTable;
  kanji_drawings: KanjiDrawingsTable;
}
