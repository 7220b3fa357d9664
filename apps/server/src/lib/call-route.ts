import type { Call } from '@soroban/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Handler<B extends z.ZodType, A extends z.ZodType> = (request: FastifyRequest & { body: z.output<B> }, reply: FastifyReply) => Promise<NoInfer<z.input<A>>>;

/**
 * Mounts one call of the contracts: POST at its path, the body validated by its schema, the answer
 * typed by its answer schema and sent with the HTTP status that mirrors httpResponse.
 */
export function mountCall<B extends z.ZodType, A extends z.ZodType>(app: FastifyInstance, call: Call<B, A>, handler: Handler<B, A>) {
  app.withTypeProvider<ZodTypeProvider>().post(call.path, { schema: { body: call.body } }, async (request, reply) => {
    const answer = (await handler(request as FastifyRequest & { body: z.output<B> }, reply)) as { httpResponse: number };
    return reply.code(answer.httpResponse).send(answer);
  });
}

// Literal types, so an answer object keeps `200`/`201` rather than widening to number.
export const OK = 200 as const;
export const CREATED = 201 as const;
