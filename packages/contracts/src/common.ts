import { z } from 'zod';

/** The one error shape of the API. The web client reads `message`, `detail` or `error`. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  detail: z.string(),
  error: z.string(),
  /** Per-field messages for validation failures, keyed by the request field path. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const OkSchema = z.object({ success: z.literal(true), message: z.string().optional() });
