// The read tools: each calls the service method of its GET route with the route's query contract, so
// the reply (its _n, _ci95 and simulated fields included) is the API's.
import {
  type AccuracyPrompt,
  AppComparisonQuerySchema,
  CompetitorAppearancesQuerySchema,
  CompetitorChartQuerySchema,
  DashboardFilterQuerySchema,
  DashboardResponsesQuerySchema,
  DateRangeQuerySchema,
  GeneralMetricsQuerySchema,
  LlmoFeedbackQuerySchema,
  MCP_RECOMMENDATION_SCOPES,
  type McpToolName,
  NotificationsQuerySchema,
  RankingFiguresQuerySchema,
  RecommendationOverviewQuerySchema,
  SourceTrendQuerySchema,
  SUMMARY_VIEW,
  WebhookDeliveriesQuerySchema,
  WebsiteDashboardQuerySchema,
  WebsiteDetailsQuerySchema,
} from '@sightline/contracts';
import type { AppContext } from '../../context.ts';
import { parseOrThrow } from '../../http/validation.ts';
import type { McpHandlers, McpWriteToolName } from './mcp-tools.ts';

type Period = { time_range?: string; start_date?: string; end_date?: string; providers?: string[] };
type Weeks = { start_date?: string; end_date?: string };

/** The dashboards' filters of a tool's arguments (entities are not among them: the defaults apply). */
const filters = (i: Period) => ({
  time_range: i.time_range,
  start_date: i.start_date,
  end_date: i.end_date,
  providers: i.providers,
});
const dates = (i: Weeks) => ({ start_date: i.start_date, end_date: i.end_date });

