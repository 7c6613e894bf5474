import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token; 32 bytes give 43 characters, above the spec's 32-character minimum. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored hashed so that a leaked table cannot be replayed. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
