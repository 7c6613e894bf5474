// GET projects/dashboard-metrics/ (spec 1 sections 2 and 9): every metric compares the last 24 hours
// with the 24 before, ending now, by the answers' collection times, on real pipeline data.
import {
  countCi95,
  DashboardMetricsReplySchema,
  EMPTY_DASHBOARD_METRIC,
  isNewFigure,
  meanCi95,
  percentChange,
  proportionCi95,
  type Session,
  trendSignificant,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { ASANA } from '../src/seed/data.ts';
import { bearer, createBrand, harnessForFile, register, signIn, storeVisits } from './harness.ts';

const HOUR = 3_600_000;
const h = await harnessForFile({ env: { REPORT_SAMPLES: '1' } });

const metricsOf = async (session: Session) => {
  const res = await h.app.inject({
    method: 'GET',
    url: '/api/projects/dashboard-metrics/',
    headers: bearer(session),
  });
  expect(res.statusCode).toBe(200);
  return DashboardMetricsReplySchema.parse(res.json()).metrics;
};

/** Runs a report at `at`, as the scheduler would, with a session signed in then. */
const runAt = async (session: Session, projectUuid: string, at: Date) => {
  h.clock.current = at;
  const signedIn = await signIn(h, session.user.email);
  const run = await h.app.inject({
    method: 'POST',
    url: `/api/projects/${projectUuid}/run/`,
    headers: bearer(signedIn),
  });
  expect(run.statusCode).toBe(202);
  await h.drainJobs();
  return signedIn;
};

/** The brand's visibility in the answers collected in (from, to], straight from the answers. */
const storedWindow = async (projectId: number, from: Date, to: Date) => {
  const { rows } = await h.ctx.db.query<{
    answers: number;
    simulated: number;
    mentions: number;
    positions: number[];
    position_sum: number;
    position_count: number;
    citations: number;
  }>(
    `SELECT count(*) FILTER (WHERE a.status = 'COMPLETED')::int AS answers,
       count(*) FILTER (WHERE a.status = 'COMPLETED' AND a.simulated)::int AS simulated,
       count(*) FILTER (WHERE a.mention IN ('RECOMMENDED', 'MENTIONED'))::int AS mentions,
       coalesce(array_agg(a.position::int) FILTER (WHERE a.position IS NOT NULL), '{}') AS positions,
       coalesce(sum(a.position), 0)::int AS position_sum, count(a.position)::int AS position_count,
       (SELECT count(*) FROM answer_sources s JOIN answers b ON b.id = s.answer_id
        WHERE b.project_id = $1 AND s.is_client_domain AND b.collected_at > $2 AND b.collected_at <= $3)::int AS citations
     FROM answers a WHERE a.project_id = $1 AND a.collected_at > $2 AND a.collected_at <= $3`,
    [projectId, from, to],
  );
  return rows[0];
};

describe('dashboard metrics', () => {
  it('are real zeros before any report', async () => {
    const { session } = await register(h);
    const project = await createBrand(h, session, {
      entity_name: 'Acme CRM',
      location: 'Madrid, Spain',
      domain: 'acme-crm.com',
      ai_engines: ['chatgpt'],
      ranking_queries: ['best CRM for startups'],
    });
    expect((await metricsOf(session))[project.uuid]).toEqual(EMPTY_DASHBOARD_METRIC);
  });

  it('give each change its previous figure, so a first report reads as new rather than +100%', async () => {
    const { session } = await register(h);
    const project = await createBrand(h, session, {
      ...ASANA,
      ai_engines: ['chatgpt'],
      question_queries: [],
    });
    const signedIn = await runAt(session, project.uuid, h.clock.now());
    const metric = (await metricsOf(signedIn))[project.uuid];
    expect(metric.mentions).toBeGreaterThan(0);
    expect([metric.mentions_previous, metric.mentions_change]).toEqual([0, 100]);
    expect(isNewFigure(metric.mentions_previous, metric.mentions)).toBe(true);
    expect(metric.average_position).not.toBeNull();
    expect(metric.average_position_previous).toBeNull();
    expect(isNewFigure(metric.average_position_previous, metric.average_position)).toBe(true);
  });

  it('compare the last 24 hours with the 24 before, ending now, not calendar days', async () => {
    const { session } = await register(h);
    const project = await createBrand(h, session, {
      ...ASANA,
      ai_engines: ['chatgpt', 'gemini'],
      question_queries: [],
    });
    const now = h.clock.now();
    const minutes = (n: number) => n * 60_000;
    const runs = [
      -48 * HOUR - minutes(10), // before both windows
      -48 * HOUR + minutes(10), // previous window
      -30 * HOUR, // previous window
      -24 * HOUR - minutes(10), // previous window, just before the windows meet
      -24 * HOUR, // previous window: a window ends with its last instant
      -24 * HOUR + minutes(10), // current window
      -5 * HOUR, // current window
      0, // current window: it ends now
    ];
    let signedIn = session;
    for (const offset of runs)
      signedIn = await runAt(signedIn, project.uuid, new Date(now.getTime() + offset));
    h.clock.current = now;
    const visits = [-47 * HOUR, -25 * HOUR, -23 * HOUR, -2 * HOUR, -HOUR, -49 * HOUR];
    // Through the website writer's insert, which also rolls them up per hour as the brand list reads them.
    await storeVisits(
      h,
      visits.map((offset, i) => ({
        project_id: project.id,
        event_id: `dashboard-metrics-${i}`,
        visited_at: new Date(now.getTime() + offset).toISOString(),
        visit_type: 'AI_REFERRAL' as const,
        provider: 'chatgpt',
        source: '',
        page_url: 'https://asana.com/',
        referer: null,
        user_agent: null,
        visitor: null,
        crawler_purpose: null,
        verification: null,
      })),
    );

    const current = await storedWindow(project.id, new Date(now.getTime() - 24 * HOUR), now);
    const previous = await storedWindow(
      project.id,
      new Date(now.getTime() - 48 * HOUR),
      new Date(now.getTime() - 24 * HOUR),
    );
    expect(current.mentions).toBeGreaterThan(0);
    const position = (w: typeof current) =>
      w.position_count ? Math.round((w.position_sum / w.position_count) * 10) / 10 : null;
    // The t interval straight from the positions of the answers.
    const positionInterval = (w: typeof current) =>
      meanCi95(
        {
          n: w.positions.length,
          sum: w.positions.reduce((a, b) => a + b, 0),
          sumSq: w.positions.reduce((a, b) => a + b * b, 0),
        },
        [1, Number.POSITIVE_INFINITY],
      );
    expect(current.answers).toBeGreaterThan(0);
    expect(positionInterval(current)).not.toBeNull();
    const metric = (await metricsOf(signedIn))[project.uuid];
    expect(metric).toEqual({
      mentions: current.mentions,
      mentions_n: current.answers,
      mentions_ci95: countCi95(current.mentions, current.answers),
      mentions_change: percentChange(current.mentions, previous.mentions),
      mentions_change_significant: trendSignificant(
        proportionCi95(previous.mentions, previous.answers),
        proportionCi95(current.mentions, current.answers),
      ),
      mentions_previous: previous.mentions,
      average_position: position(current),
      average_position_n: current.position_count,
      average_position_ci95: positionInterval(current),
      average_position_change:
        position(current) === null || position(previous) === null
          ? 0
          : percentChange(position(current)!, position(previous)!),
      average_position_change_significant: trendSignificant(
        positionInterval(previous),
        positionInterval(current),
      ),
      average_position_previous: position(previous),
      referred_users: 3,
      referred_users_change: 50,
      referred_users_previous: 2,
      ai_citations: current.citations,
      ai_citations_change: percentChange(current.citations, previous.citations),
      ai_citations_previous: previous.citations,
      answers_counted: current.answers,
      answers_simulated: current.simulated,
      answers_counted_previous: previous.answers,
      answers_simulated_previous: previous.simulated,
    });
  });
});
