import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failures } from '../lib/api-failure.ts';

/**
 * What the app needs and nothing more: its own scripts, inline styles (the component library
 * injects them), same-origin media and calls, and embedded lessons from the privacy-enhanced
 * YouTube host. No page may frame the app.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  'frame-src https://www.youtube-nocookie.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(self), microphone=(self), geolocation=()',
};

/**
 * Security headers on every answer, and state-changing calls refused from a foreign Origin: the
 * session cookie is SameSite=Lax, and this closes the rest of cross-site request forgery.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const origin = request.headers.origin;
    if (!origin) return;
    const allowed = new URL(app.config.publicUrl).host;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      host = '';
    }
    if (host !== request.headers.host && host !== allowed) {
      throw failures.forbiddenOrigin();
    }
  });
  // Served over https, browsers are told to keep to https for a year: no first visit over plain
  // http for a network attacker to intercept (the session cookie is Secure there too).
  const headers = app.config.publicUrl.startsWith('https://') ? { ...HEADERS, 'strict-transport-security': 'max-age=31536000' } : HEADERS;
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
});
