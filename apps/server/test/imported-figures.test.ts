// Imported app answers in the ranking dashboard's figures, only when asked (include_imported=true):
// the charts and ranked entities of API answers alone, then merged with the app answers of the same
// prompt, engines and days, checked against figures computed by hand from the stored answers; a
// correction of an imported answer changes the merged figures and the app-vs-API comparison, and is
// exported as a labelled case; re-analysis and 0020's backfill rebuild the imported roll-ups; taking
// the import back leaves the API figures.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type AnswerEvidence,
  type AnswerImportReport,
  type AppComparison,
  answerImportPaths,
  evidencePaths,
  isoDay,
  meanCi95,
  type RankingCharts,
  type RankingCompetitorsSchema,
} from '@sightline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { analyzeLine, scoreCaseFile } from '../src/cli/analyze.ts';
import { reanalyze } from '../src/modules/reports/reanalyze.ts';
import { HUBSPOT } from '../src/seed/data.ts';
import { api } from './billing-support.ts';
import { createBrand, harnessForFile, register, runReportsDaysAgo } from './harness.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '2' } });
let session: Awaited<ReturnType<typeof register>>['session'];
let stranger: Awaited<ReturnType<typeof register>>['session'];
let project: Awaited<ReturnType<typeof createBrand>>;
let prompt: { id: number; uuid: string };
let today: string;
let importId: number;
/** The imported answers' ids, in the order of APP below. */
let appIds: number[];

/** Three ChatGPT app answers: HubSpot first, HubSpot third, HubSpot not named. */
const APP = [
  '1. **HubSpot** — the free CRM.\n2. **Pipedrive** — pipelines.',
  '1. **Pipedrive** — pipelines.\n2. **Zoho CRM** — value.\n3. **HubSpot** — all in one.',
  'Most teams pick **Zoho CRM** for its price.',
];
const APP_POSITIONS = [1, 3];

beforeAll(async () => {
  ({ session } = await register(h));
  ({ session: stranger } = await register(h));
  project = await createBrand(h, session, HUBSPOT);
  session = await runReportsDaysAgo(h, session, project.uuid, [0]);
  today = isoDay(h.clock.now());
  prompt = project.ranking_queries[0];
  const res = await api(h, session, 'POST', answerImportPaths.rows(project.uuid), {
    confirm: true,
    rows: APP.map((answer) => ({
      prompt: HUBSPOT.ranking_queries[0],
      engine: 'chatgpt',
      captured_at: h.clock.now().toISOString(),
      answer,
    })),
  });
  const report = res.json() as AnswerImportReport;
  expect(report.imported).toBe(3);
  importId = report.import_id as number;
  const { rows } = await h.ctx.db.query<{ id: number; position: number | null }>(
    'SELECT id::int, position FROM imported_answers WHERE import_id = $1 ORDER BY id',
    [importId],
  );
  // The analyzer's reading of the constructed answers, which the figures below are computed from.
  expect(rows.map((r) => r.position)).toEqual([...APP_POSITIONS, null]);
  appIds = rows.map((r) => r.id);
});

const query = (include?: string) =>
  `time_range=7d${include === undefined ? '' : `&include_imported=${include}`}`;
