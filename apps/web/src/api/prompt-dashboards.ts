// Calls of the ranking-prompt and accuracy-prompt dashboards (analysis spec 7) as TanStack Query
// hooks. Filters go out as query parameters, providers and entities repeated.
import {
  CompetitorChartSchema,
  HeatmapSchema,
  PromptCompetitorAppearancesSchema,
  QuestionOverviewSchema,
  QuestionResponsesSchema,
  QuestionStatsSchema,
  questionQueryPaths,
  RankingChartsSchema,
  RankingCompetitorsSchema,
  RankingOverviewSchema,
  RankingResponsesSchema,
  RankingSourcesSchema,
  rankingQueryPaths,
  SourceTrendSchema,
} from '@sightline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReplySchema } from './client.ts';
import { api } from './instance.ts';
import { useSignedIn } from './useSession.ts';

/** Query parameters of a dashboard call; arrays become repeated parameters. */
export type DashboardParams = Record<string, string | number | readonly string[] | undefined>;

const promptDashboardKeys = {
  all: ['prompt-dashboards'] as const,
  call: (kind: 'ranking' | 'question', call: string, queryId: string, params: DashboardParams = {}) =>
    ['prompt-dashboards', kind, queryId, call, params] as const,
};

const useDashboardCall = <T>(
  kind: 'ranking' | 'question',
  call: string,
  path: string,
  queryId: string,
  schema: ReplySchema<T>,
  params: DashboardParams = {},
  enabled = true,
) =>
  useQuery({
    queryKey: promptDashboardKeys.call(kind, call, queryId, params),
    queryFn: ({ signal }) => api.get(path, { query: params, schema, signal }),
    enabled: useSignedIn() && Boolean(queryId) && enabled,
    // A filter change keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // A 404 (unknown or foreign prompt) will not change on a retry.
    retry: false,
  });

const r = rankingQueryPaths;
export const useRankingOverview = (id: string) =>
  useDashboardCall('ranking', 'overview', r.overview(id), id, RankingOverviewSchema);
export const useRankingResponses = (id: string, params: DashboardParams) =>
  useDashboardCall('ranking', 'responses', r.responses(id), id, RankingResponsesSchema, params);
export const useRankingCharts = (id: string, params: DashboardParams) =>
  useDashboardCall('ranking', 'charts', r.charts(id), id, RankingChartsSchema, params);
export const useRankingSources = (id: string, params: DashboardParams) =>
  useDashboardCall('ranking', 'sources', r.sources(id), id, RankingSourcesSchema, params);
export const useRankingCompetitors = (id: string, params: DashboardParams) =>
  useDashboardCall('ranking', 'competitors', r.competitors(id), id, RankingCompetitorsSchema, params);
/** Loaded when a source row opens. */
export const useSourceTrend = (id: string, params: DashboardParams) =>
  useDashboardCall('ranking', 'source-trend', r.sourceTrend(id), id, SourceTrendSchema, params);
/** Loaded when a competitor row opens. */
export const useCompetitorChart = (id: string, params: DashboardParams) =>
  useDashboardCall('ranking', 'competitor-chart', r.competitorChart(id), id, CompetitorChartSchema, params);
/** Loaded when a competitor row opens. */
export const useCompetitorAppearances = (id: string, params: DashboardParams) =>
  useDashboardCall(
    'ranking',
    'competitor-appearances',
    r.competitorAppearances(id),
    id,
    PromptCompetitorAppearancesSchema,
    params,
  );

const q = questionQueryPaths;
export const useQuestionOverview = (id: string) =>
  useDashboardCall('question', 'overview', q.overview(id), id, QuestionOverviewSchema);
export const useQuestionResponses = (id: string, params: DashboardParams) =>
  useDashboardCall('question', 'responses', q.responses(id), id, QuestionResponsesSchema, params);
export const useQuestionHeatmap = (id: string, params: DashboardParams) =>
  useDashboardCall('question', 'heatmap', q.heatmap(id), id, HeatmapSchema, params);
export const useQuestionStats = (id: string, params: DashboardParams) =>
  useDashboardCall('question', 'stats', q.stats(id), id, QuestionStatsSchema, params);
