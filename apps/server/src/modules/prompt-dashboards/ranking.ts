// Reads of the ranking-prompt dashboard. Charts, sources and competitors come from the daily roll-ups;
// the overview reads the answers of the latest completed execution; responses list the answers themselves.
import { DASHBOARD_DEFAULT_COMPETITORS } from '@sightline/contracts';
import { positionTrend } from '../../analysis/metrics.ts';
import type { Queryable } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { answerWhere, type DashboardFilter, entitySelection, rollupWhere } from './filters.ts';
import type { DashboardPrompt } from './prompt-access.ts';
import { round1 } from './range.ts';
import {
  halvesChange,
  providerPositions,
  rangeHalves,
  sharePercent,
  sourceFrequency,
} from './ranking-math.ts';

const BRAND_MENTIONS = `a.mention IN ('RECOMMENDED', 'MENTIONED')`;

export const rankingOverview = async (q: Queryable, project: ProjectRow, prompt: DashboardPrompt) => {
  const { rows: executions } = await q.query<{ id: number; executed_at: Date; engines: string[] }>(
    `SELECT id, executed_at, engines FROM report_executions
     WHERE project_id = $1 AND status = 'COMPLETED' ORDER BY executed_at DESC, id DESC LIMIT 1`,
    [project.id],
  );
  const latest = executions[0];
  const { rows } = latest
    ? await q.query<{
        engine: string;
        position_sum: number;
        position_count: number;
        mentions: number;
        answers: number;
      }>(
        `SELECT a.engine, coalesce(sum(a.position), 0)::int AS position_sum, count(a.position)::int AS position_count,
           count(*) FILTER (WHERE ${BRAND_MENTIONS})::int AS mentions,
           count(*) FILTER (WHERE a.status IN ('COMPLETED', 'NO_ANSWER'))::int AS answers
         FROM answers a WHERE a.execution_id = $1 AND a.prompt_id = $2 GROUP BY a.engine`,
        [latest.id, prompt.id],
      )
    : { rows: [] };
  const engines = latest?.engines?.length ? latest.engines : project.ai_engines;
  const byEngine = new Map(rows.map((r) => [r.engine, r]));
  const { score, providers } = providerPositions(
    engines.map((engine) => {
      const r = byEngine.get(engine);
      return {
        provider: engine,
        positionSum: r?.position_sum ?? 0,
        positionCount: r?.position_count ?? 0,
        mentions: r?.mentions ?? 0,
        answers: r?.answers ?? 0,
      };
    }),
  );
  const lastExtraction = latest ? latest.executed_at.toISOString() : null;
  return {
    queryName: prompt.query_text,
    projectTitle: project.title,
    projectId: project.uuid,
    entityLabel: project.entity_label,
    projectDomain: project.domain,
    aiEngines: project.ai_engines,
    llmo: {
      score,
      last_extraction_date: lastExtraction,
      providers: providers.map((p) => ({ ...p, lastExtractionDate: lastExtraction })),
    },
  };
};

const pagination = (page: number, pageSize: number, total: number) => ({
  current_page: page,
  total_pages: Math.max(1, Math.ceil(total / pageSize)),
  total_items: total,
});

interface AnswerRow {
  id: number;
  engine: string;
  answer_text: string | null;
  position: number | null;
  appears: boolean;
  rating: number | null;
  score: string | number | null;
  simulated: boolean;
  model: string | null;
  served_model: string | null;
  executed_at: Date;
  sources: { url: string; domain: string }[];
  total: number;
}

/** One page of the answers a filter selects, newest execution first. Shared by both dashboards. */
export const answerPage = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
  page: number,
  pageSize: number,
) => {
  const { where, params } = answerWhere(prompt.id, project, f);
  const { rows } = await q.query<AnswerRow>(
    `SELECT a.id, a.engine, a.answer_text, a.position, coalesce(${BRAND_MENTIONS}, false) AS appears, a.rating, a.score, a.simulated,
       a.model, a.served_model, e.executed_at, count(*) OVER ()::int AS total,
       coalesce((SELECT json_agg(json_build_object('url', s.url, 'domain', s.domain) ORDER BY s.id)
         FROM answer_sources s WHERE s.answer_id = a.id), '[]') AS sources
     FROM answers a JOIN report_executions e ON e.id = a.execution_id
     WHERE ${where}
     ORDER BY e.executed_at DESC, a.engine, a.sample, a.id
     LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page: still tell how many there are.
    const count = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM answers a JOIN report_executions e ON e.id = a.execution_id WHERE ${where}`,
      params,
    );
    total = count.rows[0].n;
  }
  return { rows, pagination: pagination(page, pageSize, total) };
};

