import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { failures } from '../lib/api-failure.ts';
import type { Clock } from '../lib/clock.ts';
import { spendVerifyTime, verifyPassword } from '../lib/passwords.ts';
import { clearFailures, countRecentFailures, forgetAttempts, recordFailure } from '../repositories/sign-in-failures.ts';
import { findUserByEmail, type User } from '../repositories/users.ts';

export interface SignInContext {
  db: Db;
  config: Config;
  clock: Clock;
}

/**
 * Checks an email and password, throttled per account and per address. A wrong password and an
 * unknown email get the same answer in the same time, so the answer never says whether an email
 * exists; only someone who knows the password learns that the account is disabled.
 */
export async function verifyCredentials(context: SignInContext, email: string, password: string, address: string): Promise<User> {
  const { db, config, clock } = context;
  const limits = config.signInLimits;
  const now = clock();
  const since = new Date(now.getTime() - limits.windowMs).toISOString();
  const accountBucket = `account:${email.trim().toLowerCase()}`;
  const addressBucket = `address:${address}`;
  // The attempt is recorded as a failure BEFORE it is counted and the password checked, so attempts
  // made at the same moment see each other: of a burst of guesses, only as many as the limits leave
  // are checked (counted first and recorded after the slow hash check, every guess of a parallel
  // burst passed a limit of 5). It is taken back when refused unchecked or when the password is
  // right; meanwhile sign-ins in flight count against their address's limit too.
  const attempt = await recordFailure(db, [accountBucket, addressBucket], now.toISOString());
  const [accountFailures, addressFailures] = await Promise.all([
    countRecentFailures(db, accountBucket, since),
    countRecentFailures(db, addressBucket, since),
  ]);
  if (accountFailures > limits.perAccount || addressFailures > limits.perAddress) {
    await forgetAttempts(db, attempt);
    throw failures.tooManySignIns(Math.ceil(limits.windowMs / 60_000));
  }

  const user = await findUserByEmail(db, email);
  const matches = user ? await verifyPassword(user.password_hash, password) : await spendVerifyTime(password).then(() => false);
  if (!user || !matches) throw failures.wrongCredentials();
  await clearFailures(db, accountBucket, attempt);
  if (user.is_disabled) throw failures.accountDisabled();
  return user;
}
