// Answers captured in the engines' own apps: JSONL and CSV files and the API call are checked row by
// row; nothing is stored until the user confirms, then only the valid rows, analysed by the analyzer,
// kept apart from the API answers' roll-ups; and compared with the API answers of a prompt and engine.
import {
  type AnswerImportReport,
  type AppComparison,
  answerImportPaths,
  isoDay,
  answerImportMessages as m,
  wilsonInterval,
} from '@sightline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { HUBSPOT } from '../src/seed/data.ts';
import { api } from './billing-support.ts';
import { bearer, createBrand, harnessForFile, multipart, register, runReportsDaysAgo } from './harness.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '2' } });
let session: Awaited<ReturnType<typeof register>>['session'];
let project: Awaited<ReturnType<typeof createBrand>>;
const PROMPT = HUBSPOT.ranking_queries[0];
let today: string;

beforeAll(async () => {
  ({ session } = await register(h));
  project = await createBrand(h, session, HUBSPOT);
  session = await runReportsDaysAgo(h, session, project.uuid, [0]);
  today = isoDay(h.clock.now());
});

/** The moment of the report (the harness clock): the same day, never in the future. */
const capturedAt = () => h.clock.now().toISOString();
const ranked = '1. **HubSpot** — the free CRM.\n2. **Pipedrive** — pipelines.\n\nSee https://www.g2.com/crm';
const absent = 'Try **Pipedrive** or **Zoho CRM**.';

const upload = (data: string, confirm: boolean, name = 'answers.jsonl') => {
  const form = multipart(
    { confirm: String(confirm) },
    { field: 'file', name, data: Buffer.from(data), type: 'text/plain' },
  );
  return h.app.inject({
    method: 'POST',
    url: `/api${answerImportPaths.upload(project.uuid)}`,
    headers: { ...bearer(session), ...form.headers },
    payload: form.payload,
  });
};

const stored = async () =>
  (
    await h.ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM imported_answers WHERE project_id = $1',
      [project.id],
    )
  ).rows[0].n;

const rollups = async () =>
  (
    await h.ctx.db.query(
      'SELECT * FROM metrics_daily WHERE project_id = $1 ORDER BY prompt_id, engine, day',
      [project.id],
    )
  ).rows;

const jsonl = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n');

