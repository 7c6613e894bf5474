// Errors a service throws to end a request with a given status and the spec's message.

export class HttpError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors: Record<string, string[]> | undefined;

  constructor(
    status: number,
    message: string,
    options: { detail?: string; errors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.status = status;
    this.detail = options.detail ?? message;
    this.errors = options.errors;
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(400, message, { errors });
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
