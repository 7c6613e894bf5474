// The AI agent tab's and the recommendation screens' calls on a real database with sandbox engines:
// the feedback is computed from the report's answers and links them; implemented changes are checked
// with the spec's messages; recommendation runs go pending -> running -> completed or failed, retry
// returns a failed one to pending, the plan's monthly runs are enforced; other users' brands do not
// exist; the changes of a prompt come with their effect estimate.
import {
  billingMessages,
  CHANGE_TYPES,
  changeTypeCode,
  ImplementedChangeSchema,
  isoDay,
  LlmoFeedbackSchema,
  recommendationMessages as m,
  type Project,
  PromptChangesSchema,
  recommendationPaths as paths,
  type RecommendationContent,
  RecommendationDetailSchema,
  RecommendationExecutionSchema,
  RecommendationHistorySchema,
  RecommendationOverviewSchema,
  RecommendationStatusSchema,
  type Session,
} from '@sightline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASANA } from '../src/seed/data.ts';
import { api, subscribeLocally } from './billing-support.ts';
import { createBrand, type Harness, register, runReportsDaysAgo, startHarness } from './harness.ts';
import { collaborate } from './sharing-support.ts';

let h: Harness;
let owner: Session;
let project: Project;
let reportId: string;
let viewer: Awaited<ReturnType<typeof register>>;
let stranger: Session;

beforeAll(async () => {
  h = await startHarness({ env: { REPORT_SAMPLES: '2' } });
  const user = await register(h);
  await subscribeLocally(h, user.session, 'PRO');
  project = await createBrand(h, user.session, ASANA);
  owner = await runReportsDaysAgo(h, user.session, project.uuid, [7, 0]);
  const status = (await api(h, owner, 'GET', `/projects/${project.uuid}/execution-status/`)).json();
  reportId = status.executions[0].uuid;
  viewer = await register(h);
  await collaborate(h, owner, project.uuid, viewer, 'VIEW');
  stranger = (await register(h)).session;
}, 180_000);
afterAll(async () => {
  await h?.close();
});

const feedbackOf = async (session: Session, ref = reportId) =>
  LlmoFeedbackSchema.parse((await api(h, session, 'GET', paths.llmoFeedback(ref))).json());

/** The ids of the completed answers of an execution. */
const answerIdsOf = async (executionUuid: string) =>
  new Set(
    (
      await h.ctx.db.query<{ id: string }>(
        `SELECT a.id FROM answers a JOIN report_executions e ON e.id = a.execution_id
         WHERE e.uuid = $1 AND a.status = 'COMPLETED'`,
        [executionUuid],
      )
    ).rows.map((r) => Number(r.id)),
  );

describe('the LLMO feedback of a report', () => {
  it('is computed from the report’s answers, and every row links answers of that report', async () => {
    const feedback = await feedbackOf(owner);
    expect(feedback.report.id).toBe(reportId);
    expect(feedback.premium_locked).toBe(false);
    expect(feedback.competitors_change_data.compared_to).not.toBeNull();
    const ids = await answerIdsOf(reportId);
    const evidence = [
      ...Object.values(feedback.ranking_boost_data).flatMap((b) => [
        b.evidence,
        ...b.potential_collaborations.map((c) => c.evidence),
        ...b.expert_content_ideas.map((c) => c.evidence),
      ]),
      ...Object.values(feedback.info_correctness_data).map((i) => i.evidence),
    ];
    expect(evidence.length).toBeGreaterThan(0);
    for (const e of evidence) for (const a of e.answers) expect(ids.has(a.answer_id)).toBe(true);
    // The accuracy prompt is always there: one entry per question with a verdict.
    const question = project.question_queries[0];
    expect(feedback.info_correctness_data[question.uuid]).toMatchObject({
      query_text: question.query_text,
      expected_response: 'San Francisco',
    });
    expect(feedback.counts.ranking_boost).toBe(Object.keys(feedback.ranking_boost_data).length);
    expect(feedback.has_data).toBe(Object.values(feedback.counts).some((n) => n > 0));
    // It rests on the report's answers, every one simulated here (sandbox engines).
    expect(feedback.provenance).toMatchObject({ answers_measured: 0, answers_simulated: ids.size });
    expect(feedback.provenance.simulated_engines.length).toBeGreaterThan(0);
  });

  it('locks rows after the first for a demo user (a trial collaborator)', async () => {
    const feedback = await feedbackOf(viewer.session);
    expect(feedback.premium_locked).toBe(true);
    for (const b of Object.values(feedback.ranking_boost_data)) {
      for (const row of b.potential_collaborations.slice(1)) expect(row.name).toBe('Premium Content');
      for (const k of b.key_recommendations.slice(1)) expect(k).toContain('Upgrade to Premium');
    }
  });

  it('does not exist for a stranger, and refuses a malformed id', async () => {
    const res = await api(h, stranger, 'GET', paths.llmoFeedback(reportId));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.executionNotFound);
    expect((await api(h, owner, 'GET', paths.llmoFeedback('not-an-id'))).statusCode).toBe(400);
    expect((await api(h, owner, 'GET', paths.llmoFeedback('999999'))).statusCode).toBe(404);
  });
});

