// How mcp.test.ts calls each MCP tool on its seeded brand: good arguments with the API calls whose
// replies the tool must give, and bad arguments with the API's message the tool must answer with.
import { randomUUID } from 'node:crypto';
import {
  answerImportMessages,
  customReportMessages,
  dateRangeMessages,
  evidenceMessages,
  keywordMessages,
  knownCompetitorMessages,
  type McpToolName,
  projectMessages,
  promptDashboardMessages,
  recommendationMessages,
  reportPageLabels,
  webhookMessages,
  websiteAnalysisMessages,
} from '@sightline/contracts';
import type { McpWriteToolName } from '../src/modules/mcp/mcp-tools.ts';

export interface Seeded {
  brand: string;
  ranking: number;
  question: number;
  execution: string;
  answer: number;
  /** A competitor of the brand's answers: its key (brand-wide calls) and name (a prompt's). */
  competitor: { key: string; name: string };
  domain: string;
  tag: number;
  webhook: number;
  customReport: string;
  keywordAnalysis: string;
  recommendation: string;
  /** The day after the server's today. */
  tomorrow: string;
}

type ReadToolName = Exclude<McpToolName, McpWriteToolName>;
type Args = Record<string, unknown>;
/** A GET of the API, by the key under test. */
export type ApiGet = (path: string) => Promise<unknown>;
interface ReadCall {
  args: Args;
  /** The API call whose reply the tool gives, or how the tool's reply is made of several. */
  api: string | ((get: ApiGet) => Promise<unknown>);
}

const TIME = 'time_range=30d';
const onBrand = (x: Seeded) => ({ brand_id: x.brand });
const unknownBrand = () => ({ brand_id: randomUUID() });
const q = encodeURIComponent;

