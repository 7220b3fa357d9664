import type { Generated } from 'kysely';

/** The balance a conditional UPDATE changes atomically: two spends racing for the last coins cannot both win. */
export interface WalletsTable {
  user_id: number;
  balance: number;
}

/** The append-only history of every change of a balance. */
export interface CoinLedgerTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  balance_after: number;
  reason: string;
  description: string;
  idempotency_key: string | null;
  created_at: string;
}

export interface LedgerTables {
  wallets: WalletsTable;
  coin_ledger: CoinLedgerTable;
}
