import { checkSessionCall, loginCall, logoutCall, registerCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkedAnswer, mountCall, mountPublicCall, OK } from '../lib/call-route.ts';
import { sessionAnswer, sessionVerdict } from '../services/session-answer.ts';
import { verifyCredentials } from '../services/sign-in.ts';
import { signUp } from '../services/sign-up.ts';

/** Sign-in, sign-out, the session check and sign-up (SPEC 7 and the foundation issue). */
export default async function authRoutes(app: FastifyInstance) {
  mountPublicCall(app, loginCall, async (body, ctx, http) => {
    const user = await verifyCredentials(ctx, body.username, body.password, ctx.ip);
    await http.reply.startSession(user.id);
    return sessionAnswer(user, ctx.config, true);
  });

  // Mounted by hand: a session verdict other than 200 is answered with HTTP 200 (sessionVerdict).
  app.withTypeProvider<ZodTypeProvider>().post(checkSessionCall.path, { schema: { body: checkSessionCall.body } }, async (request, reply) => {
    const answer = await request.requireUser().then(
      (user) => sessionAnswer(user, app.config, false),
      (error: unknown) => sessionVerdict(error, app.config) ?? Promise.reject(error),
    );
    return reply.code(OK).send(checkedAnswer(app.config, checkSessionCall, answer));
  });

  mountCall(app, logoutCall, async (_body, _ctx, http) => {
    await http.reply.endSession();
    return { httpResponse: OK, message: 'You are signed out.' };
  });

  mountPublicCall(app, registerCall, async (body, ctx, http) => {
    const user = await signUp(ctx, body);
    await http.reply.startSession(user.id);
    return sessionAnswer(user, ctx.config, true);
  });
}
