import { checkSessionCall, loginCall, logoutCall, registerCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failures } from '../lib/api-failure.ts';
import { checkedAnswer, OK, mountLegacyCall } from '../lib/call-route.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createUser, type User } from '../repositories/users.ts';
import { takeAttempt, windowMinutes } from '../services/attempts.ts';
import { sessionAnswer, sessionVerdict } from '../services/session-answer.ts';
import { verifyCredentials } from '../services/sign-in.ts';

/** Sign-in, sign-out, the session check and sign-up (SPEC 7 and the foundation issue). */
export default async function authRoutes(app: FastifyInstance) {
  mountLegacyCall(app, loginCall, async (request, reply) => {
    const { username, password } = request.body;
    const user = await verifyCredentials(app, username, password, request.ip);
    await reply.startSession(user.id);
    return sessionAnswer(user, app.config, true);
  });

  // Not mountLegacyCall: a session verdict other than 200 is answered with HTTP 200 (sessionVerdict).
  app.withTypeProvider<ZodTypeProvider>().post(checkSessionCall.path, { schema: { body: checkSessionCall.body } }, async (request, reply) => {
    let user: User;
    try {
      user = await request.requireUser();
    } catch (error) {
      const verdict = sessionVerdict(error, app.config);
      if (!verdict) throw error;
      return reply.code(OK).send(checkedAnswer(app.config, checkSessionCall, verdict));
    }
    return reply.code(OK).send(checkedAnswer(app.config, checkSessionCall, sessionAnswer(user, app.config, false)));
  });

  mountLegacyCall(app, logoutCall, async (request, reply) => {
    await request.requireUser();
    await reply.endSession();
    return { httpResponse: OK, message: 'You are signed out.' };
  });

  mountLegacyCall(app, registerCall, async (request, reply) => {
    const { username, displayName, password } = request.body;
    // Every sign-up counts, made or not: each costs a password hash and may be one of a flood of accounts.
    const limits = app.config.attemptLimits;
    await takeAttempt(app.db, [{ bucket: `signup-address:${request.ip}`, limit: limits.signUpPerAddress }], limits.windowMs, app.clock(), () =>
      failures.tooManyAttempts('new accounts from this network', windowMinutes(limits.windowMs)),
    );
    const user = await createUser(app.db, {
      email: username,
      displayName,
      passwordHash: await hashPassword(password),
      createdAt: app.clock().toISOString(),
    });
    if (!user) {
      throw failures.conflict('An account with this email already exists. Sign in, or reset the password if you forgot it.');
    }
    await reply.startSession(user.id);
    return sessionAnswer(user, app.config, true);
  });
}
