// What each MCP tool does: the same service call as its API route, with the query parsed by that
// route's own contract (same rules, same messages), for the key's user. Write tools pass the same
// gates as the write routes: the key's scope, the read-only policy of the plan that decides, then the
// service's own access check and plan limits.
import {
  AccuracyPromptInputSchema,
  type ApiKeyScope,
  apiKeyMessages,
  DashboardFilterQuerySchema,
  DateRangeQuerySchema,
  GeneralMetricsQuerySchema,
  type McpToolName,
  mcpTools,
  RankingPromptInputSchema,
  SUMMARY_VIEW,
} from '@sightline/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { forbidden } from '../../lib/http-error.ts';
import { requireWritableFor } from '../subscription/read-only-policy.ts';

type Input<K extends McpToolName> = z.infer<(typeof mcpTools)[K]['input']>;
type Output<K extends McpToolName> = z.infer<(typeof mcpTools)[K]['output']>;
export type McpToolHandlers = { [K in McpToolName]: (input: Input<K>) => Promise<Output<K>> };

export const mcpToolHandlers = (
  ctx: AppContext,
  caller: { userId: number; scope: ApiKeyScope },
): McpToolHandlers => {
  const { userId } = caller;
  const weeks = (i: { start_date?: string; end_date?: string }) =>
    parseOrThrow(DateRangeQuerySchema, { start_date: i.start_date, end_date: i.end_date });
  const period = (i: { time_range?: string; start_date?: string; end_date?: string; providers?: string[] }) =>
    parseOrThrow(DashboardFilterQuerySchema, {
      time_range: i.time_range,
      start_date: i.start_date,
      end_date: i.end_date,
      providers: i.providers,
    });
  const writable = async (brandRef: string, action: 'prompts' | 'runs') => {
    if (caller.scope !== 'read_write') throw forbidden(apiKeyMessages.readOnlyKey);
    await requireWritableFor(ctx, userId, brandRef, action);
  };

  return {
    list_brands: async () => ({ projects: await ctx.projects.list(userId) }),
    get_brand_performance: (i) =>
      ctx.generalMetrics.get(
        userId,
        i.brand_id,
        parseOrThrow(GeneralMetricsQuerySchema, {
          time_range: i.time_range,
          start_date: i.start_date,
          end_date: i.end_date,
          providers: i.providers,
        }),
      ),
    list_prompts: async (i) => {
      const [ranking, accuracy] = [
        await ctx.prompts.list(userId, i.brand_id, 'RANKING'),
        await ctx.prompts.list(userId, i.brand_id, 'QUESTION'),
      ];
      return { ranking_prompts: ranking, accuracy_prompts: accuracy } as Output<'list_prompts'>;
    },
    // The tools' lists are the rows; an agent opens one with its own tool.
    get_prompt_results: (i) => ctx.queryResults.list(userId, i.brand_id, { view: SUMMARY_VIEW }),
    get_ranking_prompt_positions: (i) => ctx.queryResults.ranking(userId, i.brand_id, i.prompt_id),
    get_ranking_prompt_trend: async (i) => {
      const query = period(i);
      const ref = String(i.prompt_id);
      return {
        overview: await ctx.dashboards.rankingOverview(userId, ref),
        charts: await ctx.dashboards.rankingCharts(userId, ref, query),
      };
    },
    get_competitors: (i) => ctx.insights.competitors(userId, i.brand_id, { ...weeks(i), view: SUMMARY_VIEW }),
    get_sources: (i) =>
      ctx.insights.importantWebsites(userId, i.brand_id, { ...weeks(i), view: SUMMARY_VIEW }),
    get_share_of_voice: (i) => ctx.insights.shareOfVoice(userId, i.brand_id, weeks(i)),
    get_accuracy: async (i) => {
      const query = period(i);
      const latest = await ctx.queryResults.question(userId, i.brand_id, i.prompt_id);
      return { latest, period: await ctx.dashboards.questionStats(userId, String(i.prompt_id), query) };
    },
    list_executions: (i) => ctx.executions.status(userId, i.brand_id),
    get_report: (i) => ctx.reportDocuments.get(userId, i.execution_id),
    run_report: async (i) => {
      await writable(i.brand_id, mcpTools.run_report.writes);
      return ctx.executions.run(userId, i.brand_id);
    },
    add_prompt: async (i) => {
      await writable(i.brand_id, mcpTools.add_prompt.writes);
      const body = { query_text: i.query_text, expected_response: i.expected_response };
      const prompt =
        i.kind === 'ranking'
          ? await ctx.prompts.create(
              userId,
              i.brand_id,
              'RANKING',
              parseOrThrow(RankingPromptInputSchema, body),
            )
          : await ctx.prompts.create(
              userId,
              i.brand_id,
              'QUESTION',
              parseOrThrow(AccuracyPromptInputSchema, body),
            );
      return { prompt };
    },
  };
};
