// SQL of the ranking-prompt dashboard. The overview reads the answers of the latest completed
// execution; everything else reads one prompt's roll-ups, over months from the weekly ones, and the
// charts and competitors also the imported app answers' daily roll-ups when the user asks.
import type { Queryable, SqlParam } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { PositionSums } from '../results/figure-intervals.ts';
import type { DaySpan } from '../results/range-split.ts';
import { BRAND_MENTION, promptRollups } from './filters.ts';
import {
  ENTITY_COLUMNS,
  type EntityDayRow,
  entityDaysSql,
  type RollupTables,
  spanRows,
} from './rollup-spans.ts';

export interface PromptScope {
  projectId: number;
  promptId: number;
  /** Engine codes; all engines when absent or empty. */
  providers?: readonly string[];
  /** Read the imported app answers' roll-ups (keyed like the API ones, daily only) instead. */
  imported?: boolean;
}

/** Entities named by the filter: these lower-cased names, and the brand whatever its name when `brand`. */
export interface EntityNames {
  names: readonly string[];
  brand: boolean;
}

/** The brand's figures of one engine on one day (days with answers only). */
export interface EngineDayRow extends PositionSums {
  engine: string;
  day: string;
  /** Answered answers, the n of the figures (empty, refused and failed ones enter no denominator). */
  answers: number;
  mentions: number;
}

export interface EntityPartRow extends PositionSums {
  entity_key: string;
  name: string;
  is_brand: boolean;
  /** Index of the span the sums are of. */
  part: number;
  mentions: number;
}

export interface AppearanceRow extends PositionSums {
  engine: string;
  day: string;
  /** URLs that engine cited for the prompt that day, most cited first. */
  sources: string[];
}

const DAY = `to_char(r.day, 'YYYY-MM-DD')`;

/** A prompt's entities: engines summed in the per-prompt tables, unless providers pick engines. */
const entityTables = (s: PromptScope, weekly: boolean): RollupTables =>
  s.imported
    ? { daily: 'imported_entity_metrics_daily' }
    : s.providers?.length
      ? { daily: 'entity_metrics_daily', weekly: weekly ? 'prompt_engine_entity_metrics_weekly' : undefined }
      : { daily: 'prompt_entity_metrics_daily', weekly: weekly ? 'prompt_entity_metrics_weekly' : undefined };
const SOURCES: RollupTables = {
  daily: 'source_metrics_daily',
  weekly: 'prompt_engine_source_metrics_weekly',
};
const METRICS: RollupTables = { daily: 'metrics_daily', weekly: 'metrics_weekly' };

/** The rows of the scope's tables over the spans (alias r). */
const rowsOf = (
  s: PromptScope,
  tables: RollupTables,
  columns: string,
  spans: readonly (DaySpan | null)[],
) => {
  const { where, params } = promptRollups(s.projectId, s.promptId, s.providers);
  return spanRows(tables, columns, where, params, spans);
};

/** `lower(name)` among the names, or the brand row when the brand is named. */
const namedEntity = (params: SqlParam[], e: EntityNames) => {
  params.push(e.names, e.brand);
  return `(lower(r.name) = ANY($${params.length - 1}::text[]) OR (r.is_brand AND $${params.length}::boolean))`;
};