export const readCalls: Record<ReadToolName, (x: Seeded) => ReadCall> = {
  list_brands: () => ({ args: {}, api: '/projects/' }),
  get_brands_overview: () => ({ args: {}, api: '/projects/dashboard-metrics/' }),
  get_brand: (x) => ({ args: onBrand(x), api: `/projects/${x.brand}/` }),
  // "How did my brand do on ChatGPT this week?"
  get_brand_performance: (x) => ({
    args: { ...onBrand(x), time_range: '7d', providers: ['chatgpt'] },
    api: `/projects/${x.brand}/general-metrics/?time_range=7d&providers=chatgpt`,
  }),
  list_prompts: (x) => ({
    args: onBrand(x),
    api: async (get) => ({
      ranking_prompts: ((await get(`/projects/${x.brand}/ranking-queries/`)) as { queries: unknown }).queries,
      accuracy_prompts: ((await get(`/projects/${x.brand}/question-queries/`)) as { queries: unknown })
        .queries,
    }),
  }),
  list_tags: (x) => ({ args: onBrand(x), api: `/tags/${x.brand}/list/` }),
  get_prompt_results: (x) => ({ args: onBrand(x), api: `/projects/${x.brand}/queries/?view=summary` }),
  get_ranking_prompt_positions: (x) => ({
    args: { ...onBrand(x), prompt_id: x.ranking },
    api: `/projects/${x.brand}/ranking-queries/${x.ranking}/results/`,
  }),
  get_ranking_prompt_trend: (x) => ({
    args: { prompt_id: x.ranking, time_range: '30d' },
    api: async (get) => ({
      overview: await get(`/ranking-query/${x.ranking}/overview/`),
      charts: await get(`/ranking-query/${x.ranking}/charts/?${TIME}`),
    }),
  }),
  list_ranking_prompt_answers: (x) => ({
    args: { prompt_id: x.ranking, time_range: '30d', page_size: 5 },
    api: `/ranking-query/${x.ranking}/responses/?${TIME}&page_size=5`,
  }),
  get_ranking_prompt_sources: (x) => ({
    args: { prompt_id: x.ranking, time_range: '30d' },
    api: `/ranking-query/${x.ranking}/sources/?${TIME}`,
  }),
  get_ranking_prompt_source_trend: (x) => ({
    args: { prompt_id: x.ranking, domain: x.domain, time_range: '30d' },
    api: `/ranking-query/${x.ranking}/source-trend/?${TIME}&domain=${q(x.domain)}`,
  }),
  get_ranking_prompt_competitors: (x) => ({
    args: { prompt_id: x.ranking, time_range: '30d' },
    api: `/ranking-query/${x.ranking}/competitors/?${TIME}`,
  }),
  get_ranking_prompt_entity: (x) => ({
    args: { prompt_id: x.ranking, entity: x.competitor.name, time_range: '30d' },
    api: async (get) => {
      const query = `${TIME}&entity=${q(x.competitor.name)}`;
      return {
        chart: await get(`/ranking-query/${x.ranking}/competitor-chart/?${query}`),
        appearances: await get(`/ranking-query/${x.ranking}/competitor-appearances/?${query}`),
      };
    },
  }),
  get_app_comparison: (x) => ({
    args: { ...onBrand(x), prompt_id: x.ranking, engine: 'chatgpt' },
    api: `/projects/${x.brand}/ranking-queries/${x.ranking}/app-comparison/?engine=chatgpt`,
  }),
  list_answer_imports: (x) => ({ args: onBrand(x), api: `/projects/${x.brand}/answer-imports/` }),
  get_answer: (x) => ({
    args: { ...onBrand(x), answer_id: x.answer },
    api: `/projects/${x.brand}/answers/${x.answer}/evidence/`,
  }),
  get_competitors: (x) => ({ args: onBrand(x), api: `/projects/${x.brand}/competitors/?view=summary` }),
  get_competitor_appearances: (x) => ({
    args: { ...onBrand(x), entity: x.competitor.key },
    api: `/projects/${x.brand}/competitors/appearances/?entity=${q(x.competitor.key)}`,
  }),
  list_known_competitors: (x) => ({ args: onBrand(x), api: `/projects/${x.brand}/known-competitors/` }),
  get_sources: (x) => ({ args: onBrand(x), api: `/projects/${x.brand}/important-websites/?view=summary` }),
  get_source_details: (x) => ({
    args: { ...onBrand(x), domain: x.domain },
    api: `/projects/${x.brand}/important-websites/details/?domain=${q(x.domain)}`,
  }),
  get_share_of_voice: (x) => ({ args: onBrand(x), api: `/projects/${x.brand}/share-of-voice/` }),
  get_accuracy: (x) => ({
    args: { ...onBrand(x), prompt_id: x.question, time_range: '30d' },
    api: async (get) => ({
      latest: await get(`/projects/${x.brand}/question-queries/${x.question}/results/`),
      period: await get(`/question-query/${x.question}/stats/?${TIME}`),
    }),
  }),
  get_accuracy_overview: (x) => ({
    args: { prompt_id: x.question },
    api: `/question-query/${x.question}/overview/`,
  }),
  list_accuracy_prompt_answers: (x) => ({
    args: { prompt_id: x.question, time_range: '30d' },
    api: `/question-query/${x.question}/responses/?${TIME}`,
  }),
  get_accuracy_heatmap: (x) => ({
    args: { prompt_id: x.question, time_range: '30d' },
    api: `/question-query/${x.question}/heatmap/?${TIME}`,
  }),
  get_website_analytics: (x) => ({
    args: { ...onBrand(x), time_range: '30d' },
    api: `/website-analysis/${x.brand}/dashboard/?${TIME}`,
  }),
  list_executions: (x) => ({ args: onBrand(x), api: `/projects/${x.brand}/execution-status/` }),
  get_report: (x) => ({ args: { execution_id: x.execution }, api: `/reports/${x.execution}/` }),
  get_report_feedback: (x) => ({
    args: { execution_id: x.execution },
    api: `/reports/${x.execution}/llmo-feedback/`,
  }),
  get_prompt_changes: (x) => ({
    args: { kind: 'ranking', prompt_id: x.ranking },
    api: `/ranking-query/${x.ranking}/changes/`,
  }),
  list_recommendations: (x) => ({
    args: { scope: 'ranking_prompt', id: x.ranking },
    api: `/recommendations/ranking-query/${x.ranking}/recommendations/`,
  }),
  list_all_recommendations: () => ({ args: {}, api: '/recommendations/runs/' }),
  get_recommendation: (x) => ({
    args: { recommendation_id: x.recommendation },
    api: `/recommendations/recommendation/${x.recommendation}/`,
  }),
  list_custom_reports: (x) => ({ args: onBrand(x), api: `/projects/${x.brand}/reports/` }),
  get_custom_report: (x) => ({
    args: { ...onBrand(x), report_id: x.customReport },
    api: `/projects/${x.brand}/reports/${x.customReport}/`,
  }),
  list_keyword_analyses: () => ({
    args: {},
    api: async (get) => ({
      ...((await get('/keyword-explorer/summary/')) as object),
      analyses: await get('/keyword-explorer/executions/'),
    }),
  }),
  get_keyword_analysis: (x) => ({
    args: { analysis_id: x.keywordAnalysis },
    api: async (get) => ({
      analysis: await get(`/keyword-explorer/executions/${x.keywordAnalysis}/`),
      prompts: (
        (await get(`/keyword-explorer/executions/${x.keywordAnalysis}/prompts/`)) as { results: unknown }
      ).results,
    }),
  }),
  get_alerts: (x) => ({
    args: onBrand(x),
    api: async (get) => ({
      webhooks: await get(`/projects/${x.brand}/webhooks/`),
      email_alerts: await get(`/projects/${x.brand}/email-alerts/`),
    }),
  }),
  list_webhook_deliveries: (x) => ({
    args: { ...onBrand(x), webhook_id: x.webhook },
    api: `/projects/${x.brand}/webhooks/${x.webhook}/deliveries/`,
  }),
  list_notifications: (x) => ({ args: onBrand(x), api: `/notifications/?project_id=${x.brand}` }),
};

