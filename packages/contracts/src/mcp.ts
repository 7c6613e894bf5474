// The MCP tools (issue 19): what an AI assistant connected to /mcp may call. Each tool's input is built
// from the contract of the API call it stands for (the same fields, parsed again by that contract's
// own schema on the server), and its output is that call's reply schema, so the figures an assistant
// gets are the ones the screens show. Descriptions say when to pick a tool and how to read its figures.

import { ENGINE_CODES } from './engines.ts';
import { GeneralMetricsReplySchema } from './general-metrics.ts';
import { dateRangeShape, RowIdSchema, RowRefSchema } from './input.ts';
import { ReportDocumentSchema } from './insights.ts';
import {
  AccuracyPromptInputSchema,
  AccuracyPromptSchema,
  ExecutionStatusSchema,
  ProjectListSchema,
  RankingPromptSchema,
  RunStartedSchema,
} from './projects.ts';
import {
  filterShape,
  QuestionStatsSchema,
  RankingChartsSchema,
  RankingOverviewSchema,
} from './prompt-dashboards.ts';
import {
  CompetitorsSummarySchema,
  ImportantWebsitesSummarySchema,
  ProjectQueriesSummarySchema,
  QuestionQueryResultSchema,
  RankingQueryResultSchema,
  ShareOfVoiceSchema,
} from './results.ts';
import { z } from './zod-setup.ts';

export const MCP_SERVER_NAME = 'sightline';

/** What the server tells the assistant once, at connection. */
export const mcpInstructions =
  'Sightline measures how AI engines (ChatGPT, Claude, Gemini, Perplexity…) talk about brands: positions in ranked answers, mentions, competitors, cited sources, share of voice and accuracy. Call list_brands first; get_brand_performance answers "how did my brand do" questions over a period, get_prompt_results gives the latest positions per prompt. Quote figures with their period and engine.';

const READING_NOTES =
  'Positions: 1 is best, null means the brand was not ranked. Engines (providers) are codes: chatgpt, claude, gemini, perplexity, copilot, deepseek, ai_overviews, ai_mode, llama, mistral. Answers flagged simulated come from the sandbox, not a live engine: say so when quoting them. Each rate or average has <field>_n (the answers behind it) and <field>_ci95 ([low, high], its 95 % interval in the same units): quote figures with their interval, and call a change within it noise.';

// list_brands gives the id as a JSON number: a client may send it back as one.
const brand = {
  brand_id: z
    .union([RowRefSchema, RowIdSchema])
    .transform(String)
    .describe('The brand: its uuid (or numeric id, as a number or a string) from list_brands.'),
};
const prompt = {
  prompt_id: RowIdSchema.describe('The prompt: its numeric id from list_prompts or get_prompt_results.'),
};
const weeks = {
  start_date: dateRangeShape.start_date.describe('First day, YYYY-MM-DD. Default: the last 6 weeks.'),
  end_date: dateRangeShape.end_date.describe('Last day, YYYY-MM-DD (give both dates or neither).'),
};
const period = {
  time_range: filterShape.time_range.describe(
    '7d is "this week" (the last 7 days, today included), 30d the last month, also 90d, 6m, 1y, or custom with start_date and end_date.',
  ),
  start_date: dateRangeShape.start_date.describe('With time_range custom: first day, YYYY-MM-DD.'),
  end_date: dateRangeShape.end_date.describe('With time_range custom: last day, YYYY-MM-DD.'),
  providers: z
    .array(z.enum(ENGINE_CODES))
    .max(ENGINE_CODES.length)
    .optional()
    .describe('Only these engines, e.g. ["chatgpt"]. Default: all of the brand’s engines.'),
};

const tool = <
  I extends z.ZodRawShape,
  O extends z.ZodObject,
  W extends 'prompts' | 'runs' | undefined = undefined,
>(t: {
  title: string;
  description: string;
  input: I;
  output: O;
  /** Set on tools that change data: what the read-only upgrade message names. */
  writes?: W;
}) => ({ ...t, writes: t.writes as W, input: z.object(t.input) });

/**
 * Added to the result of every tool about one brand: the brand's engines that answer from the sandbox
 * on this server, whose figures are simulated, not measured.
 */
export const McpProvenanceSchema = z.object({
  simulated_engines: z.array(z.string()),
  note: z.string(),
});
export const mcpProvenanceNote = (engines: readonly string[]) =>
  engines.length === 0
    ? 'Every engine of this brand is live: its figures are measured.'
    : `Figures from ${engines.join(', ')} rest on sandbox answers: they are simulated, not measured.`;

export const mcpTools = {
  list_brands: tool({
    title: 'List brands',
    description:
      'Start here. The brands (projects) this account can see, its own and those shared with it: uuid, name, domain, engines tracked, schedule and prompts. Use the uuid as brand_id in the other tools.',
    input: {},
    output: ProjectListSchema,
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
      'The prompts a brand tracks: ranking prompts (questions whose answers rank products, e.g. "best CRM for startups") and accuracy prompts (a question with the expected answer).',
    input: brand,
    output: z.object({
      ranking_prompts: z.array(RankingPromptSchema),
      accuracy_prompts: z.array(AccuracyPromptSchema),
    }),
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
  get_competitors: tool({
    title: 'Competitors',
    description: `Every entity ranked in a brand's answers over a period of weeks (the brand itself included, is_client): average position, appearances, trend and weekly figures. ${READING_NOTES}`,
    input: { ...brand, ...weeks },
    output: CompetitorsSummarySchema,
  }),
  get_sources: tool({
    title: 'Cited sources',
    description:
      'The domains AI engines cited in a brand’s answers over a period of weeks, most cited first, with counts from ranking and accuracy prompts and whether the domain is the brand’s own.',
    input: { ...brand, ...weeks },
    output: ImportantWebsitesSummarySchema,
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
  list_executions: tool({
    title: 'Reports (executions)',
    description:
      'A brand’s reports: the one running now (if any), the next scheduled run, and the history with each report’s uuid, time, status and sampling. Use a uuid with get_report.',
    input: brand,
    output: ExecutionStatusSchema,
  }),
  get_report: tool({
    title: 'One report',
    description: `The full printable report of one execution: per prompt the ranked entities, charts, sources, and the accuracy results. ${READING_NOTES}`,
    input: { execution_id: RowRefSchema.describe('The report’s uuid from list_executions.') },
    output: ReportDocumentSchema,
  }),
  run_report: tool({
    title: 'Run a report now',
    description:
      'Starts a report of a brand now: every prompt is asked to every engine of the brand. It takes minutes; follow it with list_executions. Needs a read-write key and edit access; one report per brand runs at a time.',
    input: brand,
    output: RunStartedSchema,
    writes: 'runs',
  }),
  add_prompt: tool({
    title: 'Add a prompt',
    description:
      'Adds a prompt to a brand; the next report asks it. kind ranking: a question whose answers rank products or companies. kind accuracy: a question about the brand plus expected_response, the correct answer. Counts against the plan’s prompt total; needs a read-write key and edit access.',
    input: {
      ...brand,
      kind: z.enum(['ranking', 'accuracy']).describe('ranking or accuracy.'),
      query_text: AccuracyPromptInputSchema.shape.query_text.describe('The prompt as a user would ask it.'),
      expected_response: AccuracyPromptInputSchema.shape.expected_response
        .optional()
        .describe('For accuracy prompts: the correct answer.'),
    },
    output: z.object({ prompt: AccuracyPromptSchema.partial({ expected_response: true }) }),
    writes: 'prompts',
  }),
};
export type McpToolName = keyof typeof mcpTools;
