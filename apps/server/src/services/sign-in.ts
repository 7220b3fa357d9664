import { setTimeout as sleep } from 'node:timers/promises';
import { failures } from '../lib/api-failure.ts';
import type { PublicContext } from '../lib/call-route.ts';
import { spendVerifyTime, verifyPassword } from '../lib/passwords.ts';
import { clearFailures } from '../repositories/sign-in-failures.ts';
import { findUserByEmail, type User } from '../repositories/users.ts';
import { takeAttempt, windowMinutes } from './attempts.ts';

export type SignInContext = Pick<PublicContext, 'db' | 'config' | 'now'>;

/**
 * An account's failures are counted per address ('account:<email> <address>'), so guesses from one
 * address lock that address out of the account and nobody else: the owner signs in from home while
 * someone at school is refused. A space never occurs in an email, so the prefix names one account.
 */
export const accountBucketPrefix = (email: string) => `account:${email.trim().toLowerCase()} `;

/**
 * Checks an email and password, throttled per account and address, and per address. A wrong
 * password and an unknown email get the same answer in the same time, so the answer never says
 * whether an email exists; only someone who knows the password learns that the account is disabled.
 * The per-address limit (a whole school may share one address) never refuses a right password:
 * past it each attempt waits before it is checked, and a wrong one is refused as too many.
 */
export async function verifyCredentials(ctx: SignInContext, email: string, password: string, address: string): Promise<User> {
  const { db, config, now } = ctx;
  const limits = config.attemptLimits;
  const accountBucket = `${accountBucketPrefix(email)}${address}`;
  const tooMany = () => failures.tooManyAttempts('sign-in attempts', windowMinutes(limits.windowMs), ', or reset your password');
  // Taken back when the password is right; meanwhile sign-ins in flight count against their address too.
  const attempt = await takeAttempt(
    db,
    [
      { bucket: accountBucket, limit: limits.signInPerAccount },
      { bucket: `address:${address}`, limit: limits.signInPerAddress, soft: true },
    ],
    limits.windowMs,
    now,
    tooMany,
  );
  if (attempt.overSoftLimit) await sleep(limits.signInSlowdownMs);

  const user = await findUserByEmail(db.kysely, email);
  const matches = user ? await verifyPassword(user.password_hash, password) : await spendVerifyTime(password).then(() => false);
  if (!user || !matches) throw attempt.overSoftLimit ? tooMany() : failures.wrongCredentials();
  await clearFailures(db.kysely, accountBucket, attempt.ids);
  if (user.is_disabled) throw failures.accountDisabled();
  return user;
}