export const mcpReadHandlers = (
  ctx: AppContext,
  userId: number,
): McpHandlers<Exclude<McpToolName, McpWriteToolName>> => {
  const period = (i: Period) => parseOrThrow(DashboardFilterQuerySchema, filters(i));
  const weeks = (i: Weeks) => parseOrThrow(DateRangeQuerySchema, dates(i));
  const { dashboards, insights, recommendations } = ctx;

  return {
    list_brands: async () => ({ projects: await ctx.projects.list(userId) }),
    get_brands_overview: async () => ({ metrics: await ctx.dashboardMetrics.forUser(userId) }),
    get_brand: (i) => ctx.projects.get(userId, i.brand_id),
    get_brand_performance: (i) =>
      ctx.generalMetrics.get(userId, i.brand_id, parseOrThrow(GeneralMetricsQuerySchema, filters(i))),
    list_prompts: async (i) => ({
      ranking_prompts: await ctx.prompts.list(userId, i.brand_id, 'RANKING'),
      accuracy_prompts: (await ctx.prompts.list(userId, i.brand_id, 'QUESTION')) as AccuracyPrompt[],
    }),
    list_tags: async (i) => ({ tags: await ctx.tags.list(userId, i.brand_id) }),
    // The tools' lists are the rows; an agent opens one with its own tool.
    get_prompt_results: (i) => ctx.queryResults.list(userId, i.brand_id, { view: SUMMARY_VIEW }),
    get_ranking_prompt_positions: (i) => ctx.queryResults.ranking(userId, i.brand_id, i.prompt_id),
    get_ranking_prompt_trend: async (i) => {
      const query = period(i);
      const ref = String(i.prompt_id);
      return {
        overview: await dashboards.rankingOverview(userId, ref),
        charts: await dashboards.rankingCharts(userId, ref, query),
      };
    },
    list_ranking_prompt_answers: (i) =>
      dashboards.rankingResponses(
        userId,
        String(i.prompt_id),
        parseOrThrow(DashboardResponsesQuerySchema, { ...filters(i), page: i.page, page_size: i.page_size }),
      ),
    get_ranking_prompt_sources: (i) => dashboards.rankingSources(userId, String(i.prompt_id), period(i)),
    get_ranking_prompt_source_trend: (i) =>
      dashboards.sourceTrend(
        userId,
        String(i.prompt_id),
        parseOrThrow(SourceTrendQuerySchema, { ...filters(i), domain: i.domain }),
      ),
    get_ranking_prompt_competitors: (i) =>
      dashboards.rankingCompetitors(
        userId,
        String(i.prompt_id),
        parseOrThrow(RankingFiguresQuerySchema, filters(i)),
      ),
    get_ranking_prompt_entity: async (i) => {
      const query = parseOrThrow(CompetitorChartQuerySchema, { ...filters(i), entity: i.entity });
      const ref = String(i.prompt_id);
      return {
        chart: await dashboards.competitorChart(userId, ref, query),
        appearances: await dashboards.competitorAppearances(userId, ref, query),
      };
    },
    get_app_comparison: (i) =>
      ctx.answerImports.comparison(
        userId,
        i.brand_id,
        String(i.prompt_id),
        parseOrThrow(AppComparisonQuerySchema, { engine: i.engine, ...dates(i) }),
      ),
    list_answer_imports: (i) => ctx.answerImports.list(userId, i.brand_id),
    get_answer: (i) => ctx.evidence.get(userId, i.brand_id, i.imported ? 'app' : 'api', i.answer_id),
    get_competitors: (i) => insights.competitors(userId, i.brand_id, { ...weeks(i), view: SUMMARY_VIEW }),
    get_competitor_appearances: (i) =>
      insights.competitorAppearances(
        userId,
        i.brand_id,
        parseOrThrow(CompetitorAppearancesQuerySchema, { ...dates(i), entity: i.entity, page: i.page }),
      ),
    list_known_competitors: (i) => ctx.knownCompetitors.list(userId, i.brand_id),
    get_sources: (i) => insights.importantWebsites(userId, i.brand_id, { ...weeks(i), view: SUMMARY_VIEW }),
    get_source_details: (i) =>
      insights.websiteDetails(
        userId,
        i.brand_id,
        parseOrThrow(WebsiteDetailsQuerySchema, { ...dates(i), domain: i.domain }),
      ),
    get_share_of_voice: (i) => insights.shareOfVoice(userId, i.brand_id, weeks(i)),
    get_accuracy: async (i) => {
      const query = period(i);
      const latest = await ctx.queryResults.question(userId, i.brand_id, i.prompt_id);
      return { latest, period: await dashboards.questionStats(userId, String(i.prompt_id), query) };
    },
    get_accuracy_overview: (i) => dashboards.questionOverview(userId, String(i.prompt_id)),
    list_accuracy_prompt_answers: (i) =>
      dashboards.questionResponses(
        userId,
        String(i.prompt_id),
        parseOrThrow(DashboardResponsesQuerySchema, { ...filters(i), page: i.page, page_size: i.page_size }),
      ),
    get_accuracy_heatmap: (i) => dashboards.questionHeatmap(userId, String(i.prompt_id), period(i)),
    get_website_analytics: (i) =>
      ctx.websiteAnalysis.dashboard(
        userId,
        i.brand_id,
        parseOrThrow(WebsiteDashboardQuerySchema, {
          time_range: i.time_range,
          ...dates(i),
          page: i.page,
          page_size: i.page_size,
          endpoint_filter: i.endpoint_filter,
        }),
      ),
    list_executions: (i) => ctx.executions.status(userId, i.brand_id),
    get_report: (i) => ctx.reportDocuments.get(userId, i.execution_id),
    get_report_feedback: (i) =>
      recommendations.feedback(userId, i.execution_id, parseOrThrow(LlmoFeedbackQuerySchema, {})),
    get_prompt_changes: (i) =>
      recommendations.promptChanges(
        userId,
        i.kind === 'ranking' ? 'RANKING' : 'QUESTION',
        String(i.prompt_id),
      ),
    list_recommendations: (i) => recommendations.history(userId, MCP_RECOMMENDATION_SCOPES[i.scope], i.id),
    list_all_recommendations: (i) =>
      recommendations.overview(
        userId,
        parseOrThrow(RecommendationOverviewQuerySchema, { page: i.page, page_size: i.page_size }),
      ),
    get_recommendation: (i) => recommendations.detail(userId, i.recommendation_id),
    list_custom_reports: (i) => ctx.customReports.list(userId, i.brand_id),
    get_custom_report: (i) => ctx.customReports.get(userId, i.brand_id, i.report_id),
    list_keyword_analyses: async () => ({
      ...(await ctx.keywords.summary(userId)),
      analyses: await ctx.keywords.list(userId),
    }),
    get_keyword_analysis: async (i) => ({
      analysis: await ctx.keywords.get(userId, i.analysis_id),
      prompts: (await ctx.keywords.results(userId, i.analysis_id)).results,
    }),
    get_alerts: async (i) => ({
      webhooks: await ctx.webhooks.list(userId, i.brand_id),
      email_alerts: await ctx.webhooks.emailAlerts(userId, i.brand_id),
    }),
    list_webhook_deliveries: (i) =>
      ctx.webhooks.deliveries(
        userId,
        i.brand_id,
        i.webhook_id,
        parseOrThrow(WebhookDeliveriesQuerySchema, { page: i.page }).page,
      ),
    list_notifications: async (i) => ({
      notifications: await ctx.notifications.list(
        userId,
        parseOrThrow(NotificationsQuerySchema, {
          project_id: i.brand_id,
          is_read: i.unread_only ? 'false' : undefined,
        }),
      ),
    }),
  };
};