export const rankingResponses = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
  page: number,
  pageSize: number,
) => {
  const { rows, pagination } = await answerPage(q, project, prompt, f, page, pageSize);
  return {
    responses: rows.map((r) => ({
      id: r.id,
      provider: r.engine,
      response: r.answer_text ?? '',
      position: r.position,
      appears: r.appears,
      sources: r.sources,
      executionTime: r.executed_at.toISOString(),
      simulated: r.simulated,
      model: r.model,
      served_model: r.served_model,
    })),
    pagination,
  };
};

/** One entity's mentions and positions on one day, engines together. */
interface EntityDay {
  entity_key: string;
  name: string;
  is_brand: boolean;
  day: string;
  mentions: number;
  position_sum: number;
  position_count: number;
}

interface EntityTotals {
  key: string;
  name: string;
  isBrand: boolean;
  mentions: number;
  /** Rows by day. */
  days: Map<string, EntityDay>;
}

const groupEntities = (project: ProjectRow, rows: readonly EntityDay[]) => {
  const map = new Map<string, EntityTotals>();
  for (const r of rows) {
    const e = map.get(r.entity_key) ?? {
      key: r.entity_key,
      name: r.is_brand ? project.entity_name : r.name,
      isBrand: r.is_brand,
      mentions: 0,
      days: new Map(),
    };
    e.mentions += r.mentions;
    e.isBrand ||= r.is_brand;
    e.days.set(r.day, r);
    map.set(r.entity_key, e);
  }
  return [...map.values()].sort(
    (a, b) =>
      Number(b.isBrand) - Number(a.isBrand) || b.mentions - a.mentions || a.name.localeCompare(b.name),
  );
};

/** The requested entities, or the client plus the first competitors by mentions. */
const chosenEntities = (project: ProjectRow, all: EntityTotals[], requested?: string[]) => {
  const sel = entitySelection(project, requested);
  if (!sel) {
    const brand = all.filter((e) => e.isBrand);
    const others = all.filter((e) => !e.isBrand).slice(0, DASHBOARD_DEFAULT_COMPETITORS);
    return [...(brand.length ? brand : [emptyBrand(project)]), ...others];
  }
  const chosen = all.filter((e) => (e.isBrand ? sel.brand : sel.names.includes(e.name.toLowerCase())));
  if (sel.brand && !chosen.some((e) => e.isBrand)) chosen.unshift(emptyBrand(project));
  return chosen;
};
const emptyBrand = (project: ProjectRow): EntityTotals => ({
  key: '',
  name: project.entity_name,
  isBrand: true,
  mentions: 0,
  days: new Map(),
});

const averagePosition = (r?: { position_sum: number; position_count: number }) =>
  r?.position_count ? round1(r.position_sum / r.position_count) : null;

const DAY = `to_char(r.day, 'YYYY-MM-DD')`;

export const rankingCharts = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
) => {
  const { days } = f.range;
  const { where, params } = rollupWhere(project.id, prompt.id, f);
  const [entityRows, brandRows] = await Promise.all([
    jsonRows<EntityDay>(
      q,
      `SELECT r.entity_key, min(r.name) AS name, bool_or(r.is_brand) AS is_brand, ${DAY} AS day,
         sum(r.mentions)::int AS mentions, sum(r.position_sum)::int AS position_sum,
         sum(r.position_count)::int AS position_count
       FROM entity_metrics_daily r WHERE ${where} GROUP BY r.entity_key, r.day`,
      params,
    ),
    jsonRows<{
      engine: string;
      day: string;
      position_sum: number;
      position_count: number;
      answers: number;
      mentions: number;
    }>(
      q,
      `SELECT r.engine, ${DAY} AS day, r.position_sum, r.position_count, r.answers + r.no_answers AS answers,
         r.mentions
       FROM metrics_daily r WHERE ${where} AND r.answers + r.no_answers > 0`,
      params,
    ),
  ]);
  const all = groupEntities(project, entityRows);
  const chosen = chosenEntities(project, all, f.entities);

  const totalByDay = new Map<string, number>();
  for (const r of entityRows) totalByDay.set(r.day, (totalByDay.get(r.day) ?? 0) + r.mentions);
  const brandByDay = new Map<string, typeof brandRows>();
  for (const r of brandRows) brandByDay.set(r.day, [...(brandByDay.get(r.day) ?? []), r]);

  const llmo = days.map((day) => {
    const of = brandByDay.get(day);
    if (!of) return null;
    return providerPositions(
      of.map((r) => ({
        provider: r.engine,
        positionSum: r.position_sum,
        positionCount: r.position_count,
        mentions: r.mentions,
        answers: r.answers,
      })),
    ).score;
  });

  return {
    competitorsPositionChart: {
      labels: days,
      datasets: chosen.map((e) => ({
        label: e.name,
        data: days.map((day) => averagePosition(e.days.get(day))),
      })),
    },
    llmoScoreChart: { labels: days, datasets: [{ label: project.entity_name, data: llmo }] },
    shareOfVoiceChart: {
      labels: days,
      datasets: chosen.map((e) => ({
        label: e.name,
        data: days.map((day) => {
          const total = totalByDay.get(day) ?? 0;
          return total ? sharePercent(e.days.get(day)?.mentions ?? 0, total) : null;
        }),
      })),
    },
  };
};

