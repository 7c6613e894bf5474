// SQL of the roll-ups dashboards read: the per-prompt daily rows recomputed from the stored answers of one
// project and day (so they are always exactly what the answers say, and a re-analysis can rebuild
// them), then the coarser daily, weekly and per-execution tables summed from them.
import type { Queryable } from '../../db/database.ts';

/**
 * The answers of the day that landed: answered (COMPLETED), empty (NO_ANSWER), refusing (REFUSED) or
 * failed for good (FAILED). Only COMPLETED ones carry a reading (mention, position, entities,
 * rating); the others are counted apart and enter no denominator.
 */
const LANDED_OF_DAY = `FROM answers a JOIN report_executions e ON e.id = a.execution_id
  WHERE a.project_id = $1 AND (e.executed_at AT TIME ZONE 'UTC')::date = $2::date
    AND a.status IN ('COMPLETED', 'NO_ANSWER', 'REFUSED', 'FAILED')`;
const ANSWERED_OF_DAY = `${LANDED_OF_DAY} AND a.status = 'COMPLETED'`;
/** The answers that came back from an engine (answered, empty or refusing): the span of a collection. */
const COLLECTED_OF_DAY = `${LANDED_OF_DAY} AND a.status <> 'FAILED'`;

/** The daily roll-ups, per prompt and brand-wide. */
export const DAILY_TABLES = [
  'metrics_daily',
  'entity_metrics_daily',
  'source_metrics_daily',
  'project_metrics_daily',
  'project_entity_metrics_daily',
  'project_source_metrics_daily',
  'prompt_domains_daily',
  'prompt_entity_metrics_daily',
  'project_url_metrics_daily',
  'domain_metrics_daily',
  'served_models_daily',
];

/** Only answered answers carry a reading: a refusal keeps its text and sources (a later analyzer may read it as an answer), not its count. */
const ANSWERED = `a.status = 'COMPLETED'`;

