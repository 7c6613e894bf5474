import type { Queryable } from '../../db/database.ts';
export interface Counts {
  total: number;
  report_execution: number;
  ranking_query: number;
  question_query: number;
}
export declare const unreadCounts: (
  q: Queryable,
  userId: number,
  projectId?: number,
) => Promise<{
  total: Counts;
  byProject: Record<string, Counts>;
}>;
