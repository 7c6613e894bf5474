import type { Database } from '../../db/database.ts';
export declare const scheduleDueProjects: (db: Database, now: Date, samples: number) => Promise<number[]>;