/** Recomputes every roll-up of the project's day (YYYY-MM-DD), and of its week and month. */
const rebuildDay = async (q: Queryable, projectId: number, day: string) => {
  for (const table of DAILY_TABLES) {
    await q.query(`DELETE FROM ${table} WHERE project_id = $1 AND day = $2::date`, [projectId, day]);
  }
  await q.query(
    `INSERT INTO metrics_daily (project_id, prompt_id, engine, day, answers, simulated, no_answers, refused, failed, mentions,
       position_sum, position_count, position_sq_sum, entity_mentions, citations, client_citations, rating_sum,
       rating_count, rating_sq_sum, wrong_count, correct_count, score_sum, score_count, score_sq_sum)
     SELECT a.project_id, a.prompt_id, a.engine, $2::date,
       count(*) FILTER (WHERE a.status = 'COMPLETED'),
       count(*) FILTER (WHERE a.status = 'COMPLETED' AND a.simulated),
       count(*) FILTER (WHERE a.status = 'NO_ANSWER'),
       count(*) FILTER (WHERE a.status = 'REFUSED'),
       count(*) FILTER (WHERE a.status = 'FAILED'),
       count(*) FILTER (WHERE ${ANSWERED} AND a.mention IN ('RECOMMENDED', 'MENTIONED')),
       coalesce(sum(a.position) FILTER (WHERE ${ANSWERED}), 0),
       count(a.position) FILTER (WHERE ${ANSWERED}),
       coalesce(sum(a.position::int * a.position) FILTER (WHERE ${ANSWERED}), 0),
       coalesce(sum((SELECT count(*) FROM answer_entities ae WHERE ae.answer_id = a.id)) FILTER (WHERE ${ANSWERED}), 0),
       coalesce(sum((SELECT count(*) FROM answer_sources s WHERE s.answer_id = a.id)) FILTER (WHERE ${ANSWERED}), 0),
       coalesce(sum((SELECT count(*) FROM answer_sources s WHERE s.answer_id = a.id AND s.is_client_domain))
         FILTER (WHERE ${ANSWERED}), 0),
       coalesce(sum(a.rating) FILTER (WHERE ${ANSWERED}), 0),
       count(a.rating) FILTER (WHERE ${ANSWERED}),
       coalesce(sum(a.rating::int * a.rating) FILTER (WHERE ${ANSWERED}), 0),
       count(*) FILTER (WHERE ${ANSWERED} AND a.rating = 0),
       count(*) FILTER (WHERE ${ANSWERED} AND a.rating = 2),
       coalesce(sum(a.score) FILTER (WHERE ${ANSWERED}), 0),
       count(a.score) FILTER (WHERE ${ANSWERED}),
       coalesce(sum(a.score * a.score) FILTER (WHERE ${ANSWERED}), 0)
     ${LANDED_OF_DAY}
     GROUP BY a.project_id, a.prompt_id, a.engine`,
    [projectId, day],
  );
  await q.query(
    `INSERT INTO entity_metrics_daily (project_id, prompt_id, engine, day, entity_key, name, is_brand, mentions,
       position_sum, position_count, position_sq_sum)
     SELECT a.project_id, a.prompt_id, a.engine, $2::date, ae.entity_key, min(ae.name), bool_or(ae.is_brand), count(*),
       coalesce(sum(ae.position), 0), count(ae.position), coalesce(sum(ae.position::int * ae.position), 0)
     ${ANSWERED_OF_DAY.replace('FROM answers a', 'FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id')}
     GROUP BY a.project_id, a.prompt_id, a.engine, ae.entity_key`,
    [projectId, day],
  );
  await q.query(
    `INSERT INTO source_metrics_daily (project_id, prompt_id, engine, day, url, domain, is_client_domain, count)
     SELECT a.project_id, a.prompt_id, a.engine, $2::date, s.url, min(s.domain), bool_or(s.is_client_domain), count(*)
     ${ANSWERED_OF_DAY.replace('FROM answers a', 'FROM answer_sources s JOIN answers a ON a.id = s.answer_id')}
     GROUP BY a.project_id, a.prompt_id, a.engine, s.url`,
    [projectId, day],
  );
  await q.query(
    `INSERT INTO served_models_daily (project_id, day, engine, served_model, answers)
     SELECT a.project_id, $2::date, a.engine, a.served_model, count(*)
     ${COLLECTED_OF_DAY} AND a.served_model IS NOT NULL
     GROUP BY a.project_id, a.engine, a.served_model`,
    [projectId, day],
  );
  await rebuildBrandWideRollups(q, projectId, day);
  await rebuildExecutionRollups(q, projectId, day);
  await rebuildCollectionRollups(q, projectId, day);
  await rebuildWeeks(q, projectId, day, day);
};

/** How each measure of a roll-up sums into a coarser one. */
const MEASURES = {
  answers: 'sum(answers)',
  no_answers: 'sum(no_answers)',
  refused: 'sum(refused)',
  simulated: 'sum(simulated)',
  failed: 'sum(failed)',
  mentions: 'sum(mentions)',
  citations: 'sum(citations)',
  position_sum: 'sum(position_sum)',
  position_count: 'sum(position_count)',
  position_sq_sum: 'sum(position_sq_sum)',
  rating_count: 'sum(rating_count)',
  correct_count: 'sum(correct_count)',
  wrong_count: 'sum(wrong_count)',
  count: 'sum(count)',
  name: 'min(name)',
  domain: 'min(domain)',
  is_brand: 'bool_or(is_brand)',
  is_client_domain: 'bool_or(is_client_domain)',
  last_day: 'max(day)',
} as const;
type Measure = keyof typeof MEASURES;
const ENTITY: Measure[] = [
  'name',
  'is_brand',
  'mentions',
  'position_sum',
  'position_count',
  'position_sq_sum',
];
const WEEK = `date_trunc('week', day)::date`;

/** A coarser roll-up: `into` gets the rows of `from` that match `where`, summed per `keys` (column: expression). */
interface RollUp {
  into: string;
  from: string;
  keys: Record<string, string>;
  measures: Measure[];
}

