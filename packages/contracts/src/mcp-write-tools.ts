// The MCP write tools: what an editor does on the screens. Each names the action a read-only plan's
// refusal speaks of (as its route does), needs a read-write key and the brand's EDIT access.

import { OkSchema } from './common.ts';
import { CustomReportCreateSchema, CustomReportSummarySchema } from './custom-report.ts';
import { IsoDaySchema, RowIdSchema } from './input.ts';
import { KeywordExecutionCreateSchema, KeywordExecutionSchema } from './keywords.ts';
import { KnownCompetitorInputSchema, KnownCompetitorSchema } from './known-competitors.ts';
import { brand, execution, prompt, promptKind, recommendationTarget, tool } from './mcp-fields.ts';
import { AccuracyPromptInputSchema, AccuracyPromptSchema, RunStartedSchema } from './projects.ts';
import { TagAssignSchema, TagNameSchema, TagSchema } from './prompt-dashboards.ts';
import {
  ImplementedChangeCreateSchema,
  ImplementedChangeSchema,
  RecommendationCreateSchema,
  RecommendationExecutionSchema,
} from './recommendations.ts';
import { z } from './zod-setup.ts';

const promptText = {
  query_text: AccuracyPromptInputSchema.shape.query_text.describe('The prompt as a user would ask it.'),
  expected_response: AccuracyPromptInputSchema.shape.expected_response
    .optional()
    .describe('For accuracy prompts: the correct answer.'),
  tag_ids: AccuracyPromptInputSchema.shape.tag_ids.describe(
    'The prompt’s tags (ids from list_tags); absent keeps them as they are.',
  ),
};
const PromptReplySchema = z.object({ prompt: AccuracyPromptSchema.partial({ expected_response: true }) });
const tagOfPrompt = {
  tag_id: TagAssignSchema.shape.tag_id.describe('The tag’s id from list_tags.'),
  ...prompt,
};
const NEEDS_EDIT = 'Needs a read-write key and edit access.';

