// GET projects/{id}/general-metrics/ (analysis spec 7) as a query hook, and the query parameters the
// screen's filters turn into.
import {
  GENERAL_METRICS_DEFAULT_TIME_RANGE,
  GeneralMetricsReplySchema,
  projectPaths,
} from '@sightline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from './insights.ts';
import { api } from './instance.ts';
import { useSession } from './useSession.ts';

export interface GeneralMetricsFilters {
  providers: readonly string[];
  /** Tag ids. */
  tags: readonly string[];
  range: DateRange;
}

export type GeneralMetricsParams = Record<string, string | string[]>;

/**
 * Spec 7: 'custom' with both dates, else the default 30 days; providers and tags repeated (sorted, so
 * the same choice is the same cache entry).
 */
export const generalMetricsParams = ({
  providers,
  tags,
  range,
}: GeneralMetricsFilters): GeneralMetricsParams => {
  const [start, end] = range;
  return {
    ...(start && end
      ? { time_range: 'custom', start_date: start, end_date: end }
      : { time_range: GENERAL_METRICS_DEFAULT_TIME_RANGE }),
    ...(providers.length ? { providers: [...providers].sort() } : {}),
    ...(tags.length ? { tags: [...tags].sort() } : {}),
  };
};

const generalMetricsKeys = {
  metrics: (projectId: string, params: GeneralMetricsParams) =>
    ['projects', 'general-metrics', projectId, params] as const,
};

export const useGeneralMetrics = (projectId: string, params: GeneralMetricsParams) =>
  useQuery({
    queryKey: generalMetricsKeys.metrics(projectId, params),
    queryFn: ({ signal }) =>
      api.get(projectPaths.generalMetrics(projectId), {
        query: params,
        schema: GeneralMetricsReplySchema,
        signal,
      }),
    enabled: Boolean(useSession()?.token) && Boolean(projectId),
    placeholderData: keepPreviousData,
    // A failure shows the error state with Try Again instead of silent retries.
    retry: false,
  });
