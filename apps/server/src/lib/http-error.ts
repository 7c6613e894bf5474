// Errors a service throws to end a request with a given status, the spec's message and a code.
import { type ApiErrorCode, errorCodeForStatus } from '@sightline/contracts';

export class HttpError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly detail: string;
  readonly errors: Record<string, string[]> | undefined;

  constructor(
    status: number,
    message: string,
    options: { code?: ApiErrorCode; detail?: string; errors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = options.code ?? (options.errors ? 'validation_failed' : errorCodeForStatus(status));
    this.detail = options.detail ?? message;
    this.errors = options.errors;
  }
}

/** Field errors make it `validation_failed` unless a code is given. */
export const badRequest = (
  message: string,
  options: { code?: ApiErrorCode; errors?: Record<string, string[]> } = {},
) => new HttpError(400, message, options);
export const unauthorized = (message: string, code?: ApiErrorCode) => new HttpError(401, message, { code });
export const forbidden = (message: string, code?: ApiErrorCode) => new HttpError(403, message, { code });
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, code?: ApiErrorCode) => new HttpError(409, message, { code });
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const fieldError = (field: string, message: string, code?: ApiErrorCode) =>
  badRequest(message, { code, errors: { [field]: [message] } });
