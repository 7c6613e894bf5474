// One error shape for every failure: {code, message, detail, error, errors?}. User input never yields a 500.
import { type ApiError, authMessages, genericMessages } from '@sightline/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';
import { validationError } from './validation.ts';

/** Sends an error in the one error shape. */
export const sendError = (reply: FastifyReply, err: HttpError) => {
  const body: ApiError = {
    code: err.code,
    message: err.message,
    detail: err.detail,
    error: err.message,
    ...(err.errors ? { errors: err.errors } : {}),
  };
  return reply.code(err.status).send(body);
};

/**
 * SQLSTATEs of values PostgreSQL cannot take: text with NUL, numbers out of a column's range, bad
 * syntax for integers, uuids or dates, text too long for its column. Validation should stop such
 * input before SQL; when some slips through, it is still the caller's input, so a 400.
 */
const INPUT_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);
const UNIQUE_VIOLATION = '23505';
const isInputRefusedByDatabase = (err: unknown) => {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && INPUT_SQLSTATES.has(code);
};

/** Errors fastify raises while routing (an undecodable or over-long path parameter), in the same shape. */
export const frameworkErrors = (err: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const status = err.statusCode ?? 500;
  return sendError(
    reply,
    status < 500
      ? new HttpError(status, genericMessages.badUrl, { code: 'invalid_input' })
      : new HttpError(status, genericMessages.internal),
  );
};

/** Any error as the HttpError to answer with; only what is not the caller's fault is a 500. */
const asHttpError = (err: FastifyError, request: FastifyRequest): HttpError => {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((e) => ({
      path: e.instancePath.split('/').filter(Boolean),
      message: e.message ?? genericMessages.validationFailed,
    }));
    return validationError(issues);
  }
  if (err instanceof HttpError) return err;
  if (err.statusCode === 429) return new HttpError(429, authMessages.tooManyAttempts);
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, genericMessages.fileTooLarge);
  // Any other 413 is a body over the JSON limit: there is no file in it to blame.
  if (err.statusCode === 413) return new HttpError(413, genericMessages.requestTooLarge);
  // A unique key the request would repeat (a name taken in the meantime, or two spellings the
  // database stores alike): the request clashes with what exists.
  if ((err as { code?: unknown }).code === UNIQUE_VIOLATION) {
    request.log.warn({ err }, 'unique key violated: a service should have answered 409 itself');
    return new HttpError(409, genericMessages.conflict);
  }
  if (isInputRefusedByDatabase(err)) {
    request.log.warn({ err }, 'input refused by the database: a request schema should have stopped it');
    return new HttpError(400, genericMessages.invalidInput, { code: 'invalid_input' });
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return new HttpError(err.statusCode, err.message);
  }
  request.log.error({ err }, 'unhandled error');
  return new HttpError(500, genericMessages.internal);
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => sendError(reply, asHttpError(err, request)));
};
