// Refuses a request whose body, query or path holds ill-formed Unicode (a lone half of a surrogate
// pair, which JSON can carry as "\ud800") before any route reads it: PostgreSQL would store it as
// U+FFFD, so two different values could collide after storage. The shared string schemas refuse it
// per field; this guard covers every value that no such schema reads (multipart fields, plain strings).
import { inputMessages } from '@sightline/contracts';
import type { FastifyRequest } from 'fastify';
import { validationError } from './validation.ts';

/** Depth of nesting walked: request bodies are shallow, and the walk must stay bounded. */
const MAX_DEPTH = 32;

/** The path of the first ill-formed string in `value`, or null. */
export const illFormedPath = (value: unknown, path: string[] = [], depth = 0): string[] | null => {
  if (typeof value === 'string') return value.isWellFormed() ? null : path;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, entry] of Object.entries(value)) {
    if (!key.isWellFormed()) return [...path, key];
    const found = illFormedPath(entry, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
};

export const refuseIllFormedInput = async (req: FastifyRequest) => {
  for (const part of [req.params, req.query, req.body]) {
    const path = illFormedPath(part);
    if (path) throw validationError([{ path, message: inputMessages.illFormed }]);
  }
};