export const rankingSources = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
) => {
  const { where, params } = rollupWhere(project.id, prompt.id, f);
  const { earlierEnd, laterStart } = rangeHalves(f.range.days);
  const [urls, halves] = await Promise.all([
    jsonRows<{ domain: string; engine: string; url: string; is_client_domain: boolean; count: number }>(
      q,
      `SELECT r.domain, r.engine, r.url, bool_or(r.is_client_domain) AS is_client_domain, sum(r.count)::int AS count
       FROM source_metrics_daily r WHERE ${where} GROUP BY r.domain, r.engine, r.url`,
      params,
      'count DESC, url',
    ),
    jsonRows<{ domain: string; earlier: number; later: number }>(
      q,
      `SELECT r.domain,
         coalesce(sum(r.count) FILTER (WHERE r.day <= $${params.length + 1}::date), 0)::int AS earlier,
         coalesce(sum(r.count) FILTER (WHERE r.day >= $${params.length + 2}::date), 0)::int AS later
       FROM source_metrics_daily r WHERE ${where} GROUP BY r.domain`,
      [...params, earlierEnd, laterStart],
    ),
  ]);
  const total = urls.reduce((n, r) => n + r.count, 0);
  const halvesOf = new Map(halves.map((h) => [h.domain, h]));
  const domains = new Map<string, typeof urls>();
  for (const r of urls) domains.set(r.domain, [...(domains.get(r.domain) ?? []), r]);
  const importantSources = [...domains.entries()].map(([domain, of]) => {
    const count = of.reduce((n, r) => n + r.count, 0);
    const endpoints: Record<string, { url: string; count: number }[]> = {};
    for (const r of of)
      endpoints[r.engine] = [...(endpoints[r.engine] ?? []), { url: r.url, count: r.count }];
    const half = halvesOf.get(domain);
    return {
      domain,
      count,
      is_client_domain: of.some((r) => r.is_client_domain),
      ...halvesChange(half?.earlier ?? 0, half?.later ?? 0),
      usedByProviders: Object.keys(endpoints).sort(),
      providerEndpoints: endpoints,
      frequency: sourceFrequency(count, total),
    };
  });
  importantSources.sort((a, b) => b.count - a.count || a.domain.localeCompare(b.domain));
  return { importantSources };
};

export const sourceTrend = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
  domain: string,
) => {
  const { where, params } = rollupWhere(project.id, prompt.id, f);
  const rows = await jsonRows<{ day: string; count: number }>(
    q,
    `SELECT ${DAY} AS day, sum(r.count)::int AS count FROM source_metrics_daily r
     WHERE ${where} AND lower(r.domain) = $${params.length + 1} GROUP BY r.day`,
    [...params, domain.toLowerCase()],
  );
  const byDay = new Map(rows.map((r) => [r.day, r.count]));
  return { labels: f.range.days, data: f.range.days.map((d) => byDay.get(d) ?? 0) };
};

const APPEARANCES_PER_COMPETITOR = 50;

