import type { Db } from '../db/connect.ts';
import type { ApiFailure } from '../lib/api-failure.ts';
import { lockBuckets, recentAttempts, recordAttempts } from '../repositories/sign-in-failures.ts';

/**
 * One throttled bucket ('account:…', 'signup-address:…') and how many attempts it allows per window.
 * A `soft` allowance refuses nothing: when it is used up the attempt is still recorded and the
 * caller is told (`overSoftLimit`), to slow it down or refuse it only when it turns out wrong.
 */
export interface Allowance {
  bucket: string;
  limit: number;
  soft?: boolean;
}

/** The recorded rows (for the caller to forgive) and whether a soft allowance was used up. */
export interface Attempt {
  ids: number[];
  overSoftLimit: boolean;
}

/**
 * Takes one attempt from every allowance, or from none and throws `refusal` when any is used up.
 * Counting and recording are one transaction holding the buckets' locks, so of a parallel burst
 * exactly as many go through as the limits leave: none is let in by attempts it did not see, and
 * none is refused by attempts that were themselves refused.
 */
export async function takeAttempt(db: Db, allowances: Allowance[], windowMs: number, now: Date, refusal: () => ApiFailure): Promise<Attempt> {
  const since = new Date(now.getTime() - windowMs).toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    await lockBuckets(
      db.dialect,
      trx,
      allowances.map((a) => a.bucket),
    );
    let overSoftLimit = false;
    for (const allowance of allowances) {
      if ((await recentAttempts(trx, allowance.bucket, since)) < allowance.limit) continue;
      if (!allowance.soft) throw refusal();
      overSoftLimit = true;
    }
    const ids = await recordAttempts(
      trx,
      allowances.map((a) => a.bucket),
      now.toISOString(),
    );
    return { ids, overSoftLimit };
  });
}

export const windowMinutes = (windowMs: number) => Math.ceil(windowMs / 60_000);
