import { UPLOAD_PATH } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every body but a video upload must have arrived within config.timeouts.bodyTimeoutMs of the
 * request's start. The idle limit alone lets a client that trickles a byte just before each idle
 * deadline hold a socket (and, anonymously, a parser) for the whole 15-minute request limit that
 * uploads need. Uploads keep their own idle and request limits.
 */
export default fp(async function bodyDeadline(app: FastifyInstance) {
  const deadlineMs = app.config.timeouts.bodyTimeoutMs;
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    // Already whole (no body, or it came with the headers), or an upload with limits of its own.
    if (raw.complete || request.routeOptions.url === UPLOAD_PATH) return;
    const timer = setTimeout(() => {
      request.log.info({ deadlineMs }, 'request body not received in time: connection dropped');
      raw.socket.destroy();
    }, deadlineMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    reply.raw.once('close', stop);
  });
});
