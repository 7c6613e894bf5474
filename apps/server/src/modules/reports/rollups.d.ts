import type { Queryable } from '../../db/database.ts';
export declare const rebuildRollups: (q: Queryable, projectId: number, day: string) => Promise<void>;
