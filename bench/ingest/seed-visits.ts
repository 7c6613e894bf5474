// A year of website visits at about `perDay` events a day, written straight into the roll-ups (daily,
// weekly, monthly: what the dashboard reads) and, for the last `rawDays` days, as raw events (what Recent Visits
// pages through), all in SQL: 200 pages, six AI assistants, four other sources and four AI bots.
import type { Database } from '../../apps/server/src/db/database.ts';

const PAGES = 200;
/** Per source: its kind, its share of a day's events, and a crawler's purpose. */
const SOURCES = [
  ['AI_REFERRAL', 'chatgpt', 0.1, ''],
  ['AI_REFERRAL', 'perplexity', 0.04, ''],
  ['AI_REFERRAL', 'gemini', 0.03, ''],
  ['AI_REFERRAL', 'claude', 0.02, ''],
  ['AI_REFERRAL', 'copilot', 0.01, ''],
  ['AI_REFERRAL', 'deepseek', 0.01, ''],
  ['HUMAN', '', 0.3, ''],
  ['HUMAN', 'www.google.com', 0.25, ''],
  ['HUMAN', 'x.com', 0.02, ''],
  ['HUMAN', 'news.ycombinator.com', 0.02, ''],
  ['AI_CRAWLER', 'GPTBot', 0.08, 'training'],
  ['AI_CRAWLER', 'ClaudeBot', 0.06, 'training'],
  ['AI_CRAWLER', 'OAI-SearchBot', 0.04, 'search'],
  ['AI_CRAWLER', 'ChatGPT-User', 0.02, 'user'],
] as const;

const sourcesSql = SOURCES.map(
  ([type, source, share, purpose]) => `('${type}', '${source}', ${share}, '${purpose}')`,
).join(', ');

