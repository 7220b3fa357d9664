import { ErrorCode } from '@soroban/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiFailure } from '../lib/api-failure.ts';

/** Messages for the body-parsing failures Fastify raises before a handler runs. */
const parseFailures: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/** Zod's wording made plain: a missing field "is required"; a missing body asks for one. */
function plainIssue(field: string, message = 'is not valid'): string {
  if (!field) return /expected object/.test(message) ? 'send a JSON object as the request body' : message;
  return `${field}: ${/received undefined$/.test(message) ? 'is required' : message}`;
}

function describeValidation(error: { validation: { instancePath: string; message?: string }[] }): string {
  // Each message is a sentence of its own; its full stop is dropped so the list ends with one.
  const problems = error.validation.map((issue) => plainIssue(issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), issue.message).replace(/\.$/, ''));
  return `The request is not valid: ${problems.join('; ')}.`;
}

/**
 * Every answer, success or failure, is an envelope whose HTTP status mirrors httpResponse.
 * Bad input is a 4xx with a message that says what to fix; anything unexpected is a 444 that
 * reveals nothing of the server's internals (the details go to the log).
 */
export default fp(async function envelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    if (error instanceof ApiFailure) {
      return reply.code(error.code).send({ httpResponse: error.code, message: error.message, ...error.redirect });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(ErrorCode.badInput).send({ httpResponse: ErrorCode.badInput, message: describeValidation(error) });
    }
    const status = 'statusCode' in error ? (error.statusCode ?? 0) : 0;
    if (status >= 400 && status < 500) {
      const message = parseFailures[error.code] ?? error.message;
      return reply.code(status).send({ httpResponse: status, message });
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply
      .code(ErrorCode.serverFault)
      .send({ httpResponse: ErrorCode.serverFault, message: 'Something went wrong on our side. Please try again in a moment.' });
  });

  app.setNotFoundHandler((request, reply) => {
    const message = `There is no ${request.method} ${request.url.split('?')[0]} here.`;
    return reply.code(ErrorCode.notFound).send({ httpResponse: ErrorCode.notFound, message });
  });
});
