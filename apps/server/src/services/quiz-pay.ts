import { type CoinAward, type GradeResult, PRICE_LIST, type PracticeSpec, type Problem, type ReviewSpec, coinAward, sheetFloorMs } from '@soroban/core';
import type { CallContext } from '../lib/call-route.ts';
import type { Executor } from '../db/connect.ts';
import { type UnpaidReason, coinsPaidSince } from '../repositories/practice.ts';

export interface SheetWorth {
  award: CoinAward;
  /** Submitted before the sheet's floor had passed on the server's clock: no person answers that fast. */
  tooFast: boolean;
}

/**
 * What a graded sheet is worth and whether a person could have done it: the server's own clock
 * (submission minus start) against the sum of the answered problems' floors. Times the client sends
 * are never consulted here.
 */
export function sheetWorth(
  spec: PracticeSpec | ReviewSpec,
  problems: readonly Problem[],
  answers: readonly (number | null)[],
  graded: Pick<GradeResult, 'items' | 'perfect'>,
  clock: { startedAt: string; now: Date },
): SheetWorth {
  const elapsedMs = clock.now.getTime() - new Date(clock.startedAt).getTime();
  return { award: coinAward(spec, problems, graded), tooFast: elapsedMs < sheetFloorMs(spec, problems, answers) };
}

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();

/**
 * What the sheet pays: nothing when too fast, else its worth up to what is left of the account's
 * daily cap (the server's UTC day). Call it inside the transaction holding the wallet lock, so two
 * racing submissions cannot both spend the same room under the cap.
 */
export async function payFor(
  trx: Executor,
  who: { userId: number; now: Date; dailyCap: number },
  worth: SheetWorth,
): Promise<{ coins: number; unpaid: UnpaidReason | null }> {
  if (worth.tooFast) return { coins: 0, unpaid: 'too-fast' };
  if (worth.award.total === 0) return { coins: 0, unpaid: null };
  const room = Math.max(0, who.dailyCap - (await coinsPaidSince(trx, who.userId, startOfUtcDay(who.now))));
  return worth.award.total > room ? { coins: room, unpaid: 'daily-cap' } : { coins: worth.award.total, unpaid: null };
}

/** The price list, the daily cap and what practice paid the person today. */
export async function practiceEarnings(ctx: Pick<CallContext, 'db' | 'now' | 'config' | 'user'>) {
  const day = startOfUtcDay(ctx.now);
  return {
    prices: [...PRICE_LIST],
    dailyCap: ctx.config.dailyCoinCap,
    earnedToday: await coinsPaidSince(ctx.db.kysely, ctx.user.id, day),
    day: day.slice(0, 10),
  };
}

/** Why a quiz paid less than its worth, in words the learner reads on the results screen. */
export function unpaidMessage(unpaid: string | null): string | null {
  if (unpaid === 'too-fast')
    return 'This sheet was answered faster than anyone can read and work it out, so it earns no coins or points and does not count toward fluency or passing. Take the time each problem needs and the next sheet will count.';
  if (unpaid === 'daily-cap')
    return "You reached today's limit of coins from practice, so this sheet paid only what was left of it (and as many points). It still counts for your fluency and progress; coins start again tomorrow.";
  return null;
}
