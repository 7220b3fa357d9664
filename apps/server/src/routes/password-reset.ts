import { requestPasswordResetCall, resetPasswordCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { failures } from '../lib/api-failure.ts';
import { OK, mountLegacyCall } from '../lib/call-route.ts';
import { isoAfter } from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { newToken } from '../lib/tokens.ts';
import { createPasswordReset, consumePasswordReset } from '../repositories/password-resets.ts';
import { deleteUserSessions } from '../repositories/sessions.ts';
import { findUserByEmail, updateUser } from '../repositories/users.ts';
import { takeAttempt, windowMinutes } from '../services/attempts.ts';
import type { Outbox } from '../services/outbox.ts';

const SAME_ANSWER = 'If an account exists for that email, a link to set a new password is on its way. It works once, within an hour.';

/** 'Forgot password?' (SPEC 2.5): a one-time, expiring link sent through the outbox. */
export default async function passwordResetRoutes(app: FastifyInstance, options: { outbox: Outbox }) {
  mountLegacyCall(app, requestPasswordResetCall, async (request) => {
    // Counted per email whether or not an account has it, so a refusal tells nothing either.
    const limits = app.config.attemptLimits;
    await takeAttempt(
      app.db,
      [
        { bucket: `reset-email:${request.body.username.trim().toLowerCase()}`, limit: limits.resetRequestPerEmail },
        { bucket: `reset-address:${request.ip}`, limit: limits.resetRequestPerAddress },
      ],
      limits.windowMs,
      app.clock(),
      () => failures.tooManyAttempts('requests for a new password', windowMinutes(limits.windowMs), '; a link already sent still works for an hour'),
    );
    const user = await findUserByEmail(app.db, request.body.username);
    // The same answer whether or not the account exists, so it cannot be used to probe emails.
    if (user && !user.is_disabled) {
      const token = newToken();
      const minutes = Math.round(app.config.passwordResetTtlMs / 60_000);
      await createPasswordReset(app.db, token, user.id, app.clock().toISOString(), isoAfter(app.clock, app.config.passwordResetTtlMs));
      await options.outbox({
        to: user.email,
        subject: 'Set a new Soroban Quiz password',
        text:
          `Hello ${user.display_name},\n\nSomeone asked to set a new password for your Soroban Quiz account.\n` +
          `Open this link within ${minutes} minutes to choose one (it works once):\n\n` +
          `${app.config.publicUrl}/reset-password?token=${token}\n\nIf it was not you, ignore this message; your password stays as it is.`,
      });
    }
    return { httpResponse: OK, message: SAME_ANSWER };
  });

  mountLegacyCall(app, resetPasswordCall, async (request) => {
    const { token, password } = request.body;
    const passwordHash = await hashPassword(password);
    const userId = await consumePasswordReset(app.db, token, app.clock().toISOString());
    if (userId === undefined) {
      throw failures.badInput('This link has expired or was already used. Ask for a new one from "Forgot password?".');
    }
    await updateUser(app.db, userId, { password_hash: passwordHash });
    // Whoever knew the old password is signed out everywhere.
    await deleteUserSessions(app.db, userId);
    return { httpResponse: OK, message: 'Your new password is set. Sign in with it now.' };
  });
}