export const seedVisits = async (
  db: Database,
  projectId: number,
  options: { today: string; days: number; perDay: number; rawDays: number },
) => {
  const { today, days, perDay, rawDays } = options;
  // Pages get a Zipf-like share (1/rank), so a few pages take most visits, as on real sites.
  const pageWeights = `SELECT p AS rank, (1.0 / p) / (SELECT sum(1.0 / q) FROM generate_series(1, ${PAGES}) q) AS share
    FROM generate_series(1, ${PAGES}) p`;
  // Every (day, page, source) cell with its visits, then the three roll-ups and the raw events from it.
  await db.query(
    `CREATE TEMP TABLE seed_cells AS
     SELECT d::date AS day, 'https://bench.example/docs/page-' || w.rank AS page_url, s.type AS visit_type,
       s.source, s.purpose,
       greatest(1, round($1 * s.share * w.share * (0.8 + 0.4 * abs(hashtext(d::text || w.rank || s.source)) / 2147483647.0)))::int AS visits
     FROM generate_series($2::date - ($3 - 1), $2::date, '1 day') d
     CROSS JOIN (${pageWeights}) w
     CROSS JOIN (VALUES ${sourcesSql}) AS s(type, source, share, purpose)`,
    [perDay, today, days],
  );
  await db.query(
    `INSERT INTO website_source_daily (project_id, day, visit_type, source, crawler_purpose, verification, visits)
     SELECT $1, day, visit_type, source, purpose, CASE WHEN visit_type = 'AI_CRAWLER' THEN 'unverified' ELSE '' END,
       sum(visits)
     FROM seed_cells GROUP BY day, visit_type, source, purpose`,
    [projectId],
  );
  await db.query(
    `INSERT INTO website_page_daily (project_id, day, page_url, visits, people, sources)
     SELECT $1, day, page_url, sum(visits), sum(visits) FILTER (WHERE visit_type <> 'AI_CRAWLER'),
       jsonb_object_agg(visit_type || '|' || source, visits) FILTER (WHERE visit_type <> 'AI_CRAWLER')
     FROM seed_cells GROUP BY day, page_url`,
    [projectId],
  );
  for (const unit of ['week', 'month']) {
    await db.query(
      `INSERT INTO website_page_${unit}ly (project_id, ${unit}, page_url, visits, people, sources)
       SELECT $1, period, page_url, sum(n), sum(n) FILTER (WHERE visit_type <> 'AI_CRAWLER'),
         jsonb_object_agg(visit_type || '|' || source, n) FILTER (WHERE visit_type <> 'AI_CRAWLER')
       FROM (
         SELECT date_trunc('${unit}', day)::date AS period, page_url, visit_type, source, sum(visits)::int AS n
         FROM seed_cells GROUP BY 1, 2, 3, 4
       ) periods GROUP BY period, page_url`,
      [projectId],
    );
    await db.query(
      `INSERT INTO website_crawler_${unit}ly (project_id, ${unit}, bot, page_url, fetches)
       SELECT $1, date_trunc('${unit}', day)::date, source, page_url, sum(visits) FROM seed_cells
       WHERE visit_type = 'AI_CRAWLER' GROUP BY date_trunc('${unit}', day), source, page_url`,
      [projectId],
    );
  }
  await db.query(
    `INSERT INTO website_source_monthly (project_id, month, visit_type, source, crawler_purpose, verification, visits)
     SELECT project_id, date_trunc('month', day)::date, visit_type, source, crawler_purpose, verification, sum(visits)
     FROM website_source_daily WHERE project_id = $1
     GROUP BY project_id, date_trunc('month', day), visit_type, source, crawler_purpose, verification`,
    [projectId],
  );
  await db.query(
    `INSERT INTO website_crawler_daily (project_id, day, bot, page_url, fetches)
     SELECT $1, day, source, page_url, visits FROM seed_cells WHERE visit_type = 'AI_CRAWLER'`,
    [projectId],
  );
  // Raw events of the last days: one row per visit, spread over each day.
  await db.query(
    `INSERT INTO website_visits (project_id, event_id, visited_at, visit_type, provider, source, page_url, referer,
       user_agent, visitor, crawler_purpose, verification)
     SELECT $1, 'seed-' || c.day || '-' || c.page_url || '-' || c.source || '-' || n,
       c.day + (n::double precision / c.visits) * interval '1 day',
       c.visit_type, CASE WHEN c.visit_type = 'HUMAN' THEN NULL ELSE c.source END,
       CASE WHEN c.visit_type = 'HUMAN' THEN c.source ELSE '' END, c.page_url, NULL, NULL, md5(n::text || c.source),
       nullif(c.purpose, ''), CASE WHEN c.visit_type = 'AI_CRAWLER' THEN 'unverified' END
     FROM seed_cells c CROSS JOIN LATERAL generate_series(0, c.visits - 1) n
     WHERE c.day > $2::date - $3::int`,
    [projectId, today, rawDays],
  );
  await db.query(
    `INSERT INTO website_referral_hourly (project_id, hour, visits)
     SELECT $1, date_trunc('hour', visited_at), count(*) FROM website_visits
     WHERE project_id = $1 AND visit_type = 'AI_REFERRAL' GROUP BY date_trunc('hour', visited_at)`,
    [projectId],
  );
  await db.query('DROP TABLE seed_cells');
  // As autovacuum would after a bulk load: the planner needs the tables' sizes.
  await db.exec(
    `ANALYZE website_visits; ANALYZE website_source_daily; ANALYZE website_source_monthly;
     ANALYZE website_page_daily; ANALYZE website_page_weekly; ANALYZE website_page_monthly;
     ANALYZE website_crawler_daily; ANALYZE website_crawler_weekly; ANALYZE website_crawler_monthly`,
  );
  const { rows } = await db.query<{ rollup_rows: number; events: number; raw: number }>(
    `SELECT (SELECT count(*) FROM website_page_daily WHERE project_id = $1)::int AS rollup_rows,
       (SELECT sum(visits) FROM website_source_daily WHERE project_id = $1)::int AS events,
       (SELECT count(*) FROM website_visits WHERE project_id = $1)::int AS raw`,
    [projectId],
  );
  return rows[0];
};