describe('implemented changes', () => {
  const valid = () => ({
    change_type: 'Content Creation',
    description: 'Published a comparison page',
    url: 'https://asana.com/compare',
    implementation_date: isoDay(h.clock.now()),
    query_id: project.ranking_queries[0].uuid,
  });
  const add = (session: Session, body: object, ref = reportId) =>
    api(h, session, 'POST', paths.addChange(ref), body);

  it('refuses bad input with the spec’s messages', async () => {
    const cases: [object, string, string][] = [
      [{ change_type: '' }, 'change_type', m.changeTypeRequired],
      [{ change_type: 'Magic' }, 'change_type', m.changeTypeInvalid],
      [{ change_type: 'content creation' }, 'change_type', m.changeTypeInvalid],
      [{ change_type: 7 }, 'change_type', m.changeTypeInvalid],
      [{ description: '  ' }, 'description', m.descriptionRequired],
      [{ implementation_date: '' }, 'implementation_date', m.dateRequired],
      [{ url: 'ftp://x' }, 'url', m.urlInvalid],
    ];
    for (const [patch, field, message] of cases) {
      const res = await add(owner, { ...valid(), ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().errors[field]).toContain(message);
    }
    const tomorrow = isoDay(new Date(h.clock.now().getTime() + 86_400_000));
    const future = await add(owner, { ...valid(), implementation_date: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.implementation_date).toEqual([m.dateInFuture]);
    const other = await createBrand(h, owner, { ...ASANA, entity_name: 'Other' });
    const foreign = await add(owner, { ...valid(), query_id: other.ranking_queries[0].uuid });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.query_id).toEqual([m.queryNotInBrand]);
  });

  it('logs a change (empty URL sent as null) and deletes it; a viewer or a stranger may not', async () => {
    expect((await add(viewer.session, valid())).statusCode).toBe(403);
    expect((await add(stranger, valid())).statusCode).toBe(404);
    const res = await add(owner, { ...valid(), url: '' });
    expect(res.statusCode, res.body).toBe(201);
    const change = ImplementedChangeSchema.parse(res.json());
    expect(change).toMatchObject({
      url: null,
      report_id: reportId,
      query_id: project.ranking_queries[0].uuid,
    });
    expect((await feedbackOf(owner)).implemented_changes.map((c) => c.id)).toContain(change.id);

    expect((await api(h, viewer.session, 'DELETE', paths.deleteChange(change.id))).statusCode).toBe(403);
    expect((await api(h, stranger, 'DELETE', paths.deleteChange(change.id))).statusCode).toBe(404);
    const deleted = await api(h, owner, 'DELETE', paths.deleteChange(change.id));
    expect(deleted.statusCode).toBe(200);
    expect((await feedbackOf(owner)).implemented_changes.map((c) => c.id)).not.toContain(change.id);
    expect((await api(h, owner, 'DELETE', paths.deleteChange(change.id))).statusCode).toBe(404);
  });

  it('takes a change type as its snake_case code too, and stores and shows its name', async () => {
    for (const type of CHANGE_TYPES) {
      const res = await add(owner, { ...valid(), change_type: changeTypeCode(type) });
      expect(res.statusCode, res.body).toBe(201);
      expect(ImplementedChangeSchema.parse(res.json()).change_type).toBe(type);
    }
    expect(changeTypeCode('Technical SEO')).toBe('technical_seo');
    const { implemented_changes } = await feedbackOf(owner);
    expect(new Set(implemented_changes.map((c) => c.change_type))).toEqual(new Set(CHANGE_TYPES));
  });
});

/** Every entry of a run's content (all of which carry their evidence). */
const entriesOf = (c: RecommendationContent) => {
  switch (c.type) {
    case 'website_collaboration':
      return [...c.recommendations, ...c.potential_collaborations];
    case 'content_creation':
      return [...c.expert_content_ideas, ...c.prompt_content_ideas, ...c.semantic_content_ideas];
    case 'social_media':
      return c.social_media_content;
    case 'improving_information_accuracy':
      return [...c.brand_content_to_update, ...c.external_content_to_update];
  }
};

const history = async (session: Session, scope: Parameters<typeof paths.history>[0], ref: string) =>
  RecommendationHistorySchema.parse((await api(h, session, 'GET', paths.history(scope, ref))).json());
const create = (session: Session, scope: Parameters<typeof paths.create>[0], ref: string, type: string) =>
  api(h, session, 'POST', paths.create(scope, ref), { type });
const detailOf = async (session: Session, id: string) =>
  RecommendationDetailSchema.parse((await api(h, session, 'GET', paths.detail(id))).json());

describe('recommendation runs', () => {
  it('go pending -> completed with content whose evidence links the latest report’s answers', async () => {
    const ranking = project.ranking_queries[0];
    const before = await history(owner, 'ranking-query', ranking.uuid);
    expect(before.types).toEqual(['website_collaboration', 'content_creation', 'social_media']);
    expect(before.title).toBe(ranking.query_text);
    const res = await create(owner, 'ranking-query', ranking.uuid, 'content_creation');
    expect(res.statusCode, res.body).toBe(201);
    const started = RecommendationExecutionSchema.parse(res.json());
    expect(started).toMatchObject({ status: 'pending', type: 'content_creation', query_id: ranking.uuid });
    expect((await history(owner, 'ranking-query', ranking.uuid)).remaining_executions).toBe(
      before.remaining_executions! - 1,
    );
    await h.drainJobs();
    const status = RecommendationStatusSchema.parse(
      (await api(h, owner, 'GET', paths.status(started.id))).json(),
    );
    expect(status.status).toBe('completed');
    const detail = await detailOf(viewer.session, started.id);
    expect(detail.generated_by).toBe('template');
    expect(detail.target_queries.map((q) => q.id)).toEqual([ranking.uuid]);
    expect(detail.content?.type).toBe('content_creation');
    const ids = await answerIdsOf(reportId);
    if (detail.content?.type === 'content_creation')
      for (const idea of detail.content.expert_content_ideas) {
        expect(idea.evidence.answers.length).toBeGreaterThan(0);
        for (const a of idea.evidence.answers) expect(ids.has(a.answer_id)).toBe(true);
      }
    expect(status.recommendations_count).toBe(detail.execution.recommendations_count);
    // It says what its evidence rests on: the distinct answers cited, simulated here.
    const cited = new Set(
      [...JSON.stringify(detail.content).matchAll(/"answer_id":(\d+)/g)].map((m) => m[1]),
    );
    expect(cited.size).toBeGreaterThan(0);
    expect(detail.provenance).toMatchObject({ answers_measured: 0, answers_simulated: cited.size });

    // Retry is for failed runs only; a completed one is marked implemented, by an editor or owner.
    expect((await api(h, owner, 'POST', paths.retry(started.id))).statusCode).toBe(409);
    expect((await api(h, viewer.session, 'POST', paths.implement(started.id))).statusCode).toBe(403);
    const implemented = RecommendationExecutionSchema.parse(
      (await api(h, owner, 'POST', paths.implement(started.id))).json(),
    );
    expect(implemented.is_implemented).toBe(true);
    expect(implemented.implemented_at).not.toBeNull();
  });

  it('offers each scope its types only, and refuses an unknown type', async () => {
    const question = project.question_queries[0];
    expect((await history(owner, 'question-query', question.uuid)).types).toEqual([
      'improving_information_accuracy',
    ]);
    const wrong = await create(owner, 'question-query', question.uuid, 'social_media');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(m.typeNotOffered);
    expect((await create(owner, 'project', project.uuid, 'nonsense')).statusCode).toBe(400);
    expect((await history(owner, 'project', project.uuid)).types).toHaveLength(4);
    // A ranking prompt's id is no accuracy prompt.
    expect(
      (await api(h, owner, 'GET', paths.history('question-query', project.ranking_queries[0].uuid)))
        .statusCode,
    ).toBe(404);
  });

  it('writes every type for the brand and accuracy prompts, with nothing invented', async () => {
    const runs = await Promise.all(
      (['website_collaboration', 'social_media', 'improving_information_accuracy'] as const).map(
        async (type) =>
          RecommendationExecutionSchema.parse((await create(owner, 'project', project.uuid, type)).json()),
      ),
    );
    const accuracy = RecommendationExecutionSchema.parse(
      (
        await create(
          owner,
          'question-query',
          project.question_queries[0].uuid,
          'improving_information_accuracy',
        )
      ).json(),
    );
    await h.drainJobs();
    const ids = await answerIdsOf(reportId);
    const types = new Set<string>();
    for (const run of [...runs, accuracy]) {
      const detail = await detailOf(owner, run.id);
      expect(detail.execution.status, detail.execution.error_message ?? '').toBe('completed');
      const c = detail.content!;
      // Every entry carries the evidence the agent tab shows: answers of the latest report.
      for (const entry of entriesOf(c)) {
        types.add(c.type);
        expect(
          entry.evidence.answers.length,
          `${c.type} ${JSON.stringify(entry).slice(0, 80)}`,
        ).toBeGreaterThan(0);
        for (const a of entry.evidence.answers) expect(ids.has(a.answer_id)).toBe(true);
      }
      if (c.type === 'website_collaboration')
        for (const p of c.potential_collaborations) {
          expect(p.contact_info).toBeNull();
          expect(p.sources.length).toBeGreaterThan(0);
        }
      if (c.type === 'social_media') {
        for (const post of c.social_media_content) expect(post.evidence.sources).toContain(post.link);
        if (c.social_media_content.length === 0) expect(c.note).not.toBeNull();
      }
    }
    expect(types).toContain('improving_information_accuracy');
  });

  it('fails without collected answers, and a retry returns it to pending and completes after a report', async () => {
    const fresh = await createBrand(h, owner, { ...ASANA, entity_name: 'Fresh' });
    const ranking = fresh.ranking_queries[0];
    const run = RecommendationExecutionSchema.parse(
      (await create(owner, 'ranking-query', ranking.uuid, 'website_collaboration')).json(),
    );
    await h.drainJobs();
    const failed = RecommendationStatusSchema.parse(
      (await api(h, owner, 'GET', paths.status(run.id))).json(),
    );
    expect(failed).toMatchObject({ status: 'failed', error_message: m.noAnswers });
    expect((await api(h, owner, 'POST', paths.implement(run.id))).statusCode).toBe(409);

    const signedIn = await runReportsDaysAgo(h, owner, fresh.uuid, [0]);
    const retried = RecommendationExecutionSchema.parse(
      (await api(h, signedIn, 'POST', paths.retry(run.id))).json(),
    );
    expect(retried).toMatchObject({ status: 'pending', error_message: null });
    await h.drainJobs();
    expect((await detailOf(signedIn, run.id)).execution.status).toBe('completed');
    owner = signedIn;
  });

  it('keeps other users out of runs and histories', async () => {
    const ranking = project.ranking_queries[0];
    const run = (await history(owner, 'ranking-query', ranking.uuid)).executions[0];
    for (const path of [
      paths.detail(run.id),
      paths.status(run.id),
      paths.history('ranking-query', ranking.uuid),
    ])
      expect((await api(h, stranger, 'GET', path)).statusCode).toBe(404);
    expect((await api(h, stranger, 'POST', paths.retry(run.id))).statusCode).toBe(404);
    expect((await create(stranger, 'project', project.uuid, 'social_media')).statusCode).toBe(404);
    expect((await create(viewer.session, 'project', project.uuid, 'social_media')).statusCode).toBe(403);
  });

  it('lists every run of the brands a user sees on the index, paged, and none of others', async () => {
    const overview = async (session: Session, query = '') =>
      RecommendationOverviewSchema.parse((await api(h, session, 'GET', `${paths.overview}${query}`)).json());
    for (const type of ['website_collaboration', 'content_creation', 'social_media'].flatMap((t) => [t, t]))
      expect((await create(owner, 'project', project.uuid, type)).statusCode).toBe(201);
    const ranking = project.ranking_queries[0];
    expect((await create(owner, 'ranking-query', ranking.uuid, 'content_creation')).statusCode).toBe(201);
    await h.drainJobs();
    const all = await overview(owner, '?page_size=50');
    const runsOf = async (where: string) =>
      (
        await h.ctx.db.query<{ id: string }>(
          `SELECT r.uuid::text AS id FROM recommendation_executions r JOIN projects p ON p.id = r.project_id
           WHERE ${where}`,
          [project.uuid],
        )
      ).rows;
    // Every brand of the owner, and the shared brand alone for its viewer.
    const runs = await runsOf('p.owner_id = (SELECT owner_id FROM projects WHERE uuid = $1)');
    const shared = await runsOf('p.uuid = $1');
    expect(all.pagination.total_items).toBe(runs.length);
    expect(new Set(all.executions.map((r) => r.id))).toEqual(new Set(runs.map((r) => r.id)));
    const times = all.executions.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.executions.find((r) => r.query_id === ranking.uuid)).toMatchObject({
      scope: 'ranking-query',
      project_title: project.title,
      project_id: project.uuid,
      query_text: ranking.query_text,
    });
    expect(all.executions.find((r) => r.scope === 'project')?.query_text).toBeNull();
    // Paged: the first page of one holds the newest; a viewer sees the shared brand's runs.
    const first = await overview(owner, '?page=1&page_size=5');
    expect(first.executions.map((r) => r.id)).toEqual(all.executions.slice(0, 5).map((r) => r.id));
    expect(first.pagination.total_pages).toBe(Math.ceil(runs.length / 5));
    expect((await overview(viewer.session, '?page_size=50')).pagination.total_items).toBe(shared.length);
    expect((await overview(stranger)).executions).toEqual([]);
    const bad = await api(h, owner, 'GET', `${paths.overview}?page_size=7`);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a run when the month’s runs are used up', async () => {
    const { session } = await register(h);
    const brand = await createBrand(h, session, { ...ASANA, entity_name: 'Limited' });
    const userId = session.user.id;
    const left = (await history(session, 'project', brand.uuid)).remaining_executions!;
    for (let i = 0; i < left; i++)
      await h.ctx.db.tx((q) => h.ctx.limits.takeExecution(q, userId, 'recommendation'));
    expect((await history(session, 'project', brand.uuid)).remaining_executions).toBe(0);
    const res = await create(session, 'project', brand.uuid, 'social_media');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'execution_limit_reached',
      message: billingMessages.noExecutions,
    });
  });
});