const rollUp = (q: Queryable, r: RollUp, where: string, params: readonly (string | number)[]) => {
  const keys = Object.entries(r.keys);
  return q.query(
    `INSERT INTO ${r.into} (project_id, ${[...keys.map(([k]) => k), ...r.measures].join(', ')})
     SELECT project_id, ${[...keys.map(([, e]) => e), ...r.measures.map((m) => MEASURES[m])].join(', ')}
     FROM ${r.from} WHERE project_id = $1 AND ${where}
     GROUP BY project_id, ${keys.map(([, e]) => e).join(', ')}`,
    params,
  );
};

/** The day's per-prompt rows summed to the coarser grains other readers need (over prompts, engines or URLs). */
const BRAND_WIDE: RollUp[] = [
  {
    into: 'project_metrics_daily',
    from: 'metrics_daily',
    keys: { day: 'day', engine: 'engine' },
    measures: ['answers', 'simulated', 'no_answers', 'refused', 'failed', 'mentions', 'citations'],
  },
  {
    into: 'project_entity_metrics_daily',
    from: 'entity_metrics_daily',
    keys: { day: 'day', engine: 'engine', entity_key: 'entity_key' },
    measures: ENTITY,
  },
  {
    into: 'project_source_metrics_daily',
    from: 'source_metrics_daily',
    keys: { day: 'day', engine: 'engine', domain: 'domain' },
    measures: ['is_client_domain', 'count'],
  },
  {
    into: 'prompt_entity_metrics_daily',
    from: 'entity_metrics_daily',
    keys: { day: 'day', prompt_id: 'prompt_id', entity_key: 'entity_key' },
    measures: ENTITY,
  },
];

/** The sources of a day with their prompt's kind (ranking or accuracy). */
const SOURCES_WITH_KIND = `(SELECT s.*, p.kind FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id) s`;

const rebuildBrandWideRollups = async (q: Queryable, projectId: number, day: string) => {
  const params = [projectId, day];
  for (const r of BRAND_WIDE) await rollUp(q, r, 'day = $2::date', params);
  await rollUp(
    q,
    {
      into: 'project_url_metrics_daily',
      from: SOURCES_WITH_KIND,
      keys: { day: 'day', kind: 'kind', url: 'url' },
      measures: ['domain', 'is_client_domain', 'count'],
    },
    'day = $2::date',
    params,
  );
  await rollUp(
    q,
    {
      into: 'domain_metrics_daily',
      from: SOURCES_WITH_KIND,
      keys: { day: 'day', kind: 'kind', domain: 'domain' },
      measures: ['is_client_domain', 'count'],
    },
    'day = $2::date',
    params,
  );
  await q.query(
    `INSERT INTO prompt_domains_daily (project_id, day, domain, prompt_id, kind)
     SELECT DISTINCT project_id, day, domain, prompt_id, kind FROM ${SOURCES_WITH_KIND}
     WHERE project_id = $1 AND day = $2::date`,
    params,
  );
};

/** Entity positions of each execution run that day, per prompt and engine (current vs previous reads). */
const rebuildExecutionRollups = async (q: Queryable, projectId: number, day: string) => {
  const executionsOfDay = `SELECT id FROM report_executions
    WHERE project_id = $1 AND (executed_at AT TIME ZONE 'UTC')::date = $2::date`;
  await q.query(`DELETE FROM execution_entity_metrics WHERE execution_id IN (${executionsOfDay})`, [
    projectId,
    day,
  ]);
  await q.query(
    `INSERT INTO execution_entity_metrics (execution_id, prompt_id, engine, entity_key, name, is_brand, mentions,
       position_sum, position_count, position_sq_sum)
     SELECT a.execution_id, a.prompt_id, a.engine, ae.entity_key, min(ae.name), bool_or(ae.is_brand), count(*),
       coalesce(sum(ae.position), 0), count(ae.position), coalesce(sum(ae.position::int * ae.position), 0)
     FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id
     WHERE a.execution_id IN (${executionsOfDay})
     GROUP BY a.execution_id, a.prompt_id, a.engine, ae.entity_key`,
    [projectId, day],
  );
};

