// SQL of the general metrics screen: the roll-ups (and AI-referred visits) of one project over day
// spans, narrowed to providers (engine codes) and to some prompts (those of a tag filter).
import { ENGINE_CODES } from '@sightline/contracts';
import type { Queryable, SqlParam } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import {
  ENTITY_COLUMNS,
  type EntityDayRow,
  entityDaysSql,
  OUTCOME_COLUMNS,
  type RollupTables,
  spanRows,
} from '../prompt-dashboards/rollup-spans.ts';
import type { DaySpan } from '../results/range-split.ts';

export interface MetricsScope {
  projectId: number;
  providers?: readonly string[];
  /** Only these prompts' rows (a tag filter); all prompts when absent. */
  promptIds?: readonly number[];
  /** Whole weeks may come from the weekly roll-ups: the reader does not need them day by day. */
  wholeWeeks: boolean;
}

type Rollup = 'metrics' | 'entities' | 'sources';

/** The brand's answers of one engine and day: answered (the n of the figures), empty, refused, failed. */
export interface BrandDayRow {
  engine: string;
  day: string;
  answers: number;
  mentions: number;
  citations: number;
  no_answers: number;
  refused: number;
  failed: number;
  simulated: number;
}

/**
 * The tables holding the sums a read needs at the coarsest grain that still has its filters: per
 * prompt only for a prompt filter, per engine only when needed (entities), weekly for whole weeks.
 */
const tablesOf = (s: MetricsScope, rollup: Rollup): RollupTables => {
  const byPrompt = s.promptIds !== undefined;
  const byEngine = Boolean(s.providers?.length);
  const tables: Record<Rollup, RollupTables> = byPrompt
    ? {
        metrics: { daily: 'metrics_daily', weekly: 'metrics_weekly' },
        entities: byEngine
          ? { daily: 'entity_metrics_daily', weekly: 'prompt_engine_entity_metrics_weekly' }
          : { daily: 'prompt_entity_metrics_daily', weekly: 'prompt_entity_metrics_weekly' },
        sources: { daily: 'source_metrics_daily', weekly: 'prompt_engine_source_metrics_weekly' },
      }
    : {
        metrics: { daily: 'project_metrics_daily' },
        entities: {
          daily: 'project_entity_metrics_daily',
          weekly: byEngine ? 'entity_metrics_weekly' : 'entity_totals_weekly',
        },
        // Domains are only totalled over the range: whole months come from the monthly twin.
        sources: {
          daily: 'project_source_metrics_daily',
          weekly: 'project_source_metrics_weekly',
          monthly: 'project_source_metrics_monthly',
        },
      };
  const { daily, weekly, monthly } = tables[rollup];
  return s.wholeWeeks ? { daily, weekly, monthly } : { daily };
};

/** The scope's rows of a roll-up over the spans (alias r, see `spanRows`). */
const rowsOf = (s: MetricsScope, rollup: Rollup, columns: string, spans: readonly DaySpan[]) => {
  const params: SqlParam[] = [s.projectId];
  const clauses = ['project_id = $1'];
  if (s.providers?.length) {
    params.push(s.providers);
    clauses.push(`engine = ANY($${params.length}::text[])`);
  }
  if (s.promptIds) {
    params.push(s.promptIds);
    clauses.push(`prompt_id = ANY($${params.length}::int[])`);
  }
  return spanRows(tablesOf(s, rollup), columns, clauses.join(' AND '), params, spans);
};

const DAY = `to_char(r.day, 'YYYY-MM-DD')`;

export const generalMetricsRepo = {
  /** The project's prompts carrying any of the tags. */
  async promptIdsOfTags(q: Queryable, projectId: number, tagIds: readonly number[]): Promise<number[]> {
    const { rows } = await q.query<{ prompt_id: number }>(
      `SELECT DISTINCT pt.prompt_id FROM prompt_tags pt JOIN tags t ON t.id = pt.tag_id
       WHERE t.project_id = $1 AND pt.tag_id = ANY($2::int[])`,
      [projectId, tagIds],
    );
    return rows.map((r) => r.prompt_id);
  },

  /**
   * Answers, answers mentioning the brand and cited sources, per engine and day (a whole week's on its
   * Monday); with the empty, refused and failed answers, which enter no figure.
   */
  brandDays(q: Queryable, s: MetricsScope, spans: readonly DaySpan[]) {
    const { from, params } = rowsOf(s, 'metrics', `engine, ${OUTCOME_COLUMNS}, mentions, citations`, spans);
    return jsonRows<BrandDayRow>(
      q,
      `SELECT r.engine, ${DAY} AS day, sum(r.answers)::int AS answers, sum(r.mentions)::int AS mentions,
         sum(r.citations)::int AS citations, sum(r.no_answers)::int AS no_answers, sum(r.refused)::int AS refused,
         sum(r.failed)::int AS failed, sum(r.simulated)::int AS simulated
       FROM ${from} GROUP BY r.engine, r.day`,
      params,
    );
  },

  /** Mentions and position sums of each entity per day (a whole week's on its Monday), engines together. */
  entityDays(q: Queryable, s: MetricsScope, range: DaySpan) {
    const { from, params } = rowsOf(s, 'entities', ENTITY_COLUMNS, [range]);
    return jsonRows<EntityDayRow>(q, entityDaysSql(from), params);
  },

  /** References per cited domain and engine. */
  domainReferences(q: Queryable, s: MetricsScope, range: DaySpan) {
    const { from, params } = rowsOf(s, 'sources', 'engine, domain, is_client_domain, count', [range]);
    return jsonRows<{ domain: string; engine: string; count: number; is_client: boolean }>(
      q,
      `SELECT r.domain, r.engine, sum(r.count)::int AS count, bool_or(r.is_client_domain) AS is_client
       FROM ${from} GROUP BY r.domain, r.engine`,
      params,
    );
  },

  /**
   * AI-referred visits per engine and UTC day, from the website roll-up (assistants that are not
   * engines of the product are left out). Visits belong to the site, not to prompts, so a prompt
   * filter does not narrow them.
   */
  async aiVisitDays(q: Queryable, projectId: number, range: DaySpan, providers?: readonly string[]) {
    const params: SqlParam[] = [
      projectId,
      range.start,
      range.end,
      providers?.length ? providers : ENGINE_CODES,
    ];
    const { rows } = await q.query<{ provider: string | null; day: string; visits: number }>(
      `SELECT source AS provider, to_char(day, 'YYYY-MM-DD') AS day, sum(visits)::int AS visits
       FROM website_source_daily
       WHERE project_id = $1 AND visit_type = 'AI_REFERRAL' AND day BETWEEN $2::date AND $3::date
         AND source = ANY($4::text[])
       GROUP BY source, day`,
      params,
    );
    return rows;
  },
};
