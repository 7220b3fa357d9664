import { walletCall } from '@soroban/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { balanceOf, moveCoins } from '../src/repositories/ledger.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let userId: number;
beforeEach(async () => {
  t = await startTestApp();
  userId = (await t.createAccount())!.id;
});
afterEach(async () => {
  await t.close();
});

const move = (amount: number, idempotencyKey: string | null = null) =>
  t.db.kysely
    .transaction()
    .execute((trx) =>
      moveCoins(trx, { userId, amount, reason: amount > 0 ? 'practice' : 'purchase', description: 'test', idempotencyKey, at: new Date().toISOString() }),
    );

describe('coin ledger', () => {
  it('never lets a balance go negative', async () => {
    expect((await move(10)).ok).toBe(true);
    expect(await move(-11)).toEqual({ ok: false, balance: 10 });
    expect((await move(-10)).ok).toBe(true);
    expect(await balanceOf(t.db.kysely, userId)).toBe(0);
  });

  it('moves coins once per idempotency key', async () => {
    const first = await move(5, 'quiz-1');
    const again = await move(5, 'quiz-1');
    expect(again).toMatchObject({ ok: true, replayed: true });
    expect(first.ok && again.ok && again.entry.id === first.entry.id).toBe(true);
    expect(await balanceOf(t.db.kysely, userId)).toBe(5);
  });

  it('lets only as many racing spends win as the balance covers', async () => {
    await move(10);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => move(-1)));
    const won = results.filter((r) => r.status === 'fulfilled' && r.value.ok).length;
    expect(won).toBe(10);
    expect(await balanceOf(t.db.kysely, userId)).toBe(0);
  });
});

describe('wallet_api.php', () => {
  it('answers the balance and the history newest first, paged', async () => {
    for (let i = 1; i <= 55; i++) await move(i);
    const cookie = await t.signIn();
    const first = await t.call(walletCall, {}, cookie);
    expect(first.balance).toBe((55 * 56) / 2);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({ amount: 55, balanceAfter: first.balance, reason: 'practice' });
    expect(first.hasMore).toBe(true);
    const rest = await t.call(walletCall, { beforeEntryId: first.entries[49]!.entryId }, cookie);
    expect(rest.entries.map((e) => e.amount)).toEqual([5, 4, 3, 2, 1]);
    expect(rest.hasMore).toBe(false);
  });
});
