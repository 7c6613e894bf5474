// The MCP read tools: one per screen's data (a tool may join the calls one screen makes together).
// Each output is the reply schema of the API call it stands for, with its _n, _ci95 and simulated
// fields; descriptions say when to pick the tool and how to read its figures.

import { AnswerImportListSchema, AppComparisonQuerySchema, AppComparisonSchema } from './answer-imports.ts';
import { CustomReportListSchema, CustomReportSchema } from './custom-report.ts';
import { AnswerEvidenceSchema } from './evidence.ts';
import { GeneralMetricsReplySchema } from './general-metrics.ts';
import { RowIdSchema, RowRefSchema } from './input.ts';
import { ReportDocumentSchema } from './insights.ts';
import {
  KeywordExecutionListSchema,
  KeywordExecutionSchema,
  KeywordResultsReplySchema,
  KeywordSummarySchema,
} from './keywords.ts';
import { KnownCompetitorsReplySchema } from './known-competitors.ts';
import {
  brand,
  execution,
  paging,
  period,
  prompt,
  promptKind,
  READING_NOTES,
  recommendationTarget,
  tool,
  weeks,
} from './mcp-fields.ts';
import { NotificationListSchema } from './project-detail.ts';
import {
  AccuracyPromptSchema,
  DashboardMetricsReplySchema,
  ExecutionStatusSchema,
  ProjectDetailSchema,
  ProjectListSchema,
  RankingPromptSchema,
} from './projects.ts';
import {
  CompetitorChartQuerySchema,
  CompetitorChartSchema,
  HeatmapSchema,
  PromptCompetitorAppearancesSchema,
  QuestionOverviewSchema,
  QuestionResponsesSchema,
  QuestionStatsSchema,
  RankingChartsSchema,
  RankingCompetitorsSchema,
  RankingOverviewSchema,
  RankingResponsesSchema,
  RankingSourcesSchema,
  SourceTrendQuerySchema,
  SourceTrendSchema,
  TagListSchema,
} from './prompt-dashboards.ts';
import {
  LlmoFeedbackSchema,
  PromptChangesSchema,
  RecommendationDetailSchema,
  RecommendationHistorySchema,
  RecommendationOverviewSchema,
} from './recommendations.ts';
import {
  CompetitorAppearancesQuerySchema,
  CompetitorAppearancesSchema,
  CompetitorsSummarySchema,
  ImportantWebsitesSummarySchema,
  ProjectQueriesSummarySchema,
  QuestionQueryResultSchema,
  RankingQueryResultSchema,
  ShareOfVoiceSchema,
  WebsiteDetailsQuerySchema,
  WebsiteDetailsSchema,
} from './results.ts';
import {
  EmailAlertsSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryListSchema,
  WebhookEndpointListSchema,
} from './webhooks.ts';
import { WebsiteDashboardQuerySchema, WebsiteDashboardSchema } from './website-analysis.ts';
import { z } from './zod-setup.ts';

const entity = CompetitorChartQuerySchema.shape.entity.describe(
  'The entity’s name as the competitors list gives it (name or label).',
);

