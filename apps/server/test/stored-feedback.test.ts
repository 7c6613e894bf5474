// The agent tab's feedback stored per execution: the job that finishes a report writes it, equal to
// the feedback built from the execution's answers; a retry of that job adds nothing; a correction
// and a re-analysis rebuild it from the new readings; an execution without a row gets one on its
// first read; the tab's narrowed reply keeps one query per section.
import { evidencePaths, LlmoFeedbackSchema, recommendationPaths } from '@sightline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { recommendationRepo } from '../src/modules/recommendations/recommendations.repo.ts';
import { computeFeedback } from '../src/modules/recommendations/stored-feedback.ts';
import { reanalyze } from '../src/modules/reports/reanalyze.ts';
import { HUBSPOT } from '../src/seed/data.ts';
import { api, subscribeLocally } from './billing-support.ts';
import { createBrand, harnessForFile, register, runReportsDaysAgo } from './harness.ts';

const h = await harnessForFile({ env: { REPORT_SAMPLES: '1' } });
let session: Awaited<ReturnType<typeof register>>['session'];
let project: Awaited<ReturnType<typeof createBrand>>;
let executions: { id: number; uuid: string }[];

beforeAll(async () => {
  ({ session } = await register(h));
  // A paying user: a demo user's rows after the first are placeholders, not the stored ones.
  await subscribeLocally(h, session, 'PRO');
  project = await createBrand(h, session, HUBSPOT);
  session = await runReportsDaysAgo(h, session, project.uuid, [7, 0]);
  executions = (
    await h.ctx.db.query<{ id: number; uuid: string }>(
      'SELECT id, uuid::text FROM report_executions WHERE project_id = $1 ORDER BY executed_at',
      [project.id],
    )
  ).rows;
}, 180_000);

const latest = () => executions[executions.length - 1];

const stored = async (executionId: number) =>
  (
    await h.ctx.db.query<{ feedback: unknown; previous_execution_id: number | null; built_at: Date }>(
      'SELECT feedback, previous_execution_id, built_at FROM execution_feedback WHERE execution_id = $1',
      [executionId],
    )
  ).rows;

/** The feedback built now from the execution's answers (and the previous execution's). */
const computed = async (executionId: number) => {
  const execution = await recommendationRepo.execution(h.ctx.db, String(executionId));
  if (!execution) throw new Error('no execution');
  return (await computeFeedback(h.ctx.db, execution)).feedback;
};

const reply = async (query = '') => {
  const res = await api(h, session, 'GET', `${recommendationPaths.llmoFeedback(latest().uuid)}${query}`);
  expect(res.statusCode).toBe(200);
  return LlmoFeedbackSchema.parse(res.json());
};

describe('the stored feedback of an execution', () => {
  it('is written by the finishing job, equal to the feedback built from the answers', async () => {
    for (const e of executions) {
      const rows = await stored(e.id);
      expect(rows).toHaveLength(1);
      expect(rows[0].feedback).toEqual(await computed(e.id));
    }
    expect((await stored(latest().id))[0].previous_execution_id).toBe(executions[0].id);
    const served = await reply();
    const own = (await stored(latest().id))[0].feedback as Awaited<ReturnType<typeof computed>>;
    expect(served.ranking_boost_data).toEqual(own.ranking_boost_data);
    expect(served.competitors_change_data).toEqual(own.competitors_change_data);
    expect(served.counts).toEqual(own.counts);
  });

  it('is not written twice when the finishing job runs again', async () => {
    const [before] = await stored(latest().id);
    await h.ctx.reportJobs.finishJob.handle({ executionId: latest().id });
    const after = await stored(latest().id);
    expect(after).toHaveLength(1);
    expect(after[0].built_at).toEqual(before.built_at);
  });

  it('is rebuilt from the new readings when a correction changes them', async () => {
    const [before] = await stored(latest().id);
    // Every answer naming the brand is corrected to not name it: domains cited with the brand become
    // domains cited only for competitors, which the feedback reads.
    const { rows: named } = await h.ctx.db.query<{ id: number }>(
      `SELECT a.id::int FROM answers a JOIN prompts p ON p.id = a.prompt_id
       WHERE a.execution_id = $1 AND p.kind = 'RANKING' AND a.mention IN ('RECOMMENDED', 'MENTIONED')`,
      [latest().id],
    );
    expect(named.length).toBeGreaterThan(0);
    for (const { id } of named) {
      const res = await api(h, session, 'POST', evidencePaths.correction(project.uuid, id), {
        kind: 'NOT_MY_BRAND',
      });
      expect(res.statusCode).toBe(200);
    }
    const [after] = await stored(latest().id);
    expect(after.feedback).not.toEqual(before.feedback);
    expect(after.feedback).toEqual(await computed(latest().id));
  });

  it('is rebuilt by a re-analysis', async () => {
    await h.ctx.db.query(
      `UPDATE execution_feedback SET feedback = '{"ranking_boost_data": {}}' WHERE execution_id = ANY($1::int[])`,
      [executions.map((e) => e.id)],
    );
    await reanalyze(h.ctx.db, { projectId: project.id, all: true });
    for (const e of executions) expect((await stored(e.id))[0].feedback).toEqual(await computed(e.id));
  });

  it('is built and stored on the first read of an execution without one', async () => {
    await h.ctx.db.query('DELETE FROM execution_feedback WHERE execution_id = $1', [latest().id]);
    const served = await reply();
    const rows = await stored(latest().id);
    expect(rows).toHaveLength(1);
    expect(rows[0].feedback).toEqual(await computed(latest().id));
    expect(served.counts).toEqual((rows[0].feedback as { counts: unknown }).counts);
  });

  it('is forgotten when a prompt’s text changes, and built again with the new text', async () => {
    const prompt = project.ranking_queries[0];
    const res = await api(
      h,
      session,
      'PUT',
      `/projects/${project.uuid}/ranking-queries/${prompt.id}/update/`,
      {
        query_text: `${prompt.query_text} in 2026`,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(await stored(latest().id)).toHaveLength(0);
    const served = await reply();
    for (const b of Object.values(served.ranking_boost_data))
      if (b.query_id === prompt.uuid) expect(b.query_text).toBe(`${prompt.query_text} in 2026`);
    expect(await stored(latest().id)).toHaveLength(1);
  });
});

describe('the reply narrowed to what the agent tab shows', () => {
  it('keeps one Boost and one Correctness query, lists them all, and leaves evidence lean', async () => {
    const full = await reply();
    const first = await reply('?selected_only=true');
    const ranking = Object.keys(full.ranking_boost_data);
    expect(first.queries.ranking.map((q) => q.query_id)).toEqual(ranking);
    expect(first.queries.question.map((q) => q.query_id)).toEqual(Object.keys(full.info_correctness_data));
    expect(Object.keys(first.ranking_boost_data)).toEqual(ranking.slice(0, 1));
    expect(first.counts).toEqual(full.counts);
    expect(first.competitors_change_data).toEqual(full.competitors_change_data);
    const last = ranking[ranking.length - 1];
    const chosen = await reply(`?selected_only=true&ranking_query_id=${last}`);
    expect(chosen.ranking_boost_data).toEqual({ [last]: full.ranking_boost_data[last] });
    for (const b of Object.values(full.ranking_boost_data))
      for (const a of b.evidence.answers) {
        expect(a).not.toHaveProperty('sources');
        expect(a).not.toHaveProperty('collected_at');
      }
  });
});