/** Tools about the account itself, not one of its brands: another user gets their own (empty) lists. */
export const ACCOUNT_TOOLS: readonly McpToolName[] = [
  'list_brands',
  'get_brands_overview',
  'list_keyword_analyses',
  'list_all_recommendations',
  'start_keyword_analysis',
];

/** Arguments each write tool accepts (refusals are checked with them: they name the seeded data). */
export const writeArgs: Record<McpWriteToolName, (x: Seeded) => Args> = {
  run_report: (x) => onBrand(x),
  add_prompt: (x) => ({ ...onBrand(x), kind: 'ranking', query_text: 'best tools for remote teams' }),
  update_prompt: (x) => ({ ...onBrand(x), kind: 'ranking', prompt_id: x.ranking, query_text: 'x' }),
  delete_prompt: (x) => ({ ...onBrand(x), kind: 'ranking', prompt_id: x.ranking }),
  create_tag: (x) => ({ ...onBrand(x), name: 'refused' }),
  assign_tag: (x) => ({ ...onBrand(x), tag_id: x.tag, prompt_id: x.ranking }),
  unassign_tag: (x) => ({ ...onBrand(x), tag_id: x.tag, prompt_id: x.ranking }),
  add_competitor: (x) => ({ ...onBrand(x), name: 'Refused' }),
  remove_competitor: (x) => ({ ...onBrand(x), competitor_id: 1 }),
  create_custom_report: (x) => ({
    ...onBrand(x),
    start_date: '2026-01-01',
    end_date: '2026-01-31',
    data_types: ['RANKING'],
  }),
  start_keyword_analysis: () => ({
    title: 'Refused',
    website: '127.0.0.1',
    keywords: 'crm',
    country: 'US',
    language: 'en',
  }),
  start_recommendation: (x) => ({ scope: 'ranking_prompt', id: x.ranking, type: 'content_creation' }),
  record_implemented_change: (x) => ({
    execution_id: x.execution,
    change_type: 'Other',
    description: 'Refused',
    implementation_date: '2026-01-01',
  }),
};