export const mcpWriteTools = {
  run_report: tool({
    title: 'Run a report now',
    description: `Starts a report of a brand now: every prompt is asked to every engine of the brand. It takes minutes; follow it with list_executions. One report per brand runs at a time. ${NEEDS_EDIT}`,
    input: brand,
    output: RunStartedSchema,
    writes: 'runs',
  }),
  add_prompt: tool({
    title: 'Add a prompt',
    description: `Adds a prompt to a brand; the next report asks it. kind ranking: a question whose answers rank products or companies. kind accuracy: a question about the brand plus expected_response, the correct answer. Counts against the plan’s prompt total. ${NEEDS_EDIT}`,
    input: { ...brand, ...promptKind, ...promptText },
    output: PromptReplySchema,
    writes: 'prompts',
  }),
  update_prompt: tool({
    title: 'Change a prompt',
    description: `Rewrites a prompt of a brand (and for accuracy prompts its expected answer), or sets its tags; its past results stay. ${NEEDS_EDIT}`,
    input: { ...brand, ...promptKind, ...prompt, ...promptText },
    output: PromptReplySchema,
    writes: 'changes',
  }),
  delete_prompt: tool({
    title: 'Delete a prompt',
    description: `Removes a prompt from a brand with its results. ${NEEDS_EDIT}`,
    input: { ...brand, ...promptKind, ...prompt },
    output: OkSchema,
    writes: 'changes',
    destructive: true,
  }),
  create_tag: tool({
    title: 'Create a tag',
    description: `Creates a tag of a brand to group prompts (assign it with assign_tag). ${NEEDS_EDIT}`,
    input: { ...brand, name: TagNameSchema.shape.name.describe('The tag’s name.') },
    output: TagSchema,
    writes: 'changes',
  }),
  assign_tag: tool({
    title: 'Tag a prompt',
    description: `Gives a prompt of a brand one of the brand’s tags. ${NEEDS_EDIT}`,
    input: { ...brand, ...tagOfPrompt },
    output: OkSchema,
    writes: 'changes',
  }),
  unassign_tag: tool({
    title: 'Untag a prompt',
    description: `Takes a tag off a prompt of a brand. ${NEEDS_EDIT}`,
    input: { ...brand, ...tagOfPrompt },
    output: OkSchema,
    writes: 'changes',
    destructive: true,
  }),
  add_competitor: tool({
    title: 'Add a known competitor',
    description: `Declares a competitor of a brand, with the other names answers use for it and its domain, so every answer naming it counts for it. ${NEEDS_EDIT}`,
    input: {
      ...brand,
      name: KnownCompetitorInputSchema.shape.name.describe('The competitor’s name.'),
      aliases: KnownCompetitorInputSchema.shape.aliases.describe('Other names of the competitor.'),
      domain: KnownCompetitorInputSchema.shape.domain.describe('Its website’s domain, e.g. trello.com.'),
    },
    output: KnownCompetitorSchema,
    writes: 'changes',
  }),
  remove_competitor: tool({
    title: 'Remove a known competitor',
    description: `Removes a declared competitor of a brand (answers keep naming it; it is no longer grouped). ${NEEDS_EDIT}`,
    input: {
      ...brand,
      competitor_id: RowIdSchema.describe('The competitor’s id from list_known_competitors.'),
    },
    output: OkSchema,
    writes: 'changes',
    destructive: true,
  }),
  create_custom_report: tool({
    title: 'Create a custom report',
    description: `Creates a custom report of a brand over a period (at most two years) with the data types chosen: RANKING, ACCURACY, WEBSITE, RECOMMENDATIONS. Read it with get_custom_report. ${NEEDS_EDIT}`,
    input: {
      ...brand,
      title: CustomReportCreateSchema.shape.title.describe('Its title (default "Custom Report").'),
      start_date: CustomReportCreateSchema.shape.start_date.describe('First day, YYYY-MM-DD.'),
      end_date: CustomReportCreateSchema.shape.end_date.describe('Last day, YYYY-MM-DD.'),
      data_types: CustomReportCreateSchema.shape.data_types.describe(
        'Any of RANKING, ACCURACY, WEBSITE, RECOMMENDATIONS.',
      ),
    },
    output: CustomReportSummarySchema,
    writes: 'changes',
  }),
  start_keyword_analysis: tool({
    title: 'Start a keyword analysis',
    description: `Starts a keyword analysis: prompts written from a website and keywords, with their monthly search volumes in a country and language. Takes one of the plan’s monthly analyses; follow it with get_keyword_analysis. Needs a read-write key.`,
    input: {
      title: KeywordExecutionCreateSchema.shape.title.describe('A name for the analysis.'),
      website: KeywordExecutionCreateSchema.shape.website.describe('The website, e.g. asana.com.'),
      keywords: KeywordExecutionCreateSchema.shape.keywords.describe(
        'Keywords, separated by commas or new lines.',
      ),
      country: KeywordExecutionCreateSchema.shape.country.describe('Country code, e.g. US.'),
      language: KeywordExecutionCreateSchema.shape.language.describe('Language code, e.g. en.'),
    },
    output: KeywordExecutionSchema,
    writes: 'analyses',
  }),
  start_recommendation: tool({
    title: 'Start a recommendation run',
    description: `Starts a recommendation run for a brand or one prompt: type website_collaboration, content_creation or social_media (brand or ranking prompt), improving_information_accuracy (brand or accuracy prompt). Takes one of the plan’s monthly runs; follow it with get_recommendation. ${NEEDS_EDIT}`,
    input: {
      ...recommendationTarget,
      type: RecommendationCreateSchema.shape.type.describe('The kind of recommendations.'),
    },
    output: RecommendationExecutionSchema,
    writes: 'recommendations',
  }),
  record_implemented_change: tool({
    title: 'Record an implemented change',
    description: `Records a change the team made (a page written, a listing fixed…) against a report, optionally for one prompt: get_prompt_changes then estimates its effect. ${NEEDS_EDIT}`,
    input: {
      ...execution,
      change_type: ImplementedChangeCreateSchema.shape.change_type.describe(
        'Content Creation, Website Optimization, Collaboration, Social Media, Information Correction, Technical SEO, Backlink Building, User Experience or Other (or its snake_case code).',
      ),
      description: ImplementedChangeCreateSchema.shape.description.describe('What was done.'),
      url: z.string().optional().describe('Where, a web address.'),
      implementation_date: IsoDaySchema.describe('When, YYYY-MM-DD (not in the future).'),
      prompt_id: prompt.prompt_id
        .optional()
        .describe('The prompt the change targets, for its effect estimate.'),
    },
    output: ImplementedChangeSchema,
    writes: 'changes',
  }),
};
