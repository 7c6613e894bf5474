// SQL of the LLM Sources and Competitors tabs and the AI Share of Voice matrix: whole weeks from the
// weekly roll-ups, the partial edge weeks from their daily twins (parameters: $1 project, then
// `splitParams`, then each read's own).
import type { Queryable } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { PositionSums } from './figure-intervals.ts';
import { rollupRowsInRange, splitParams } from './range-split.ts';
import type { DayRange } from './weeks.ts';

/** A cited domain of the range: its references by kind of prompt and per week (ISO Monday -> count). */
export interface DomainRow {
  domain: string;
  is_client_domain: boolean;
  ranking_count: number;
  question_count: number;
  weekly: Record<string, number>;
}

/** An entity of the range, all engines together: per week (its ISO Monday) mentions and positions. */
export interface EntityWeeksRow {
  entity_key: string;
  name: string;
  is_brand: boolean;
  weeks: [
    week: string,
    mentions: number,
    position_sum: number,
    position_count: number,
    position_sq_sum: number,
  ][];
}

export interface AppearanceRow extends PositionSums {
  entity_key: string;
  query_text: string;
  engine: string;
  day: string;
  sources: string[] | null;
}

export interface EngineEntityRow {
  engine: string;
  entity_key: string;
  name: string;
  is_brand: boolean;
  mentions: number;
}

const DOMAINS_IN_RANGE = rollupRowsInRange(
  'domain_metrics_weekly',
  'domain_metrics_daily',
  'kind, domain, is_client_domain, count',
);
const ONE_DOMAIN = 'domain = $8';
const DOMAIN_URLS_IN_RANGE = rollupRowsInRange(
  'source_metrics_weekly',
  'project_url_metrics_daily',
  'url, count',
  false,
  ONE_DOMAIN,
);
/** Every domain's URLs (the full Sources reply: each domain with its endpoints). */
const URLS_IN_RANGE = rollupRowsInRange(
  'source_metrics_weekly',
  'project_url_metrics_daily',
  'domain, url, count',
);
const DOMAIN_PROMPTS_IN_RANGE = rollupRowsInRange(
  'prompt_domains_weekly',
  'prompt_domains_daily',
  'kind, prompt_id',
  false,
  ONE_DOMAIN,
);
/** Each entity's rows, all engines together (the tab's table and charts). */
const ENTITY_TOTALS_IN_RANGE = rollupRowsInRange(
  'entity_totals_weekly',
  'project_entity_metrics_daily',
  'entity_key, name, is_brand, mentions, position_sum, position_count, position_sq_sum',
);
/** Per engine (the share of voice matrix). */
const ENTITY_ROWS_IN_RANGE = rollupRowsInRange(
  'entity_metrics_weekly',
  'project_entity_metrics_daily',
  'engine, entity_key, name, is_brand, mentions, position_sum, position_count',
);

const inRange = (projectId: number, range: DayRange) => [projectId, ...splitParams(range.start, range.end)];

/**
 * Per entity, prompt and engine seen in the range (entities narrowed by `where`): the summed
 * positions and the last day seen.
 */
const appearancesSeen = (where: string) => `
  SELECT entity_key, prompt_id, engine, sum(position_sum) AS position_sum, sum(position_count) AS position_count,
    sum(position_sq_sum) AS position_sq_sum, max(last_day) AS last_day
  FROM (
    SELECT entity_key, prompt_id, engine, position_sum, position_count, position_sq_sum, last_day
    FROM entity_prompt_metrics_weekly
    WHERE project_id = $1 AND ${where} AND week BETWEEN $2::date AND $3::date
    UNION ALL
    SELECT entity_key, prompt_id, engine, position_sum, position_count, position_sq_sum, day FROM entity_metrics_daily
    WHERE project_id = $1 AND ${where}
      AND (day BETWEEN $4::date AND $5::date OR day BETWEEN $6::date AND $7::date)
  ) x
  GROUP BY entity_key, prompt_id, engine`;

/** An appearance of `shown` as JSON, with what the engine cited for the prompt on its last day. */
const APPEARANCE_JSON = `json_build_object(
  'entity_key', shown.entity_key,
  'query_text', p.query_text,
  'engine', shown.engine,
  'day', to_char(shown.last_day, 'YYYY-MM-DD'),
  'position_sum', shown.position_sum, 'position_count', shown.position_count,
  'position_sq_sum', shown.position_sq_sum,
  'sources', (SELECT json_agg(s.url ORDER BY s.count DESC, s.url) FROM source_metrics_daily s
    WHERE s.project_id = $1 AND s.prompt_id = shown.prompt_id AND s.engine = shown.engine
      AND s.day = shown.last_day))`;

