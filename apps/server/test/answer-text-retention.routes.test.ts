// Answers whose raw text the retention policy removed: every reply that carried the text keeps its
// field (empty) and says when the text went, the evidence view shows the reading without it, a
// correction (which reads the text again) is refused with the policy's message instead of a not-found
// or a 500, and the printable report and the agent tab's feedback leave the text out.
import {
  type AnswerEvidence,
  answerImportPaths,
  answerTextRemoved,
  DAY_MS,
  evidencePaths,
  isoDay,
  questionQueryPaths,
  ReportDocumentSchema,
  rankingQueryPaths,
} from '@sightline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { recommendationRepo } from '../src/modules/recommendations/recommendations.repo.ts';
import { feedbackOf } from '../src/modules/recommendations/stored-feedback.ts';
import { HUBSPOT } from '../src/seed/data.ts';
import { api } from './billing-support.ts';
import { createBrand, harnessForFile, register, runReportsDaysAgo, signIn } from './harness.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '1' } });
let session: Awaited<ReturnType<typeof register>>['session'];
let project: Awaited<ReturnType<typeof createBrand>>;
let removedAt: string;
const DAYS_AGO = [745, 740];
const day = (daysAgo: number, from: number) => isoDay(new Date(from - daysAgo * DAY_MS));
let range: string;
/** The newest execution, and its agent feedback as stored before the texts went. */
let newest: NonNullable<Awaited<ReturnType<typeof recommendationRepo.execution>>>;
let feedbackBefore: string;

const answerWith = async (table: 'answers' | 'imported_answers', where: string) =>
  (
    await h.ctx.db.query<{ id: number }>(
      `SELECT id::int FROM ${table} WHERE project_id = $1 AND ${where} ORDER BY id LIMIT 1`,
      [project.id],
    )
  ).rows[0].id;

beforeAll(async () => {
  const start = h.clock.now().getTime();
  ({ session } = await register(h));
  project = await createBrand(h, session, HUBSPOT);
  await runReportsDaysAgo(h, session, project.uuid, DAYS_AGO);
  h.clock.current = new Date(start);
  session = await signIn(h, session.user.email);
  const imported = await api(h, session, 'POST', answerImportPaths.rows(project.uuid), {
    confirm: true,
    rows: [
      {
        prompt: HUBSPOT.ranking_queries[0],
        engine: 'chatgpt',
        captured_at: new Date(start - DAYS_AGO[1] * DAY_MS).toISOString(),
        answer: '1. **HubSpot** — the free CRM.\n2. **Pipedrive** — pipelines.',
      },
    ],
  });
  expect(imported.json()).toMatchObject({ imported: 1 });
  // Paying, so the daily job's account rules leave it alone; every answer is past the two years.
  await h.ctx.db.query(`UPDATE subscriptions SET status = 'ACTIVE' WHERE user_id = $1`, [session.user.id]);
  const { rows } = await h.ctx.db.query<{ uuid: string }>(
    'SELECT uuid::text FROM report_executions WHERE project_id = $1 ORDER BY executed_at DESC LIMIT 1',
    [project.id],
  );
  const execution = await recommendationRepo.execution(h.ctx.db, rows[0].uuid);
  if (!execution) throw new Error('no execution');
  newest = execution;
  feedbackBefore = JSON.stringify(await recommendationRepo.storedFeedback(h.ctx.db, newest.id));
  const result = await h.ctx.retention.run();
  expect(result?.answerTexts?.answers).toBeGreaterThan(0);
  removedAt = h.clock.now().toISOString();
  range = `?start_date=${day(DAYS_AGO[0], start)}&end_date=${day(DAYS_AGO[1], start)}`;
});