/**
 * An answer's part in the brand's visibility (a row of answers aliased a): whether it was answered
 * (the n of the mention rate), whether it mentions the
 * brand, its position, and its sources on the client's domain. Null for an answer without analysis
 * (no answer), so sums of them need a coalesce.
 */
const ANSWER_VISIBILITY = {
  answers: `(a.status = 'COMPLETED')::int`,
  simulated: `(a.status = 'COMPLETED' AND a.simulated)::int`,
  mentions: `(${ANSWERED} AND a.mention IN ('RECOMMENDED', 'MENTIONED'))::int`,
  position_sum: 'coalesce(a.position, 0)',
  position_count: '(a.position IS NOT NULL)::int',
  position_sq_sum: 'coalesce(a.position::int * a.position, 0)',
  client_citations: `(SELECT count(*) FROM answer_sources s WHERE s.answer_id = a.id AND s.is_client_domain AND ${ANSWERED})::int`,
} as const;

/**
 * Recomputes `collection_metrics` over the span of time in which the day's executions collected
 * answers, from every answer of a completed execution collected in it (another day's execution may
 * have collected in the same span).
 */
const rebuildCollectionRollups = async (q: Queryable, projectId: number, day: string) => {
  const span = `WITH span AS (SELECT min(a.collected_at) AS first, max(a.collected_at) AS last ${COLLECTED_OF_DAY})`;
  const inSpan = (column: string) => `${column} BETWEEN (SELECT first FROM span) AND (SELECT last FROM span)`;
  await q.query(
    `${span} DELETE FROM collection_metrics WHERE project_id = $1 AND ${inSpan('collected_at')}`,
    [projectId, day],
  );
  const measures = Object.entries(ANSWER_VISIBILITY);
  await q.query(
    `${span} INSERT INTO collection_metrics (project_id, collected_at, prompt_id, ${measures.map(([k]) => k).join(', ')})
     SELECT a.project_id, a.collected_at, a.prompt_id, ${measures.map(([, e]) => `coalesce(sum(${e}), 0)`).join(', ')}
     FROM answers a JOIN report_executions e ON e.id = a.execution_id AND e.status = 'COMPLETED'
     WHERE a.project_id = $1 AND a.status IN ('COMPLETED', 'NO_ANSWER', 'REFUSED') AND ${inSpan('a.collected_at')}
     GROUP BY a.project_id, a.collected_at, a.prompt_id`,
    [projectId, day],
  );
};

