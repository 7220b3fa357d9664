import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressed } from './compressed-reply.ts';

/**
 * An answer already written as JSON text, for the one call whose answer is mostly the same bytes
 * for everyone (the launchpad splices each curriculum's pre-serialized share in): mountCall checks
 * it like any answer and sends it as is.
 */
export class SerializedAnswer {
  constructor(
    readonly httpResponse: 200 | 201,
    readonly json: Buffer,
  ) {}
}

/** Sends the answer's JSON as it is, compressed (the launchpad's is tens of kilobytes). */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer) {
  reply.code(answer.httpResponse).type('application/json; charset=utf-8');
  return sendCompressed(request, reply, answer.json);
}