export const rankingCompetitors = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
) => {
  const { where, params } = rollupWhere(project.id, prompt.id, f);
  const { earlierEnd, laterStart } = rangeHalves(f.range.days);
  const e = params.length + 1;
  const [totals, appearances] = await Promise.all([
    jsonRows<{
      entity_key: string;
      name: string;
      is_brand: boolean;
      mentions: number;
      position_sum: number;
      position_count: number;
      earlier_sum: number;
      earlier_count: number;
      later_sum: number;
      later_count: number;
    }>(
      q,
      `SELECT r.entity_key, min(r.name) AS name, bool_or(r.is_brand) AS is_brand, sum(r.mentions)::int AS mentions,
         sum(r.position_sum)::int AS position_sum, sum(r.position_count)::int AS position_count,
         coalesce(sum(r.position_sum) FILTER (WHERE r.day <= $${e}::date), 0)::int AS earlier_sum,
         coalesce(sum(r.position_count) FILTER (WHERE r.day <= $${e}::date), 0)::int AS earlier_count,
         coalesce(sum(r.position_sum) FILTER (WHERE r.day >= $${e + 1}::date), 0)::int AS later_sum,
         coalesce(sum(r.position_count) FILTER (WHERE r.day >= $${e + 1}::date), 0)::int AS later_count
       FROM entity_metrics_daily r WHERE ${where} GROUP BY r.entity_key`,
      [...params, earlierEnd, laterStart],
    ),
    // Each entity's latest appearances, with the URLs cited that day by that provider, most cited first.
    jsonRows<{
      entity_key: string;
      engine: string;
      day: string;
      position_sum: number;
      position_count: number;
      sources: string[];
    }>(
      q,
      `SELECT x.entity_key, x.engine, to_char(x.day, 'YYYY-MM-DD') AS day, x.position_sum, x.position_count,
         coalesce((SELECT json_agg(s.url ORDER BY s.count DESC, s.url) FROM source_metrics_daily s
           WHERE s.project_id = $1 AND s.prompt_id = $2 AND s.engine = x.engine AND s.day = x.day), '[]') AS sources
       FROM (
         SELECT r.entity_key, r.engine, r.day, r.position_sum, r.position_count,
           row_number() OVER (PARTITION BY r.entity_key ORDER BY r.day DESC, r.engine) AS n
         FROM entity_metrics_daily r WHERE ${where} AND r.mentions > 0
       ) x WHERE x.n <= ${APPEARANCES_PER_COMPETITOR}`,
      params,
      'entity_key, day DESC, engine',
    ),
  ]);
  const appearancesOf = new Map<string, typeof appearances>();
  for (const a of appearances)
    appearancesOf.set(a.entity_key, [...(appearancesOf.get(a.entity_key) ?? []), a]);
  const competitors = totals.map((t) => {
    const name = t.is_brand ? project.entity_name : t.name;
    return {
      label: t.is_brand ? project.entity_label : name,
      name,
      is_client: t.is_brand,
      avg: averagePosition(t),
      appearance_count: t.mentions,
      trend: positionTrend(
        averagePosition({ position_sum: t.earlier_sum, position_count: t.earlier_count }),
        averagePosition({ position_sum: t.later_sum, position_count: t.later_count }),
      ),
      query_appearances: (appearancesOf.get(t.entity_key) ?? []).map((a) => ({
        query_text: prompt.query_text,
        position: averagePosition(a),
        provider: a.engine,
        date: a.day,
        sources: a.sources,
      })),
    };
  });
  competitors.sort((a, b) => b.appearance_count - a.appearance_count || a.name.localeCompare(b.name));
  return { competitors };
};

export const competitorChart = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
  entity: string,
) => {
  const sel = entitySelection(project, [entity]);
  const { where, params } = rollupWhere(project.id, prompt.id, f);
  const n = params.length;
  const rows = await jsonRows<{ engine: string; day: string; position_sum: number; position_count: number }>(
    q,
    `SELECT r.engine, ${DAY} AS day, sum(r.position_sum)::int AS position_sum,
       sum(r.position_count)::int AS position_count
     FROM entity_metrics_daily r
     WHERE ${where} AND (lower(r.name) = ANY($${n + 1}::text[]) OR (r.is_brand AND $${n + 2}::boolean))
     GROUP BY r.engine, r.day`,
    [...params, sel?.names ?? [], sel?.brand ?? false],
  );
  const byEngine = new Map<string, Map<string, (typeof rows)[number]>>();
  for (const r of rows) byEngine.set(r.engine, (byEngine.get(r.engine) ?? new Map()).set(r.day, r));
  const providers = [...byEngine.keys()].sort(
    (a, b) =>
      project.ai_engines.indexOf(a as never) - project.ai_engines.indexOf(b as never) || a.localeCompare(b),
  );
  return {
    chartData: {
      labels: f.range.days,
      datasets: providers.map((p) => ({
        label: p,
        data: f.range.days.map((day) => averagePosition(byEngine.get(p)?.get(day))),
      })),
    },
  };
};
