import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Sends tens of kilobytes of repetitive text (the launchpad's answer for a learner deep in the
 * program, a page carrying it) compressed as the browser accepts, off the event loop: ~6 KB instead
 * of ~60, which on a phone's connection is most of the wait.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: Buffer) {
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return reply.header('content-encoding', 'br').send(await brotli(body, { params }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(body, { level: 4 }));
  return reply.send(body);
}
