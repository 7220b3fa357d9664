import { type Call, errorEnvelope } from '@soroban/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { User } from '../repositories/users.ts';
import { SerializedAnswer, sendSerialized } from './serialized-answer.ts';

/** What a public call's handler (and the services it calls) works with. */
export interface PublicContext {
  db: Db;
  /** The server's clock at the start of the request: one "now" for everything the call records. */
  now: Date;
  config: Config;
  log: FastifyBaseLogger;
  /** The client's address (behind proxies, the one the outermost saw, when TRUST_PROXY counts them). */
  ip: string;
}

/** A signed-in call's context: the person is resolved before the handler runs. */
export interface CallContext extends PublicContext {
  user: User;
}

/** The HTTP exchange, for the few handlers that set cookies or read headers. */
export interface Exchange {
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<A extends z.ZodMiniType> = Promise<NoInfer<z.input<A>>>;
type Handler<B extends z.ZodMiniType, A extends z.ZodMiniType, C> = (body: z.output<B>, ctx: C, http: Exchange) => Answer<A> | Promise<SerializedAnswer>;

/** The header that moves one call's clock when TEST_CLOCK_HEADER=1 (e2e only). */
export const TEST_CLOCK_HEADER = 'x-test-clock-offset-ms';

/** The call's "now": the server's clock, moved by the test header only when the e2e server allows it. */
function nowOf(app: FastifyInstance, request: FastifyRequest): Date {
  const now = app.clock();
  const offset = app.config.testClockHeader ? Number(request.headers[TEST_CLOCK_HEADER] ?? 0) : 0;
  return Number.isSafeInteger(offset) && offset !== 0 ? new Date(now.getTime() + offset) : now;
}

export function publicContext(app: FastifyInstance, request: FastifyRequest): PublicContext {
  return { db: app.db, now: nowOf(app, request), config: app.config, log: request.log, ip: request.ip };
}

/**
 * With CHECK_ANSWERS on (tests and e2e), every answer is parsed with its contract before it is
 * sent (a verdict that is not a success, such as check_session's 403, with the error envelope),
 * so an answer that drifted from its schema fails a test instead of reaching a learner.
 */
export function checkedAnswer(
  config: Config,
  call: { path: string; answer: z.ZodMiniType },
  answer: { httpResponse: number; [field: string]: unknown },
): unknown {
  if (!config.checkAnswers) return answer;
  const contract = answer.httpResponse === 200 || answer.httpResponse === 201 ? call.answer : errorEnvelope;
  const parsed = contract.safeParse(answer);
  if (!parsed.success) throw new Error(`The answer of ${call.path} does not match its contract: ${parsed.error.message}`);
  return answer;
}

function mount<B extends z.ZodMiniType, A extends z.ZodMiniType, C>(
  app: FastifyInstance,
  call: Call<B, A>,
  context: (request: FastifyRequest) => Promise<C>,
  handler: Handler<B, A, C>,
) {
  app.withTypeProvider<ZodTypeProvider>().post(call.path, { schema: { body: call.body } }, async (request, reply) => {
    const ctx = await context(request);
    const answer = await handler(request.body as z.output<B>, ctx, { request, reply });
    if (answer instanceof SerializedAnswer) {
      if (app.config.checkAnswers) checkedAnswer(app.config, call, JSON.parse(answer.json.toString('utf8')));
      return sendSerialized(request, reply, answer);
    }
    const typed = answer as { httpResponse: number };
    return reply.code(typed.httpResponse).send(checkedAnswer(app.config, call, typed));
  });
}

/**
 * Mounts one call of the contracts for signed-in people: POST at its path, the body validated by
 * its schema, the person resolved (or a 403/405/401/402) before the handler, the answer typed by
 * its answer schema and sent with the HTTP status that mirrors httpResponse.
 */
export function mountCall<B extends z.ZodMiniType, A extends z.ZodMiniType>(app: FastifyInstance, call: Call<B, A>, handler: Handler<B, A, CallContext>) {
  mount(app, call, async (request) => ({ ...publicContext(app, request), user: await request.requireUser() }), handler);
}

/** Mounts a call anyone may make (sign-in, sign-up, password reset): no person is resolved. */
export function mountPublicCall<B extends z.ZodMiniType, A extends z.ZodMiniType>(
  app: FastifyInstance,
  call: Call<B, A>,
  handler: Handler<B, A, PublicContext>,
) {
  mount(app, call, async (request) => publicContext(app, request), handler);
}

// Literal types, so an answer object keeps `200`/`201` rather than widening to number.
export const OK = 200 as const;
export const CREATED = 201 as const;
