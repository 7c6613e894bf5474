// One error shape for every failure: {message, detail, error, errors?}. User input never yields a 500.
import { type ApiError, authMessages, genericMessages } from '@sightline/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';
import { validationError } from './validation.ts';

const body = (message: string, detail = message, errors?: Record<string, string[]>): ApiError => ({
  message,
  detail,
  error: message,
  ...(errors ? { errors } : {}),
});

/**
 * SQLSTATEs of values PostgreSQL cannot take: text with NUL, numbers out of a column's range, bad
 * syntax for integers, uuids or dates, text too long for its column. Validation should stop such
 * input before SQL; when some slips through, it is still the caller's input, so a 400.
 */
const INPUT_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);
const isInputRefusedByDatabase = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && INPUT_SQLSTATES.has(code);
};

/** Errors fastify raises while routing (an undecodable or over-long path parameter), in the same shape. */
export const frameworkErrors = (err: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const status = err.statusCode ?? 500;
  return reply.code(status).send(body(status < 500 ? genericMessages.badUrl : genericMessages.internal));
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((e) => ({
        path: e.instancePath.split('/').filter(Boolean),
        message: e.message ?? genericMessages.validationFailed,
      }));
      const v = validationError(issues);
      return reply.code(400).send(body(v.message, v.detail, v.errors));
    }
    if (err instanceof HttpError)
      return reply.code(err.status).send(body(err.message, err.detail, err.errors));
    if (err.statusCode === 429) return reply.code(429).send(body(authMessages.tooManyAttempts));
    if (err.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.code(413).send(body(genericMessages.fileTooLarge));
    // Any other 413 is a body over the JSON limit: there is no file in it to blame.
    if (err.statusCode === 413) return reply.code(413).send(body(genericMessages.requestTooLarge));
    if (isInputRefusedByDatabase(err)) {
      request.log.warn({ err }, 'input refused by the database: a request schema should have stopped it');
      return reply.code(400).send(body(genericMessages.invalidInput));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(body(err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body(genericMessages.internal));
  });
};
