// The Competitors tab and the AI Share of Voice matrix, from the weekly entity roll-ups
// (partial edge weeks from the daily ones).
import { weekStart } from '@sightline/contracts';
import { positionTrend } from '../../analysis/metrics.ts';
import type { Queryable } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { rollupRowsInRange, splitParams } from './range-split.ts';
import { type DayRange, round1 } from './weeks.ts';

interface EntityWeek {
  entity_key: string;
  name: string;
  is_brand: boolean;
  week: string;
  mentions: number;
  position_sum: number;
  position_count: number;
}

// The UI pages them five at a time.
const APPEARANCES_PER_COMPETITOR = 20;

/** Each entity's rows of a range, all engines together (the tab's table and charts). */
const ENTITY_TOTALS_IN_RANGE = rollupRowsInRange(
  'entity_totals_weekly',
  'project_entity_metrics_daily',
  'entity_key, name, is_brand, mentions, position_sum, position_count',
);
/** Per engine (the share of voice matrix). */
const ENTITY_ROWS_IN_RANGE = rollupRowsInRange(
  'entity_metrics_weekly',
  'project_entity_metrics_daily',
  'engine, entity_key, name, is_brand, mentions, position_sum, position_count',
);

export const competitors = async (q: Queryable, project: ProjectRow, range: DayRange) => {
  // The later of the range's start and the Monday of its last week (ISO days sort as strings).
  const latestWeekStart = [range.start, weekStart(range.end)].sort()[1];
  const [weekly, appearances] = await Promise.all([
    jsonRows<EntityWeek>(
      q,
      `SELECT entity_key, min(name) AS name, bool_or(is_brand) AS is_brand,
         to_char(week, 'YYYY-MM-DD') AS week,
         sum(mentions)::int AS mentions, sum(position_sum)::int AS position_sum, sum(position_count)::int AS position_count
       FROM ${ENTITY_TOTALS_IN_RANGE}
       GROUP BY entity_key, week`,
      [project.id, ...splitParams(range.start, range.end)],
    ),
    jsonRows<{
      entity_key: string;
      query_text: string;
      engine: string;
      day: string;
      position: number | null;
      sources: string[] | null;
    }>(
      q,
      // The latest appearances: the newest day of each prompt and engine in the range's latest week,
      // at most APPEARANCES_PER_COMPETITOR per competitor.
      `WITH latest AS (
         SELECT prompt_id, engine, max(day) AS day FROM metrics_daily
         WHERE project_id = $1 AND day BETWEEN $2::date AND $3::date GROUP BY prompt_id, engine
       ), a AS (
         SELECT e.entity_key, e.prompt_id, e.engine, e.day,
           (e.position_sum::float / nullif(e.position_count, 0)) AS position,
           row_number() OVER (PARTITION BY e.entity_key ORDER BY e.day DESC, e.prompt_id, e.engine) AS n
         FROM latest JOIN entity_metrics_daily e ON e.project_id = $1 AND e.prompt_id = latest.prompt_id
           AND e.engine = latest.engine AND e.day = latest.day
       )
       SELECT a.entity_key, a.n, p.query_text, a.engine, to_char(a.day, 'YYYY-MM-DD') AS day, a.position,
         (SELECT json_agg(s.url ORDER BY s.count DESC, s.url) FROM source_metrics_daily s
            WHERE s.project_id = $1 AND s.prompt_id = a.prompt_id AND s.engine = a.engine AND s.day = a.day) AS sources
       FROM a JOIN prompts p ON p.id = a.prompt_id
       WHERE a.n <= $4`,
      [project.id, latestWeekStart, range.end, APPEARANCES_PER_COMPETITOR],
      'entity_key, n',
    ),
  ]);
  const byEntity = new Map<string, EntityWeek[]>();
  for (const r of weekly) byEntity.set(r.entity_key, [...(byEntity.get(r.entity_key) ?? []), r]);
  const appearancesOf = new Map<string, typeof appearances>();
  for (const a of appearances)
    appearancesOf.set(a.entity_key, [...(appearancesOf.get(a.entity_key) ?? []), a]);

  const list = [...byEntity.entries()].map(([entityKey, weeks]) => {
    const isClient = weeks.some((w) => w.is_brand);
    const sum = weeks.reduce((a, w) => a + w.position_sum, 0);
    const count = weeks.reduce((a, w) => a + w.position_count, 0);
    const weekPosition = (w?: EntityWeek) =>
      w?.position_count ? round1(w.position_sum / w.position_count) : null;
    const byWeek = new Map(weeks.map((w) => [w.week, w]));
    const positions = range.weeks.map((w) => weekPosition(byWeek.get(w)));
    const present = positions.filter((p): p is number => p !== null);
    return {
      label: isClient ? project.entity_label : weeks[0].name,
      name: isClient ? project.entity_name : weeks[0].name,
      is_client: isClient,
      avg: count ? round1(sum / count) : null,
      appearance_count: weeks.reduce((a, w) => a + w.mentions, 0),
      trend:
        present.length >= 2
          ? positionTrend(present[present.length - 2], present[present.length - 1])
          : ('stable' as const),
      weekly_data: range.weeks.map((w) => byWeek.get(w)?.mentions ?? 0),
      weekly_positions: positions,
      query_appearances: (appearancesOf.get(entityKey) ?? [])
        .sort((a, b) => b.day.localeCompare(a.day))
        .slice(0, APPEARANCES_PER_COMPETITOR)
        .map((a) => ({
          query_text: a.query_text,
          sources: a.sources ?? [],
          position: round1(a.position),
          provider: a.engine,
          date: a.day,
        })),
    };
  });
  list.sort((a, b) => Number(b.is_client) - Number(a.is_client) || b.appearance_count - a.appearance_count);
  return { competitors: list, weeks_range: range.weeks };
};