/** The weekly roll-ups, each summed from a daily one (entity totals from the weekly entities). */
const WEEKLY: RollUp[] = [
  {
    into: 'metrics_weekly',
    from: 'metrics_daily',
    keys: { week: WEEK, prompt_id: 'prompt_id', engine: 'engine' },
    measures: [
      'answers',
      'simulated',
      'no_answers',
      'refused',
      'failed',
      'mentions',
      'position_sum',
      'position_count',
      'position_sq_sum',
      'citations',
      'rating_count',
      'correct_count',
      'wrong_count',
    ],
  },
  {
    into: 'entity_metrics_weekly',
    from: 'entity_metrics_daily',
    keys: { week: WEEK, engine: 'engine', entity_key: 'entity_key' },
    measures: ENTITY,
  },
  {
    into: 'prompt_entity_metrics_weekly',
    from: 'prompt_entity_metrics_daily',
    keys: { week: WEEK, prompt_id: 'prompt_id', entity_key: 'entity_key' },
    measures: ENTITY,
  },
  // Per prompt with the engine: the ranking dashboard and the general metrics narrowed by tag.
  {
    into: 'prompt_engine_entity_metrics_weekly',
    from: 'entity_metrics_daily',
    keys: { week: WEEK, prompt_id: 'prompt_id', engine: 'engine', entity_key: 'entity_key' },
    measures: ENTITY,
  },
  {
    into: 'prompt_engine_source_metrics_weekly',
    from: 'source_metrics_daily',
    keys: { week: WEEK, prompt_id: 'prompt_id', engine: 'engine', url: 'url' },
    measures: ['domain', 'is_client_domain', 'count'],
  },
  {
    into: 'source_metrics_weekly',
    from: 'project_url_metrics_daily',
    keys: { week: WEEK, kind: 'kind', url: 'url' },
    measures: ['domain', 'is_client_domain', 'count'],
  },
  {
    into: 'project_source_metrics_weekly',
    from: 'project_source_metrics_daily',
    keys: { week: WEEK, engine: 'engine', domain: 'domain' },
    measures: ['is_client_domain', 'count'],
  },
  {
    into: 'domain_metrics_weekly',
    from: 'domain_metrics_daily',
    keys: { week: WEEK, kind: 'kind', domain: 'domain' },
    measures: ['is_client_domain', 'count'],
  },
  {
    into: 'entity_prompt_metrics_weekly',
    from: 'entity_metrics_daily',
    keys: { entity_key: 'entity_key', week: WEEK, prompt_id: 'prompt_id', engine: 'engine' },
    measures: [...ENTITY, 'last_day'],
  },
];
const WEEKLY_TABLES = [...WEEKLY.map((r) => r.into), 'entity_totals_weekly', 'prompt_domains_weekly'];

/** The monthly roll-ups, each summed from a daily one. */
const MONTHLY: RollUp[] = [
  {
    into: 'project_source_metrics_monthly',
    from: 'project_source_metrics_daily',
    keys: { month: `date_trunc('month', day)::date`, engine: 'engine', domain: 'domain' },
    measures: ['is_client_domain', 'count'],
  },
];

/** Recomputes the monthly roll-ups of every month touching [from, to] from its days. */
const rebuildMonthlyRollups = async (q: Queryable, params: readonly (string | number)[]) => {
  const months = `month BETWEEN date_trunc('month', $2::date)::date AND date_trunc('month', $3::date)::date`;
  const days = `day BETWEEN date_trunc('month', $2::date)::date
    AND (date_trunc('month', $3::date) + interval '1 month' - interval '1 day')::date`;
  for (const r of MONTHLY) {
    await q.query(`DELETE FROM ${r.into} WHERE project_id = $1 AND ${months}`, params);
    await rollUp(q, r, days, params);
  }
};

/**
 * Recomputes the weekly roll-ups of every week (Monday to Sunday) touching [from, to] from the daily
 * roll-ups of those weeks, so the two always agree; and the monthly ones of every month touching it.
 */
const rebuildWeeks = async (q: Queryable, projectId: number, from: string, to: string) => {
  const params = [projectId, from, to];
  const weeks = `week BETWEEN date_trunc('week', $2::date)::date AND date_trunc('week', $3::date)::date`;
  const days = `day BETWEEN date_trunc('week', $2::date)::date AND date_trunc('week', $3::date)::date + 6`;
  for (const table of WEEKLY_TABLES) {
    await q.query(`DELETE FROM ${table} WHERE project_id = $1 AND ${weeks}`, params);
  }
  for (const r of WEEKLY) await rollUp(q, r, days, params);
  await rollUp(
    q,
    {
      into: 'entity_totals_weekly',
      from: 'entity_metrics_weekly',
      keys: { week: 'week', entity_key: 'entity_key' },
      measures: ENTITY,
    },
    weeks,
    params,
  );
  await q.query(
    `INSERT INTO prompt_domains_weekly (project_id, week, domain, prompt_id, kind)
     SELECT DISTINCT project_id, ${WEEK}, domain, prompt_id, kind FROM prompt_domains_daily
     WHERE project_id = $1 AND ${days}`,
    params,
  );
  await rebuildMonthlyRollups(q, params);
};

export const rollupRepo = { rebuildDay, rebuildWeeks };
