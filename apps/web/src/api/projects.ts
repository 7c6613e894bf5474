// Brand (project) calls of spec 1 section 7 as TanStack Query hooks: the list, dashboard metrics,
// notification counts, engine statuses, create/update/delete and the website analyzer.
import {
  DashboardMetricsReplySchema,
  EngineStatusesReplySchema,
  enginePaths,
  NotificationCountsReplySchema,
  notificationPaths,
  type Project,
  ProjectCreatedSchema,
  ProjectListSchema,
  ProjectSchema,
  projectPaths,
  type WebsiteSuggestions,
  WebsiteSuggestionsSchema,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { queryKeys } from './query-keys.ts';
import { useSignedIn } from './useSession.ts';

export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  metrics: ['projects', 'dashboard-metrics'] as const,
  notificationCounts: ['notifications', 'counts'] as const,
  engines: ['engines', 'statuses'] as const,
};

export const useProjects = () =>
  useQuery({
    queryKey: projectKeys.list,
    queryFn: async () => (await api.get(projectPaths.list, { schema: ProjectListSchema })).projects,
    enabled: useSignedIn(),
  });

export const useProject = (id: string | undefined) =>
  useQuery({
    queryKey: projectKeys.detail(id ?? ''),
    queryFn: () => api.get(projectPaths.detail(id ?? ''), { schema: ProjectSchema }),
    enabled: useSignedIn() && Boolean(id),
  });

/** Spec 1 section 7: metrics and notification errors are only logged, never shown. */
export const logged =
  <T>(what: string, load: () => Promise<T>, fallback: T) =>
  async () => {
    try {
      return await load();
    } catch (error) {
      console.error(`Failed to fetch ${what}`, error);
      return fallback;
    }
  };

export const useDashboardMetrics = () =>
  useQuery({
    queryKey: projectKeys.metrics,
    queryFn: logged(
      'dashboard metrics',
      async () =>
        (await api.get(projectPaths.dashboardMetrics, { schema: DashboardMetricsReplySchema })).metrics,
      {},
    ),
    enabled: useSignedIn(),
  });

export const useNotificationCounts = () =>
  useQuery({
    queryKey: projectKeys.notificationCounts,
    queryFn: logged(
      'notification counts',
      async () =>
        (await api.get(notificationPaths.counts, { schema: NotificationCountsReplySchema })).projects,
      {},
    ),
    enabled: useSignedIn(),
  });

/** Engine statuses (live or simulated); a failure just hides the 'Simulated' badges. */
export const useEngineStatuses = () =>
  useQuery({
    queryKey: projectKeys.engines,
    queryFn: logged(
      'engine statuses',
      async () => (await api.get(enginePaths.statuses, { schema: EngineStatusesReplySchema })).engines,
      [],
    ),
    enabled: useSignedIn(),
    staleTime: 5 * 60_000,
  });

/** After a brand or its prompts change: the list, metrics and the prompt usage in the shell. */
const useInvalidateBrands = () => {
  const client = useQueryClient();
  return (project?: Project) => {
    if (project) client.setQueryData(projectKeys.detail(project.uuid), project);
    void client.invalidateQueries({ queryKey: projectKeys.all });
    void client.invalidateQueries({ queryKey: queryKeys.subscription });
  };
};

export const useCreateProject = () => {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.request('POST', projectPaths.create, { form, schema: ProjectCreatedSchema }),
    onSuccess: (project) => invalidate(project),
  });
};

export const useUpdateProject = () => {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: ({ id, form }: { id: string; form: FormData }) =>
      api.request('PUT', projectPaths.update(id), { form, schema: ProjectSchema }),
    onSuccess: (project) => invalidate(project),
  });
};

export const useDeleteProject = () => {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: (id: string) => api.delete(projectPaths.delete(id)),
    onSuccess: () => invalidate(),
  });
};

export interface AnalyzeWebsiteInput {
  url: string;
  entity_name: string;
  entity_location: string;
}

export const useAnalyzeWebsite = () =>
  useMutation({
    mutationFn: (input: AnalyzeWebsiteInput): Promise<WebsiteSuggestions> =>
      api.post(projectPaths.analyzeWebsite, input, { schema: WebsiteSuggestionsSchema }),
  });