describe('importing app answers', () => {
  it('reports a good JSONL file without storing it, then imports every row on confirm, apart from the roll-ups', async () => {
    const before = await rollups();
    const file = jsonl([
      {
        prompt: PROMPT,
        engine: 'chatgpt',
        captured_at: capturedAt(),
        answer: ranked,
        sources: ['https://www.g2.com/crm'],
      },
      { prompt: PROMPT.toUpperCase(), engine: 'chatgpt', captured_at: capturedAt(), answer: absent },
    ]);
    const checked = await upload(file, false);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ import_id: null, rows: 2, valid: 2, imported: 0, errors: [] });
    expect(await stored()).toBe(0);

    const done = await upload(file, true);
    expect(done.json()).toMatchObject({ rows: 2, valid: 2, imported: 2 });
    const { rows } = await h.ctx.db.query<{
      mention: string;
      position: number | null;
      spans: { brand: unknown[] };
    }>('SELECT mention, position, spans FROM imported_answers WHERE project_id = $1 ORDER BY id', [
      project.id,
    ]);
    expect(rows.map((r) => [r.mention, r.position])).toEqual([
      ['RECOMMENDED', 1],
      ['ABSENT', null],
    ]);
    expect(rows[0].spans.brand).toHaveLength(1);
    expect(await rollups()).toEqual(before);
  });

  it('reports every bad row of a bad file and imports nothing, even on confirm', async () => {
    const file = jsonl([
      {
        prompt: 'a prompt this brand does not have',
        engine: 'chatgpt',
        captured_at: capturedAt(),
        answer: ranked,
      },
      { prompt: PROMPT, engine: 'altavista', captured_at: 'yesterday', answer: '' },
    ]).concat('\n{not json');
    const checked = await upload(file, false);
    const report = checked.json() as AnswerImportReport;
    expect(report).toMatchObject({ rows: 3, valid: 0, imported: 0 });
    expect(report.errors).toEqual([
      { row: 1, messages: [m.promptUnknown] },
      { row: 2, messages: [m.engineInvalid, m.capturedAtInvalid, m.answerRequired] },
      { row: 3, messages: [m.invalidJson] },
    ]);
    const refused = await upload(file, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.nothingToImport);
    expect(await stored()).toBe(2);
  });

  it('imports only the good rows of a mixed CSV file, and only when confirmed', async () => {
    const csv = [
      'engine,prompt,captured_at,answer,sources',
      `chatgpt,"${PROMPT}",${capturedAt()},"1. **HubSpot**, the ""free"" CRM\n2. Zoho",https://hubspot.com/a|https://g2.com/b`,
      `gemini,"${PROMPT}",2999-01-01T00:00:00Z,"HubSpot",`,
      `perplexity,"${PROMPT}",${capturedAt()},"Pipedrive leads.",not-a-url`,
    ].join('\r\n');
    const checked = (await upload(csv, false, 'answers.csv')).json() as AnswerImportReport;
    expect(checked).toMatchObject({ rows: 3, valid: 1, imported: 0 });
    expect(checked.errors).toEqual([
      { row: 2, messages: [m.capturedAtFuture] },
      { row: 3, messages: [m.sourceInvalid] },
    ]);
    expect(await stored()).toBe(2);
    expect((await upload(csv, true, 'answers.csv')).json()).toMatchObject({ valid: 1, imported: 1 });
    const { rows } = await h.ctx.db.query<{ answer_text: string; sources: { domain: string }[] }>(
      'SELECT answer_text, sources FROM imported_answers WHERE project_id = $1 ORDER BY id DESC LIMIT 1',
      [project.id],
    );
    expect(rows[0].answer_text).toBe('1. **HubSpot**, the "free" CRM\n2. Zoho');
    expect(rows[0].sources.map((s) => s.domain)).toEqual(['hubspot.com', 'g2.com']);
  });

  it('refuses files that are not text, unreadable CSV and a missing file, with the field named', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('latin1');
    for (const [data, message] of [
      [png, m.fileType],
      ['prompt,answer\nx,y', m.csvHeader],
      ['prompt,engine,captured_at,answer\n"open', m.csvUnclosedQuote],
      ['\n\n', m.noRows],
    ] as const) {
      const res = await upload(data, false);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().errors?.file, message).toEqual([message]);
    }
  });

  it('takes rows through the API call the same way', async () => {
    const res = await api(h, session, 'POST', answerImportPaths.rows(project.uuid), {
      rows: [
        { prompt: PROMPT, engine: 'perplexity', captured_at: capturedAt(), answer: absent },
        'not a row',
      ],
    });
    expect(res.json()).toEqual({
      import_id: null,
      rows: 2,
      valid: 1,
      imported: 0,
      errors: [{ row: 2, messages: [m.notAnObject] }],
    });
  });
});

describe('app answers beside API answers', () => {
  it('compares the mention rate, position and cited domains of both over the same days, with intervals', async () => {
    const promptId = project.ranking_queries[0].id;
    const res = await api(
      h,
      session,
      'GET',
      `${answerImportPaths.comparison(project.uuid, promptId)}?engine=chatgpt`,
    );
    expect(res.statusCode).toBe(200);
    const c = res.json() as AppComparison;
    expect([c.start_date, c.end_date]).toEqual([today, today]);
    // Constructed above: three ChatGPT app answers, two naming HubSpot at #1, g2.com cited by two.
    expect(c.app).toMatchObject({ answers: 3, mentions: 2, positions: 2, position: 1 });
    const wilson = wilsonInterval(2, 3);
    expect(c.app.mention_interval?.low).toBeCloseTo(wilson.low, 3);
    expect(c.app.domains.find((d) => d.domain === 'g2.com')).toMatchObject({ answers: 2 });
    // The API side: the report's ChatGPT answers to the prompt that day, as stored.
    const { rows } = await h.ctx.db.query<{ n: number; mentions: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE mention IN ('RECOMMENDED', 'MENTIONED'))::int AS mentions
       FROM answers WHERE project_id = $1 AND prompt_id = $2 AND engine = 'chatgpt' AND status = 'COMPLETED'`,
      [project.id, promptId],
    );
    expect(c.api).toMatchObject({ answers: rows[0].n, mentions: rows[0].mentions });
    expect(rows[0].n).toBeGreaterThan(0);

    const none = await api(
      h,
      session,
      'GET',
      `${answerImportPaths.comparison(project.uuid, promptId)}?engine=gemini`,
    );
    expect(none.json()).toMatchObject({ start_date: null, app: { answers: 0 }, api: { answers: 0 } });
  });
});
