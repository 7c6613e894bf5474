// Website analysis calls (analysis spec 7): the dashboard with its range, visits page and URL search,
// the brand's tracking settings, the installation check and the key rotation.
import {
  IngestKeyCreatedSchema,
  InstallationCheckSchema,
  websiteAnalysisPaths as paths,
  TrackingSettingsSchema,
  WEBSITE_DEFAULT_TIME_RANGE,
  WEBSITE_VISITS_PAGE_SIZE,
  WebsiteDashboardSchema,
} from '@sightline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DateRange } from './insights.ts';
import { api } from './instance.ts';
import { useSession } from './useSession.ts';

const keys = {
  all: (projectId: string) => ['website-analysis', projectId] as const,
  tracking: (projectId: string) => ['website-analysis', projectId, 'tracking'] as const,
};

/** Spec 7: custom with both dates, else the default 30 days; the visits page and the URL search. */
export const websiteDashboardParams = (range: DateRange, page: number, search: string) => {
  const [start, end] = range;
  return {
    ...(start && end
      ? { time_range: 'custom', start_date: start, end_date: end }
      : { time_range: WEBSITE_DEFAULT_TIME_RANGE }),
    page: String(page),
    page_size: String(WEBSITE_VISITS_PAGE_SIZE),
    ...(search ? { endpoint_filter: search } : {}),
  };
};

export const useWebsiteDashboard = (projectId: string, params: Record<string, string>) =>
  useQuery({
    queryKey: [...keys.all(projectId), 'dashboard', params],
    queryFn: ({ signal }) =>
      api.get(paths.dashboard(projectId), { query: params, schema: WebsiteDashboardSchema, signal }),
    enabled: Boolean(useSession()?.token),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useTrackingSettings = (projectId: string) =>
  useQuery({
    queryKey: keys.tracking(projectId),
    queryFn: () => api.get(paths.tracking(projectId), { schema: TrackingSettingsSchema }),
    enabled: Boolean(useSession()?.token),
  });

/** Asks whether an event arrived; on success the dashboard reloads (its empty state may be over). */
export const useInstallationCheck = (projectId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.get(paths.installation(projectId), { schema: InstallationCheckSchema }),
    onSuccess: (check) => {
      if (check.installed) void client.invalidateQueries({ queryKey: keys.all(projectId) });
    },
  });
};

export const useRotateTrackingKey = (projectId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(paths.rotateKey(projectId), undefined, { schema: TrackingSettingsSchema }),
    onSuccess: (settings) => client.setQueryData(keys.tracking(projectId), settings),
  });
};

/** A new secret ingest key: the reply is the only time it is shown; the settings keep its hint. */
export const useCreateIngestKey = (projectId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(paths.rotateIngestKey(projectId), undefined, { schema: IngestKeyCreatedSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.tracking(projectId) }),
  });
};
