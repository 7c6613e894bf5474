// The printable report of one execution: per ranking prompt competitor, provider and source pages,
// then the accuracy prompts; six weeks of history up to the execution.
import { isoDay } from '@sightline/contracts';
import { positionTrend } from '../../analysis/metrics.ts';
import type { Queryable } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { notFound } from '../../lib/http-error.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { executionSampling } from '../reports/sampling-summary.ts';
import { BRAND_ROWS_IN_RANGE } from './project-queries.ts';
import { rollupRowsInRange, splitParams } from './range-split.ts';
import { resolveRange, round1 } from './weeks.ts';

const TOP_COMPETITORS = 10;
const PROMPT_ENTITY_ROWS_IN_RANGE = rollupRowsInRange(
  'prompt_entity_metrics_weekly',
  'prompt_entity_metrics_daily',
  'prompt_id, entity_key, name, position_sum, position_count',
);
const key = (...parts: (string | number)[]) => parts.join(':');

export const reportDocument = async (q: Queryable, userId: number, ref: string) => {
  const byUuid = ref.includes('-');
  const { rows: found } = await q.query<{
    id: number;
    project_id: number;
    executed_at: Date;
    status: string;
    uuid: string;
  }>(
    `SELECT id, uuid, project_id, executed_at, status FROM report_executions WHERE ${byUuid ? 'uuid = $1::uuid' : 'id = $1::int'}`,
    [ref],
  );
  const execution = found[0];
  if (!execution) throw notFound('Report not found');
  const project = await requireProjectAccess(q, userId, String(execution.project_id), 'VIEW').catch(() => {
    throw notFound('Report not found');
  });
  const { rows: prev } = await q.query<{ id: number }>(
    `SELECT id FROM report_executions WHERE project_id = $1 AND status = 'COMPLETED' AND executed_at < $2
     ORDER BY executed_at DESC LIMIT 1`,
    [project.id, execution.executed_at],
  );
  const previousId = prev[0]?.id ?? -1;
  const range = resolveRange(execution.executed_at);

  const [prompts, positions, entities, weeklyEntities, weeklyBrand, sources, answers] = await Promise.all([
    q.query<{ id: number; kind: string; query_text: string; expected_response: string | null }>(
      'SELECT id, kind, query_text, expected_response FROM prompts WHERE project_id = $1 ORDER BY id',
      [project.id],
    ),
    q.query<{ prompt_id: number; engine: string; execution_id: number; position: number | null }>(
      `SELECT prompt_id, engine, execution_id, avg(position)::float AS position FROM answers
       WHERE execution_id IN ($1, $2) AND status = 'COMPLETED' GROUP BY prompt_id, engine, execution_id`,
      [execution.id, previousId],
    ),
    q.query<{ prompt_id: number; name: string; is_brand: boolean; position: number; appearances: number }>(
      `SELECT prompt_id, min(name) AS name, bool_or(is_brand) AS is_brand,
         sum(position_sum)::float / sum(position_count) AS position, sum(position_count)::int AS appearances
       FROM execution_entity_metrics WHERE execution_id = $1 AND position_count > 0 GROUP BY prompt_id, entity_key`,
      [execution.id],
    ),
    jsonRows<{ prompt_id: number; name: string; week: string; position: number | null }>(
      q,
      `SELECT prompt_id, min(name) AS name, to_char(week, 'YYYY-MM-DD') AS week,
         sum(position_sum)::float / nullif(sum(position_count), 0) AS position
       FROM ${PROMPT_ENTITY_ROWS_IN_RANGE} GROUP BY prompt_id, entity_key, week`,
      [project.id, ...splitParams(range.start, range.end)],
    ),
    jsonRows<{ prompt_id: number; engine: string; week: string; position: number | null }>(
      q,
      `SELECT prompt_id, engine, to_char(week, 'YYYY-MM-DD') AS week,
         sum(position_sum)::float / nullif(sum(position_count), 0) AS position
       FROM ${BRAND_ROWS_IN_RANGE} GROUP BY prompt_id, engine, week`,
      [project.id, ...splitParams(range.start, range.end)],
    ),
    jsonRows<{ prompt_id: number; url: string; count: number }>(
      q,
      `SELECT a.prompt_id, s.url, count(*)::int AS count FROM answer_sources s JOIN answers a ON a.id = s.answer_id
       WHERE a.execution_id = $1 GROUP BY a.prompt_id, s.url`,
      [execution.id],
      'count DESC, url',
    ),
    q.query<{
      prompt_id: number;
      engine: string;
      execution_id: number;
      rating: number | null;
      response: string | null;
      justification: string | null;
      answer_id: number;
    }>(
      `SELECT DISTINCT ON (prompt_id, engine, execution_id) prompt_id, engine, execution_id, rating, answer_text AS response,
         justification, id AS answer_id
       FROM answers WHERE execution_id IN ($1, $2) AND status = 'COMPLETED'
         AND prompt_id IN (SELECT id FROM prompts WHERE project_id = $3 AND kind = 'QUESTION')
       ORDER BY prompt_id, engine, execution_id, sample`,
      [execution.id, previousId, project.id],
    ),
  ]);

  const pos = new Map(positions.rows.map((r) => [key(r.prompt_id, r.engine, r.execution_id), r.position]));
  const answerOf = new Map(answers.rows.map((r) => [key(r.prompt_id, r.engine, r.execution_id), r]));
  const sourcesOf = (promptId: number) => sources.filter((s) => s.prompt_id === promptId);
  const sampling = await executionSampling(q, execution.id);
  const cellOf = new Map(sampling?.cells.map((c) => [key(c.query_id, c.provider), c]));

  const queryAnalysis = prompts.rows
    .filter((p) => p.kind === 'RANKING')
    .map((p) => {
      const top = entities.rows
        .filter((e) => e.prompt_id === p.id)
        .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
        .slice(0, TOP_COMPETITORS);
      const weekOf = new Map(
        weeklyEntities
          .filter((w) => w.prompt_id === p.id)
          .map((w) => [key(w.name.toLowerCase(), w.week), w.position]),
      );
      const brandWeek = new Map(
        weeklyBrand.filter((w) => w.prompt_id === p.id).map((w) => [key(w.engine, w.week), w.position]),
      );
      return {
        query_id: p.id,
        query: p.query_text,
        page1: {
          competitor_entities: top.map((e, i) => ({
            rank: i + 1,
            name: e.is_brand ? project.entity_label : e.name,
            is_client: e.is_brand,
            average_position: round1(e.position),
            appearances: e.appearances,
          })),
          competitor_chart_data: {
            labels: range.weeks,
            datasets: top.map((e) => ({
              label: e.is_brand ? project.entity_label : e.name,
              data: range.weeks.map((w) => round1(weekOf.get(key(e.name.toLowerCase(), w)) ?? null)),
            })),
          },
          weeks_range: range.weeks,
        },
        page2: {
          client_name: project.entity_label,
          provider_chart_data: {
            labels: range.weeks,
            datasets: project.ai_engines.map((engine) => ({
              label: engine,
              data: range.weeks.map((w) => round1(brandWeek.get(key(engine, w)) ?? null)),
            })),
          },
          provider_table_data: project.ai_engines.map((engine) => {
            const current = round1(pos.get(key(p.id, engine, execution.id)) ?? null);
            const previous = round1(pos.get(key(p.id, engine, previousId)) ?? null);
            const cell = cellOf.get(key(p.id, engine));
            return {
              provider: engine,
              position: current,
              previous_position: previous,
              trend: positionTrend(previous, current),
              n: cell?.n ?? 0,
              extra: cell?.extra ?? 0,
            };
          }),
          weeks_range: range.weeks,
        },
        page3: { reference_websites: sourcesOf(p.id).map((s) => ({ url: s.url, count: s.count })) },
      };
    });

  const questionAnalysis = prompts.rows
    .filter((p) => p.kind === 'QUESTION')
    .map((p) => ({
      query_id: p.id,
      query: p.query_text,
      expected_response: p.expected_response ?? '',
      question_results: project.ai_engines.map((engine) => {
        const current = answerOf.get(key(p.id, engine, execution.id));
        const previous = answerOf.get(key(p.id, engine, previousId));
        return {
          llm_company: engine,
          current_rating: current?.rating ?? null,
          previous_rating: previous?.rating ?? null,
          current_response: current?.response ?? null,
          current_justification: current?.justification ?? null,
          current_sources: sourcesOf(p.id)
            .slice(0, 5)
            .map((s) => s.url),
        };
      }),
    }));

  return {
    report_execution: {
      id: execution.id,
      uuid: execution.uuid,
      status: execution.status,
      executed_at: execution.executed_at.toISOString(),
      date: isoDay(execution.executed_at),
      report_planning: {
        name: project.title,
        entity_name: project.entity_name,
        entity_picture: project.entity_picture,
        domain: project.domain,
        ai_engines: project.ai_engines,
      },
    },
    query_analysis_list: queryAnalysis,
    question_analysis_list: questionAnalysis,
    sampling,
  };
};
