// Ranking-prompt and accuracy-prompt dashboards (analysis spec 2.2, 2.3, 7), and project tags.
import {
  ApiErrorSchema,
  CompetitorChartQuerySchema,
  CompetitorChartSchema,
  DashboardFilterQuerySchema,
  DashboardResponsesQuerySchema,
  HeatmapSchema,
  OkSchema,
  ProjectRefSchema,
  PromptRefSchema,
  QuestionOverviewSchema,
  QuestionResponsesSchema,
  QuestionStatsSchema,
  RankingChartsSchema,
  RankingCompetitorsSchema,
  RankingOverviewSchema,
  RankingResponsesSchema,
  RankingSourcesSchema,
  RowIdParamSchema,
  SourceTrendQuerySchema,
  SourceTrendSchema,
  TagAssignSchema,
  TagListSchema,
  TagNameSchema,
  TagSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import type { DashboardFilter } from './filters.ts';
import { requirePrompt } from './prompt-access.ts';
import { questionHeatmap, questionOverview, questionResponses, questionStats } from './question.ts';
import { resolveDashboardRange } from './range.ts';
import {
  competitorChart,
  rankingCharts,
  rankingCompetitors,
  rankingOverview,
  rankingResponses,
  rankingSources,
  sourceTrend,
} from './ranking.ts';
import { tagRepo } from './tags.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const FILTERS =
  'Filters: time_range (7d, 30d, 90d, 6m, 1y, custom; default 7d) or start_date and end_date (YYYY-MM-DD, both); ' +
  'providers and entities repeated. Days are execution days (UTC).';

export const promptDashboardRoutes = (
  app: ZodApp,
  deps: { db: Database; clock: Clock; requireAuth: preHandlerAsyncHookHandler },
) => {
  const { db, requireAuth } = deps;
  type Req = { params: { queryId: string } } & Parameters<typeof userIdOf>[0];
  const ranking = (req: Req) => requirePrompt(db, userIdOf(req), req.params.queryId, 'RANKING');
  const question = (req: Req) => requirePrompt(db, userIdOf(req), req.params.queryId, 'QUESTION');
  const filter = (query: z.infer<typeof DashboardFilterQuerySchema>): DashboardFilter => ({
    range: resolveDashboardRange(deps.clock.now(), query),
    providers: query.providers,
    entities: query.entities,
  });
  const rankingTags = ['ranking-dashboard'];
  const questionTags = ['question-dashboard'];
  const get = <R extends z.ZodType, Q extends z.ZodType>(
    path: string,
    tags: string[],
    description: string,
    querystring: Q | undefined,
    reply: R,
    handler: (req: Req & { query: z.infer<Q> }) => Promise<z.infer<R>>,
  ) =>
    app.get(path, {
      preHandler: requireAuth,
      schema: {
        tags,
        description,
        params: PromptRefSchema,
        ...(querystring ? { querystring } : {}),
        response: { 200: reply, ...errors },
      },
      // The generic helper loses the reply type; the response schema still validates it.
      handler: (req) => handler(req as never) as never,
    });

  get(
    '/ranking-query/:queryId/overview/',
    rankingTags,
    'Prompt header and the LLMO score of the latest completed execution.',
    undefined,
    RankingOverviewSchema,
    async (req) => {
      const { prompt, project } = await ranking(req);
      return rankingOverview(db, project, prompt);
    },
  );
  get(
    '/ranking-query/:queryId/responses/',
    rankingTags,
    `The answers behind the charts, newest first; page, page_size (5, 10, 20, 50). ${FILTERS}`,
    DashboardResponsesQuerySchema,
    RankingResponsesSchema,
    async (req) => {
      const { prompt, project } = await ranking(req);
      return rankingResponses(db, project, prompt, filter(req.query), req.query.page, req.query.page_size);
    },
  );
  get(
    '/ranking-query/:queryId/charts/',
    rankingTags,
    `Daily position, LLMO score and share of voice. Default entities: the client and the first 5 competitors by mentions. ${FILTERS}`,
    DashboardFilterQuerySchema,
    RankingChartsSchema,
    async (req) => {
      const { prompt, project } = await ranking(req);
      return rankingCharts(db, project, prompt, filter(req.query));
    },
  );
  get(
    '/ranking-query/:queryId/sources/',
    rankingTags,
    `Cited domains. Frequency by share of references: 25% Very High, 10% High, 5% Medium, else Low. ${FILTERS}`,
    DashboardFilterQuerySchema,
    RankingSourcesSchema,
    async (req) => {
      const { prompt, project } = await ranking(req);
      return rankingSources(db, project, prompt, filter(req.query));
    },
  );
  get(
    '/ranking-query/:queryId/source-trend/',
    rankingTags,
    `References to one domain per day. ${FILTERS}`,
    SourceTrendQuerySchema,
    SourceTrendSchema,
    async (req) => {
      const { prompt, project } = await ranking(req);
      return sourceTrend(db, project, prompt, filter(req.query), req.query.domain);
    },
  );
  get(
    '/ranking-query/:queryId/competitors/',
    rankingTags,
    `Ranked entities, most appearances first. ${FILTERS}`,
    DashboardFilterQuerySchema,
    RankingCompetitorsSchema,
    async (req) => {
      const { prompt, project } = await ranking(req);
      return rankingCompetitors(db, project, prompt, filter(req.query));
    },
  );
  get(
    '/ranking-query/:queryId/competitor-chart/',
    rankingTags,
    `Daily average position of one entity, per provider. ${FILTERS}`,
    CompetitorChartQuerySchema,
    CompetitorChartSchema,
    async (req) => {
      const { prompt, project } = await ranking(req);
      return competitorChart(db, project, prompt, filter(req.query), req.query.entity);
    },
  );

  get(
    '/question-query/:queryId/overview/',
    questionTags,
    'Header of an accuracy prompt.',
    undefined,
    QuestionOverviewSchema,
    async (req) => {
      const { prompt, project } = await question(req);
      return questionOverview(project, prompt);
    },
  );
  get(
    '/question-query/:queryId/responses/',
    questionTags,
    `The rated answers, newest first; page, page_size (5, 10, 20, 50). ${FILTERS}`,
    DashboardResponsesQuerySchema,
    QuestionResponsesSchema,
    async (req) => {
      const { prompt, project } = await question(req);
      return questionResponses(db, project, prompt, filter(req.query), req.query.page, req.query.page_size);
    },
  );
  get(
    '/question-query/:queryId/heatmap/',
    questionTags,
    `Provider × column cells; columns of 1 (7d), 3 (30d), 7 (90d), 14 (6m) or 30 (1y) days, the last ending today. ${FILTERS}`,
    DashboardFilterQuerySchema,
    HeatmapSchema,
    async (req) => {
      const { prompt, project } = await question(req);
      return questionHeatmap(db, project, prompt, filter(req.query));
    },
  );
  get(
    '/question-query/:queryId/stats/',
    questionTags,
    `Per provider: rated answers, average score out of 10, and percent correct, almost correct, wrong. ${FILTERS}`,
    DashboardFilterQuerySchema,
    QuestionStatsSchema,
    async (req) => {
      const { prompt, project } = await question(req);
      return questionStats(db, project, prompt, filter(req.query));
    },
  );

  // Tags ---------------------------------------------------------------------------------------
  const tags = ['tags'];
  const TagParams = ProjectRefSchema.extend({ tagId: RowIdParamSchema });
  const tagErrors = { ...errors, 403: ApiErrorSchema, 409: ApiErrorSchema };

  app.get('/tags/:id/list/', {
    preHandler: requireAuth,
    schema: {
      tags,
      description: 'Tags of a project (VIEW access).',
      params: ProjectRefSchema,
      response: { 200: TagListSchema, ...errors },
    },
    handler: async (req) => {
      const project = await requireProjectAccess(db, userIdOf(req), req.params.id, 'VIEW');
      return { tags: await tagRepo.list(db, project.id) };
    },
  });
  app.post('/tags/:id/create/', {
    preHandler: requireAuth,
    schema: {
      tags,
      description: 'Creates a tag {name} (EDIT access); 409 when the name exists.',
      params: ProjectRefSchema,
      body: TagNameSchema,
      response: { 201: TagSchema, ...tagErrors },
    },
    handler: async (req, reply) => {
      const project = await requireProjectAccess(db, userIdOf(req), req.params.id, 'EDIT');
      return reply.code(201).send(await tagRepo.create(db, project.id, req.body.name));
    },
  });
  app.put('/tags/:id/:tagId/rename/', {
    preHandler: requireAuth,
    schema: {
      tags,
      description: 'Renames a tag {name} (EDIT access).',
      params: TagParams,
      body: TagNameSchema,
      response: { 200: TagSchema, ...tagErrors },
    },
    handler: async (req) => {
      const project = await requireProjectAccess(db, userIdOf(req), req.params.id, 'EDIT');
      return tagRepo.rename(db, project.id, req.params.tagId, req.body.name);
    },
  });
  app.delete('/tags/:id/:tagId/delete/', {
    preHandler: requireAuth,
    schema: {
      tags,
      description: 'Deletes a tag and its assignments (EDIT access).',
      params: TagParams,
      response: { 200: OkSchema, ...tagErrors },
    },
    handler: async (req) => {
      const project = await requireProjectAccess(db, userIdOf(req), req.params.id, 'EDIT');
      await tagRepo.delete(db, project.id, req.params.tagId);
      return { success: true as const };
    },
  });
  for (const [action, assign] of [
    ['assign', true],
    ['unassign', false],
  ] as const) {
    app.post(`/tags/:id/${action}/`, {
      preHandler: requireAuth,
      schema: {
        tags,
        description: `${assign ? 'Assigns' : 'Removes'} tag {tag_id} ${assign ? 'to' : 'from'} prompt {query_id} (id or uuid) of the project (EDIT access).`,
        params: ProjectRefSchema,
        body: TagAssignSchema,
        response: { 200: OkSchema, ...tagErrors },
      },
      handler: async (req) => {
        const project = await requireProjectAccess(db, userIdOf(req), req.params.id, 'EDIT');
        await tagRepo.assign(db, project.id, req.body.tag_id, String(req.body.query_id), assign);
        return { success: true as const };
      },
    });
  }
};
