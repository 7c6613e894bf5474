import { z } from './zod-setup.ts';

/**
 * What went wrong, for the client to decide on; `message` is for people. Each status has a generic
 * code; a specific one exists only where a client must tell cases of one status apart.
 */
export const API_ERROR_CODES = [
  /** 400: the request cannot be carried out as sent (the message says why). */
  'bad_request',
  /** 400: values of the request are missing or wrong; `errors` names the fields. */
  'validation_failed',
  /** 400: a value in the wrong format or out of range got past validation, or the address is unusable. */
  'invalid_input',
  /** 400: the security verification (captcha) failed; the next try needs a new one. */
  'captcha_failed',
  /** 403: the account's address is not confirmed yet, and the call needs it (or a link's proof). */
  'email_unverified',
  /** 401: this account had many failed sign-ins lately: the next one needs a solved captcha. */
  'captcha_required',
  /** 400: the email confirmation link is unknown, used or expired. */
  'verify_token_invalid',
  /** 400: the password reset link is unknown, used or expired. */
  'reset_token_invalid',
  /** 401: no valid access token; a client holding a refresh token may renew and retry. */
  'unauthorized',
  /** 401: the access token has expired; renew it and retry. */
  'token_expired',
  /** 401: the session is over (signed out, password changed or reset, refresh token reused or expired). */
  'session_ended',
  /** 401: wrong email or password. */
  'invalid_credentials',
  /** 403: the user may not do this. */
  'forbidden',
  /** 403: the plan's prompt total is used up. */
  'prompt_limit_reached',
  /** 403: the account is read-only: its free trial (or its paid plan) has ended; the message says what to upgrade for. */
  'trial_expired',
  /** 403: the plan's team members are all taken. */
  'member_limit_reached',
  /** 403: the plan's keyword analyses or recommendation runs of the month are used up. */
  'execution_limit_reached',
  /** 404 */
  'not_found',
  /** 409: the request clashes with the current state. */
  'conflict',
  /** 409: a report of this brand is already running. */
  'report_running',
  /** 409: the answer's text was removed under the retention policy, so its reading can no longer be corrected. */
  'answer_text_removed',
  /** 413: the body, form or file is over its limit. */
  'payload_too_large',
  /** 429: too many requests or sign-in attempts; wait and try again. */
  'rate_limited',
  /** 500: our fault. */
  'internal_error',
  /** 503: a part the call needs (the database) cannot take it now; retry shortly. */
  'unavailable',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The generic code of an error status. */
export const errorCodeForStatus = (status: number): ApiErrorCode => {
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'internal_error';
  const generic: Partial<Record<number, ApiErrorCode>> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    429: 'rate_limited',
  };
  return generic[status] ?? 'bad_request';
};

/**
 * The one error shape of the API. The spec's clients read `message`, `detail` or `error` (the same
 * text); `code` is what a client decides on.
 */
export const ApiErrorSchema = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  detail: z.string(),
  error: z.string(),
  /** Per-field messages for validation failures, keyed by the request field path. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const OkSchema = z.object({ success: z.literal(true), message: z.string().optional() });
