// One error shape for every failure: {message, detail, error, errors?}. User input never yields a 500.
import { type ApiError, authMessages, genericMessages } from '@sightline/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';
import { validationError } from './validation.ts';

const body = (message: string, detail = message, errors?: Record<string, string[]>): ApiError => ({
  message,
  detail,
  error: message,
  ...(errors ? { errors } : {}),
});

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
    if (err.statusCode === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send(body(genericMessages.fileTooLarge));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(body(err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(body(genericMessages.internal));
  });
};
