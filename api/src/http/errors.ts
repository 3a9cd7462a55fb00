import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AVATAR_MESSAGES } from '@church/contracts/avatar';
import type { FieldErrors } from '@church/contracts/envelope';
import { isDatabaseUnavailable } from '../db/errors';

// Thrown by handlers for every expected failure; the error handler turns it into the envelope.
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const validationFailed = (errors: FieldErrors) => new HttpError(422, firstMessage(errors), errors);

export const GENERIC_500_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'The church database is not answering right now. Please try again in a moment.';
/** Seconds a client is asked to wait after a 503: the pool reconnects on the next request. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function firstMessage(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  if (all.length === 0) return 'The given data was invalid.';
  return all.length === 1 ? all[0] : `${all[0]} (and ${all.length - 1} more)`;
}

const KNOWN_4XX: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const key = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || error.validationContext || '_';
        (errors[key] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.code(422).send({ message: firstMessage(errors), errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (error.validation) {
      return reply.code(422).send({ message: 'The given data was invalid.' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 && request.routeOptions.url === '/api/me/avatar') {
      return reply.code(413).send({ message: AVATAR_MESSAGES.tooLarge });
    }
    if (status === 400 && (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY')) {
      return reply.code(400).send({ message: 'Malformed JSON in request body.' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: (error.code && KNOWN_4XX[error.code]) || error.message || 'Bad request.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: GENERIC_500_MESSAGE });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route matches ${request.method} ${request.url.split('?')[0].slice(0, 200)}.` });
  });
}