const SHARE_OF_VOICE_TOP = 10;

export const shareOfVoice = async (q: Queryable, project: ProjectRow, range: DayRange) => {
  const { rows } = await q.query<{
    engine: string;
    entity_key: string;
    name: string;
    is_brand: boolean;
    mentions: number;
  }>(
    `SELECT engine, entity_key, min(name) AS name, bool_or(is_brand) AS is_brand, sum(mentions)::int AS mentions
     FROM ${ENTITY_ROWS_IN_RANGE}
     GROUP BY engine, entity_key`,
    [project.id, ...splitParams(range.start, range.end)],
  );
  const totals = new Map<string, number>();
  const perEntity = new Map<string, { name: string; is_brand: boolean; mentions: number }>();
  for (const r of rows) {
    totals.set(r.engine, (totals.get(r.engine) ?? 0) + r.mentions);
    const e = perEntity.get(r.entity_key) ?? { name: r.name, is_brand: r.is_brand, mentions: 0 };
    e.mentions += r.mentions;
    perEntity.set(r.entity_key, e);
  }
  // The brand always shows; the rest are the most mentioned competitors.
  const shown = [...perEntity.entries()]
    .sort(([, a], [, b]) => Number(b.is_brand) - Number(a.is_brand) || b.mentions - a.mentions)
    .slice(0, SHARE_OF_VOICE_TOP);
  const labelOf = (e: { name: string; is_brand: boolean }) => (e.is_brand ? project.entity_label : e.name);
  const providers = project.ai_engines.filter((p) => totals.has(p));
  const matrix: Record<string, Record<string, { percentage: number; mentions: number }>> = {};
  for (const provider of providers) {
    matrix[provider] = {};
    for (const [entityKey, e] of shown) {
      const mentions = rows.find((r) => r.engine === provider && r.entity_key === entityKey)?.mentions ?? 0;
      const total = totals.get(provider) ?? 0;
      matrix[provider][labelOf(e)] = {
        mentions,
        percentage: total ? Math.round((mentions / total) * 1000) / 10 : 0,
      };
    }
  }
  return {
    providers,
    competitors: shown.map(([, e]) => ({
      label: labelOf(e),
      name: e.is_brand ? project.entity_name : e.name,
      is_client: e.is_brand,
    })),
    share_matrix: matrix,
    total_mentions: [...totals.values()].reduce((a, b) => a + b, 0),
  };
};
