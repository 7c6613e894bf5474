// The AI agent tab's calls (spec 2 section 7), the recommendation calls (spec 3 section 7) and the
// changes of a prompt with their effect, as TanStack Query hooks.
import {
  type ImplementedChange,
  ImplementedChangeSchema,
  LlmoFeedbackSchema,
  OkSchema,
  PromptChangesSchema,
  recommendationPaths as paths,
  RECOMMENDATION_POLL_MS,
  RecommendationDetailSchema,
  type RecommendationExecution,
  RecommendationExecutionSchema,
  RecommendationHistorySchema,
  RecommendationOverviewSchema,
  type RecommendationScope,
  RecommendationStatusSchema,
  type RecommendationType,
} from '@sightline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { useSignedIn } from './useSession.ts';

/** The queries the agent tab shows in Boost and Correctness (null: the first of each). */
export interface FeedbackSelection {
  ranking: string | null;
  question: string | null;
}
const FIRST_QUERIES: FeedbackSelection = { ranking: null, question: null };

const recommendationKeys = {
  feedback: (reportId: string, selection?: FeedbackSelection) =>
    selection
      ? (['recommendations', 'feedback', reportId, selection] as const)
      : (['recommendations', 'feedback', reportId] as const),
  history: (scope: RecommendationScope, ref: string) => ['recommendations', 'history', scope, ref] as const,
  overview: (page: number, pageSize: number) => ['recommendations', 'overview', page, pageSize] as const,
  detail: (id: string) => ['recommendations', 'detail', id] as const,
  status: (id: string) => ['recommendations', 'status', id] as const,
  changes: (kind: 'ranking' | 'question', queryId: string) =>
    ['recommendations', 'changes', kind, queryId] as const,
};

/** The feedback as the agent tab shows it: one Boost and one Correctness query, the first by default. */
export const useLlmoFeedback = (reportId: string | undefined, selection: FeedbackSelection = FIRST_QUERIES) =>
  useQuery({
    queryKey: recommendationKeys.feedback(reportId ?? '', selection),
    queryFn: () =>
      api.get(paths.llmoFeedback(reportId ?? ''), {
        schema: LlmoFeedbackSchema,
        query: {
          selected_only: 'true',
          ranking_query_id: selection.ranking ?? undefined,
          question_query_id: selection.question ?? undefined,
        },
      }),
    enabled: useSignedIn() && Boolean(reportId),
    // Choosing another query keeps the sections on screen until its entry arrives.
    placeholderData: keepPreviousData,
  });

export interface ChangeInput {
  change_type: string;
  description: string;
  url: string;
  implementation_date: string;
  query_id: string | null;
}

export const useAddChange = (reportId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeInput): Promise<ImplementedChange> =>
      // Spec 2 section 5: an empty URL is sent as null.
      api.post(
        paths.addChange(reportId),
        { ...input, url: input.url.trim() || null },
        { schema: ImplementedChangeSchema },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: recommendationKeys.feedback(reportId) }),
  });
};

export const useDeleteChange = (reportId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(paths.deleteChange(id), { schema: OkSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: recommendationKeys.feedback(reportId) }),
  });
};

export const useRecommendationHistory = (scope: RecommendationScope, ref: string | undefined) =>
  useQuery({
    queryKey: recommendationKeys.history(scope, ref ?? ''),
    queryFn: () => api.get(paths.history(scope, ref ?? ''), { schema: RecommendationHistorySchema }),
    enabled: useSignedIn() && Boolean(ref),
  });

/** Every run of the user's brands, one page at a time (the /recommendations index). */
export const useRecommendationOverview = (page: number, pageSize: number) =>
  useQuery({
    queryKey: recommendationKeys.overview(page, pageSize),
    queryFn: () =>
      api.get(paths.overview, {
        schema: RecommendationOverviewSchema,
        query: { page: String(page), page_size: String(pageSize) },
      }),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
  });

const inFlight = (status: RecommendationExecution['status'] | undefined) =>
  status === 'pending' || status === 'running';

/** The status of a run, polled every 5 s while it is pending or running (spec 3 section 4). */
export const useRecommendationStatus = (
  id: string | undefined,
  initial: RecommendationExecution['status'] | undefined,
) =>
  useQuery({
    queryKey: recommendationKeys.status(id ?? ''),
    queryFn: () => api.get(paths.status(id ?? ''), { schema: RecommendationStatusSchema }),
    enabled: useSignedIn() && Boolean(id) && inFlight(initial),
    refetchInterval: (query) =>
      inFlight(query.state.data?.status ?? initial) ? RECOMMENDATION_POLL_MS : false,
  });

export const useRecommendationDetail = (id: string | undefined) =>
  useQuery({
    queryKey: recommendationKeys.detail(id ?? ''),
    queryFn: () => api.get(paths.detail(id ?? ''), { schema: RecommendationDetailSchema }),
    enabled: useSignedIn() && Boolean(id),
  });

/** Any change of a run refreshes the histories, its detail and its status. */
const useRunMutation = <Input>(call: (input: Input) => Promise<RecommendationExecution>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (run) => {
      void client.invalidateQueries({ queryKey: ['recommendations', 'history'] });
      void client.invalidateQueries({ queryKey: ['recommendations', 'overview'] });
      void client.invalidateQueries({ queryKey: recommendationKeys.detail(run.id) });
      client.removeQueries({ queryKey: recommendationKeys.status(run.id) });
    },
  });
};

export const useCreateRecommendation = (scope: RecommendationScope, ref: string) =>
  useRunMutation((type: RecommendationType) =>
    api.post(paths.create(scope, ref), { type }, { schema: RecommendationExecutionSchema }),
  );

export const useRetryRecommendation = () =>
  useRunMutation((id: string) =>
    api.post(paths.retry(id), undefined, { schema: RecommendationExecutionSchema }),
  );

export const useImplementRecommendation = () =>
  useRunMutation((id: string) =>
    api.post(paths.implement(id), undefined, { schema: RecommendationExecutionSchema }),
  );

/** Refreshes what a finished run changes (when its polled status leaves pending or running). */
export const useRefreshRun = () => {
  const client = useQueryClient();
  return (id: string) => {
    void client.invalidateQueries({ queryKey: ['recommendations', 'history'] });
    void client.invalidateQueries({ queryKey: ['recommendations', 'overview'] });
    void client.invalidateQueries({ queryKey: recommendationKeys.detail(id) });
  };
};

export const usePromptChanges = (kind: 'ranking' | 'question', queryId: string | undefined) =>
  useQuery({
    queryKey: recommendationKeys.changes(kind, queryId ?? ''),
    queryFn: () => api.get(paths.promptChanges(kind, queryId ?? ''), { schema: PromptChangesSchema }),
    enabled: useSignedIn() && Boolean(queryId),
  });
