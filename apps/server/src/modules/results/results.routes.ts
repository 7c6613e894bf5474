// Read calls of the brand detail screen (spec 2 section 7): the prompt tables and an opened prompt,
// cited websites, competitors, share of voice, and the printable report.
import {
  ApiErrorSchema,
  CompetitorAppearancesQuerySchema,
  CompetitorAppearancesSchema,
  CompetitorsSchema,
  CompetitorsSummarySchema,
  DateRangeQuerySchema,
  ImportantWebsitesSchema,
  ImportantWebsitesSummarySchema,
  InsightListQuerySchema,
  ProjectQueriesQuerySchema,
  ProjectQueriesSchema,
  ProjectQueriesSummarySchema,
  ProjectRefSchema,
  QuestionQueryResultSchema,
  RankingQueryResultSchema,
  ReportDocumentSchema,
  RowIdParamSchema,
  RowRefSchema,
  ShareOfVoiceSchema,
  WebsiteDetailsQuerySchema,
  WebsiteDetailsSchema,
} from '@sightline/contracts';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { userIdOf } from '../../http/auth-guard.ts';
import type { ZodApp } from '../../http/types.ts';
import type { InsightsService } from './insights.service.ts';
import type { QueryResultsService } from './query-results.service.ts';
import type { ReportDocumentService } from './report-document.service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
const PromptRefSchema = ProjectRefSchema.extend({ qid: RowIdParamSchema });
const rangeNote = 'start_date and end_date (YYYY-MM-DD, both or neither; default the last six weeks).';
const viewNote = 'view=summary leaves out what an opened row adds.';
/** A list call's reply: the spec's full shape, or with view=summary the lean one (the first that fits). */
const fullOrSummary = <F extends z.ZodType, S extends z.ZodType>(full: F, summary: S) =>
  z.union([full, summary]);

export const resultsRoutes = (
  app: ZodApp,
  deps: {
    queryResults: QueryResultsService;
    insights: InsightsService;
    reports: ReportDocumentService;
    requireAuth: preHandlerAsyncHookHandler;
  },
) => {
  const { queryResults, insights, reports, requireAuth } = deps;
  const tags = ['results'];

  app.get('/projects/:id/queries/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listProjectPrompts',
      summary: "List the rows of the brand's prompt tables",
      tags,
      description: `The rows of the Ranking and Accuracy Prompts tables, each with its results, chart and ranking (as .../results/ gives them). ${viewNote}`,
      params: ProjectRefSchema,
      querystring: ProjectQueriesQuerySchema,
      response: { 200: fullOrSummary(ProjectQueriesSchema, ProjectQueriesSummarySchema), ...errors },
    },
    handler: (req) => queryResults.list(userIdOf(req), req.params.id, req.query),
  });

  app.get('/projects/:id/ranking-queries/:qid/results/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listRankingPromptResults',
      summary: "Get an opened ranking prompt's results per engine",
      tags,
      description:
        'An opened ranking prompt: per provider against the previous execution, six weeks of positions.',
      params: PromptRefSchema,
      response: { 200: RankingQueryResultSchema, ...errors },
    },
    handler: (req) => queryResults.ranking(userIdOf(req), req.params.id, req.params.qid),
  });

  app.get('/projects/:id/question-queries/:qid/results/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listQuestionPromptResults',
      summary: "Get an opened accuracy prompt's rated answers per engine",
      tags,
      description:
        'An opened accuracy prompt: per provider the rating, answer and sources against the previous execution.',
      params: PromptRefSchema,
      response: { 200: QuestionQueryResultSchema, ...errors },
    },
    handler: (req) => queryResults.question(userIdOf(req), req.params.id, req.params.qid),
  });

  app.get('/projects/:id/important-websites/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listImportantWebsites',
      summary: "List the domains cited in the brand's answers",
      tags,
      description: `Cited domains with their weekly references and endpoints; .../details/ reads one domain. ${rangeNote} ${viewNote}`,
      params: ProjectRefSchema,
      querystring: InsightListQuerySchema,
      response: { 200: fullOrSummary(ImportantWebsitesSchema, ImportantWebsitesSummarySchema), ...errors },
    },
    handler: (req) => insights.importantWebsites(userIdOf(req), req.params.id, req.query),
  });

  app.get('/projects/:id/important-websites/details/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getImportantWebsiteDetails',
      summary: "Get one cited domain's URLs and prompts",
      tags,
      description: `One cited domain: its URLs and the prompts that cited it. domain, ${rangeNote}`,
      params: ProjectRefSchema,
      querystring: WebsiteDetailsQuerySchema,
      response: { 200: WebsiteDetailsSchema, ...errors },
    },
    handler: (req) => insights.websiteDetails(userIdOf(req), req.params.id, req.query),
  });

  app.get('/projects/:id/competitors/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listCompetitors',
      summary: 'List the competitors found in the answers',
      tags,
      description: `Competitors with their weekly positions and every prompt appearance; .../appearances/ pages one competitor's. ${rangeNote} ${viewNote}`,
      params: ProjectRefSchema,
      querystring: InsightListQuerySchema,
      response: { 200: fullOrSummary(CompetitorsSchema, CompetitorsSummarySchema), ...errors },
    },
    handler: (req) => insights.competitors(userIdOf(req), req.params.id, req.query),
  });

  app.get('/projects/:id/competitors/appearances/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'listCompetitorAppearances',
      summary: "List one competitor's prompt appearances",
      tags,
      description: `One page (5) of a competitor's prompt appearances over the range, last seen first. entity (its key), page, ${rangeNote}`,
      params: ProjectRefSchema,
      querystring: CompetitorAppearancesQuerySchema,
      response: { 200: CompetitorAppearancesSchema, ...errors },
    },
    handler: (req) => insights.competitorAppearances(userIdOf(req), req.params.id, req.query),
  });

  app.get('/projects/:id/share-of-voice/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getShareOfVoice',
      summary: "Get the brand's and competitors' share of voice",
      tags,
      description: rangeNote,
      params: ProjectRefSchema,
      querystring: DateRangeQuerySchema,
      response: { 200: ShareOfVoiceSchema, ...errors },
    },
    handler: (req) => insights.shareOfVoice(userIdOf(req), req.params.id, req.query),
  });

  app.get('/reports/:id/', {
    preHandler: requireAuth,
    schema: {
      operationId: 'getReportDocument',
      summary: 'Get the printable report of one execution',
      tags: ['reports'],
      description: 'The printable report of one execution (id or uuid).',
      params: z.object({ id: RowRefSchema }),
      response: { 200: ReportDocumentSchema, ...errors },
    },
    handler: (req) => reports.get(userIdOf(req), req.params.id),
  });
};
