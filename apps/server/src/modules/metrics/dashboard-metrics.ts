// The brand list's metrics: the latest day against the day before, from the daily roll-ups.
import { DAY_MS, type DashboardMetric, isoDay } from '@sightline/contracts';
import type { Queryable } from '../../db/database.ts';

/** Percent change, one decimal; from zero it is +100% when something appeared, else 0. */
export const percentChange = (current: number, previous: number) => {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
};

interface Window {
  mentions: number;
  position_sum: number;
  position_count: number;
  client_citations: number;
  referred: number;
}

const average = (w: Window) =>
  w.position_count > 0 ? Math.round((w.position_sum / w.position_count) * 10) / 10 : null;

export const toDashboardMetric = (current: Window, previous: Window): DashboardMetric => {
  const position = average(current);
  const previousPosition = average(previous);
  return {
    mentions: current.mentions,
    mentions_change: percentChange(current.mentions, previous.mentions),
    average_position: position,
    average_position_change:
      position === null || previousPosition === null ? 0 : percentChange(position, previousPosition),
    referred_users: current.referred,
    referred_users_change: percentChange(current.referred, previous.referred),
    ai_citations: current.client_citations,
    ai_citations_change: percentChange(current.client_citations, previous.client_citations),
  };
};

const EMPTY: Window = { mentions: 0, position_sum: 0, position_count: 0, client_citations: 0, referred: 0 };

export const dashboardMetrics = async (q: Queryable, projects: { id: number; uuid: string }[], now: Date) => {
  const ids = projects.map((p) => p.id);
  const today = isoDay(now);
  const yesterday = isoDay(new Date(now.getTime() - DAY_MS));
  const [rollups, visits] = await Promise.all([
    q.query<{ project_id: number; current: boolean } & Omit<Window, 'referred'>>(
      `SELECT project_id, day = $2::date AS current, sum(mentions)::int AS mentions,
         sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count,
         sum(client_citations)::int AS client_citations
       FROM metrics_daily WHERE project_id = ANY($1::int[]) AND day IN ($2::date, $3::date)
       GROUP BY project_id, day`,
      [ids, today, yesterday],
    ),
    q.query<{ project_id: number; current: boolean; referred: number }>(
      `SELECT project_id, visited_at > $2 AS current, count(*)::int AS referred
       FROM website_visits
       WHERE project_id = ANY($1::int[]) AND visit_type = 'AI_REFERRAL' AND visited_at > $3 AND visited_at <= $4
       GROUP BY project_id, visited_at > $2`,
      [ids, new Date(now.getTime() - DAY_MS), new Date(now.getTime() - 2 * DAY_MS), now],
    ),
  ]);
  const windows = new Map<string, Window>();
  const windowOf = (projectId: number, current: boolean) => {
    const key = `${projectId}:${current}`;
    let w = windows.get(key);
    if (!w) {
      w = { ...EMPTY };
      windows.set(key, w);
    }
    return w;
  };
  for (const r of rollups.rows) {
    const w = windowOf(r.project_id, r.current);
    w.mentions = r.mentions;
    w.position_sum = r.position_sum;
    w.position_count = r.position_count;
    w.client_citations = r.client_citations;
  }
  for (const v of visits.rows) windowOf(v.project_id, v.current).referred = v.referred;
  return Object.fromEntries(
    projects.map((p) => [p.uuid, toDashboardMetric(windowOf(p.id, true), windowOf(p.id, false))]),
  );
};
