import { failures } from '../lib/api-failure.ts';
import type { PublicContext } from '../lib/call-route.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { User } from '../repositories/users.ts';
import { createAccount } from './accounts.ts';
import { takeAttempt, windowMinutes } from './attempts.ts';

export interface SignUp {
  username: string;
  displayName: string;
  password: string;
}

/** A new account, throttled per address: every sign-up counts, made or not (each costs a password hash). */
export async function signUp(ctx: PublicContext, form: SignUp): Promise<User> {
  const limits = ctx.config.attemptLimits;
  await takeAttempt(ctx.db, [{ bucket: `signup-address:${ctx.ip}`, limit: limits.signUpPerAddress }], limits.windowMs, ctx.now, () =>
    failures.tooManyAttempts('new accounts from this network', windowMinutes(limits.windowMs)),
  );
  const user = await createAccount(ctx.db, {
    email: form.username,
    displayName: form.displayName,
    passwordHash: await hashPassword(form.password),
    createdAt: ctx.now.toISOString(),
  });
  if (!user) throw failures.conflict('An account with this email already exists. Sign in, or reset the password if you forgot it.');
  return user;
}
