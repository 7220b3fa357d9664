import { failures } from '../lib/api-failure.ts';
import type { PublicContext } from '../lib/call-route.ts';
import { spendVerifyTime, verifyPassword } from '../lib/passwords.ts';
import { clearFailures } from '../repositories/sign-in-failures.ts';
import { findUserByEmail, type User } from '../repositories/users.ts';
import { takeAttempt, windowMinutes } from './attempts.ts';

export type SignInContext = Pick<PublicContext, 'db' | 'config' | 'now'>;

/**
 * Checks an email and password, throttled per account and per address. A wrong password and an
 * unknown email get the same answer in the same time, so the answer never says whether an email
 * exists; only someone who knows the password learns that the account is disabled.
 */
export async function verifyCredentials(ctx: SignInContext, email: string, password: string, address: string): Promise<User> {
  const { db, config, now } = ctx;
  const limits = config.attemptLimits;
  const accountBucket = `account:${email.trim().toLowerCase()}`;
  // Taken back when the password is right; meanwhile sign-ins in flight count against their address too.
  const attempt = await takeAttempt(
    db,
    [
      { bucket: accountBucket, limit: limits.signInPerAccount },
      { bucket: `address:${address}`, limit: limits.signInPerAddress },
    ],
    limits.windowMs,
    now,
    () => failures.tooManyAttempts('sign-in attempts', windowMinutes(limits.windowMs), ', or reset your password'),
  );

  const user = await findUserByEmail(db.kysely, email);
  const matches = user ? await verifyPassword(user.password_hash, password) : await spendVerifyTime(password).then(() => false);
  if (!user || !matches) throw failures.wrongCredentials();
  await clearFailures(db.kysely, accountBucket, attempt);
  if (user.is_disabled) throw failures.accountDisabled();
  return user;
}
