// Reads of the ranking-prompt dashboard. Charts, sources and competitors come from the daily roll-ups;
// the overview reads the answers of the latest completed execution; responses list the answers themselves.
import { DASHBOARD_DEFAULT_COMPETITORS } from '@sightline/contracts';
import { positionTrend } from '../../analysis/metrics.ts';
import type { Queryable } from '../../db/database.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { answerWhere, type DashboardFilter, entitySelection, rollupWhere } from './filters.ts';
import type { DashboardPrompt } from './prompt-access.ts';
import { round1 } from './range.ts';
import { halvesTrend, providerPositions, sharePercent, sourceFrequency } from './ranking-math.ts';

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
       e.executed_at, count(*) OVER ()::int AS total,
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
    })),
    pagination,
  };
};

interface EntityDay {
  entity_key: string;
  name: string;
  is_brand: boolean;
  engine: string;
  day: string;
  mentions: number;
  position_sum: number;
  position_count: number;
}

const entityDays = async (q: Queryable, project: ProjectRow, prompt: DashboardPrompt, f: DashboardFilter) => {
  const { where, params } = rollupWhere(project.id, prompt.id, f);
  const { rows } = await q.query<EntityDay>(
    `SELECT r.entity_key, r.name, r.is_brand, r.engine, to_char(r.day, 'YYYY-MM-DD') AS day,
       r.mentions, r.position_sum, r.position_count
     FROM entity_metrics_daily r WHERE ${where}`,
    params,
  );
  return rows;
};

interface EntityTotals {
  key: string;
  name: string;
  isBrand: boolean;
  mentions: number;
  rows: EntityDay[];
}

const groupEntities = (project: ProjectRow, rows: readonly EntityDay[]) => {
  const map = new Map<string, EntityTotals>();
  for (const r of rows) {
    const e = map.get(r.entity_key) ?? {
      key: r.entity_key,
      name: r.is_brand ? project.entity_name : r.name,
      isBrand: r.is_brand,
      mentions: 0,
      rows: [],
    };
    e.mentions += r.mentions;
    e.isBrand ||= r.is_brand;
    e.rows.push(r);
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
  rows: [],
});

const averageByDay = (days: readonly string[], rows: readonly EntityDay[]) =>
  days.map((day) => {
    const of = rows.filter((r) => r.day === day);
    const count = of.reduce((n, r) => n + r.position_count, 0);
    return count ? round1(of.reduce((n, r) => n + r.position_sum, 0) / count) : null;
  });

export const rankingCharts = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
) => {
  const { days } = f.range;
  const { where, params } = rollupWhere(project.id, prompt.id, f);
  const [entityRows, { rows: brandRows }] = await Promise.all([
    entityDays(q, project, prompt, f),
    q.query<{
      engine: string;
      day: string;
      position_sum: number;
      position_count: number;
      answers: number;
      no_answers: number;
      mentions: number;
    }>(
      `SELECT r.engine, to_char(r.day, 'YYYY-MM-DD') AS day, r.position_sum, r.position_count, r.answers, r.no_answers, r.mentions
       FROM metrics_daily r WHERE ${where}`,
      params,
    ),
  ]);
  const all = groupEntities(project, entityRows);
  const chosen = chosenEntities(project, all, f.entities);

  const totalByDay = new Map<string, number>();
  for (const r of entityRows) totalByDay.set(r.day, (totalByDay.get(r.day) ?? 0) + r.mentions);

  const llmo = days.map((day) => {
    const of = brandRows.filter((r) => r.day === day && r.answers + r.no_answers > 0);
    if (of.length === 0) return null;
    return providerPositions(
      of.map((r) => ({
        provider: r.engine,
        positionSum: r.position_sum,
        positionCount: r.position_count,
        mentions: r.mentions,
        answers: r.answers + r.no_answers,
      })),
    ).score;
  });

  return {
    competitorsPositionChart: {
      labels: days,
      datasets: chosen.map((e) => ({ label: e.name, data: averageByDay(days, e.rows) })),
    },
    llmoScoreChart: { labels: days, datasets: [{ label: project.entity_name, data: llmo }] },
    shareOfVoiceChart: {
      labels: days,
      datasets: chosen.map((e) => ({
        label: e.name,
        data: days.map((day) => {
          const total = totalByDay.get(day) ?? 0;
          if (!total) return null;
          return sharePercent(
            e.rows.filter((r) => r.day === day).reduce((n, r) => n + r.mentions, 0),
            total,
          );
        }),
      })),
    },
  };
};

interface SourceDay {
  engine: string;
  day: string;
  url: string;
  domain: string;
  is_client_domain: boolean;
  count: number;
}