/** Arguments each tool refuses, with the API's message; tools without arguments have nothing to get wrong. */
export const badCalls: Partial<Record<McpToolName, (x: Seeded) => { args: Args; message: string }>> = {
  get_brand: () => ({ args: unknownBrand(), message: projectMessages.projectNotFound }),
  get_brand_performance: (x) => ({
    args: { ...onBrand(x), time_range: 'custom' },
    message: promptDashboardMessages.customNeedsDates,
  }),
  list_prompts: () => ({ args: unknownBrand(), message: projectMessages.projectNotFound }),
  list_tags: () => ({ args: unknownBrand(), message: projectMessages.projectNotFound }),
  get_prompt_results: () => ({ args: unknownBrand(), message: projectMessages.projectNotFound }),
  get_ranking_prompt_positions: (x) => ({
    args: { ...onBrand(x), prompt_id: x.question },
    message: projectMessages.promptNotFound,
  }),
  get_ranking_prompt_trend: (x) => ({
    args: { prompt_id: x.ranking, time_range: 'custom', start_date: '2026-02-01', end_date: '2026-01-01' },
    message: dateRangeMessages.startAfterEnd,
  }),
  list_ranking_prompt_answers: (x) => ({
    args: { prompt_id: x.ranking, page_size: 7 },
    message: promptDashboardMessages.invalidPageSize,
  }),
  get_ranking_prompt_sources: () => ({
    args: { prompt_id: 999_999 },
    message: promptDashboardMessages.promptNotFound,
  }),
  get_ranking_prompt_source_trend: (x) => ({
    args: { prompt_id: x.ranking, domain: ' ' },
    message: promptDashboardMessages.domainRequired,
  }),
  get_ranking_prompt_competitors: (x) => ({
    args: { prompt_id: x.question },
    message: promptDashboardMessages.promptNotFound,
  }),
  get_ranking_prompt_entity: (x) => ({
    args: { prompt_id: x.ranking, entity: '' },
    message: promptDashboardMessages.entityRequired,
  }),
  get_app_comparison: (x) => ({
    args: { ...onBrand(x), prompt_id: x.ranking, engine: 'altavista' },
    message: answerImportMessages.engineRequired,
  }),
  list_answer_imports: () => ({ args: unknownBrand(), message: projectMessages.projectNotFound }),
  get_answer: (x) => ({
    args: { ...onBrand(x), answer_id: 999_999 },
    message: evidenceMessages.answerNotFound,
  }),
  get_competitors: (x) => ({
    args: { ...onBrand(x), start_date: '2026-02-01', end_date: '2026-01-01' },
    message: dateRangeMessages.startAfterEnd,
  }),
  get_competitor_appearances: (x) => ({
    args: { ...onBrand(x), entity: x.competitor.key, page: 0 },
    message: promptDashboardMessages.invalidPage,
  }),
  list_known_competitors: () => ({ args: unknownBrand(), message: projectMessages.projectNotFound }),
  get_sources: (x) => ({
    args: { ...onBrand(x), start_date: '2026-02-30', end_date: '2026-03-01' },
    message: dateRangeMessages.invalidDate,
  }),
  get_source_details: (x) => ({
    args: { ...onBrand(x), domain: '' },
    message: promptDashboardMessages.domainRequired,
  }),
  get_share_of_voice: (x) => ({
    args: { ...onBrand(x), start_date: '2026-01-01' },
    message: dateRangeMessages.bothOrNeither,
  }),
  get_accuracy: (x) => ({
    args: { ...onBrand(x), prompt_id: x.ranking },
    message: projectMessages.promptNotFound,
  }),
  get_accuracy_overview: (x) => ({
    args: { prompt_id: x.ranking },
    message: promptDashboardMessages.promptNotFound,
  }),
  list_accuracy_prompt_answers: (x) => ({
    args: { prompt_id: x.question, page: 0 },
    message: promptDashboardMessages.invalidPage,
  }),
  get_accuracy_heatmap: (x) => ({
    args: { prompt_id: x.question, time_range: 'custom' },
    message: promptDashboardMessages.customNeedsDates,
  }),
  get_website_analytics: (x) => ({
    args: { ...onBrand(x), page_size: 0 },
    message: websiteAnalysisMessages.invalidPageSize,
  }),
  list_executions: () => ({ args: unknownBrand(), message: projectMessages.projectNotFound }),
  get_report: () => ({ args: { execution_id: randomUUID() }, message: reportPageLabels.notFound }),
  get_report_feedback: () => ({
    args: { execution_id: randomUUID() },
    message: recommendationMessages.executionNotFound,
  }),
  get_prompt_changes: (x) => ({
    args: { kind: 'accuracy', prompt_id: x.ranking },
    message: recommendationMessages.notFoundIds,
  }),
  list_recommendations: () => ({
    args: { scope: 'brand', id: randomUUID() },
    message: recommendationMessages.notFoundIds,
  }),
  list_all_recommendations: () => ({ args: { page: 0 }, message: promptDashboardMessages.invalidPage }),
  get_recommendation: () => ({
    args: { recommendation_id: randomUUID() },
    message: recommendationMessages.recommendationNotFound,
  }),
  list_custom_reports: () => ({ args: unknownBrand(), message: projectMessages.projectNotFound }),
  get_custom_report: (x) => ({
    args: { ...onBrand(x), report_id: randomUUID() },
    message: customReportMessages.notFound,
  }),
  get_keyword_analysis: () => ({ args: { analysis_id: randomUUID() }, message: keywordMessages.notFound }),
  get_alerts: () => ({ args: unknownBrand(), message: projectMessages.projectNotFound }),
  list_webhook_deliveries: (x) => ({
    args: { ...onBrand(x), webhook_id: 999_999 },
    message: webhookMessages.notFound,
  }),
  list_notifications: () => ({ args: unknownBrand(), message: projectMessages.projectNotFound }),
  run_report: () => ({ args: unknownBrand(), message: projectMessages.projectNotFound }),
  add_prompt: (x) => ({
    args: { ...onBrand(x), kind: 'accuracy', query_text: 'Who runs Asana?' },
    message: projectMessages.expectedResponseRequired,
  }),
  update_prompt: (x) => ({
    args: { ...onBrand(x), kind: 'ranking', prompt_id: 999_999, query_text: 'x' },
    message: projectMessages.promptNotFound,
  }),
  delete_prompt: (x) => ({
    args: { ...onBrand(x), kind: 'accuracy', prompt_id: x.ranking },
    message: projectMessages.promptNotFound,
  }),
  create_tag: (x) => ({
    args: { ...onBrand(x), name: ' ' },
    message: promptDashboardMessages.tagNameRequired,
  }),
  assign_tag: (x) => ({
    args: { ...onBrand(x), tag_id: 999_999, prompt_id: x.ranking },
    message: promptDashboardMessages.tagNotFound,
  }),
  unassign_tag: (x) => ({
    args: { ...onBrand(x), tag_id: 999_999, prompt_id: x.ranking },
    message: promptDashboardMessages.tagNotFound,
  }),
  add_competitor: (x) => ({
    args: { ...onBrand(x), name: '' },
    message: knownCompetitorMessages.nameRequired,
  }),
  remove_competitor: (x) => ({
    args: { ...onBrand(x), competitor_id: 999_999 },
    message: knownCompetitorMessages.notFound,
  }),
  create_custom_report: (x) => ({
    args: { ...onBrand(x), start_date: '2026-01-01', end_date: '2026-01-31', data_types: [] },
    message: customReportMessages.dataTypesRequired,
  }),
  start_keyword_analysis: () => ({
    args: { title: 'x', website: '127.0.0.1', keywords: 'crm', country: 'XX', language: 'en' },
    message: keywordMessages.countryInvalid,
  }),
  start_recommendation: (x) => ({
    args: { scope: 'accuracy_prompt', id: x.question, type: 'social_media' },
    message: recommendationMessages.typeNotOffered,
  }),
  record_implemented_change: (x) => ({
    args: {
      execution_id: x.execution,
      change_type: 'Other',
      description: 'x',
      implementation_date: x.tomorrow,
    },
    message: recommendationMessages.dateInFuture,
  }),
};
