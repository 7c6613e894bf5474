// The MCP server's catalogue (issues 19 and 27): the tools an AI assistant connected to /mcp may call,
// the resources it may read and the prompts it may offer its user. Each tool's input is built from the
// contract of the API call it stands for (the same fields, parsed again by that contract's own schema
// on the server), and its output is that call's reply schema, so the figures an assistant gets are the
// ones the screens show.

import { RowRefSchema } from './input.ts';
import { mcpReadTools } from './mcp-read-tools.ts';
import { mcpWriteTools } from './mcp-write-tools.ts';
import { z } from './zod-setup.ts';

export { MCP_RECOMMENDATION_SCOPES } from './mcp-fields.ts';

export const MCP_SERVER_NAME = 'sightline';

/** What the server tells the assistant once, at connection. */
export const mcpInstructions =
  'Sightline measures how AI engines (ChatGPT, Claude, Gemini, Perplexity…) talk about brands: positions in ranked answers, mentions, competitors, cited sources, share of voice and accuracy. Call list_brands first; get_brand_performance answers "how did my brand do" questions over a period, get_prompt_results gives the latest positions per prompt, and each prompt, answer, competitor, source, report and recommendation opens with its own get_ tool. Tools that change data need a read-write key and edit access. Quote figures with their period and engine.';

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

export const mcpTools = { ...mcpReadTools, ...mcpWriteTools };
export type McpToolName = keyof typeof mcpTools;

export const mcpMessages = {
  noCompletedReport: 'This brand has no completed report yet',
} as const;

const BRAND_URI = 'sightline://brands/';
/** The resources: each brand the key's user sees, and its latest completed report, as JSON. */
export const mcpResources = {
  brand: {
    uriTemplate: `${BRAND_URI}{brand_id}`,
    uri: (uuid: string) => `${BRAND_URI}${uuid}`,
    title: 'Brand',
    description: 'A brand as get_brand gives it: settings, prompts, newest reports and six weeks of charts.',
  },
  latest_report: {
    uriTemplate: `${BRAND_URI}{brand_id}/latest-report`,
    uri: (uuid: string) => `${BRAND_URI}${uuid}/latest-report`,
    title: 'Latest report',
    description: 'The brand’s latest completed report as get_report gives it.',
  },
} as const;
export const MCP_RESOURCE_MIME_TYPE = 'application/json';

/** A prompt's argument: the brand it is about (prompt arguments are strings). */
export const mcpPromptArgs = {
  brand_id: RowRefSchema.describe('The brand’s uuid from list_brands.'),
};
type PromptBrand = { title: string; uuid: string };
const QUOTING =
  'Quote each figure with its period, engine and 95 % interval, and call a change within its interval noise. Say which engines are simulated (each result’s provenance) and never present their figures as measured.';

/** The prompts: a task for the assistant, naming the tools to call in order. */
export const mcpPrompts = {
  weekly_visibility_review: {
    title: 'Weekly visibility review',
    description: 'How AI engines talked about a brand this week: what moved, who gained, what to do next.',
    text: (b: PromptBrand) =>
      [
        `Review how AI engines talked about ${b.title} (brand_id ${b.uuid}) over the last 7 days, with Sightline's tools:`,
        '1. get_brand_performance with time_range 7d: mentions, citations and AI-site visits per engine, and their change against the 7 days before.',
        '2. get_prompt_results: each prompt’s position now and before. For each ranking prompt that moved, get_ranking_prompt_trend with time_range 7d: on which engines and days.',
        '3. get_competitors and get_share_of_voice: who gained on the brand.',
        '4. get_sources: the domains engines cite; those cited beside competitors and not the brand are openings.',
        '5. get_accuracy (time_range 7d) for each accuracy prompt whose answers are not all correct.',
        `Then write the review: the three most important moves, who gained, the sources to win, the wrong facts engines repeat, and the next three actions. ${QUOTING}`,
      ].join('\n'),
  },
  what_changed_since_last_report: {
    title: 'What changed since the last report',
    description: 'What moved between a brand’s two latest completed reports, and why.',
    text: (b: PromptBrand) =>
      [
        `Explain what changed for ${b.title} (brand_id ${b.uuid}) between its latest completed report and the one before, and why, with Sightline's tools:`,
        '1. list_executions: the two newest COMPLETED reports, their uuids and dates.',
        '2. get_prompt_results: each prompt’s latest position against the previous one; keep the prompts that moved.',
        '3. For each ranking prompt that moved: get_ranking_prompt_positions (per engine: competitors ranked and sources cited) and get_ranking_prompt_trend (model_changes marks an engine’s new model).',
        '4. get_report_feedback with the latest report’s uuid: competitors that gained or lost, what would boost the brand, wrong facts, and the changes the team recorded.',
        '5. get_prompt_changes for each prompt that moved: the changes that targeted it and their estimated effect.',
        `Then answer: what moved, the likely why (a new model, sources cited or dropped, a competitor’s rise, a change the team made), and what to do next. ${QUOTING}`,
      ].join('\n'),
  },
} as const;
export type McpPromptName = keyof typeof mcpPrompts;
