// What the MCP tool catalogue is built from: the arguments many tools share (made of the API's own
// contract fields, so an assistant meets the API's rules and messages) and the shape of one tool.

import { ENGINE_CODES } from './engines.ts';
import { dateRangeShape, RowIdSchema, RowRefSchema } from './input.ts';
import type { ReadOnlyAction } from './messages.ts';
import { filterShape, pagingShape } from './prompt-dashboards.ts';
import { z } from './zod-setup.ts';

export const READING_NOTES =
  'Positions: 1 is best, null means the brand was not ranked. Engines (providers) are codes: chatgpt, claude, gemini, perplexity, copilot, deepseek, ai_overviews, ai_mode, llama, mistral. Answers flagged simulated come from the sandbox, not a live engine: say so when quoting them. Each rate or average has <field>_n (the answers behind it) and <field>_ci95 ([low, high], its 95 % interval in the same units): quote figures with their interval, and call a change within it noise.';

// list_brands gives the id as a JSON number: a client may send it back as one.
export const brand = {
  brand_id: z
    .union([RowRefSchema, RowIdSchema])
    .transform(String)
    .describe('The brand: its uuid (or numeric id, as a number or a string) from list_brands.'),
};
export const prompt = {
  prompt_id: RowIdSchema.describe('The prompt: its numeric id from list_prompts or get_prompt_results.'),
};
export const promptKind = {
  kind: z.enum(['ranking', 'accuracy']).describe('ranking or accuracy: the family of the prompt.'),
};
export const execution = {
  execution_id: RowRefSchema.describe('The report’s uuid from list_executions.'),
};
export const weeks = {
  start_date: dateRangeShape.start_date.describe('First day, YYYY-MM-DD. Default: the last 6 weeks.'),
  end_date: dateRangeShape.end_date.describe('Last day, YYYY-MM-DD (give both dates or neither).'),
};
export const period = {
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
/** What a recommendation run is about, as the assistant names it, and the API's scope for it. */
export const MCP_RECOMMENDATION_SCOPES = {
  brand: 'project',
  ranking_prompt: 'ranking-query',
  accuracy_prompt: 'question-query',
} as const;
export const recommendationTarget = {
  scope: z
    .enum(Object.keys(MCP_RECOMMENDATION_SCOPES) as [keyof typeof MCP_RECOMMENDATION_SCOPES])
    .describe('brand (the whole brand), ranking_prompt or accuracy_prompt.'),
  id: z
    .union([RowRefSchema, RowIdSchema])
    .transform(String)
    .describe('The brand’s uuid (scope brand) or the prompt’s id (the other scopes).'),
};

export const paging = {
  page: pagingShape.page.describe('Page, from 1.'),
  page_size: pagingShape.page_size.describe('Rows per page: 5, 10, 20 or 50.'),
};

/**
 * One tool: its input arguments and its output (the reply schema of the API call it stands for).
 * `writes` marks a tool that changes data: the action a read-only plan's refusal names.
 */
export const tool = <
  I extends z.ZodRawShape,
  O extends z.ZodObject,
  W extends ReadOnlyAction | undefined = undefined,
>(t: {
  title: string;
  description: string;
  input: I;
  output: O;
  writes?: W;
  /** A write that removes something (annotated destructiveHint, so clients ask first). */
  destructive?: true;
}) => ({ ...t, writes: t.writes as W, input: z.object(t.input) });
