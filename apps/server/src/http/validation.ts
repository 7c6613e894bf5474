// Turns zod issues into the API's per-field error map and first message.
import { genericMessages } from '@sightline/contracts';
import type { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';

type Issue = { path: PropertyKey[]; message: string };

const issuesToErrors = (issues: readonly Issue[]) => {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'non_field_errors';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
};

export const validationError = (issues: readonly Issue[]) =>
  new HttpError(400, issues[0]?.message ?? genericMessages.validationFailed, {
    errors: issuesToErrors(issues),
  });

/** Parses data that did not pass through a route schema (multipart fields). */
export const parseOrThrow = <S extends z.ZodType>(schema: S, data: unknown): z.infer<S> => {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error.issues);
  return result.data;
};