const sourceDays = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
  domain?: string,
) => {
  const { where, params } = rollupWhere(project.id, prompt.id, f);
  if (domain) params.push(domain.toLowerCase());
  const { rows } = await q.query<SourceDay>(
    `SELECT r.engine, to_char(r.day, 'YYYY-MM-DD') AS day, r.url, r.domain, r.is_client_domain, r.count
     FROM source_metrics_daily r WHERE ${where}${domain ? ` AND lower(r.domain) = $${params.length}` : ''}`,
    params,
  );
  return rows;
};

export const rankingSources = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
) => {
  const rows = await sourceDays(q, project, prompt, f);
  const total = rows.reduce((n, r) => n + r.count, 0);
  const domains = new Map<string, SourceDay[]>();
  for (const r of rows) domains.set(r.domain, [...(domains.get(r.domain) ?? []), r]);
  const importantSources = [...domains.entries()].map(([domain, of]) => {
    const count = of.reduce((n, r) => n + r.count, 0);
    const endpoints: Record<string, Map<string, number>> = {};
    for (const r of of) {
      endpoints[r.engine] ??= new Map();
      endpoints[r.engine].set(r.url, (endpoints[r.engine].get(r.url) ?? 0) + r.count);
    }
    const perDay = f.range.days.map((d) => of.filter((r) => r.day === d).reduce((n, r) => n + r.count, 0));
    return {
      domain,
      count,
      is_client_domain: of.some((r) => r.is_client_domain),
      ...halvesTrend(perDay),
      usedByProviders: Object.keys(endpoints).sort(),
      providerEndpoints: Object.fromEntries(
        Object.entries(endpoints).map(([engine, urls]) => [
          engine,
          [...urls.entries()]
            .map(([url, n]) => ({ url, count: n }))
            .sort((a, b) => b.count - a.count || a.url.localeCompare(b.url)),
        ]),
      ),
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
  const rows = await sourceDays(q, project, prompt, f, domain);
  return {
    labels: f.range.days,
    data: f.range.days.map((d) => rows.filter((r) => r.day === d).reduce((n, r) => n + r.count, 0)),
  };
};

const APPEARANCES_PER_COMPETITOR = 50;

export const rankingCompetitors = async (
  q: Queryable,
  project: ProjectRow,
  prompt: DashboardPrompt,
  f: DashboardFilter,
) => {
  const [rows, sources] = await Promise.all([
    entityDays(q, project, prompt, f),
    sourceDays(q, project, prompt, f),
  ]);
  const urlsOf = (engine: string, day: string) =>
    sources
      .filter((s) => s.engine === engine && s.day === day)
      .sort((a, b) => b.count - a.count || a.url.localeCompare(b.url))
      .map((s) => s.url);
  const half = Math.floor(f.range.days.length / 2);
  const earlierDays = new Set(f.range.days.slice(0, half));
  const laterDays = new Set(f.range.days.slice(f.range.days.length - half));
  const avgOf = (of: readonly EntityDay[]) => {
    const count = of.reduce((n, r) => n + r.position_count, 0);
    return count ? round1(of.reduce((n, r) => n + r.position_sum, 0) / count) : null;
  };
  const competitors = groupEntities(project, rows).map((e) => ({
    label: e.isBrand ? project.entity_label : e.name,
    name: e.name,
    is_client: e.isBrand,
    avg: avgOf(e.rows),
    appearance_count: e.mentions,
    trend: positionTrend(
      avgOf(e.rows.filter((r) => earlierDays.has(r.day))),
      avgOf(e.rows.filter((r) => laterDays.has(r.day))),
    ),
    query_appearances: [...e.rows]
      .filter((r) => r.mentions > 0)
      .sort((a, b) => b.day.localeCompare(a.day) || a.engine.localeCompare(b.engine))
      .slice(0, APPEARANCES_PER_COMPETITOR)
      .map((r) => ({
        query_text: prompt.query_text,
        position: r.position_count ? round1(r.position_sum / r.position_count) : null,
        provider: r.engine,
        date: r.day,
        sources: urlsOf(r.engine, r.day),
      })),
  }));
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
  const rows = await entityDays(q, project, prompt, f);
  const sel = entitySelection(project, [entity]);
  const of = rows.filter((r) => (r.is_brand ? sel?.brand : sel?.names.includes(r.name.toLowerCase())));
  const providers = [...new Set(of.map((r) => r.engine))].sort(
    (a, b) =>
      project.ai_engines.indexOf(a as never) - project.ai_engines.indexOf(b as never) || a.localeCompare(b),
  );
  return {
    chartData: {
      labels: f.range.days,
      datasets: providers.map((p) => ({
        label: p,
        data: averageByDay(
          f.range.days,
          of.filter((r) => r.engine === p),
        ),
      })),
    },
  };
};
