// Answers as evidence: an answer's spans are stored with its analysis; a user's correction overrides
// its reading in the roll-ups at once, survives a re-analysis, can be withdrawn (the analyzer's
// reading and the roll-ups come back) and is exported as a labelled case in the gold format.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AnswerEvidence, evidencePaths, ReportDocumentSchema } from '@sightline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeLine, scoreCaseFile } from '../src/cli/analyze.ts';
import { reanalyze } from '../src/modules/reports/reanalyze.ts';
import { HUBSPOT } from '../src/seed/data.ts';
import { api } from './billing-support.ts';
import { createBrand, harnessForFile, register, runReportsDaysAgo } from './harness.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '1' } });
let session: Awaited<ReturnType<typeof register>>['session'];
let project: Awaited<ReturnType<typeof createBrand>>;
let answer: { id: number; prompt_id: number; engine: string; position: number | null; mention: string };

beforeAll(async () => {
  ({ session } = await register(h));
  project = await createBrand(h, session, HUBSPOT);
  session = await runReportsDaysAgo(h, session, project.uuid, [0]);
  // An answer that ranks the brand: its position is what a user would dispute.
  const { rows } = await h.ctx.db.query<typeof answer>(
    `SELECT a.id::int, a.prompt_id, a.engine, a.position, a.mention FROM answers a JOIN prompts p ON p.id = a.prompt_id
     WHERE a.project_id = $1 AND a.position IS NOT NULL AND p.kind = 'RANKING' ORDER BY a.id LIMIT 1`,
    [project.id],
  );
  answer = rows[0];
});

/** The brand's figures of the answer's prompt and engine in the daily and weekly roll-ups and its entity row. */
const figures = async () => {
  const q = (sql: string) =>
    h.ctx.db
      .query<Record<string, number>>(sql, [project.id, answer.prompt_id, answer.engine])
      .then((r) => r.rows);
  return {
    daily: await q(
      `SELECT mentions, position_sum, position_count FROM metrics_daily WHERE project_id = $1 AND prompt_id = $2 AND engine = $3`,
    ),
    weekly: await q(
      `SELECT mentions, position_sum FROM prompt_engine_entity_metrics_weekly
       WHERE project_id = $1 AND prompt_id = $2 AND engine = $3 AND entity_key = '__brand__'`,
    ),
  };
};

const evidence = async () => {
  const res = await api(h, session, 'GET', evidencePaths.evidence(project.uuid, answer.id));
  expect(res.statusCode).toBe(200);
  return res.json() as AnswerEvidence;
};

describe('answers as evidence', () => {
  it('stores the spans of the reading: the brand, its position item and source markers', async () => {
    const e = await evidence();
    expect(e.position).toBe(answer.position);
    expect(e.spans?.brand.length).toBeGreaterThan(0);
    const [s, end] = e.spans?.position ?? [0, 0];
    expect(e.spans?.brand.some(([bs, be]) => bs >= s && be <= end)).toBe(true);
    for (const [bs, be] of e.spans?.brand ?? [])
      expect(e.text.slice(bs, be).toLowerCase()).toContain('hubspot');
    expect(e.correction).toBeNull();
  });

  it('shows the item behind each position in the printable report, with its spans relative to it', async () => {
    const status = (await api(h, session, 'GET', `/projects/${project.uuid}/execution-status/`)).json();
    const report = ReportDocumentSchema.parse(
      (await api(h, session, 'GET', `/reports/${status.executions[0].uuid}/`)).json(),
    );
    const rows = report.query_analysis_list.flatMap((q) => q.page2.provider_table_data);
    const placed = rows.filter((r) => r.position !== null);
    expect(placed.length).toBeGreaterThan(0);
    for (const row of placed) {
      const evidence = row.evidence as NonNullable<typeof row.evidence>;
      expect(evidence.spans.position).toEqual([0, evidence.text.length]);
      expect(evidence.spans.brand.length).toBeGreaterThan(0);
      for (const [s, e] of evidence.spans.brand)
        expect(evidence.text.slice(s, e).toLowerCase()).toContain('hubspot');
    }
    expect(rows.filter((r) => r.position === null).every((r) => r.evidence === undefined)).toBe(true);
  });

  it('overrides the reading in the roll-ups, keeps it through reanalyze, and withdraws it', async () => {
    const before = await figures();
    const wrong = await api(h, session, 'POST', evidencePaths.correction(project.uuid, answer.id), {
      kind: 'WRONG_POSITION',
      position: (answer.position ?? 0) + 3,
    });
    expect(wrong.statusCode).toBe(200);
    const corrected = wrong.json() as AnswerEvidence;
    expect(corrected.position).toBe((answer.position ?? 0) + 3);
    expect(corrected.correction).toMatchObject({ kind: 'WRONG_POSITION', created_by: expect.any(String) });
    const after = await figures();
    expect(Number(after.daily[0].position_sum)).toBe(Number(before.daily[0].position_sum) + 3);
    expect(Number(after.weekly[0].position_sum)).toBe(Number(before.weekly[0].position_sum) + 3);

    // Not my brand: the answer stops counting as a mention.
    await api(h, session, 'POST', evidencePaths.correction(project.uuid, answer.id), {
      kind: 'NOT_MY_BRAND',
    });
    const notMine = await figures();
    expect(notMine.daily[0].mentions).toBe(before.daily[0].mentions - 1);
    expect(notMine.daily[0].position_count).toBe(before.daily[0].position_count - 1);

    // A re-analysis of everything keeps the correction over the analyzer's reading.
    await reanalyze(h.ctx.db, { projectId: project.id, all: true });
    expect(await figures()).toEqual(notMine);
    expect((await evidence()).mention).toBe('ABSENT');

    const withdrawn = await api(h, session, 'DELETE', evidencePaths.correction(project.uuid, answer.id));
    expect(withdrawn.statusCode).toBe(200);
    expect((withdrawn.json() as AnswerEvidence).correction).toBeNull();
    expect(await figures()).toEqual(before);
    const again = await api(h, session, 'DELETE', evidencePaths.correction(project.uuid, answer.id));
    expect(again.statusCode).toBe(400);
  });

  it('refuses a wrong position without the right one', async () => {
    const res = await api(h, session, 'POST', evidencePaths.correction(project.uuid, answer.id), {
      kind: 'WRONG_POSITION',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Give the right position');
  });

  it('exports active corrections as labelled cases the analyzer reads', async () => {
    const right = (answer.position ?? 0) + 1;
    await api(h, session, 'POST', evidencePaths.correction(project.uuid, answer.id), {
      kind: 'MISSED_MENTION',
      position: right,
    });
    const res = await api(h, session, 'GET', evidencePaths.correctionsExport(project.uuid));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(1);
    const goldCase = JSON.parse(lines[0]);
    expect(goldCase).toMatchObject({ split: 'corrections', label: { mentioned: true, position: right } });
    expect(goldCase.brand.name).toBe(project.entity_name);
    const analysed = analyzeLine(lines[0]);
    expect(analysed.id).toBe(goldCase.id);
    expect(analysed.position).toBe(answer.position);
    // `npm run analyze -- --corrections <file>` scores the analyzer on them: it disagrees here.
    const file = path.join(h.dataDir, 'corrections.jsonl');
    await writeFile(file, res.body);
    const scored = scoreCaseFile(file);
    expect(scored.all).toMatchObject({ cases: 1, exactPosition: 0, mentionF1: 1 });
  });
});
