// SQL of the general metrics screen: the roll-ups (and AI-referred visits) of one project in a day
// range, narrowed to providers (engine codes) and to prompts carrying any of the tags.
import type { Queryable, SqlParam } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { rollupRowsInRange, splitParams } from '../results/range-split.ts';

export interface MetricsScope {
  projectId: number;
  start: string;
  end: string;
  providers?: readonly string[];
  /** Tag ids; a prompt counts when it carries any of them. */
  tagIds?: readonly number[];
  /** Whole weeks may come from the weekly roll-ups: the reader does not need them day by day. */
  wholeWeeks?: boolean;
}

type Rollup = 'metrics' | 'entity_metrics' | 'source_metrics';
/** Brand-wide weekly twins of the daily roll-ups (the columns the reads below use). */
const WEEKLY: Partial<Record<Rollup, { table: string; columns: string }>> = {
  entity_metrics: {
    table: 'entity_metrics_weekly',
    columns: 'engine, entity_key, name, is_brand, mentions, position_sum, position_count',
  },
  source_metrics: {
    table: 'project_source_metrics_weekly',
    columns: 'engine, domain, is_client_domain, count',
  },
};

/**
 * The roll-up rows (alias r, dated `day`) of the scope: with a tag filter the per-prompt daily table
 * (only it knows prompts); else the brand-wide one, its whole weeks from the weekly twin when allowed. All hold the same sums.
 */
const rollupRows = (s: MetricsScope, rollup: Rollup) => {
  const weekly = WEEKLY[rollup];
  let from: string;
  let params: SqlParam[];
  const clauses: string[] = [];
  if (!s.tagIds?.length && s.wholeWeeks && weekly) {
    from = `(SELECT * FROM ${rollupRowsInRange(weekly.table, `project_${rollup}_daily`, weekly.columns, true)}) r`;
    params = [s.projectId, ...splitParams(s.start, s.end)];
  } else {
    from = `${s.tagIds?.length ? '' : 'project_'}${rollup}_daily r`;
    params = [s.projectId, s.start, s.end];
    clauses.push('r.project_id = $1', 'r.day BETWEEN $2::date AND $3::date');
  }
  if (s.providers?.length) {
    params.push(s.providers);
    clauses.push(`r.engine = ANY($${params.length}::text[])`);
  }
  if (s.tagIds?.length) {
    params.push(s.tagIds);
    clauses.push(
      `r.prompt_id IN (SELECT pt.prompt_id FROM prompt_tags pt JOIN tags t ON t.id = pt.tag_id
         WHERE t.project_id = $1 AND pt.tag_id = ANY($${params.length}::int[]))`,
    );
  }
  return { from, where: clauses.length ? clauses.join(' AND ') : 'true', params };
};

export const generalMetricsRepo = {
  /** Answers mentioning the brand and cited sources, per engine and day. */
  async brandDays(q: Queryable, s: MetricsScope) {
    const { from, where, params } = rollupRows(s, 'metrics');
    return jsonRows<{ engine: string; day: string; mentions: number; citations: number }>(
      q,
      `SELECT r.engine, to_char(r.day, 'YYYY-MM-DD') AS day, sum(r.mentions)::int AS mentions,
         sum(r.citations)::int AS citations
       FROM ${from} WHERE ${where} GROUP BY r.engine, r.day`,
      params,
    );
  },

  /** Mentions and position sums of each entity per day (all engines of the scope together). */
  async entityDays(q: Queryable, s: MetricsScope) {
    const { from, where, params } = rollupRows(s, 'entity_metrics');
    return jsonRows<{
      entity_key: string;
      name: string;
      is_brand: boolean;
      day: string;
      mentions: number;
      position_sum: number;
      position_count: number;
    }>(
      q,
      `SELECT r.entity_key, min(r.name) AS name, bool_or(r.is_brand) AS is_brand, to_char(r.day, 'YYYY-MM-DD') AS day,
         sum(r.mentions)::int AS mentions, sum(r.position_sum)::int AS position_sum,
         sum(r.position_count)::int AS position_count
       FROM ${from} WHERE ${where} GROUP BY r.entity_key, r.day`,
      params,
    );
  },

  /** References per cited domain and engine. */
  async domainReferences(q: Queryable, s: MetricsScope) {
    const { from, where, params } = rollupRows(s, 'source_metrics');
    return jsonRows<{ domain: string; engine: string; count: number; is_client: boolean }>(
      q,
      `SELECT r.domain, r.engine, sum(r.count)::int AS count, bool_or(r.is_client_domain) AS is_client
       FROM ${from} WHERE ${where} GROUP BY r.domain, r.engine`,
      params,
    );
  },

  /**
   * AI-referred visits per provider and UTC day. Visits belong to the site, not to prompts, so the
   * tag filter does not narrow them.
   */
  async aiVisitDays(q: Queryable, s: MetricsScope) {
    const params: SqlParam[] = [s.projectId, s.start, s.end];
    let providers = '';
    if (s.providers?.length) {
      params.push(s.providers);
      providers = ` AND v.provider = ANY($${params.length}::text[])`;
    }
    const { rows } = await q.query<{ provider: string | null; day: string; visits: number }>(
      `SELECT v.provider, to_char((v.visited_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*)::int AS visits
       FROM website_visits v
       WHERE v.project_id = $1 AND v.visit_type = 'AI_REFERRAL'
         AND (v.visited_at AT TIME ZONE 'UTC')::date BETWEEN $2::date AND $3::date${providers}
       GROUP BY v.provider, day`,
      params,
    );
    return rows;
  },
};
