// GET projects/dashboard-metrics/ (spec 1 sections 2 and 9): every metric compares the last 24 hours
// with the 24 before, ending now, by the answers' collection times, on real pipeline data.
import {
  DashboardMetricsReplySchema,
  EMPTY_DASHBOARD_METRIC,
  percentChange,
  type Session,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { ASANA } from '../src/seed/data.ts';
import { bearer, createBrand, harnessForFile, register, signIn } from './harness.ts';

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
    mentions: number;
    position_sum: number;
    position_count: number;
    citations: number;
  }>(
    `SELECT count(*) FILTER (WHERE a.mention IN ('RECOMMENDED', 'MENTIONED'))::int AS mentions,
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
    for (const offset of visits) {
      await h.ctx.db.query(
        `INSERT INTO website_visits (project_id, visited_at, provider, visit_type, page_url)
         VALUES ($1, $2, 'chatgpt', 'AI_REFERRAL', 'https://asana.com/')`,
        [project.id, new Date(now.getTime() + offset)],
      );
    }

    const current = await storedWindow(project.id, new Date(now.getTime() - 24 * HOUR), now);
    const previous = await storedWindow(
      project.id,
      new Date(now.getTime() - 48 * HOUR),
      new Date(now.getTime() - 24 * HOUR),
    );
    expect(current.mentions).toBeGreaterThan(0);
    const position = (w: typeof current) =>
      w.position_count ? Math.round((w.position_sum / w.position_count) * 10) / 10 : null;
    const metric = (await metricsOf(signedIn))[project.uuid];
    expect(metric).toEqual({
      mentions: current.mentions,
      mentions_change: percentChange(current.mentions, previous.mentions),
      average_position: position(current),
      average_position_change:
        position(current) === null || position(previous) === null
          ? 0
          : percentChange(position(current)!, position(previous)!),
      referred_users: 3,
      referred_users_change: 50,
      ai_citations: current.citations,
      ai_citations_change: percentChange(current.citations, previous.citations),
    });
  });
});
