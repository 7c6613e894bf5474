// The Query Results tab: per prompt and engine, the latest completed execution against the one before.

import { isoDay } from '@sightline/contracts';
import { positionTrend } from '../../analysis/metrics.ts';
import type { Queryable } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { type PromptRow, promptRepo } from '../prompts/prompt.repo.ts';
import { rollupRowsInRange, splitParams } from './range-split.ts';
import { resolveRange, round1 } from './weeks.ts';

interface EngineRow {
  prompt_id: number;
  engine: string;
  execution_id: number;
  position: number | null;
  rating: number | null;
  score: number | null;
  completed: number;
  no_answers: number;
  simulated: boolean;
  response: string | null;
  justification: string | null;
  executed_ms: number;
}

interface EntityRow {
  prompt_id: number;
  engine: string;
  execution_id: number;
  name: string;
  is_brand: boolean;
  position: number;
}

/** The brand's weekly position per prompt and engine; the printable report reads it too. */
export const BRAND_ROWS_IN_RANGE = rollupRowsInRange(
  'metrics_weekly',
  'metrics_daily',
  'prompt_id, engine, position_sum, position_count',
);

const key = (...parts: (string | number)[]) => parts.join(':');

/** Overall accuracy of a question: no wrong ratings Correct, up to 2 Almost all correct, more Incorrect. */
export const accuracyStatus = (ratings: (number | null)[]) => {
  const rated = ratings.filter((r): r is number => r !== null);
  if (rated.length === 0) return 'No data' as const;
  const wrong = rated.filter((r) => r === 0).length;
  if (wrong === 0) return 'Correct' as const;
  return wrong <= 2 ? ('Almost all correct' as const) : ('Incorrect response' as const);
};

const average = (values: (number | null)[]) => {
  const v = values.filter((x): x is number => x !== null);
  return v.length ? round1(v.reduce((a, b) => a + b, 0) / v.length) : null;
};