export const rankingRepo = {
  async latestCompletedExecution(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ id: number; executed_at: Date; engines: string[] | null }>(
      `SELECT id, executed_at, engines FROM report_executions
       WHERE project_id = $1 AND status = 'COMPLETED' ORDER BY executed_at DESC, id DESC LIMIT 1`,
      [projectId],
    );
    return rows[0] ?? null;
  },

  /** The brand's positions, mentions and answers per engine in one execution. */
  async executionEngines(q: Queryable, executionId: number, promptId: number) {
    const { rows } = await q.query<Omit<EngineDayRow, 'day'>>(
      `SELECT a.engine, coalesce(sum(a.position), 0)::int AS position_sum, count(a.position)::int AS position_count,
         coalesce(sum(a.position::int * a.position), 0)::int AS position_sq_sum,
         count(*) FILTER (WHERE ${BRAND_MENTION})::int AS mentions,
         count(*) FILTER (WHERE a.status = 'COMPLETED')::int AS answers
       FROM answers a WHERE a.execution_id = $1 AND a.prompt_id = $2 GROUP BY a.engine`,
      [executionId, promptId],
    );
    return rows;
  },

  /** Each entity's figures per day. */
  entityDays(q: Queryable, s: PromptScope, range: DaySpan) {
    const { from, params } = rowsOf(s, entityTables(s, false), ENTITY_COLUMNS, [range]);
    // The per-prompt table already holds one row per entity and day: only engines need summing.
    const sql =
      s.providers?.length || s.imported
        ? entityDaysSql(from)
        : `SELECT r.entity_key, r.name, r.is_brand, to_char(r.day, 'YYYY-MM-DD') AS day, r.mentions, r.position_sum,
           r.position_count, r.position_sq_sum FROM ${from}`;
    return jsonRows<EntityDayRow>(q, sql, params);
  },

  /** The brand's figures per engine and day. */
  engineDays(q: Queryable, s: PromptScope, range: DaySpan) {
    const { from, params } = rowsOf(
      s,
      { daily: s.imported ? 'imported_metrics_daily' : METRICS.daily },
      'engine, position_sum, position_count, position_sq_sum, answers, mentions',
      [range],
    );
    return jsonRows<EngineDayRow>(
      q,
      `SELECT r.engine, ${DAY} AS day, r.position_sum, r.position_count, r.position_sq_sum, r.answers, r.mentions
       FROM ${from} WHERE r.answers > 0`,
      params,
    );
  },

  /** Whether any engine of the scope answered in the span. */
  async answeredIn(q: Queryable, s: PromptScope, span: DaySpan) {
    const { from, params } = rowsOf(s, METRICS, 'engine', [span]);
    const { rows } = await q.query<{ answered: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${from}) AS answered`,
      params,
    );
    return rows[0].answered;
  },

  /** References per cited URL and engine. */
  sourceUrls(q: Queryable, s: PromptScope, range: DaySpan) {
    const { from, params } = rowsOf(s, SOURCES, 'engine, url, domain, is_client_domain, count', [range]);
    return jsonRows<{
      domain: string;
      engine: string;
      url: string;
      is_client_domain: boolean;
      count: number;
    }>(
      q,
      `SELECT r.domain, r.engine, r.url, bool_or(r.is_client_domain) AS is_client_domain, sum(r.count)::int AS count
       FROM ${from} GROUP BY r.domain, r.engine, r.url`,
      params,
      'count DESC, url',
    );
  },

  /** References per domain in each span. */
  domainParts(q: Queryable, s: PromptScope, spans: readonly (DaySpan | null)[]) {
    const { from, params } = rowsOf(s, SOURCES, 'domain, count', spans);
    return jsonRows<{ domain: string; part: number; count: number }>(
      q,
      `SELECT r.domain, r.part, sum(r.count)::int AS count FROM ${from} GROUP BY r.domain, r.part`,
      params,
    );
  },

  /** References to one domain per day. */
  domainDays(q: Queryable, s: PromptScope, range: DaySpan, domain: string) {
    const { from, params } = rowsOf(s, { daily: SOURCES.daily }, 'domain, count', [range]);
    return jsonRows<{ day: string; count: number }>(
      q,
      `SELECT ${DAY} AS day, sum(r.count)::int AS count FROM ${from}
       WHERE lower(r.domain) = $${params.length + 1} GROUP BY r.day`,
      [...params, domain.toLowerCase()],
    );
  },

  /** Each entity's sums in each span. */
  entityParts(q: Queryable, s: PromptScope, spans: readonly (DaySpan | null)[]) {
    const { from, params } = rowsOf(s, entityTables(s, true), ENTITY_COLUMNS, spans);
    return jsonRows<EntityPartRow>(
      q,
      `SELECT r.entity_key, min(r.name) AS name, bool_or(r.is_brand) AS is_brand, r.part,
         sum(r.mentions)::int AS mentions, sum(r.position_sum)::int AS position_sum,
         sum(r.position_count)::int AS position_count, sum(r.position_sq_sum)::int AS position_sq_sum
       FROM ${from} GROUP BY r.entity_key, r.part`,
      params,
    );
  },

  /** The latest appearances of the named entity (per engine and day), with the URLs cited there. */
  entityAppearances(q: Queryable, s: PromptScope, range: DaySpan, entity: EntityNames, limit: number) {
    const { from, params } = rowsOf(s, { daily: 'entity_metrics_daily' }, `engine, ${ENTITY_COLUMNS}`, [
      range,
    ]);
    const named = namedEntity(params, entity);
    return jsonRows<AppearanceRow>(
      q,
      `SELECT x.engine, to_char(x.day, 'YYYY-MM-DD') AS day, x.position_sum, x.position_count, x.position_sq_sum,
         coalesce((SELECT json_agg(s.url ORDER BY s.count DESC, s.url) FROM source_metrics_daily s
           WHERE s.project_id = $1 AND s.prompt_id = $2 AND s.engine = x.engine AND s.day = x.day), '[]') AS sources
       FROM (
         SELECT r.engine, r.day, sum(r.position_sum)::int AS position_sum, sum(r.position_count)::int AS position_count,
           sum(r.position_sq_sum)::int AS position_sq_sum
         FROM ${from} WHERE r.mentions > 0 AND ${named}
         GROUP BY r.engine, r.day ORDER BY r.day DESC, r.engine LIMIT ${limit}
       ) x`,
      params,
      'day DESC, engine',
    );
  },

  /** The named entity's positions per engine and day. */
  entityEngineDays(q: Queryable, s: PromptScope, range: DaySpan, entity: EntityNames) {
    const { from, params } = rowsOf(s, { daily: 'entity_metrics_daily' }, `engine, ${ENTITY_COLUMNS}`, [
      range,
    ]);
    const named = namedEntity(params, entity);
    return jsonRows<{ engine: string; day: string } & PositionSums>(
      q,
      `SELECT r.engine, ${DAY} AS day, sum(r.position_sum)::int AS position_sum,
         sum(r.position_count)::int AS position_count, sum(r.position_sq_sum)::int AS position_sq_sum
       FROM ${from} WHERE ${named} GROUP BY r.engine, r.day`,
      params,
    );
  },
};
