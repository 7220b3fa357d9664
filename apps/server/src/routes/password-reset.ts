import { requestPasswordResetCall, resetPasswordCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { mountPublicCall, OK } from '../lib/call-route.ts';
import type { Outbox } from '../services/outbox.ts';
import { requestPasswordReset, resetPassword } from '../services/password-reset.ts';

const SAME_ANSWER = 'If an account exists for that email, a link to set a new password is on its way. It works once, within an hour.';

/** 'Forgot password?' (SPEC 2.5): a one-time, expiring link sent through the outbox. */
export default async function passwordResetRoutes(app: FastifyInstance, options: { outbox: Outbox }) {
  mountPublicCall(app, requestPasswordResetCall, async (body, ctx) => {
    await requestPasswordReset(ctx, options.outbox, body.username);
    return { httpResponse: OK, message: SAME_ANSWER };
  });

  mountPublicCall(app, resetPasswordCall, async (body, ctx) => {
    await resetPassword(ctx, body.token, body.password);
    return { httpResponse: OK, message: 'Your new password is set. Sign in with it now.' };
  });
}
