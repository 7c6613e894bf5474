import type { Database } from './database.ts';
export declare const migrate: (db: Database) => Promise<string[]>;
