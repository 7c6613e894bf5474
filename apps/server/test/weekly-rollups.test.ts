// The weekly roll-ups are the sums of the daily ones, week by week, and the execution and hourly
// roll-ups the sums of the answers, after several executions.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays, isoDay, weekStart } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { rollupRepo } from '../src/modules/reports/rollups.repo.ts';
import { HUBSPOT } from '../src/seed/data.ts';
import { bearer, createBrand, harnessForFile, register, runReportsDaysAgo } from './harness.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '2' } });

/** The part of the interval migration that fills its new columns from what a database holds. */
const intervalBackfill = async () => {
  const sql = await readFile(
    path.join(import.meta.dirname, '../src/db/migrations/0012_interval_rollups.sql'),
    'utf8',
  );
  return sql.slice(sql.indexOf('-- Databases with history'));
};

/** Every roll-up that keeps a sum of squared positions (t intervals of the average positions). */
const SQUARE_TABLES = [
  'metrics_daily',
  'metrics_weekly',
  'entity_metrics_daily',
  'project_entity_metrics_daily',
  'prompt_entity_metrics_daily',
  'entity_metrics_weekly',
  'prompt_entity_metrics_weekly',
  'prompt_engine_entity_metrics_weekly',
  'entity_prompt_metrics_weekly',
  'entity_totals_weekly',
  'execution_entity_metrics',
  'collection_metrics',
];

const weekOfDay = `to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week`;
/** Squared positions of entity_metrics_daily summed per date (`date` AS its alias) and `keys`. */
const entitySquares = (date: string, keys: string) =>
  `SELECT ${date}, ${keys}, sum(position_sq_sum)::int AS sq FROM entity_metrics_daily WHERE project_id = $1
   GROUP BY 1, ${keys}`;
