// Calls of the brand detail screen (spec 2 section 7) as TanStack Query hooks: queries with their
// results, report status and runs, and the brand's notifications (counts, unread list, mark read).
import {
  NotificationCountsSchema,
  NotificationListSchema,
  type NotificationType,
  type ProjectNotification,
  type ProjectQueriesSummary,
  ProjectQueriesSummarySchema,
  type PromptFamily,
  projectDetailPaths as p,
  promptPaths,
  QUERIES_POLL_MS,
  QuestionQueryResultSchema,
  RankingQueryResultSchema,
  type ReportStatus,
  ReportStatusSchema,
  RunReportReplySchema,
  SUMMARY_VIEW,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ReplySchema } from './client.ts';
import { api } from './instance.ts';
import { projectKeys } from './projects.ts';
import { useSignedIn } from './useSession.ts';

// Under 'projects' so prompt changes (which invalidate projectKeys.all) refresh them too; the
// notification keys sit under the dashboard's counts key so marking read refreshes its badges.
const projectDetailKeys = {
  queries: (id: string) => ['projects', 'queries', id] as const,
  results: (id: string, family: PromptFamily, promptId: number) =>
    ['projects', 'queries', id, family, promptId] as const,
  status: (id: string) => ['projects', 'execution-status', id] as const,
  counts: (id: string) => [...projectKeys.notificationCounts, 'project', id] as const,
  unread: (id: string) => ['notifications', 'unread', id] as const,
};

/** Polling is decided by the caller from the last answer (false stops it). */
type PollInterval<T> = (data: T | undefined) => number | false;

/** The tables' rows only: an opened row fetches its own results. */
export const useProjectQueries = (id: string, pollInterval: PollInterval<ProjectQueriesSummary>) =>
  useQuery({
    queryKey: projectDetailKeys.queries(id),
    queryFn: () =>
      api.get(p.queries(id), { query: { view: SUMMARY_VIEW }, schema: ProjectQueriesSummarySchema }),
    enabled: useSignedIn() && Boolean(id),
    refetchInterval: (query) => pollInterval(query.state.data),
  });

/**
 * An opened prompt's results. Under the queries key, so whatever refreshes the prompt rows refreshes
 * it too; while the prompt is on execution it is polled like the rows.
 */
const usePromptResults = <T>(
  id: string,
  family: PromptFamily,
  promptId: number,
  onExecution: boolean,
  schema: ReplySchema<T>,
) =>
  useQuery({
    queryKey: projectDetailKeys.results(id, family, promptId),
    queryFn: () => api.get(promptPaths.results(id, family, promptId), { schema }),
    enabled: useSignedIn() && Boolean(id),
    refetchInterval: onExecution ? QUERIES_POLL_MS : false,
  });

export const useRankingResults = (id: string, promptId: number, onExecution: boolean) =>
  usePromptResults(id, 'ranking', promptId, onExecution, RankingQueryResultSchema);

export const useAccuracyResults = (id: string, promptId: number, onExecution: boolean) =>
  usePromptResults(id, 'accuracy', promptId, onExecution, QuestionQueryResultSchema);

export const useReportStatus = (id: string, pollInterval: PollInterval<ReportStatus>) =>
  useQuery({
    queryKey: projectDetailKeys.status(id),
    queryFn: () => api.get(p.executionStatus(id), { schema: ReportStatusSchema }),
    enabled: useSignedIn() && Boolean(id),
    refetchInterval: (query) => pollInterval(query.state.data),
    staleTime: 0,
  });

export const useRunReport = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(p.run(id), undefined, { schema: RunReportReplySchema }),
    // The executions list and the running flag come from the status call.
    onSettled: () => client.invalidateQueries({ queryKey: projectDetailKeys.status(id) }),
  });
};

export const useProjectNotificationCounts = (id: string) =>
  useQuery({
    queryKey: projectDetailKeys.counts(id),
    queryFn: () => api.get(p.notificationCounts(id), { schema: NotificationCountsSchema }),
    enabled: useSignedIn() && Boolean(id),
  });

/**
 * The brand's unread notifications. Kept as loaded (no staleness refetch): rows stay marked as new
 * for the visit after their tab was opened, until the row itself is opened.
 */
export const useUnreadNotifications = (id: string) =>
  useQuery({
    queryKey: projectDetailKeys.unread(id),
    queryFn: async (): Promise<ProjectNotification[]> =>
      (
        await api.get(p.notifications, {
          query: { project_id: id, is_read: 'false' },
          schema: NotificationListSchema,
        })
      ).notifications,
    enabled: useSignedIn() && Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

export type MarkReadTarget =
  | { query_id: number; query_type: 'ranking' | 'question' }
  | { report_execution_id: number };

/** Marks one prompt's or one execution's notifications read; the row and every badge refresh. */
export const useMarkRead = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: MarkReadTarget) => api.post(p.markRead, target),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: projectKeys.notificationCounts });
      void client.invalidateQueries({ queryKey: projectDetailKeys.unread(id) });
    },
  });
};

/** Marks a tab's notification types read; the badges refresh, the rows keep their marks for the visit. */
export const useMarkTabRead = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (types: readonly NotificationType[]) =>
      api.post(p.markTabRead(id), { notification_type: [...types] }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.notificationCounts }),
  });
};

/** After a report finishes: everything it changed. */
export const useRefreshAfterReport = (id: string) => {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: projectKeys.detail(id) });
    void client.invalidateQueries({ queryKey: projectDetailKeys.queries(id) });
    void client.invalidateQueries({ queryKey: projectKeys.notificationCounts });
    void client.invalidateQueries({ queryKey: projectDetailKeys.unread(id) });
  }, [client, id]);
};