const charts = async (include?: string) => {
  const res = await api(h, session, 'GET', `/ranking-query/${prompt.uuid}/charts/?${query(include)}`);
  expect(res.statusCode).toBe(200);
  return res.json() as RankingCharts;
};
const client = async (include?: string) => {
  const res = await api(h, session, 'GET', `/ranking-query/${prompt.uuid}/competitors/?${query(include)}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as z.infer<typeof RankingCompetitorsSchema>).competitors.find((c) => c.is_client);
};

/** The API answers of the prompt today, as stored: answers, the brand's mentions and positions. */
const apiAnswers = async (engine?: string) => {
  const { rows } = await h.ctx.db.query<{ status: string; mention: string | null; position: number | null }>(
    `SELECT status, mention, position FROM answers
     WHERE project_id = $1 AND prompt_id = $2 AND status IN ('COMPLETED', 'NO_ANSWER')
       AND ($3::text IS NULL OR engine = $3)`,
    [project.id, prompt.id, engine ?? null],
  );
  return {
    answers: rows.length,
    mentions: rows.filter((r) => r.mention === 'RECOMMENDED' || r.mention === 'MENTIONED').length,
    positions: rows.flatMap((r) => (r.position === null ? [] : [r.position])),
  };
};

const round1 = (x: number) => Math.round(x * 10) / 10;
/** The client's row as the competitors table should show it for these positions and mentions. */
const expectedClient = (positions: number[], mentions: number) => {
  const sum = positions.reduce((s, p) => s + p, 0);
  return {
    appearance_count: mentions,
    avg: round1(sum / positions.length),
    avg_n: positions.length,
    avg_ci95: meanCi95({ n: positions.length, sum, sumSq: positions.reduce((s, p) => s + p * p, 0) }, [
      1,
      Number.POSITIVE_INFINITY,
    ]),
  };
};

describe('include_imported on the ranking dashboard', () => {
  it('gives the API answers alone without it, and both merged with it, as computed by hand', async () => {
    const all = await apiAnswers();
    const chatgpt = await apiAnswers('chatgpt');
    expect(chatgpt.positions.length).toBeGreaterThan(0);

    // Off (absent or false): the API answers alone, and no count of app answers.
    const off = await charts();
    expect(await charts('false')).toEqual(off);
    expect(off.imported_answers).toBeUndefined();
    expect(await client()).toMatchObject(expectedClient(all.positions, all.mentions));

    const on = await charts('true');
    expect(on.imported_answers).toBe(3);
    expect(await client('true')).toMatchObject(
      expectedClient([...all.positions, ...APP_POSITIONS], all.mentions + 2),
    );
    const day = on.providersChart.labels.indexOf(today);
    const chatgptLine = (c: RankingCharts) =>
      c.providersChart.datasets.find(
        (d) => d.label === 'chatgpt',
      ) as RankingCharts['providersChart']['datasets'][0];
    const merged = [...chatgpt.positions, ...APP_POSITIONS];
    expect(chatgptLine(on).data[day]).toBe(round1(merged.reduce((s, p) => s + p, 0) / merged.length));
    expect(chatgptLine(on).data_n[day]).toBe(merged.length);
    expect(chatgptLine(off).data_n[day]).toBe(chatgpt.positions.length);
    // Mentions of the brand out of the day's answers: the app answers are answers too.
    const brandMentions = (c: RankingCharts) =>
      c.competitorsChart.datasets.find((d) => d.label === project.entity_name);
    expect(brandMentions(off)?.data[day]).toBe(all.mentions);
    expect(brandMentions(off)?.data_n[day]).toBe(all.answers);
    expect(brandMentions(on)?.data[day]).toBe(all.mentions + 2);
    expect(brandMentions(on)?.data_n[day]).toBe(all.answers + 3);
  });

  it('refuses a value other than true or false', async () => {
    const res = await api(h, session, 'GET', `/ranking-query/${prompt.uuid}/charts/?${query('yes')}`);
    expect(res.statusCode).toBe(400);
  });

  it('shows nothing of the prompt to another user, with or without the imported answers', async () => {
    for (const path of ['charts', 'competitors'])
      expect(
        (await api(h, stranger, 'GET', `/ranking-query/${prompt.uuid}/${path}/?${query('true')}`)).statusCode,
      ).toBe(404);
    expect(
      (await api(h, stranger, 'GET', evidencePaths.evidence(project.uuid, appIds[0], 'app'))).statusCode,
    ).toBe(404);
    const refused = await api(h, stranger, 'POST', evidencePaths.correction(project.uuid, appIds[0], 'app'), {
      kind: 'NOT_MY_BRAND',
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('corrections of imported answers', () => {
  const comparison = async () =>
    (
      await api(h, session, 'GET', `${answerImportPaths.comparison(project.uuid, prompt.id)}?engine=chatgpt`)
    ).json() as AppComparison;

  it('opens an imported answer with the highlighted spans of its reading', async () => {
    const res = await api(h, session, 'GET', evidencePaths.evidence(project.uuid, appIds[1], 'app'));
    expect(res.statusCode).toBe(200);
    const e = res.json() as AnswerEvidence;
    expect(e).toMatchObject({
      id: appIds[1],
      provider: 'chatgpt',
      position: 3,
      simulated: false,
      correction: null,
    });
    const [from, to] = e.spans?.position ?? [0, 0];
    expect(e.text.slice(from, to)).toContain('HubSpot');
    // An API answer's id is not an imported answer's: the two are told apart by the path.
    const listed = (await comparison()).app_answers;
    expect(listed.map((a) => a.id).sort()).toEqual([...appIds].sort());
  });

  it('overrides the reading in the merged figures and the comparison, is exported, and reverts on withdrawal', async () => {
    const all = await apiAnswers();
    const before = { client: await client('true'), comparison: await comparison(), off: await client() };
    expect(before.comparison.app).toMatchObject({ mentions: 2, position: 2 });

    const res = await api(h, session, 'POST', evidencePaths.correction(project.uuid, appIds[1], 'app'), {
      kind: 'WRONG_POSITION',
      position: 2,
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AnswerEvidence).correction).toMatchObject({
      kind: 'WRONG_POSITION',
      position: 2,
      created_by: expect.any(String),
    });
    expect(await client('true')).toMatchObject(expectedClient([...all.positions, 1, 2], all.mentions + 2));
    expect((await comparison()).app).toMatchObject({ mentions: 2, position: 1.5 });
    expect((await comparison()).app_answers.find((a) => a.id === appIds[1])).toMatchObject({
      position: 2,
      corrected: true,
    });
    // The API figures alone do not move.
    expect(await client()).toEqual(before.off);

    // Not my brand on the first: one mention and one position fewer.
    await api(h, session, 'POST', evidencePaths.correction(project.uuid, appIds[0], 'app'), {
      kind: 'NOT_MY_BRAND',
    });
    expect(await client('true')).toMatchObject(expectedClient([...all.positions, 2], all.mentions + 1));
    expect((await comparison()).app).toMatchObject({ mentions: 1, position: 2 });

    const exported = await api(h, session, 'GET', evidencePaths.correctionsExport(project.uuid));
    const lines = exported.body.trim().split('\n');
    const cases = lines.map((line) => JSON.parse(line));
    // `npm run analyze` reads them like the API answers' cases: the analyzer's own reading beside the label.
    const file = path.join(h.dataDir, 'imported-corrections.jsonl');
    await writeFile(file, exported.body);
    expect(scoreCaseFile(file).all).toMatchObject({ cases: 2 });
    expect(lines.map((line) => analyzeLine(line).position)).toEqual(expect.arrayContaining([3, 1]));
    expect(cases).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: `${project.uuid}/imported-answer-${appIds[1]}`,
          answer: APP[1],
          label: { mentioned: true, position: 2 },
        }),
        expect.objectContaining({
          id: `${project.uuid}/imported-answer-${appIds[0]}`,
          label: { mentioned: false, position: null },
        }),
      ]),
    );

    for (const id of [appIds[0], appIds[1]])
      expect(
        (await api(h, session, 'DELETE', evidencePaths.correction(project.uuid, id, 'app'))).statusCode,
      ).toBe(200);
    expect(await client('true')).toEqual(before.client);
    expect((await comparison()).app).toEqual(before.comparison.app);
  });
});

describe('re-analysis', () => {
  it('reads imported answers again and rebuilds their roll-ups from the readings', async () => {
    const rollups = () =>
      h.ctx.db
        .query(
          `SELECT 'm' AS t, prompt_id, engine, day, '' AS entity_key, answers, mentions, position_sum, position_count,
             position_sq_sum FROM imported_metrics_daily WHERE project_id = $1
           UNION ALL SELECT 'e', prompt_id, engine, day, entity_key, 0, mentions, position_sum, position_count,
             position_sq_sum FROM imported_entity_metrics_daily WHERE project_id = $1
           ORDER BY 1, 2, 3, 4, 5`,
          [project.id],
        )
        .then((r) => r.rows);
    const before = await rollups();
    expect(before.length).toBeGreaterThan(1);
    await h.ctx.db.query('DELETE FROM imported_metrics_daily WHERE project_id = $1', [project.id]);
    await h.ctx.db.query('DELETE FROM imported_entity_metrics_daily WHERE project_id = $1', [project.id]);
    const done = await reanalyze(h.ctx.db, { projectId: project.id, all: true });
    expect(done.imported).toBe(3);
    expect(await rollups()).toEqual(before);
  });

  it('has 0020 backfill the same entities and roll-ups the server builds (names without accents)', async () => {
    const state = async () => ({
      entities: (
        await h.ctx.db.query<{ id: number; entities: { entity_key: string }[] }>(
          'SELECT id::int, entities FROM imported_answers WHERE project_id = $1 ORDER BY id',
          [project.id],
        )
      ).rows.map((r) => ({
        id: r.id,
        entities: [...r.entities].sort((a, b) => a.entity_key.localeCompare(b.entity_key)),
      })),
      metrics: (await h.ctx.db.query('SELECT * FROM imported_metrics_daily ORDER BY 1, 2, 3, 4')).rows,
      entityMetrics: (
        await h.ctx.db.query('SELECT * FROM imported_entity_metrics_daily ORDER BY 1, 2, 3, 4, 5')
      ).rows,
    });
    const built = await state();
    expect(built.entities.some((a) => a.entities.length > 1)).toBe(true);
    const migration = await readFile(
      new URL('../src/db/migrations/0020_imported_rollups.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('UPDATE imported_answers'));
    const update = backfill.slice(0, backfill.indexOf("'[]');") + "'[]');".length);
    const rollups = migration.slice(migration.indexOf('INSERT INTO imported_metrics_daily'));
    await h.ctx.db.query(`UPDATE imported_answers SET entities = '[]'`);
    await h.ctx.db.query('DELETE FROM imported_metrics_daily');
    await h.ctx.db.query('DELETE FROM imported_entity_metrics_daily');
    await h.ctx.db.exec(`${update}\n${rollups}`);
    expect(await state()).toEqual(built);
  });
});

describe('taking an import back', () => {
  it('leaves the API figures, with or without include_imported', async () => {
    const off = await charts();
    const offClient = await client();
    const res = await api(h, session, 'DELETE', answerImportPaths.import(project.uuid, importId));
    expect(res.statusCode).toBe(200);
    const on = await charts('true');
    expect(on.imported_answers).toBe(0);
    expect({ ...on, imported_answers: undefined }).toEqual({ ...off, imported_answers: undefined });
    expect(await client('true')).toEqual(offClient);
    const { rows } = await h.ctx.db.query(
      'SELECT project_id, prompt_id, engine, day FROM imported_metrics_daily WHERE project_id = $1 UNION ALL SELECT project_id, prompt_id, engine, day FROM imported_entity_metrics_daily WHERE project_id = $1',
      [project.id],
    );
    expect(rows).toEqual([]);
    const again = await api(h, session, 'DELETE', answerImportPaths.import(project.uuid, importId));
    expect(again.statusCode).toBe(404);
    const list = await api(h, session, 'GET', answerImportPaths.rows(project.uuid));
    expect(list.json()).toEqual({ imports: [] });
  });

  it("lists the brand's imports to its viewers only, and lets only them take one back", async () => {
    const res = await api(h, session, 'POST', answerImportPaths.rows(project.uuid), {
      confirm: true,
      rows: [
        {
          prompt: HUBSPOT.ranking_queries[0],
          engine: 'gemini',
          captured_at: h.clock.now().toISOString(),
          answer: APP[0],
        },
      ],
    });
    const id = (res.json() as AnswerImportReport).import_id as number;
    const list = await api(h, session, 'GET', answerImportPaths.rows(project.uuid));
    expect(list.json()).toEqual({
      imports: [
        { id, file_name: null, answers: 1, created_at: expect.any(String), created_by: expect.any(String) },
      ],
    });
    expect((await api(h, stranger, 'GET', answerImportPaths.rows(project.uuid))).statusCode).toBe(404);
    expect((await api(h, stranger, 'DELETE', answerImportPaths.import(project.uuid, id))).statusCode).toBe(
      404,
    );
    expect((await api(h, session, 'GET', answerImportPaths.rows(project.uuid))).json().imports).toHaveLength(
      1,
    );
  });
});