export const projectQueries = async (q: Queryable, project: ProjectRow, now: Date) => {
  const { rows: executions } = await q.query<{ id: number }>(
    `SELECT id FROM report_executions WHERE project_id = $1 AND status = 'COMPLETED' ORDER BY executed_at DESC, id DESC LIMIT 2`,
    [project.id],
  );
  const [current, previous] = [executions[0]?.id ?? -1, executions[1]?.id ?? -1];
  const range = resolveRange(now);
  const [prompts, engineRows, entityRows, sourceRows, extracting, weekly] = await Promise.all([
    promptRepo.list(q, [project.id]),
    jsonRows<EngineRow>(
      q,
      // The text shown (accuracy prompts only) is the first completed sample's, read alone rather than
      // aggregating every answer's.
      `SELECT g.*, f.answer_text AS response, f.justification
       FROM (
         SELECT a.prompt_id, a.engine, a.execution_id,
           avg(a.position)::float AS position, round(avg(a.rating))::int AS rating, avg(a.score)::float AS score,
           count(*) FILTER (WHERE a.status = 'COMPLETED')::int AS completed,
           count(*) FILTER (WHERE a.status = 'NO_ANSWER')::int AS no_answers,
           bool_or(a.simulated) AS simulated,
           min(a.sample) FILTER (WHERE a.status = 'COMPLETED') AS first_sample,
           extract(epoch FROM min(e.executed_at)) * 1000 AS executed_ms
         FROM answers a JOIN report_executions e ON e.id = a.execution_id
         WHERE a.execution_id IN ($1, $2) GROUP BY a.prompt_id, a.engine, a.execution_id
       ) g
       JOIN prompts p ON p.id = g.prompt_id
       LEFT JOIN answers f ON p.kind = 'QUESTION' AND f.execution_id = g.execution_id AND f.prompt_id = g.prompt_id
         AND f.engine = g.engine AND f.sample = g.first_sample AND f.status = 'COMPLETED'`,
      [current, previous],
    ),
    jsonRows<EntityRow>(
      q,
      `SELECT prompt_id, engine, execution_id, name, is_brand, position_sum::float / position_count AS position
       FROM execution_entity_metrics WHERE execution_id IN ($1, $2) AND position_count > 0`,
      [current, previous],
    ),
    q.query<{ prompt_id: number; engine: string; urls: string[] }>(
      `SELECT a.prompt_id, a.engine, (array_agg(DISTINCT s.url))[1:10] AS urls
       FROM answer_sources s JOIN answers a ON a.id = s.answer_id
       WHERE a.execution_id = $1 GROUP BY a.prompt_id, a.engine`,
      [current],
    ),
    q.query<{ prompt_id: number }>(
      `SELECT DISTINCT a.prompt_id FROM answers a JOIN report_executions e ON e.id = a.execution_id
       WHERE e.project_id = $1 AND e.status IN ('PENDING', 'RUNNING') AND a.status = 'PENDING'`,
      [project.id],
    ),
    jsonRows<{ prompt_id: number; engine: string; week: string; position: number | null }>(
      q,
      `SELECT prompt_id, engine, to_char(week, 'YYYY-MM-DD') AS week,
         (sum(position_sum)::float / nullif(sum(position_count), 0)) AS position
       FROM ${BRAND_ROWS_IN_RANGE} GROUP BY prompt_id, engine, week`,
      [project.id, ...splitParams(range.start, range.end)],
    ),
  ]);

  const byEngine = new Map(engineRows.map((r) => [key(r.prompt_id, r.engine, r.execution_id), r]));
  const entities = new Map<string, EntityRow[]>();
  for (const e of entityRows) {
    const k = key(e.prompt_id, e.engine, e.execution_id);
    entities.set(k, [...(entities.get(k) ?? []), e]);
  }
  const sources = new Map(sourceRows.rows.map((r) => [key(r.prompt_id, r.engine), r.urls]));
  const onExecution = new Set(extracting.rows.map((r) => r.prompt_id));
  const weeklyPositions = new Map(weekly.map((r) => [key(r.prompt_id, r.engine, r.week), r.position]));
  const engines = project.ai_engines;

  const rankingQuery = (p: PromptRow) => {
    const results = engines.map((engine) => {
      const cur = byEngine.get(key(p.id, engine, current));
      const prev = byEngine.get(key(p.id, engine, previous));
      const clientPosition = round1(cur?.position ?? null);
      const previousPosition = round1(prev?.position ?? null);
      const prevEntities = new Map(
        (entities.get(key(p.id, engine, previous)) ?? []).map((e) => [e.name.toLowerCase(), e.position]),
      );
      return {
        provider: engine,
        client_position: clientPosition,
        previous_position: previousPosition,
        trend: positionTrend(previousPosition, clientPosition),
        execution_date: cur ? new Date(cur.executed_ms).toISOString() : null,
        no_answer: cur !== undefined && cur.completed === 0 && cur.no_answers > 0,
        simulated: cur?.simulated ?? false,
        samples: (cur?.completed ?? 0) + (cur?.no_answers ?? 0),
        competitors: (entities.get(key(p.id, engine, current)) ?? [])
          .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
          .slice(0, 10)
          .map((e) => ({
            name: e.name,
            is_client: e.is_brand,
            current_week_position: round1(e.position),
            last_week_position: round1(prevEntities.get(e.name.toLowerCase()) ?? null),
          })),
        sources: sources.get(key(p.id, engine)) ?? [],
      };
    });
    const overall = new Map<string, { name: string; label: string; positions: number[] }>();
    for (const engine of engines) {
      for (const e of entities.get(key(p.id, engine, current)) ?? []) {
        const k = e.name.toLowerCase();
        const entry = overall.get(k) ?? {
          name: e.name,
          label: e.is_brand ? project.entity_label : e.name,
          positions: [],
        };
        entry.positions.push(e.position);
        overall.set(k, entry);
      }
    }
    const ordered = [...overall.values()]
      .map((e) => ({ ...e, avg: e.positions.reduce((a, b) => a + b, 0) / e.positions.length }))
      .sort((a, b) => a.avg - b.avg || a.name.localeCompare(b.name))
      .map((e, i) => ({ position: i + 1, name: e.name, label: e.label }));
    const clientPosition = average(results.map((r) => r.client_position));
    const previousPosition = average(results.map((r) => r.previous_position));
    return {
      id: p.id,
      uuid: p.uuid,
      query_text: p.query_text,
      on_execution: onExecution.has(p.id),
      client_position: clientPosition,
      previous_position: previousPosition,
      trend: positionTrend(previousPosition, clientPosition),
      results,
      chart_data: {
        labels: range.weeks,
        datasets: engines.map((engine) => ({
          label: engine,
          data: range.weeks.map((w) => round1(weeklyPositions.get(key(p.id, engine, w)) ?? null)),
        })),
      },
      weeks_range: range.weeks,
      ordered_ranking: ordered,
      tags: p.tags,
    };
  };

  const questionQuery = (p: PromptRow) => {
    const results = engines.map((engine) => {
      const cur = byEngine.get(key(p.id, engine, current));
      const prev = byEngine.get(key(p.id, engine, previous));
      return {
        provider: engine,
        rating: cur?.completed ? cur.rating : null,
        previous_rating: prev?.completed ? prev.rating : null,
        score: cur?.completed ? round1(cur.score) : null,
        response: cur?.response ?? null,
        justification: cur?.justification ?? null,
        previous_response: prev?.response ?? null,
        previous_justification: prev?.justification ?? null,
        previous_date: prev ? isoDay(new Date(prev.executed_ms)) : null,
        execution_date: cur ? new Date(cur.executed_ms).toISOString() : null,
        no_answer: cur !== undefined && cur.completed === 0 && cur.no_answers > 0,
        simulated: cur?.simulated ?? false,
        sources: sources.get(key(p.id, engine)) ?? [],
      };
    });
    return {
      id: p.id,
      uuid: p.uuid,
      query_text: p.query_text,
      expected_response: p.expected_response ?? '',
      on_execution: onExecution.has(p.id),
      status: accuracyStatus(results.map((r) => r.rating)),
      results,
      tags: p.tags,
    };
  };

  return {
    ranking_queries: prompts.filter((p) => p.kind === 'RANKING').map(rankingQuery),
    question_queries: prompts.filter((p) => p.kind === 'QUESTION').map(questionQuery),
  };
};
