// The write tools pass the same gates as their routes: the key's scope, the read-only policy of the
// plan that decides (the brand owner's for a write on a brand, as the policy's brand routes; else the
// caller's), then the service's own access check and plan limits, with the body parsed by the route's
// contract.
import {
  AccuracyPromptInputSchema,
  apiKeyMessages,
  CustomReportCreateSchema,
  ImplementedChangeCreateSchema,
  KeywordExecutionCreateSchema,
  KnownCompetitorInputSchema,
  MCP_RECOMMENDATION_SCOPES,
  mcpTools,
  RankingPromptInputSchema,
  RecommendationCreateSchema,
} from '@sightline/contracts';
import type { AppContext } from '../../context.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { forbidden } from '../../lib/http-error.ts';
import { requireWritableFor } from '../subscription/read-only-policy.ts';
import type { McpCaller, McpHandlers, McpWriteToolName } from './mcp-tools.ts';

type PromptArgs = {
  kind: 'ranking' | 'accuracy';
  query_text: string;
  expected_response?: string;
  tag_ids?: number[];
};
const OK = { success: true as const };

export const mcpWriteHandlers = (ctx: AppContext, caller: McpCaller): McpHandlers<McpWriteToolName> => {
  const { userId } = caller;
  /** Refuses the tool's write as its route would be refused: `brandRef` when the route is on a brand. */
  const writable = async (name: McpWriteToolName, brandRef: string | undefined) => {
    if (caller.scope !== 'read_write') throw forbidden(apiKeyMessages.readOnlyKey);
    await requireWritableFor(ctx, userId, brandRef, mcpTools[name].writes);
  };
  /** The prompt family's service kind and its route's body. */
  const promptBody = (i: PromptArgs) => {
    const body = { query_text: i.query_text, expected_response: i.expected_response, tag_ids: i.tag_ids };
    return i.kind === 'ranking'
      ? ({ kind: 'RANKING', input: parseOrThrow(RankingPromptInputSchema, body) } as const)
      : ({ kind: 'QUESTION', input: parseOrThrow(AccuracyPromptInputSchema, body) } as const);
  };
  const promptKind = (kind: PromptArgs['kind']) => (kind === 'ranking' ? 'RANKING' : 'QUESTION');

  return {
    run_report: async (i) => {
      await writable('run_report', i.brand_id);
      return ctx.executions.run(userId, i.brand_id);
    },
    add_prompt: async (i) => {
      await writable('add_prompt', i.brand_id);
      const { kind, input } = promptBody(i);
      return { prompt: await ctx.prompts.create(userId, i.brand_id, kind, input) };
    },
    update_prompt: async (i) => {
      await writable('update_prompt', i.brand_id);
      const { kind, input } = promptBody(i);
      return { prompt: await ctx.prompts.update(userId, i.brand_id, kind, i.prompt_id, input) };
    },
    delete_prompt: async (i) => {
      await writable('delete_prompt', i.brand_id);
      await ctx.prompts.delete(userId, i.brand_id, promptKind(i.kind), i.prompt_id);
      return OK;
    },
    create_tag: async (i) => {
      await writable('create_tag', i.brand_id);
      return ctx.tags.create(userId, i.brand_id, i.name);
    },
    assign_tag: async (i) => {
      await writable('assign_tag', i.brand_id);
      await ctx.tags.assign(userId, i.brand_id, i.tag_id, String(i.prompt_id), true);
      return OK;
    },
    unassign_tag: async (i) => {
      await writable('unassign_tag', i.brand_id);
      await ctx.tags.assign(userId, i.brand_id, i.tag_id, String(i.prompt_id), false);
      return OK;
    },
    add_competitor: async (i) => {
      await writable('add_competitor', i.brand_id);
      const body = parseOrThrow(KnownCompetitorInputSchema, {
        name: i.name,
        aliases: i.aliases,
        domain: i.domain,
      });
      return ctx.knownCompetitors.create(userId, i.brand_id, body);
    },
    remove_competitor: async (i) => {
      await writable('remove_competitor', i.brand_id);
      await ctx.knownCompetitors.delete(userId, i.brand_id, i.competitor_id);
      return OK;
    },
    create_custom_report: async (i) => {
      await writable('create_custom_report', i.brand_id);
      const body = parseOrThrow(CustomReportCreateSchema, {
        title: i.title,
        start_date: i.start_date,
        end_date: i.end_date,
        data_types: i.data_types,
      });
      return ctx.customReports.create(userId, i.brand_id, body);
    },
    start_keyword_analysis: async (i) => {
      await writable('start_keyword_analysis', undefined);
      return ctx.keywords.create(userId, parseOrThrow(KeywordExecutionCreateSchema, i));
    },
    start_recommendation: async (i) => {
      await writable('start_recommendation', undefined);
      const body = parseOrThrow(RecommendationCreateSchema, { type: i.type });
      return ctx.recommendations.create(userId, MCP_RECOMMENDATION_SCOPES[i.scope], i.id, body);
    },
    record_implemented_change: async (i) => {
      await writable('record_implemented_change', undefined);
      const body = parseOrThrow(ImplementedChangeCreateSchema, {
        change_type: i.change_type,
        description: i.description,
        url: i.url,
        implementation_date: i.implementation_date,
        query_id: i.prompt_id === undefined ? undefined : String(i.prompt_id),
      });
      return ctx.recommendations.addChange(userId, i.execution_id, body);
    },
  };
};