describe('an answer whose text was removed', () => {
  it('keeps its evidence: the reading and spans, an empty text and the date of the removal', async () => {
    for (const [origin, table] of [
      ['api', 'answers'],
      ['app', 'imported_answers'],
    ] as const) {
      const id = await answerWith(table, 'position IS NOT NULL');
      const res = await api(h, session, 'GET', evidencePaths.evidence(project.uuid, id, origin));
      expect(res.statusCode).toBe(200);
      const evidence = res.json() as AnswerEvidence;
      expect(evidence).toMatchObject({ text: '', text_removed_at: removedAt });
      expect(evidence.position).not.toBeNull();
      expect(evidence.spans?.position).not.toBeNull();
    }
  });

  it('refuses a correction or its withdrawal with the retention message, not a not-found', async () => {
    for (const [origin, table] of [
      ['api', 'answers'],
      ['app', 'imported_answers'],
    ] as const) {
      const id = await answerWith(table, 'position IS NOT NULL');
      const path = evidencePaths.correction(project.uuid, id, origin);
      const expected = { code: 'answer_text_removed', message: answerTextRemoved(removedAt) };
      const corrected = await api(h, session, 'POST', path, { kind: 'NOT_MY_BRAND' });
      expect(corrected.statusCode).toBe(409);
      expect(corrected.json()).toMatchObject(expected);
      expect(answerTextRemoved(removedAt)).toMatch(
        /^The text of this answer was removed on \d{1,2} \w+ \d{4}/,
      );
      const withdrawn = await api(h, session, 'DELETE', path);
      expect(withdrawn.statusCode).toBe(409);
      expect(withdrawn.json()).toMatchObject(expected);
    }
  });

  it('is listed on both dashboards with an empty response and the date of the removal', async () => {
    const ranking = project.ranking_queries[0].uuid;
    const question = String(project.question_queries[0].id);
    for (const path of [rankingQueryPaths.responses(ranking), questionQueryPaths.responses(question)]) {
      const res = await api(h, session, 'GET', `${path}${range}`);
      expect(res.statusCode).toBe(200);
      const { responses } = res.json() as { responses: { response: string; text_removed_at: string }[] };
      expect(responses.length).toBeGreaterThan(0);
      for (const r of responses) expect(r).toMatchObject({ response: '', text_removed_at: removedAt });
    }
  });

  it('shows as removed in the accuracy results, now and a week before', async () => {
    const question = project.question_queries[0].id;
    const res = await api(
      h,
      session,
      'GET',
      `/projects/${project.uuid}/question-queries/${question}/results/`,
    );
    expect(res.statusCode).toBe(200);
    const answered = res.json().results.filter((r: { answer_id: number | null }) => r.answer_id !== null);
    expect(answered.length).toBeGreaterThan(0);
    for (const r of answered)
      expect(r).toMatchObject({
        response: null,
        text_removed_at: removedAt,
        previous_text_removed_at: removedAt,
      });
  });

  it('leaves the printable report without its text: no item evidence, the accuracy response marked removed', async () => {
    const res = await api(h, session, 'GET', `/reports/${newest.uuid}/`);
    expect(res.statusCode).toBe(200);
    const report = ReportDocumentSchema.parse(res.json());
    const placed = report.query_analysis_list
      .flatMap((q) => q.page2.provider_table_data)
      .filter((r) => r.position !== null);
    expect(placed.length).toBeGreaterThan(0);
    for (const row of placed) expect(row.evidence).toBeUndefined();
    const answered = report.question_analysis_list
      .flatMap((q) => q.question_results)
      .filter((r) => r.current_rating !== null);
    expect(answered.length).toBeGreaterThan(0);
    for (const r of answered)
      expect(r).toMatchObject({ current_response: null, current_text_removed_at: removedAt });
  });

  it('is quoted by no agent feedback: the stored one is built again without it, its figures still read', async () => {
    expect(feedbackBefore).toContain('"excerpt"');
    expect(await recommendationRepo.storedFeedback(h.ctx.db, newest.id)).toBeNull();
    const feedback = JSON.stringify(await feedbackOf(h.ctx.db, newest));
    expect(feedback).not.toContain('"excerpt"');
    expect(feedback).toContain('HubSpot');
  });
});
