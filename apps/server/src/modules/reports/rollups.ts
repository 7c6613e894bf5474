// Daily roll-ups that dashboards read: recomputed from the stored answers of one project and day,
// so they are always exactly what the answers say (and can be rebuilt after a re-analysis).
import type { Queryable } from '../../db/database.ts';

const ANSWERS_OF_DAY = `FROM answers a JOIN report_executions e ON e.id = a.execution_id
  WHERE a.project_id = $1 AND (e.executed_at AT TIME ZONE 'UTC')::date = $2::date AND a.status IN ('COMPLETED', 'NO_ANSWER')`;

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
];

export const rebuildRollups = async (q: Queryable, projectId: number, day: string) => {
  for (const table of DAILY_TABLES) {
    await q.query(`DELETE FROM ${table} WHERE project_id = $1 AND day = $2::date`, [projectId, day]);
  }
  await q.query(
    `INSERT INTO metrics_daily (project_id, prompt_id, engine, day, answers, no_answers, mentions, position_sum,
       position_count, entity_mentions, citations, client_citations, rating_sum, rating_count, wrong_count,
       correct_count, score_sum, score_count)
     SELECT a.project_id, a.prompt_id, a.engine, $2::date,
       count(*) FILTER (WHERE a.status = 'COMPLETED'),
       count(*) FILTER (WHERE a.status = 'NO_ANSWER'),
       count(*) FILTER (WHERE a.mention IN ('RECOMMENDED', 'MENTIONED')),
       coalesce(sum(a.position), 0),
       count(a.position),
       coalesce(sum((SELECT count(*) FROM answer_entities ae WHERE ae.answer_id = a.id)), 0),
       coalesce(sum((SELECT count(*) FROM answer_sources s WHERE s.answer_id = a.id)), 0),
       coalesce(sum((SELECT count(*) FROM answer_sources s WHERE s.answer_id = a.id AND s.is_client_domain)), 0),
       coalesce(sum(a.rating), 0),
       count(a.rating),
       count(*) FILTER (WHERE a.rating = 0),
       count(*) FILTER (WHERE a.rating = 2),
       coalesce(sum(a.score), 0),
       count(a.score)
     ${ANSWERS_OF_DAY}
     GROUP BY a.project_id, a.prompt_id, a.engine`,
    [projectId, day],
  );
  await q.query(
    `INSERT INTO entity_metrics_daily (project_id, prompt_id, engine, day, entity_key, name, is_brand, mentions,
       position_sum, position_count)
     SELECT a.project_id, a.prompt_id, a.engine, $2::date, ae.entity_key, min(ae.name), bool_or(ae.is_brand), count(*),
       coalesce(sum(ae.position), 0), count(ae.position)
     ${ANSWERS_OF_DAY.replace('FROM answers a', 'FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id')}
     GROUP BY a.project_id, a.prompt_id, a.engine, ae.entity_key`,
    [projectId, day],
  );
  await q.query(
    `INSERT INTO source_metrics_daily (project_id, prompt_id, engine, day, url, domain, is_client_domain, count)
     SELECT a.project_id, a.prompt_id, a.engine, $2::date, s.url, min(s.domain), bool_or(s.is_client_domain), count(*)
     ${ANSWERS_OF_DAY.replace('FROM answers a', 'FROM answer_sources s JOIN answers a ON a.id = s.answer_id')}
     GROUP BY a.project_id, a.prompt_id, a.engine, s.url`,
    [projectId, day],
  );
  await rebuildBrandWideRollups(q, projectId, day);
  await rebuildExecutionRollups(q, projectId, day);
  await rebuildWeeklyRollups(q, projectId, day, day);
};

