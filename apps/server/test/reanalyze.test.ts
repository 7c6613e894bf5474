// Re-analysis of stored answers: outdated or damaged analyses come back exactly as the pipeline wrote
// them, with their roll-ups; edited known competitors reach the old answers only with `all`.
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYZER_VERSION } from '../src/analysis/analyze-answer.ts';
import { reanalyze } from '../src/modules/reports/reanalyze.ts';
import { HUBSPOT } from '../src/seed/data.ts';
import { createBrand, harnessForFile, register, runReportsDaysAgo } from './harness.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '2' } });
let projectId: number;
beforeAll(async () => {
  const { session } = await register(h);
  const project = await createBrand(h, session, HUBSPOT);
  projectId = project.id;
  await runReportsDaysAgo(h, session, project.uuid, [1, 0]);
});

/** Everything an analysis and its roll-ups hold, as sorted JSON lines. */
const snapshot = async () => {
  const lines = async (sql: string) =>
    (await h.ctx.db.query(sql, [projectId])).rows.map((r) => JSON.stringify(r)).sort();
  return {
    answers: await lines(
      `SELECT id, analyzer_version, mention, position, ranking, spans FROM answers WHERE project_id = $1`,
    ),
    entities: await lines(
      `SELECT ae.* FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id WHERE a.project_id = $1`,
    ),
    sources: await lines(
      `SELECT s.answer_id, s.url, s.domain, s.kind, s.is_client_domain FROM answer_sources s
       JOIN answers a ON a.id = s.answer_id WHERE a.project_id = $1`,
    ),
    daily: await lines(
      `SELECT prompt_id, engine, day, mentions, position_sum, position_count, citations FROM metrics_daily
       WHERE project_id = $1`,
    ),
    entityDaily: await lines(
      `SELECT prompt_id, engine, day, entity_key, mentions, position_sum FROM entity_metrics_daily
       WHERE project_id = $1`,
    ),
    weekly: await lines(
      `SELECT week, engine, entity_key, mentions FROM entity_metrics_weekly WHERE project_id = $1`,
    ),
  };
};

describe('reanalyze', () => {
  it('restores outdated and damaged analyses and their roll-ups, then has nothing left to do', async () => {
    const before = await snapshot();
    expect(before.entities.length).toBeGreaterThan(0);

    // An older analyzer's rows: wrong positions and domains, no entities; roll-ups built from them.
    const { rows: damaged } = await h.ctx.db.query<{ id: number }>(
      `UPDATE answers SET analyzer_version = '0.9.0', position = 42, mention = 'ABSENT', spans = NULL
       WHERE project_id = $1 AND status = 'COMPLETED' RETURNING id`,
      [projectId],
    );
    const ids = damaged.map((r) => r.id);
    await h.ctx.db.query('DELETE FROM answer_entities WHERE answer_id = ANY($1::bigint[])', [ids]);
    await h.ctx.db.query(
      `UPDATE answer_sources SET domain = 'old.example', is_client_domain = NOT is_client_domain
       WHERE answer_id = ANY($1::bigint[])`,
      [ids],
    );
    await h.ctx.db.query('UPDATE metrics_daily SET mentions = 0 WHERE project_id = $1', [projectId]);
    expect(await snapshot()).not.toEqual(before);

    const done = await reanalyze(h.ctx.db, { projectId, batchSize: 3 });
    expect(done.answers).toBe(ids.length);
    expect(done.days).toBe(2);
    expect(await snapshot()).toEqual(before);

    const { rows: versions } = await h.ctx.db.query<{ v: string }>(
      `SELECT DISTINCT analyzer_version AS v FROM answers WHERE project_id = $1 AND status = 'COMPLETED'`,
      [projectId],
    );
    expect(versions.map((r) => r.v)).toEqual([ANALYZER_VERSION]);
    expect(await reanalyze(h.ctx.db, { projectId })).toEqual({ answers: 0, days: 0, imported: 0 });
  });

  it('applies an edited known competitor to past answers with all', async () => {
    const { rows: named } = await h.ctx.db.query<{ name: string }>(
      `SELECT ae.name FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id
       WHERE a.project_id = $1 AND NOT ae.is_brand GROUP BY ae.name ORDER BY count(*) DESC LIMIT 1`,
      [projectId],
    );
    const competitor = named[0].name;
    // Known under a new name with the old one as alias: past answers should count it under the new name.
    await h.ctx.db.query(
      `INSERT INTO project_competitors (project_id, name, aliases) VALUES ($1, 'Renamed Co', ARRAY[$2])`,
      [projectId, competitor],
    );
    expect(await reanalyze(h.ctx.db, { projectId })).toEqual({ answers: 0, days: 0, imported: 0 });
    const all = await reanalyze(h.ctx.db, { projectId, all: true });
    expect(all.answers).toBeGreaterThan(0);
    const { rows } = await h.ctx.db.query<{ name: string; n: number }>(
      `SELECT name, count(*)::int AS n FROM entity_metrics_daily WHERE project_id = $1 AND name IN ('Renamed Co', $2)
       GROUP BY name`,
      [projectId, competitor],
    );
    expect(rows.map((r) => r.name)).toEqual(['Renamed Co']);
  });
});
