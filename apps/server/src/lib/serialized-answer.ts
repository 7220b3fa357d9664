import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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

/**
 * Tens of kilobytes of repetitive JSON (a learner deep in the program) are ~6 KB compressed: on a
 * phone's connection that is most of the screen's wait, so the answer is compressed off the event loop.
 */
export async function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer) {
  reply.code(answer.httpResponse).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.json.length };
    return reply.header('content-encoding', 'br').send(await brotli(answer.json, { params }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(answer.json, { level: 4 }));
  return reply.send(answer.json);
}
