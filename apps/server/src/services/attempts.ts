import type { Db } from '../db/connect.ts';
import type { ApiFailure } from '../lib/api-failure.ts';
import { countRecentFailures, forgetAttempts, recordFailure } from '../repositories/sign-in-failures.ts';

/** One throttled bucket ('account:…', 'signup-address:…') and how many attempts it allows per window. */
export interface Allowance {
  bucket: string;
  limit: number;
}

/**
 * Takes one attempt from every allowance, or from none and throws `refusal` when any is used up.
 * The attempt is recorded BEFORE it is counted, so attempts made at the same moment see each other:
 * of a parallel burst only as many as the limits leave go through (counted first and recorded after
 * the slow work, every one of them would pass). Answers the recorded rows, for the caller to forgive.
 */
export async function takeAttempt(db: Db, allowances: Allowance[], windowMs: number, now: Date, refusal: () => ApiFailure): Promise<number[]> {
  const since = new Date(now.getTime() - windowMs).toISOString();
  const attempt = await recordFailure(
    db,
    allowances.map((a) => a.bucket),
    now.toISOString(),
  );
  const used = await Promise.all(allowances.map((a) => countRecentFailures(db, a.bucket, since)));
  if (allowances.some((a, i) => (used[i] ?? 0) > a.limit)) {
    await forgetAttempts(db, attempt);
    throw refusal();
  }
  return attempt;
}

export const windowMinutes = (windowMs: number) => Math.ceil(windowMs / 60_000);
