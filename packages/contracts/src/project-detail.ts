// Paths, replies and constants of the brand (project) detail screen: its queries with results,
// report status and runs, and its notifications (spec 2 sections 2.2, 4, 7 and 9).

import { ExecutionSummarySchema } from './projects.ts';
import {
  NotificationSchema,
  type ProjectQueriesSchema,
  type ProjectQueriesSummarySchema,
  type QuestionQueryResultSchema,
  type RankingQueryResultSchema,
} from './results.ts';
import { z } from './zod-setup.ts';

const projectRef = (id: string) => `/projects/${encodeURIComponent(id)}`;

export const projectDetailPaths = {
  queries: (projectId: string) => `${projectRef(projectId)}/queries/`,
  executionStatus: (projectId: string) => `${projectRef(projectId)}/execution-status/`,
  run: (projectId: string) => `${projectRef(projectId)}/run/`,
  notificationCounts: (projectId: string) => `${projectRef(projectId)}/notifications/counts/`,
  markTabRead: (projectId: string) => `${projectRef(projectId)}/notifications/mark-tab-read/`,
  /** GET with project_id and is_read=false. */
  notifications: '/notifications/',
  markRead: '/notifications/mark-read/',
} as const;

/** GET projects/{id}/execution-status/. */
export const ReportStatusSchema = z.object({
  running: z.boolean(),
  /** Minutes: 10 per prompt, 50 by default. */
  estimated_time: z.number(),
  current_execution: ExecutionSummarySchema.nullable(),
  /** ISO time of the next scheduled run, or "Not scheduled". */
  next_execution: z.string().nullable(),
  queries_on_execution: z.array(z.number().int()),
  executions: z.array(ExecutionSummarySchema),
});
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

/** POST projects/{id}/run/ (202). */
export const RunReportReplySchema = z.object({ message: z.string(), execution: ExecutionSummarySchema });

export type ProjectQueries = z.infer<typeof ProjectQueriesSchema>;
export type ProjectQueriesSummary = z.infer<typeof ProjectQueriesSummarySchema>;
export type RankingQuerySummary = ProjectQueriesSummary['ranking_queries'][number];
export type QuestionQuerySummary = ProjectQueriesSummary['question_queries'][number];
export type RankingQueryResult = z.infer<typeof RankingQueryResultSchema>;
export type RankingProviderResult = RankingQueryResult['results'][number];
export type QuestionQueryResult = z.infer<typeof QuestionQueryResultSchema>;
export type QuestionProviderResult = QuestionQueryResult['results'][number];
export type ExecutionSummary = ReportStatus['executions'][number];

export const NotificationListSchema = z.object({ notifications: z.array(NotificationSchema) });
export type ProjectNotification = z.infer<typeof NotificationSchema>;
export type NotificationType = ProjectNotification['notification_type'];

/** Page sizes (spec 2 section 9): prompt tables 5, report executions 10; pagers only above them. */
export const PROMPT_RESULTS_PAGE_SIZE = 5;
export const EXECUTIONS_PAGE_SIZE = 10;
/** The expected response is cut at this many characters in the accuracy table. */
export const EXPECTED_RESPONSE_PREVIEW_CHARS = 30;
/** Poll intervals (spec 2 section 9). */
export const REPORT_STATUS_POLL_MS = 60_000;
export const QUERIES_POLL_MS = 30_000;
/** Minimum loading display (spec 2 section 4). */
export const PROJECT_MIN_LOADING_MS = 2_000;
export const QUERIES_MIN_LOADING_MS = 1_000;
/** Width of the first-time info modal (spec 2 section 2.3). */
export const RESULTS_INFO_MODAL_WIDTH = 650;
