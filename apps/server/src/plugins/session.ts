import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { failures } from '../lib/api-failure.ts';
import { publicContext } from '../lib/call-route.ts';
import { type Clock, isoAfter } from '../lib/clock.ts';
import { newToken } from '../lib/tokens.ts';
import { compareVersions } from '../lib/version.ts';
import { createSession, deleteSession, findSessionUser } from '../repositories/sessions.ts';
import type { User } from '../repositories/users.ts';
import { verifyCredentials } from '../services/sign-in.ts';

export const SESSION_COOKIE = 'sq_session';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
  interface FastifyRequest {
    /** The signed-in person, or a 403/405/401/402 failure; looked up once per request. */
    requireUser(): Promise<User>;
    signedInUser: Promise<User> | undefined;
  }
  interface FastifyReply {
    startSession(userId: number): Promise<void>;
    endSession(): Promise<void>;
  }
}

interface CredentialFields {
  username?: unknown;
  password?: unknown;
  version?: unknown;
}

async function resolveUser(request: FastifyRequest): Promise<User> {
  const app = request.server;
  const body = (request.body ?? {}) as CredentialFields;
  // Older clients send their credentials with every call; they are checked like a sign-in.
  if (typeof body.username === 'string' && body.username && typeof body.password === 'string' && body.password) {
    return verifyCredentials(publicContext(app, request), body.username, body.password, request.ip);
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw failures.noSession();
  const user = await findSessionUser(app.db.kysely, token, app.clock().toISOString());
  if (!user) throw failures.unknownSession();
  if (user.is_disabled) throw failures.accountDisabled();
  return user;
}

/** Cookie sessions kept in the database, so any number of server processes can serve a user. */
export default fp(async function session(app: FastifyInstance) {
  await app.register(cookie);
  const secure = app.config.publicUrl.startsWith('https://');

  app.decorateRequest('signedInUser', undefined);
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    this.signedInUser ??= resolveUser(this);
    return this.signedInUser;
  });

  app.decorateReply('startSession', async function (this: FastifyReply, userId: number) {
    const token = newToken();
    const now = app.clock();
    await createSession(app.db.kysely, token, userId, now.toISOString(), isoAfter(app.clock, app.config.sessionTtlMs));
    this.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: Math.floor(app.config.sessionTtlMs / 1000),
    });
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const token = this.request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db.kysely, token);
    this.clearCookie(SESSION_COOKIE, { path: '/' });
  });

  // A client older than the server's minimum must reload to get the new version (SPEC 8: 418).
  app.addHook('preHandler', async (request) => {
    const version = (request.body as CredentialFields | undefined)?.version;
    if (typeof version !== 'string' || version === '') return;
    const comparison = compareVersions(version, app.config.minClientVersion);
    if (comparison === undefined) throw failures.badInput(`version must look like 5.7.0, got '${version}'.`);
    if (comparison < 0) throw failures.outdatedClient();
  });
});
