/** A random URL-safe token; 32 bytes give 43 characters, above the spec's 32-character minimum. */
export declare const randomToken: (bytes?: number) => string;
/** Tokens are stored hashed so that a leaked table cannot be replayed. */
export declare const sha256: (value: string) => string;