const dayOfDay = `to_char(day, 'YYYY-MM-DD') AS day`;
/** The sums of squares (and the served models) of each roll-up against the answers or the finer roll-up. */
const squarePairs: [string, string][] = [
  [
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, prompt_id, engine, position_sq_sum AS p, rating_sq_sum AS r,
       score_sq_sum::float AS s FROM metrics_daily WHERE project_id = $1`,
    `SELECT to_char(e.executed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, a.prompt_id, a.engine,
       coalesce(sum(a.position::int * a.position), 0)::int AS p, coalesce(sum(a.rating::int * a.rating), 0)::int AS r,
       coalesce(sum(a.score * a.score), 0)::float AS s
     FROM answers a JOIN report_executions e ON e.id = a.execution_id
     WHERE a.project_id = $1 AND a.status IN ('COMPLETED', 'NO_ANSWER') GROUP BY 1, a.prompt_id, a.engine`,
  ],
  [
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, prompt_id, engine, entity_key, position_sq_sum AS sq
     FROM entity_metrics_daily WHERE project_id = $1`,
    `SELECT to_char(e.executed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, a.prompt_id, a.engine, ae.entity_key,
       coalesce(sum(ae.position::int * ae.position), 0)::int AS sq
     FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id JOIN report_executions e ON e.id = a.execution_id
     WHERE a.project_id = $1 AND a.status IN ('COMPLETED', 'NO_ANSWER') GROUP BY 1, a.prompt_id, a.engine, ae.entity_key`,
  ],
  [
    `SELECT to_char(week, 'YYYY-MM-DD') AS week, prompt_id, engine, position_sq_sum AS sq FROM metrics_weekly
     WHERE project_id = $1`,
    `SELECT ${weekOfDay}, prompt_id, engine, sum(position_sq_sum)::int AS sq FROM metrics_daily WHERE project_id = $1
     GROUP BY 1, prompt_id, engine`,
  ],
  [
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, engine, entity_key, position_sq_sum AS sq
     FROM project_entity_metrics_daily WHERE project_id = $1`,
    entitySquares(dayOfDay, 'engine, entity_key'),
  ],
  [
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, prompt_id, entity_key, position_sq_sum AS sq
     FROM prompt_entity_metrics_daily WHERE project_id = $1`,
    entitySquares(dayOfDay, 'prompt_id, entity_key'),
  ],
  [
    `SELECT to_char(week, 'YYYY-MM-DD') AS week, engine, entity_key, position_sq_sum AS sq FROM entity_metrics_weekly
     WHERE project_id = $1`,
    entitySquares(weekOfDay, 'engine, entity_key'),
  ],
  [
    `SELECT to_char(week, 'YYYY-MM-DD') AS week, prompt_id, entity_key, position_sq_sum AS sq
     FROM prompt_entity_metrics_weekly WHERE project_id = $1`,
    entitySquares(weekOfDay, 'prompt_id, entity_key'),
  ],
  [
    `SELECT to_char(week, 'YYYY-MM-DD') AS week, prompt_id, engine, entity_key, position_sq_sum AS sq
     FROM prompt_engine_entity_metrics_weekly WHERE project_id = $1`,
    entitySquares(weekOfDay, 'prompt_id, engine, entity_key'),
  ],
  [
    `SELECT to_char(week, 'YYYY-MM-DD') AS week, prompt_id, engine, entity_key, position_sq_sum AS sq
     FROM entity_prompt_metrics_weekly WHERE project_id = $1`,
    entitySquares(weekOfDay, 'prompt_id, engine, entity_key'),
  ],
  [
    `SELECT to_char(week, 'YYYY-MM-DD') AS week, entity_key, position_sq_sum AS sq FROM entity_totals_weekly
     WHERE project_id = $1`,
    entitySquares(weekOfDay, 'entity_key'),
  ],
  [
    `SELECT m.execution_id, m.prompt_id, m.engine, m.entity_key, m.position_sq_sum AS sq
     FROM execution_entity_metrics m JOIN report_executions e ON e.id = m.execution_id WHERE e.project_id = $1`,
    `SELECT a.execution_id, a.prompt_id, a.engine, ae.entity_key, coalesce(sum(ae.position::int * ae.position), 0)::int AS sq
     FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id WHERE a.project_id = $1
     GROUP BY a.execution_id, a.prompt_id, a.engine, ae.entity_key`,
  ],
  [
    `SELECT collected_at, prompt_id, answers, position_sq_sum AS sq FROM collection_metrics WHERE project_id = $1`,
    `SELECT collected_at, prompt_id, count(*) FILTER (WHERE status = 'COMPLETED')::int AS answers,
       coalesce(sum(position::int * position), 0)::int AS sq
     FROM answers WHERE project_id = $1 AND collected_at IS NOT NULL GROUP BY collected_at, prompt_id`,
  ],
  [
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, engine, served_model, answers FROM served_models_daily
     WHERE project_id = $1`,
    `SELECT to_char(e.executed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, a.engine, a.served_model,
       count(*)::int AS answers
     FROM answers a JOIN report_executions e ON e.id = a.execution_id
     WHERE a.project_id = $1 AND a.status IN ('COMPLETED', 'NO_ANSWER') AND a.served_model IS NOT NULL
     GROUP BY 1, a.engine, a.served_model`,
  ],
];

describe('weekly roll-ups', () => {
  it('equal the sums of what they summarise after two executions, and the readers agree with the daily ones', async () => {
    const { session } = await register(h);
    const project = await createBrand(h, session, HUBSPOT);
    const login = await runReportsDaysAgo(h, session, project.uuid, [1, 0]);

    const rowsOf = async (sql: string) =>
      (await h.ctx.db.query(sql, [project.id])).rows.map((r) => JSON.stringify(r)).sort();
    const weekOf = `to_char(date_trunc('week', day), 'YYYY-MM-DD') AS week`;
    const pairs: [string, string][] = [
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, engine, entity_key, mentions, position_sum, position_count
         FROM entity_metrics_weekly WHERE project_id = $1`,
        `SELECT ${weekOf}, engine, entity_key, sum(mentions)::int AS mentions, sum(position_sum)::int AS position_sum,
           sum(position_count)::int AS position_count
         FROM entity_metrics_daily WHERE project_id = $1 GROUP BY 1, engine, entity_key`,
      ],
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, prompt_id, entity_key, mentions, position_sum, position_count
         FROM prompt_entity_metrics_weekly WHERE project_id = $1`,
        `SELECT ${weekOf}, prompt_id, entity_key, sum(mentions)::int AS mentions,
           sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count
         FROM entity_metrics_daily WHERE project_id = $1 GROUP BY 1, prompt_id, entity_key`,
      ],
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, prompt_id, engine, answers, mentions, position_sum, position_count,
           rating_count, correct_count, wrong_count
         FROM metrics_weekly WHERE project_id = $1`,
        `SELECT ${weekOf}, prompt_id, engine, sum(answers)::int AS answers, sum(mentions)::int AS mentions,
           sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count,
           sum(rating_count)::int AS rating_count, sum(correct_count)::int AS correct_count,
           sum(wrong_count)::int AS wrong_count
         FROM metrics_daily WHERE project_id = $1 GROUP BY 1, prompt_id, engine`,
      ],
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, entity_key, prompt_id, engine, mentions, position_sum,
           position_count, to_char(last_day, 'YYYY-MM-DD') AS last_day
         FROM entity_prompt_metrics_weekly WHERE project_id = $1`,
        `SELECT ${weekOf}, entity_key, prompt_id, engine, sum(mentions)::int AS mentions,
           sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count,
           to_char(max(day), 'YYYY-MM-DD') AS last_day
         FROM entity_metrics_daily WHERE project_id = $1 GROUP BY 1, entity_key, prompt_id, engine`,
      ],
      [
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, domain, count FROM domain_metrics_daily WHERE project_id = $1`,
        `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, p.kind, s.domain, sum(s.count)::int AS count
         FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id WHERE s.project_id = $1
         GROUP BY s.day, p.kind, s.domain`,
      ],
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, kind, domain, count FROM domain_metrics_weekly WHERE project_id = $1`,
        `SELECT to_char(date_trunc('week', s.day), 'YYYY-MM-DD') AS week, p.kind, s.domain, sum(s.count)::int AS count
         FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id WHERE s.project_id = $1
         GROUP BY 1, p.kind, s.domain`,
      ],
      [
        `SELECT collected_at, prompt_id, mentions, position_sum, position_count, client_citations
         FROM collection_metrics WHERE project_id = $1`,
        `SELECT a.collected_at, a.prompt_id,
           count(*) FILTER (WHERE a.mention IN ('RECOMMENDED', 'MENTIONED'))::int AS mentions,
           coalesce(sum(a.position), 0)::int AS position_sum, count(a.position)::int AS position_count,
           coalesce(sum((SELECT count(*) FROM answer_sources s WHERE s.answer_id = a.id AND s.is_client_domain)), 0)::int
             AS client_citations
         FROM answers a WHERE a.project_id = $1 AND a.collected_at IS NOT NULL GROUP BY a.collected_at, a.prompt_id`,
      ],
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, kind, url, count FROM source_metrics_weekly WHERE project_id = $1`,
        `SELECT to_char(date_trunc('week', s.day), 'YYYY-MM-DD') AS week, p.kind, s.url, sum(s.count)::int AS count
         FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id WHERE s.project_id = $1
         GROUP BY 1, p.kind, s.url`,
      ],
      [
        `SELECT m.execution_id, m.prompt_id, m.engine, m.entity_key, m.mentions, m.position_sum, m.position_count
         FROM execution_entity_metrics m JOIN report_executions e ON e.id = m.execution_id WHERE e.project_id = $1`,
        `SELECT a.execution_id, a.prompt_id, a.engine, ae.entity_key, count(*)::int AS mentions,
           coalesce(sum(ae.position), 0)::int AS position_sum, count(ae.position)::int AS position_count
         FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id WHERE a.project_id = $1
         GROUP BY a.execution_id, a.prompt_id, a.engine, ae.entity_key`,
      ],
      [
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, engine, mentions, citations FROM project_metrics_daily
         WHERE project_id = $1`,
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, engine, sum(mentions)::int AS mentions,
           sum(citations)::int AS citations
         FROM metrics_daily WHERE project_id = $1 GROUP BY day, engine`,
      ],
      [
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, engine, entity_key, mentions, position_sum, position_count
         FROM project_entity_metrics_daily WHERE project_id = $1`,
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, engine, entity_key, sum(mentions)::int AS mentions,
           sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count
         FROM entity_metrics_daily WHERE project_id = $1 GROUP BY day, engine, entity_key`,
      ],
      [
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, engine, domain, count FROM project_source_metrics_daily
         WHERE project_id = $1`,
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, engine, domain, sum(count)::int AS count
         FROM source_metrics_daily WHERE project_id = $1 GROUP BY day, engine, domain`,
      ],
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, engine, domain, count FROM project_source_metrics_weekly
         WHERE project_id = $1`,
        `SELECT ${weekOf}, engine, domain, sum(count)::int AS count
         FROM source_metrics_daily WHERE project_id = $1 GROUP BY 1, engine, domain`,
      ],
      [
        `SELECT to_char(month, 'YYYY-MM-DD') AS month, engine, domain, count FROM project_source_metrics_monthly
         WHERE project_id = $1`,
        `SELECT to_char(date_trunc('month', day), 'YYYY-MM-DD') AS month, engine, domain, sum(count)::int AS count
         FROM source_metrics_daily WHERE project_id = $1 GROUP BY 1, engine, domain`,
      ],
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, domain, prompt_id, kind FROM prompt_domains_weekly
         WHERE project_id = $1`,
        `SELECT DISTINCT to_char(date_trunc('week', s.day), 'YYYY-MM-DD') AS week, s.domain, s.prompt_id, p.kind
         FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id WHERE s.project_id = $1`,
      ],
      [
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, prompt_id, entity_key, mentions, position_sum, position_count
         FROM prompt_entity_metrics_daily WHERE project_id = $1`,
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, prompt_id, entity_key, sum(mentions)::int AS mentions,
           sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count
         FROM entity_metrics_daily WHERE project_id = $1 GROUP BY day, prompt_id, entity_key`,
      ],
      [
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, url, count FROM project_url_metrics_daily
         WHERE project_id = $1`,
        `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, p.kind, s.url, sum(s.count)::int AS count
         FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id WHERE s.project_id = $1
         GROUP BY s.day, p.kind, s.url`,
      ],
      [
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, entity_key, mentions, position_sum, position_count
         FROM entity_totals_weekly WHERE project_id = $1`,
        `SELECT ${weekOf}, entity_key, sum(mentions)::int AS mentions, sum(position_sum)::int AS position_sum,
           sum(position_count)::int AS position_count
         FROM entity_metrics_daily WHERE project_id = $1 GROUP BY 1, entity_key`,
      ],
    ];
    for (const [rollup, source] of [...pairs, ...squarePairs]) {
      const rolled = await rowsOf(rollup);
      expect(rolled.length).toBeGreaterThan(0);
      expect(rolled).toEqual(await rowsOf(source));
    }

    // The interval migration's backfill gives databases with history the same sums of squares and
    // served models as the pipeline does.
    await h.ctx.db.exec(`${SQUARE_TABLES.map((t) => `UPDATE ${t} SET position_sq_sum = 0;`).join('\n')}
      UPDATE metrics_daily SET rating_sq_sum = 0, score_sq_sum = 0;
      UPDATE collection_metrics SET answers = 0;
      DELETE FROM served_models_daily;`);
    await h.ctx.db.exec(await intervalBackfill());
    for (const [rollup, source] of squarePairs) expect(await rowsOf(rollup)).toEqual(await rowsOf(source));

    // An answer without analysis, alone at its instant (live engines answer one at a time), rolls up as
    // zeros rather than failing the day's rebuild.
    const { rows: lone } = await h.ctx.db.query<{ id: number; day: string }>(
      `SELECT a.id, to_char(e.executed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
       FROM answers a JOIN report_executions e ON e.id = a.execution_id WHERE a.project_id = $1 LIMIT 1`,
      [project.id],
    );
    await h.ctx.db.query('DELETE FROM answer_sources WHERE answer_id = $1', [lone[0].id]);
    await h.ctx.db.query('DELETE FROM answer_entities WHERE answer_id = $1', [lone[0].id]);
    await h.ctx.db.query(
      `UPDATE answers SET status = 'NO_ANSWER', mention = NULL, position = NULL,
         collected_at = collected_at + interval '1 second' WHERE id = $1`,
      [lone[0].id],
    );
    await h.ctx.db.tx((q) => rollupRepo.rebuildDay(q, project.id, lone[0].day));
    const [collected, fromAnswers] = pairs.find(([rollup]) => rollup.includes('collection_metrics'))!;
    expect(await rowsOf(collected)).toEqual(await rowsOf(fromAnswers));

    // The readers give the daily totals whether a range is whole weeks, partial weeks or both.
    const today = isoDay(h.clock.now());
    const monday = weekStart(today);
    const ranges = [
      [addDays(monday, -7), addDays(monday, 6)],
      [addDays(today, -1), today],
      [today, today],
      [addDays(today, -1), addDays(monday, 6)],
      [addDays(monday, -3), addDays(today, 2)],
    ];
    for (const [start, end] of ranges) {
      const query = `?start_date=${start}&end_date=${end}`;
      const sites = await h.app.inject({
        method: 'GET',
        url: `/api/projects/${project.uuid}/important-websites/${query}`,
        headers: bearer(login),
      });
      const { rows: cited } = await h.ctx.db.query<{ n: number }>(
        `SELECT coalesce(sum(count), 0)::int AS n FROM source_metrics_daily
         WHERE project_id = $1 AND day BETWEEN $2::date AND $3::date`,
        [project.id, start, end],
      );
      const websites: { count: number; weekly_data: number[] }[] = sites.json().websites;
      expect(websites.reduce((n, w) => n + w.count, 0)).toBe(cited[0].n);
      expect(websites.reduce((n, w) => n + w.weekly_data.reduce((a, b) => a + b, 0), 0)).toBe(cited[0].n);

      const sov = await h.app.inject({
        method: 'GET',
        url: `/api/projects/${project.uuid}/share-of-voice/${query}`,
        headers: bearer(login),
      });
      const competitors = await h.app.inject({
        method: 'GET',
        url: `/api/projects/${project.uuid}/competitors/${query}`,
        headers: bearer(login),
      });
      const { rows: mentioned } = await h.ctx.db.query<{ n: number }>(
        `SELECT coalesce(sum(mentions), 0)::int AS n FROM entity_metrics_daily
         WHERE project_id = $1 AND day BETWEEN $2::date AND $3::date`,
        [project.id, start, end],
      );
      expect(sov.json().total_mentions).toBe(mentioned[0].n);
      const list: { appearance_count: number }[] = competitors.json().competitors;
      expect(list.reduce((n, c) => n + c.appearance_count, 0)).toBe(mentioned[0].n);
    }
  });
});
