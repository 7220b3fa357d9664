import { failures } from '../lib/api-failure.ts';
import type { PublicContext } from '../lib/call-route.ts';
import { newToken } from '../lib/tokens.ts';
import { consumePasswordReset, createPasswordReset } from '../repositories/password-resets.ts';
import { clearFailuresStartingWith } from '../repositories/sign-in-failures.ts';
import { findUserByEmail, findUserById } from '../repositories/users.ts';
import { setPassword } from './accounts.ts';
import { takeAttempt, windowMinutes } from './attempts.ts';
import type { Outbox } from './outbox.ts';
import { accountBucketPrefix } from './sign-in.ts';

/**
 * Sends a one-time, expiring link to set a new password, if the account exists and is enabled;
 * the caller answers the same either way, so it cannot be used to probe emails. Counted per email
 * whether or not an account has it, so a refusal tells nothing either.
 */
export async function requestPasswordReset(ctx: PublicContext, outbox: Outbox, email: string) {
  const { db, config, now } = ctx;
  const limits = config.attemptLimits;
  await takeAttempt(
    db,
    [
      { bucket: `reset-email:${email.trim().toLowerCase()}`, limit: limits.resetRequestPerEmail },
      { bucket: `reset-address:${ctx.ip}`, limit: limits.resetRequestPerAddress },
    ],
    limits.windowMs,
    now,
    () => failures.tooManyAttempts('requests for a new password', windowMinutes(limits.windowMs), '; a link already sent still works for an hour'),
  );
  const user = await findUserByEmail(db.kysely, email);
  if (!user || user.is_disabled) return;
  const token = newToken();
  const minutes = Math.round(config.passwordResetTtlMs / 60_000);
  await createPasswordReset(db.kysely, token, user.id, now.toISOString(), new Date(now.getTime() + config.passwordResetTtlMs).toISOString());
  await outbox({
    to: user.email,
    subject: 'Set a new Soroban Quiz password',
    text:
      `Hello ${user.display_name},\n\nSomeone asked to set a new password for your Soroban Quiz account.\n` +
      `Open this link within ${minutes} minutes to choose one (it works once):\n\n` +
      `${config.publicUrl}/reset-password?token=${token}\n\nIf it was not you, ignore this message; your password stays as it is.`,
  });
}

/**
 * Uses a reset link once: whoever knew the old password is signed out everywhere, the account's
 * other links stop working, and its failed sign-ins from every address are forgiven (the 429 for
 * them promises it). Throttled per address, and the token is looked up before the password is
 * hashed, so guessing tokens costs the server one indexed read each.
 */
export async function resetPassword(ctx: PublicContext, token: string, password: string) {
  const { db, config, now } = ctx;
  const limits = config.attemptLimits;
  await takeAttempt(db, [{ bucket: `reset-use-address:${ctx.ip}`, limit: limits.resetUsePerAddress }], limits.windowMs, now, () =>
    failures.tooManyAttempts('tries of reset links from this network', windowMinutes(limits.windowMs)),
  );
  const userId = await consumePasswordReset(db.kysely, token, now.toISOString());
  if (userId === undefined) throw failures.badInput('This link has expired or was already used. Ask for a new one from "Forgot password?".');
  await setPassword(db, userId, password);
  const user = await findUserById(db.kysely, userId);
  if (user) await clearFailuresStartingWith(db.kysely, accountBucketPrefix(user.email));
}
