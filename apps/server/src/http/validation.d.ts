import type { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';

type Issue = {
  path: PropertyKey[];
  message: string;
};
export declare const issuesToErrors: (issues: readonly Issue[]) => Record<string, string[]>;
export declare const validationError: (issues: readonly Issue[]) => HttpError;
/** Parses data that did not pass through a route schema (multipart fields). */
export declare const parseOrThrow: <S extends z.ZodType>(schema: S, data: unknown) => z.infer<S>;
