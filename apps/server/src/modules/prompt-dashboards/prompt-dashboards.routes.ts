// Ranking-prompt and accuracy-prompt dashboards (analysis spec 2.2, 2.3, 7).
import {
  ApiErrorSchema,
  CompetitorChartQuerySchema,
  CompetitorChartSchema,
  DashboardFilterQuerySchema,
  DashboardResponsesQuerySchema,
  HeatmapSchema,
  PromptCompetitorAppearancesSchema,
  PromptRefSchema,
  QuestionOverviewSchema,
  QuestionResponsesSchema,
  QuestionStatsSchema,
  RankingChartsSchema,
  RankingCompetitorsSchema,
  RankingFiguresQuerySchema,
  RankingOverviewSchema,
  RankingResponsesSchema,
  RankingSourcesSchema,
  SourceTrendQuerySchema,
  SourceTrendSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { PromptDashboardService } from './prompt-dashboards.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const FILTERS =
  'Filters: time_range (7d, 30d, 90d, 6m, 1y, custom; default 7d) or start_date and end_date (YYYY-MM-DD, both); ' +
  'providers and entities repeated. Days are execution days (UTC).';
const INCLUDE_IMPORTED =
  'include_imported=true adds the imported app answers of the same prompt, engines and days (by their capture ' +
  'day) to the figures; without it they are never counted.';

export const promptDashboardRoutes = (
  app: ZodApp,
  deps: { dashboards: PromptDashboardService; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { dashboards: d, requireAuth } = deps;
  type Req = { params: { queryId: string } } & Parameters<typeof userIdOf>[0];
  const get = <R extends z.ZodType, Q extends z.ZodType>(
    path: string,
    tags: string[],
    doc: { operationId: string; summary: string; description: string },
    querystring: Q | undefined,
    reply: R,
    handler: (userId: number, queryId: string, query: z.infer<Q>) => Promise<z.infer<R>>,
  ) =>
    app.get(path, {
      preHandler: requireAuth,
      schema: {
        ...doc,
        tags,
        params: PromptRefSchema,
        ...(querystring ? { querystring } : {}),
        response: { 200: reply, ...errors },
      },
      // The generic helper loses the request and reply types; the schemas still validate both.
      handler: (req) => {
        const r = req as Req & { query: z.infer<Q> };
        return handler(userIdOf(r), r.params.queryId, r.query) as never;
      },
    });
  const ranking = ['ranking-dashboard'];
  const question = ['question-dashboard'];

  get(
    '/ranking-query/:queryId/overview/',
    ranking,
    {
      operationId: 'getRankingPromptOverview',
      summary: "Get a ranking prompt's header and LLMO score",
      description: 'Prompt header and the LLMO score of the latest completed execution.',
    },
    undefined,
    RankingOverviewSchema,
    (user, id) => d.rankingOverview(user, id),
  );
  get(
    '/ranking-query/:queryId/responses/',
    ranking,
    {
      operationId: 'listRankingPromptResponses',
      summary: "List a ranking prompt's answers",
      description: `The answers behind the charts, newest first; page, page_size (5, 10, 20, 50). ${FILTERS}`,
    },
    DashboardResponsesQuerySchema,
    RankingResponsesSchema,
    d.rankingResponses,
  );
  get(
    '/ranking-query/:queryId/charts/',
    ranking,
    {
      operationId: 'getRankingPromptCharts',
      summary: "Get a ranking prompt's daily charts",
      description:
        'Daily position, mentions and share of voice of the client and the first 5 competitors by mentions (or the ' +
        `entities asked for), the client's position per provider, and its LLMO score. ${FILTERS} ${INCLUDE_IMPORTED}`,
    },
    RankingFiguresQuerySchema,
    RankingChartsSchema,
    d.rankingCharts,
  );
  get(
    '/ranking-query/:queryId/sources/',
    ranking,
    {
      operationId: 'listRankingPromptSources',
      summary: 'List the domains cited for a ranking prompt',
      description: `Cited domains. Frequency by share of references: 25% Very High, 10% High, 5% Medium, else Low. ${FILTERS}`,
    },
    DashboardFilterQuerySchema,
    RankingSourcesSchema,
    d.rankingSources,
  );
  get(
    '/ranking-query/:queryId/source-trend/',
    ranking,
    {
      operationId: 'getRankingPromptSourceTrend',
      summary: 'Get the daily references to one cited domain',
      description: `References to one domain per day. ${FILTERS}`,
    },
    SourceTrendQuerySchema,
    SourceTrendSchema,
    d.sourceTrend,
  );
  get(
    '/ranking-query/:queryId/competitors/',
    ranking,
    {
      operationId: 'listRankingPromptCompetitors',
      summary: 'List the entities ranked for a ranking prompt',
      description: `Ranked entities, most appearances first; competitor-appearances gives one entity's appearances. ${FILTERS} ${INCLUDE_IMPORTED}`,
    },
    RankingFiguresQuerySchema,
    RankingCompetitorsSchema,
    d.rankingCompetitors,
  );
  get(
    '/ranking-query/:queryId/competitor-appearances/',
    ranking,
    {
      operationId: 'listRankingPromptCompetitorAppearances',
      summary: "List one entity's latest appearances",
      description: `The latest 50 appearances of one entity (per provider and day) with the URLs cited there, newest first. ${FILTERS}`,
    },
    CompetitorChartQuerySchema,
    PromptCompetitorAppearancesSchema,
    d.competitorAppearances,
  );
  get(
    '/ranking-query/:queryId/competitor-chart/',
    ranking,
    {
      operationId: 'getRankingPromptCompetitorChart',
      summary: "Get one entity's daily average position",
      description: `Daily average position of one entity, per provider. ${FILTERS}`,
    },
    CompetitorChartQuerySchema,
    CompetitorChartSchema,
    d.competitorChart,
  );

  get(
    '/question-query/:queryId/overview/',
    question,
    {
      operationId: 'getQuestionPromptOverview',
      summary: "Get an accuracy prompt's header",
      description: 'Header of an accuracy prompt.',
    },
    undefined,
    QuestionOverviewSchema,
    (user, id) => d.questionOverview(user, id),
  );
  get(
    '/question-query/:queryId/responses/',
    question,
    {
      operationId: 'listQuestionPromptResponses',
      summary: "List an accuracy prompt's rated answers",
      description: `The rated answers, newest first; page, page_size (5, 10, 20, 50). ${FILTERS}`,
    },
    DashboardResponsesQuerySchema,
    QuestionResponsesSchema,
    d.questionResponses,
  );
  get(
    '/question-query/:queryId/heatmap/',
    question,
    {
      operationId: 'getQuestionPromptHeatmap',
      summary: "Get an accuracy prompt's provider-by-period heatmap",
      description: `Provider × column cells; columns of 1 (7d), 3 (30d), 7 (90d), 14 (6m) or 30 (1y) days, the last ending today. ${FILTERS}`,
    },
    DashboardFilterQuerySchema,
    HeatmapSchema,
    d.questionHeatmap,
  );
  get(
    '/question-query/:queryId/stats/',
    question,
    {
      operationId: 'getQuestionPromptStats',
      summary: "Get an accuracy prompt's ratings per provider",
      description: `Per provider: rated answers, average score out of 10, and percent correct, almost correct, wrong. ${FILTERS}`,
    },
    DashboardFilterQuerySchema,
    QuestionStatsSchema,
    d.questionStats,
  );
};