describe('the changes of a prompt and their effect', () => {
  it('lists logged changes and implemented runs targeting the prompt, too early to tell on two reports', async () => {
    const ranking = project.ranking_queries[0];
    const logged = ImplementedChangeSchema.parse(
      (
        await api(h, owner, 'POST', paths.addChange(reportId), {
          change_type: 'Backlink Building',
          description: 'Guest post',
          implementation_date: isoDay(h.clock.now()),
          query_id: ranking.uuid,
        })
      ).json(),
    );
    const res = await api(h, viewer.session, 'GET', paths.promptChanges('ranking', ranking.uuid));
    expect(res.statusCode).toBe(200);
    const { changes } = PromptChangesSchema.parse(res.json());
    expect(changes.map((c) => c.source)).toEqual(
      expect.arrayContaining(['implemented_change', 'recommendation']),
    );
    const change = changes.find((c) => c.key === `change-${logged.id}`)!;
    expect(change.effect.status).toBe('too_early');
    expect(change.effect.rate.effect).toBeNull();
    expect(change.effect.rate.n.targeted_before).toBeGreaterThan(0);
    expect((await api(h, stranger, 'GET', paths.promptChanges('ranking', ranking.uuid))).statusCode).toBe(
      404,
    );
    expect(
      (await api(h, owner, 'GET', paths.promptChanges('question', project.question_queries[0].uuid)))
        .statusCode,
    ).toBe(200);
  });
});
