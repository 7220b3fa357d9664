import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** No call's body is nested this deep; a deeper one is an attack on whatever walks it recursively. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text opens more than `max` arrays or objects inside each other. One pass over
 * the characters with a counter (strings skipped), so it cannot itself run out of stack.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

class TooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'SQ_JSON_TOO_DEEP';
  constructor() {
    super(`The request body is nested more than ${MAX_JSON_DEPTH} levels deep; no call needs that, so send flatter JSON.`);
  }
}

/**
 * JSON bodies are measured before they are parsed: a body nested thousands of levels deep is a
 * plain 400 and never reaches the parser, the schemas or the handlers, which all walk it
 * recursively. Everything else is Fastify's own parser (prototype poisoning refused).
 */
export default fp(async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new TooDeepError(), undefined);
      return;
    }
    parse(request, text, done);
  });
});