export const mcpReadTools = {
  list_brands: tool({
    title: 'List brands',
    description:
      'Start here. The brands (projects) this account can see, its own and those shared with it: uuid, name, domain, engines tracked, schedule and prompts. Use the uuid as brand_id in the other tools.',
    input: {},
    output: ProjectListSchema,
  }),
  get_brands_overview: tool({
    title: 'Every brand’s last 24 hours',
    description: `Per brand uuid, the last 24 hours against the 24 before: mentions, average position, referred users from AI sites and AI citations, each with its change and whether the change is beyond noise. ${READING_NOTES}`,
    input: {},
    output: DashboardMetricsReplySchema,
  }),
  get_brand: tool({
    title: 'One brand',
    description:
      'A brand’s settings (name, aliases, domain, location, engines, schedule), its prompts, its newest reports and six weeks of charts: weekly average position per engine and weekly accuracy ratings.',
    input: brand,
    output: ProjectDetailSchema,
  }),
  get_brand_performance: tool({
    title: 'Brand performance over a period',
    description: `How a brand did over a period, across engines or for some: mentions, citations and AI-site visits per engine with their change (percent) against the previous period of the same length (provider_metrics), daily or weekly series, top cited domains and top competitors with average position and share of voice. For "how did my brand do on ChatGPT this week?" call it with time_range 7d and providers ["chatgpt"], then get_ranking_prompt_positions (latest position per engine) or get_ranking_prompt_trend (daily positions per engine) for each ranking prompt of get_prompt_results. ${READING_NOTES}`,
    input: { ...brand, ...period },
    output: GeneralMetricsReplySchema,
  }),
  list_prompts: tool({
    title: 'List prompts',
    description:
      'The prompts a brand tracks, with their tags: ranking prompts (questions whose answers rank products, e.g. "best CRM for startups") and accuracy prompts (a question with the expected answer).',
    input: brand,
    output: z.object({
      ranking_prompts: z.array(RankingPromptSchema),
      accuracy_prompts: z.array(AccuracyPromptSchema),
    }),
  }),
  list_tags: tool({
    title: 'Tags',
    description: 'The tags a brand groups its prompts with (list_prompts gives each prompt’s tags).',
    input: brand,
    output: TagListSchema,
  }),
  get_prompt_results: tool({
    title: 'Latest results per prompt',
    description: `The latest report's result of every prompt of a brand: for ranking prompts the brand's position (average over the engines) with the previous one and the trend; for accuracy prompts whether engines answered correctly. Open one prompt with get_ranking_prompt_positions or get_accuracy. ${READING_NOTES}`,
    input: brand,
    output: ProjectQueriesSummarySchema,
  }),
  get_ranking_prompt_positions: tool({
    title: 'Positions of one ranking prompt',
    description: `One ranking prompt, per engine: the brand's position in the latest report and the one before, the number of samples, the competitors ranked with their positions, the cited sources, and the weekly position chart. ${READING_NOTES}`,
    input: { ...brand, ...prompt },
    output: RankingQueryResultSchema,
  }),
  get_ranking_prompt_trend: tool({
    title: 'Daily trend of one ranking prompt',
    description: `One ranking prompt over a period, day by day: the brand's position per engine (providersChart), its position and mentions against the main competitors, share of voice, and the LLMO score (0-100) with each engine's part in the latest extraction. ${READING_NOTES}`,
    input: { ...prompt, ...period },
    output: z.object({ overview: RankingOverviewSchema, charts: RankingChartsSchema }),
  }),
  list_ranking_prompt_answers: tool({
    title: 'Answers of one ranking prompt',
    description: `The engines' answers behind a ranking prompt's figures over a period, newest first, one page at a time: the answer text, the brand's position in it, whether it appears, the cited sources and the model that answered. An answer's id opens it with get_answer. ${READING_NOTES}`,
    input: { ...prompt, ...period, ...paging },
    output: RankingResponsesSchema,
  }),
  get_ranking_prompt_sources: tool({
    title: 'Sources cited for one ranking prompt',
    description:
      'The domains engines cited when answering a ranking prompt over a period: references, trend, the engines citing each and their cited URLs (endpoints), and a frequency band (Very High is at least 25 % of the references, High 10 %, Medium 5 %).',
    input: { ...prompt, ...period },
    output: RankingSourcesSchema,
  }),
  get_ranking_prompt_source_trend: tool({
    title: 'Daily references to one source',
    description: 'How often one domain was cited per day for a ranking prompt over a period.',
    input: {
      ...prompt,
      domain: SourceTrendQuerySchema.shape.domain.describe('The domain, e.g. g2.com.'),
      ...period,
    },
    output: SourceTrendSchema,
  }),
  get_ranking_prompt_competitors: tool({
    title: 'Entities ranked for one ranking prompt',
    description: `Every entity ranked in a ranking prompt's answers over a period, most appearances first: average position with its interval, appearances and trend. ${READING_NOTES}`,
    input: { ...prompt, ...period },
    output: RankingCompetitorsSchema,
  }),
  get_ranking_prompt_entity: tool({
    title: 'One entity in one ranking prompt',
    description: `One entity (a competitor or the brand) in a ranking prompt's answers over a period: its daily average position per engine (chart) and its latest 50 appearances with the URLs cited there (appearances). ${READING_NOTES}`,
    input: { ...prompt, entity, ...period },
    output: z.object({ chart: CompetitorChartSchema, appearances: PromptCompetitorAppearancesSchema }),
  }),
  get_app_comparison: tool({
    title: 'App answers beside API answers',
    description: `For a ranking prompt and one engine: the mention rate, position and cited domains of the answers imported from the engine's consumer app beside those of its API, with intervals, over the import's days (or the dates given). ${READING_NOTES}`,
    input: {
      ...brand,
      ...prompt,
      engine: AppComparisonQuerySchema.shape.engine.describe('The engine, e.g. chatgpt.'),
      start_date: AppComparisonQuerySchema.shape.start_date.describe(
        'First day, YYYY-MM-DD (default: the imported answers’ days).',
      ),
      end_date: AppComparisonQuerySchema.shape.end_date.describe('Last day, YYYY-MM-DD.'),
    },
    output: AppComparisonSchema,
  }),
  list_answer_imports: tool({
    title: 'Imports of app answers',
    description:
      'The files of answers captured in the engines’ consumer apps imported for a brand, newest first.',
    input: brand,
    output: AnswerImportListSchema,
  }),
  get_answer: tool({
    title: 'One answer and its reading',
    description:
      'One engine answer with the evidence of its reading: the text, the brand’s mention (recommended, mentioned, negative, absent) and position in force, the highlighted spans the analyzer read them from, the cited sources and any correction a user made. imported true opens an answer imported from an app.',
    input: {
      ...brand,
      answer_id: RowIdSchema.describe(
        'The answer’s id, from list_ranking_prompt_answers or list_accuracy_prompt_answers.',
      ),
      imported: z.boolean().optional().describe('true for an answer imported from an engine’s app.'),
    },
    output: AnswerEvidenceSchema,
  }),
  get_competitors: tool({
    title: 'Competitors',
    description: `Every entity ranked in a brand's answers over a period of weeks (the brand itself included, is_client): average position, appearances, trend and weekly figures. get_competitor_appearances lists the prompts one of them appeared on. ${READING_NOTES}`,
    input: { ...brand, ...weeks },
    output: CompetitorsSummarySchema,
  }),
  get_competitor_appearances: tool({
    title: 'One competitor’s prompt appearances',
    description: `The prompts and engines one competitor appeared on over a period of weeks, last seen first, 5 a page: its position there with the interval. ${READING_NOTES}`,
    input: {
      ...brand,
      entity: CompetitorAppearancesQuerySchema.shape.entity.describe(
        'The competitor’s key from get_competitors.',
      ),
      page: CompetitorAppearancesQuerySchema.shape.page.describe('Page, from 1.'),
      ...weeks,
    },
    output: CompetitorAppearancesSchema,
  }),
  list_known_competitors: tool({
    title: 'Known competitors',
    description:
      'The competitors a brand declared (with their aliases and domain, so answers naming them any way count for them) and the brand’s own aliases.',
    input: brand,
    output: KnownCompetitorsReplySchema,
  }),
  get_sources: tool({
    title: 'Cited sources',
    description:
      'The domains AI engines cited in a brand’s answers over a period of weeks, most cited first, with counts from ranking and accuracy prompts and whether the domain is the brand’s own. get_source_details gives one domain’s URLs (endpoints).',
    input: { ...brand, ...weeks },
    output: ImportantWebsitesSummarySchema,
  }),
  get_source_details: tool({
    title: 'One cited source',
    description:
      'One domain cited in a brand’s answers over a period of weeks: its URLs (endpoints) with their citations, and how many ranking and accuracy prompts cited it.',
    input: {
      ...brand,
      domain: WebsiteDetailsQuerySchema.shape.domain.describe('The domain, e.g. g2.com.'),
      ...weeks,
    },
    output: WebsiteDetailsSchema,
  }),
  get_share_of_voice: tool({
    title: 'Share of voice',
    description:
      'Each entity’s share of all mentions in a brand’s answers over a period, per engine (share_matrix: engine → entity → percentage and mentions).',
    input: { ...brand, ...weeks },
    output: ShareOfVoiceSchema,
  }),
  get_accuracy: tool({
    title: 'Accuracy of one accuracy prompt',
    description: `Whether engines answer an accuracy prompt correctly: the latest rating per engine (2 correct, 1 almost, 0 wrong; score out of 10, with the judge's justification) and, over the period, per engine the rated answers and percent correct, almost correct and wrong. ${READING_NOTES}`,
    input: { ...brand, ...prompt, ...period },
    output: z.object({ latest: QuestionQueryResultSchema, period: QuestionStatsSchema }),
  }),
  get_accuracy_overview: tool({
    title: 'Header of one accuracy prompt',
    description: 'An accuracy prompt’s question, expected answer, brand and engines.',
    input: prompt,
    output: QuestionOverviewSchema,
  }),
  list_accuracy_prompt_answers: tool({
    title: 'Answers of one accuracy prompt',
    description: `The engines' rated answers to an accuracy prompt over a period, newest first, one page at a time: the answer, its rating (Correct, Almost Correct, Wrong) and score out of 10, the sources and the model. An answer's id opens it with get_answer. ${READING_NOTES}`,
    input: { ...prompt, ...period, ...paging },
    output: QuestionResponsesSchema,
  }),
  get_accuracy_heatmap: tool({
    title: 'Accuracy heatmap of one accuracy prompt',
    description: `Engine by period: the accuracy of an accuracy prompt's answers in columns of 1 (7d), 3 (30d), 7 (90d), 14 (6m) or 30 (1y) days, each cell's state and average score out of 10 with its interval. ${READING_NOTES}`,
    input: { ...prompt, ...period },
    output: HeatmapSchema,
  }),
  get_website_analytics: tool({
    title: 'Website visits from AI',
    description:
      'The brand website’s visits over a period (time_range, default 30d): statistics with their change against the previous period, visits over time, visits by source (AI assistants and others), most popular pages, AI crawler fetches by purpose and bot, and one page of recent visits (endpoint_filter searches page URLs). Needs the tracking snippet on the site.',
    input: {
      ...brand,
      time_range: period.time_range,
      start_date: period.start_date,
      end_date: period.end_date,
      page: WebsiteDashboardQuerySchema.shape.page.describe('Page of recent visits, from 1.'),
      page_size: WebsiteDashboardQuerySchema.shape.page_size.describe('Recent visits per page.'),
      endpoint_filter: WebsiteDashboardQuerySchema.shape.endpoint_filter.describe(
        'Only pages whose URL contains this.',
      ),
    },
    output: WebsiteDashboardSchema,
  }),
  list_executions: tool({
    title: 'Reports (executions)',
    description:
      'A brand’s reports: the one running now (if any), the next scheduled run, and the history with each report’s uuid, time, status and sampling (samples per prompt and engine, adaptive extra answers spent). Use a uuid with get_report or get_report_feedback.',
    input: brand,
    output: ExecutionStatusSchema,
  }),
  get_report: tool({
    title: 'One report',
    description: `The full printable report of one execution: per prompt the ranked entities, charts, sources, and the accuracy results. ${READING_NOTES}`,
    input: execution,
    output: ReportDocumentSchema,
  }),
  get_report_feedback: tool({
    title: 'AI agent feedback of one report',
    description:
      'The AI agent tab of one report, against the completed report before it: per ranking prompt what would boost the brand, the competitors that gained or lost, per accuracy prompt what engines get wrong, each with the answers and sources behind it, and the changes the team recorded as implemented against this report.',
    input: execution,
    output: LlmoFeedbackSchema,
  }),
  get_prompt_changes: tool({
    title: 'Changes that targeted one prompt',
    description:
      'The implemented changes and implemented recommendations that targeted a prompt, each with its estimated effect on the prompt’s mention (ranking) or accuracy rate: a difference-in-differences against the brand’s other prompts, with its interval.',
    input: { ...promptKind, ...prompt },
    output: PromptChangesSchema,
  }),
  list_recommendations: tool({
    title: 'Recommendation runs of a brand or prompt',
    description:
      'The recommendation runs of a brand or of one prompt, newest first (status, type, count, implemented), the types it offers and the runs left this month. get_recommendation opens one.',
    input: recommendationTarget,
    output: RecommendationHistorySchema,
  }),
  list_all_recommendations: tool({
    title: 'Every recommendation run',
    description:
      'Every recommendation run of every brand this account sees, newest first, one page at a time, with each run’s brand and prompt.',
    input: paging,
    output: RecommendationOverviewSchema,
  }),
  get_recommendation: tool({
    title: 'One recommendation run',
    description:
      'One recommendation run with its content (the recommendations, their priority and the evidence they came from: answers and sources), the model that wrote it and the prompts it targets.',
    input: { recommendation_id: RowRefSchema.describe('The run’s id from list_recommendations.') },
    output: RecommendationDetailSchema,
  }),
  list_custom_reports: tool({
    title: 'Custom reports',
    description: 'A brand’s custom reports (a period and data types chosen by the user), newest first.',
    input: brand,
    output: CustomReportListSchema,
  }),
  get_custom_report: tool({
    title: 'One custom report',
    description: `One custom report with every page's figures (general metrics, each ranking and accuracy prompt, website traffic, recommendations) and its AI analysis. ${READING_NOTES}`,
    input: {
      ...brand,
      report_id: RowRefSchema.describe('The custom report’s uuid from list_custom_reports.'),
    },
    output: CustomReportSchema,
  }),
  list_keyword_analyses: tool({
    title: 'Keyword analyses',
    description:
      'This account’s keyword analyses (prompts written from keywords, with their search volumes), newest first, and how many analyses are left this month (null: no limit).',
    input: {},
    output: KeywordSummarySchema.extend({ analyses: KeywordExecutionListSchema }),
  }),
  get_keyword_analysis: tool({
    title: 'One keyword analysis',
    description:
      'One keyword analysis (its status while it runs) and, once completed, its prompts with their keyword and monthly search volume; simulated marks volumes of the sandbox provider.',
    input: { analysis_id: z.uuid().describe('The analysis’ uuid from list_keyword_analyses.') },
    output: z.object({ analysis: KeywordExecutionSchema, prompts: KeywordResultsReplySchema.shape.results }),
  }),
  get_alerts: tool({
    title: 'Alerts of a brand',
    description:
      'Where a brand’s events (report completed or failed, positions moved beyond noise…) are sent: its webhook endpoints, and the events mailed to this account.',
    input: brand,
    output: z.object({ webhooks: WebhookEndpointListSchema, email_alerts: EmailAlertsSchema }),
  }),
  list_webhook_deliveries: tool({
    title: 'Deliveries of one webhook',
    description:
      'The events sent to one webhook endpoint of a brand, newest first, with their status and attempts.',
    input: {
      ...brand,
      webhook_id: RowIdSchema.describe('The endpoint’s id from get_alerts.'),
      page: WebhookDeliveriesQuerySchema.shape.page.describe('Page, from 1.'),
    },
    output: WebhookDeliveryListSchema,
  }),
  list_notifications: tool({
    title: 'Notifications of a brand',
    description:
      'This account’s notifications about a brand (reports finished, prompts whose results moved), newest first.',
    input: { ...brand, unread_only: z.boolean().optional().describe('true: only the unread ones.') },
    output: NotificationListSchema,
  }),
};
