import type { Queryable } from './database.ts';
/** The secret that signs access tokens and captcha challenges: APP_SECRET, else one generated once and stored. */
export declare const loadAppSecret: (db: Queryable, fromEnv: string | undefined) => Promise<string>;
