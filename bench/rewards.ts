// Rewards: (1) a year of prices for every stock, as the history charts ask for it; (2) purchases per
// second on ONE balance under contention, through the real app (app.inject) on SQLite, or on
// PostgreSQL when DATABASE_URL is set, then a check that no coin was lost or paid twice.
import { performance } from 'node:perf_hooks';
import { dayNumber, priceHistory, priceOn } from '@soroban/core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { balanceOf, moveCoins } from '../apps/server/src/repositories/ledger.ts';
import { createAccount } from '../apps/server/src/services/accounts.ts';
import { keyedSeeds, loadRewardsContent } from '../apps/server/src/services/rewards-content.ts';
import { createTestDatabase } from '../apps/server/test/test-database.ts';

const content = loadRewardsContent();
// The server prices with its secret; the bench gives it one so it can compute the same prices.
const MARKET_SECRET = 'bench market secret, not for production';
const seeds = keyedSeeds(MARKET_SECRET);
const now = new Date();
const today = dayNumber(now);

// 1. Prices.
const runs: number[] = [];
for (let i = 0; i < 11; i++) {
  const start = performance.now();
  for (const stock of content.stockList) priceHistory(stock, Math.max(0, today - 365), today, seeds);
  runs.push(performance.now() - start);
}
runs.sort((a, b) => a - b);
console.log(
  `prices: a year of daily prices for all ${content.stockList.length} stocks: median ${runs[5]!.toFixed(2)} ms (${((content.stockList.length * 366) / runs[5]! / 1000).toFixed(1)} M prices/s)`,
);

// 2. Purchases under contention.
const BUYABLE = Number(process.env.BENCH_BUYABLE ?? 1000);
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 1500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

const database = await createTestDatabase();
const app = await buildApp({
  config: loadConfig({ DATA_DIR: database.dataDir, WEB_DIST_DIR: `${database.dataDir}/none`, SIGNIN_LIMIT_PER_ADDRESS: '10000', MARKET_SECRET }),
  db: database.db,
  clock: () => now,
});
await app.ready();
const user = (await createAccount(database.db, {
  email: 'bench@example.com',
  displayName: 'Bench',
  passwordHash: await hashPassword('bench password'),
  createdAt: now.toISOString(),
}))!;
const login = await app.inject({
  method: 'POST',
  url: '/rlm/mobile-apis/login_api.php',
  payload: { env: 'production', username: 'bench@example.com', password: 'bench password' },
});
const cookieValue = login.cookies.find((c) => c.name === 'sq_session')?.value;
if (!cookieValue) throw new Error(`sign-in failed: ${login.body}`);
const cookie = `sq_session=${cookieValue}`;

const stock = content.stockList.reduce((a, b) => (priceOn(b, today, seeds) < priceOn(a, today, seeds) ? b : a));
const price = priceOn(stock, today, seeds);
const granted = price * BUYABLE;
await database.db.kysely
  .transaction()
  .execute((trx) =>
    moveCoins(trx, { userId: user.id, amount: granted, reason: 'practice', description: 'bench coins', idempotencyKey: null, at: now.toISOString() }),
  );

const body = (i: number) => ({ env: 'production', ticker: stock.ticker, quantity: 1, expectedPrice: price, idempotencyKey: `bench-order-${i}` });
const buy = (i: number) => app.inject({ method: 'POST', url: '/rlm/mobile-apis/buy_stocks_api.php', payload: body(i), headers: { cookie } });

const statuses = new Map<number, number>();
const start = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < ATTEMPTS) {
      const i = next++;
      const response = await buy(i);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
  }),
);
const seconds = (performance.now() - start) / 1000;

// Retries of orders already carried out (every key once more, concurrently): nothing may move.
const before = await balanceOf(database.db.kysely, user.id);
await Promise.all(Array.from({ length: 200 }, (_, i) => buy(i)));
const afterRetries = await balanceOf(database.db.kysely, user.id);

const ledger = await database.db.kysely.selectFrom('coin_ledger').select('amount').where('user_id', '=', user.id).execute();
const ledgerSum = ledger.reduce((sum, row) => sum + row.amount, 0);
const shares = (await database.db.kysely.selectFrom('stock_holdings').select('shares').where('user_id', '=', user.id).executeTakeFirst())?.shares ?? 0;
const won = statuses.get(200) ?? 0;

console.log(
  `purchases (${database.databaseUrl ? 'PostgreSQL' : 'SQLite'}): ${ATTEMPTS} orders of 1 × ${stock.ticker} at ${price} coins, ${CONCURRENCY} at a time, on one balance covering ${BUYABLE}`,
);
console.log(`  ${(ATTEMPTS / seconds).toFixed(0)} orders/s answered, ${(won / seconds).toFixed(0)} purchases/s carried out, ${seconds.toFixed(2)} s in all`);
console.log(`  answers: ${[...statuses].map(([code, n]) => `${n} × ${code}`).join(', ')}`);
console.log(
  `  balance ${afterRetries} (granted ${granted}, spent ${won * price}); ledger sum ${ledgerSum}; shares held ${shares}; 200 retries moved ${before - afterRetries} coins`,
);
const ok = won === BUYABLE && afterRetries === 0 && before === 0 && ledgerSum === afterRetries && shares === won;
console.log(ok ? '  zero lost or doubled coins ✓' : '  MISMATCH: coins were lost or doubled ✗');

await app.close();
await database.drop();
if (!ok) process.exit(1);