export const insightsRepo = {
  /** Every domain cited in the range. */
  domains(q: Queryable, projectId: number, range: DayRange) {
    return jsonRows<DomainRow>(
      q,
      `SELECT domain, bool_or(is_client) AS is_client_domain, sum(ranking)::int AS ranking_count,
         sum(question)::int AS question_count, json_object_agg(week, ranking + question) AS weekly
       FROM (
         SELECT domain, to_char(week, 'YYYY-MM-DD') AS week, bool_or(is_client_domain) AS is_client,
           coalesce(sum(count) FILTER (WHERE kind = 'RANKING'), 0) AS ranking,
           coalesce(sum(count) FILTER (WHERE kind = 'QUESTION'), 0) AS question
         FROM ${DOMAINS_IN_RANGE} GROUP BY domain, week
       ) w
       GROUP BY domain`,
      inRange(projectId, range),
    );
  },

  /** One domain's URLs with their references in the range, most cited first. */
  domainUrls(q: Queryable, projectId: number, domain: string, range: DayRange) {
    return jsonRows<{ url: string; count: number }>(
      q,
      `SELECT url, sum(count)::int AS count FROM ${DOMAIN_URLS_IN_RANGE} GROUP BY url`,
      [...inRange(projectId, range), domain],
      'count DESC, url',
    );
  },

  /** Every cited URL of the range with its domain, most cited first. */
  urls(q: Queryable, projectId: number, range: DayRange) {
    return jsonRows<{ domain: string; url: string; count: number }>(
      q,
      `SELECT domain, url, sum(count)::int AS count FROM ${URLS_IN_RANGE} GROUP BY domain, url`,
      inRange(projectId, range),
      'count DESC, url',
    );
  },

  /** How many ranking and accuracy prompts cited one domain in the range. */
  async domainPrompts(q: Queryable, projectId: number, domain: string, range: DayRange) {
    const { rows } = await q.query<{ kind: 'RANKING' | 'QUESTION'; prompts: number }>(
      `SELECT kind, count(DISTINCT prompt_id)::int AS prompts FROM ${DOMAIN_PROMPTS_IN_RANGE} GROUP BY kind`,
      [...inRange(projectId, range), domain],
    );
    return rows;
  },

  /** Every entity of the range with its weeks (one row per entity: far fewer rows to encode). */
  entityWeeks(q: Queryable, projectId: number, range: DayRange) {
    return jsonRows<EntityWeeksRow>(
      q,
      `SELECT entity_key, min(name) AS name, bool_or(is_brand) AS is_brand,
         json_agg(json_build_array(week, mentions, position_sum, position_count, position_sq_sum)) AS weeks
       FROM (
         SELECT entity_key, min(name) AS name, bool_or(is_brand) AS is_brand, week, sum(mentions)::int AS mentions,
           sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count,
           sum(position_sq_sum)::int AS position_sq_sum
         FROM ${ENTITY_TOTALS_IN_RANGE} GROUP BY entity_key, week
       ) w
       GROUP BY entity_key`,
      inRange(projectId, range),
    );
  },

  /**
   * One page of an entity's appearances in the range: per prompt and engine it was seen on, its
   * average position and the last day seen (with what the engine cited for the prompt that day),
   * last seen first; and how many there are in all.
   */
  async appearances(
    q: Queryable,
    projectId: number,
    entityKey: string,
    range: DayRange,
    page: { offset: number; limit: number },
  ) {
    const { rows } = await q.query<{ total: number; appearances: AppearanceRow[] | null }>(
      `WITH seen AS (${appearancesSeen('entity_key = $8')}), shown AS (
         SELECT * FROM seen ORDER BY last_day DESC, prompt_id, engine LIMIT $9 OFFSET $10
       )
       SELECT (SELECT count(*) FROM seen)::int AS total,
         (SELECT json_agg(${APPEARANCE_JSON} ORDER BY shown.last_day DESC, shown.prompt_id, shown.engine)
          FROM shown JOIN prompts p ON p.id = shown.prompt_id) AS appearances`,
      [...inRange(projectId, range), entityKey, page.limit, page.offset],
    );
    return { total: rows[0].total, appearances: rows[0].appearances ?? [] };
  },

  /** Every entity's appearances in the range (the full Competitors reply), each entity's last seen first. */
  async allAppearances(q: Queryable, projectId: number, range: DayRange) {
    const { rows } = await q.query<{ appearances: AppearanceRow[] | null }>(
      `WITH shown AS (${appearancesSeen('true')})
       SELECT json_agg(${APPEARANCE_JSON} ORDER BY shown.entity_key, shown.last_day DESC, shown.prompt_id, shown.engine)
         AS appearances
       FROM shown JOIN prompts p ON p.id = shown.prompt_id`,
      inRange(projectId, range),
    );
    return rows[0].appearances ?? [];
  },

  /** Mentions per engine and entity in the range. */
  async engineEntities(q: Queryable, projectId: number, range: DayRange) {
    const { rows } = await q.query<EngineEntityRow>(
      `SELECT engine, entity_key, min(name) AS name, bool_or(is_brand) AS is_brand, sum(mentions)::int AS mentions
       FROM ${ENTITY_ROWS_IN_RANGE} GROUP BY engine, entity_key`,
      inRange(projectId, range),
    );
    return rows;
  },
};