/** The day's per-prompt rows summed to the coarser grains other readers need (over prompts, engines or URLs). */
const rebuildBrandWideRollups = async (q: Queryable, projectId: number, day: string) => {
  const params = [projectId, day];
  const ofDay = 'WHERE project_id = $1 AND day = $2::date';
  await q.query(
    `INSERT INTO project_metrics_daily (project_id, day, engine, answers, mentions, citations)
     SELECT project_id, day, engine, sum(answers), sum(mentions), sum(citations)
     FROM metrics_daily ${ofDay} GROUP BY project_id, day, engine`,
    params,
  );
  await q.query(
    `INSERT INTO project_entity_metrics_daily (project_id, day, engine, entity_key, name, is_brand, mentions,
       position_sum, position_count)
     SELECT project_id, day, engine, entity_key, min(name), bool_or(is_brand), sum(mentions), sum(position_sum),
       sum(position_count)
     FROM entity_metrics_daily ${ofDay} GROUP BY project_id, day, engine, entity_key`,
    params,
  );
  await q.query(
    `INSERT INTO project_source_metrics_daily (project_id, day, engine, domain, is_client_domain, count)
     SELECT project_id, day, engine, domain, bool_or(is_client_domain), sum(count)
     FROM source_metrics_daily ${ofDay} GROUP BY project_id, day, engine, domain`,
    params,
  );
  await q.query(
    `INSERT INTO prompt_entity_metrics_daily (project_id, day, prompt_id, entity_key, name, is_brand, mentions,
       position_sum, position_count)
     SELECT project_id, day, prompt_id, entity_key, min(name), bool_or(is_brand), sum(mentions), sum(position_sum),
       sum(position_count)
     FROM entity_metrics_daily ${ofDay} GROUP BY project_id, day, prompt_id, entity_key`,
    params,
  );
  await q.query(
    `INSERT INTO project_url_metrics_daily (project_id, day, kind, url, domain, is_client_domain, count)
     SELECT s.project_id, s.day, p.kind, s.url, min(s.domain), bool_or(s.is_client_domain), sum(s.count)
     FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id
     WHERE s.project_id = $1 AND s.day = $2::date GROUP BY s.project_id, s.day, p.kind, s.url`,
    params,
  );
  await q.query(
    `INSERT INTO prompt_domains_daily (project_id, day, domain, prompt_id, kind)
     SELECT DISTINCT s.project_id, s.day, s.domain, s.prompt_id, p.kind
     FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id
     WHERE s.project_id = $1 AND s.day = $2::date`,
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
       position_sum, position_count)
     SELECT a.execution_id, a.prompt_id, a.engine, ae.entity_key, min(ae.name), bool_or(ae.is_brand), count(*),
       coalesce(sum(ae.position), 0), count(ae.position)
     FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id
     WHERE a.execution_id IN (${executionsOfDay})
     GROUP BY a.execution_id, a.prompt_id, a.engine, ae.entity_key`,
    [projectId, day],
  );
};

const WEEKLY_TABLES = [
  'metrics_weekly',
  'entity_metrics_weekly',
  'entity_totals_weekly',
  'prompt_entity_metrics_weekly',
  'source_metrics_weekly',
  'project_source_metrics_weekly',
  'prompt_domains_weekly',
];

/**
 * Recomputes the weekly roll-ups of every week (Monday to Sunday) touching [from, to] from the daily
 * roll-ups of those weeks, so the two always agree.
 */
export const rebuildWeeklyRollups = async (q: Queryable, projectId: number, from: string, to: string) => {
  const params = [projectId, from, to];
  const weeks = `week BETWEEN date_trunc('week', $2::date)::date AND date_trunc('week', $3::date)::date`;
  const days = `day BETWEEN date_trunc('week', $2::date)::date AND date_trunc('week', $3::date)::date + 6`;
  for (const table of WEEKLY_TABLES) {
    await q.query(`DELETE FROM ${table} WHERE project_id = $1 AND ${weeks}`, params);
  }
  await q.query(
    `INSERT INTO entity_metrics_weekly (project_id, week, engine, entity_key, name, is_brand, mentions, position_sum,
       position_count)
     SELECT project_id, date_trunc('week', day)::date AS week, engine, entity_key, min(name), bool_or(is_brand),
       sum(mentions), sum(position_sum), sum(position_count)
     FROM entity_metrics_daily WHERE project_id = $1 AND ${days}
     GROUP BY project_id, week, engine, entity_key`,
    params,
  );
  await q.query(
    `INSERT INTO entity_totals_weekly (project_id, week, entity_key, name, is_brand, mentions, position_sum,
       position_count)
     SELECT project_id, week, entity_key, min(name), bool_or(is_brand), sum(mentions), sum(position_sum),
       sum(position_count)
     FROM entity_metrics_weekly WHERE project_id = $1 AND ${weeks}
     GROUP BY project_id, week, entity_key`,
    params,
  );
  await q.query(
    `INSERT INTO metrics_weekly (project_id, prompt_id, engine, week, answers, mentions, position_sum, position_count)
     SELECT project_id, prompt_id, engine, date_trunc('week', day)::date AS week, sum(answers), sum(mentions),
       sum(position_sum), sum(position_count)
     FROM metrics_daily WHERE project_id = $1 AND ${days}
     GROUP BY project_id, prompt_id, engine, week`,
    params,
  );
  await q.query(
    `INSERT INTO prompt_entity_metrics_weekly (project_id, prompt_id, week, entity_key, name, is_brand, mentions,
       position_sum, position_count)
     SELECT project_id, prompt_id, date_trunc('week', day)::date AS week, entity_key, min(name), bool_or(is_brand),
       sum(mentions), sum(position_sum), sum(position_count)
     FROM prompt_entity_metrics_daily WHERE project_id = $1 AND ${days}
     GROUP BY project_id, prompt_id, week, entity_key`,
    params,
  );
  await q.query(
    `INSERT INTO project_source_metrics_weekly (project_id, week, engine, domain, is_client_domain, count)
     SELECT project_id, date_trunc('week', day)::date AS week, engine, domain, bool_or(is_client_domain), sum(count)
     FROM project_source_metrics_daily WHERE project_id = $1 AND ${days}
     GROUP BY project_id, week, engine, domain`,
    params,
  );
  await q.query(
    `INSERT INTO prompt_domains_weekly (project_id, week, domain, prompt_id, kind)
     SELECT DISTINCT project_id, date_trunc('week', day)::date, domain, prompt_id, kind
     FROM prompt_domains_daily WHERE project_id = $1 AND ${days}`,
    params,
  );
  await q.query(
    `INSERT INTO source_metrics_weekly (project_id, week, kind, url, domain, is_client_domain, count)
     SELECT project_id, date_trunc('week', day)::date AS week, kind, url, min(domain), bool_or(is_client_domain),
       sum(count)
     FROM project_url_metrics_daily WHERE project_id = $1 AND ${days}
     GROUP BY project_id, week, kind, url`,
    params,
  );
};
