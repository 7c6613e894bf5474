// Replies of the ranking-prompt dashboard, from the rows of its repo and the figures of its maths.
import type {
  AnswerOutcomes,
  CompetitorChartSchema,
  DashboardChart,
  DashboardCompetitor,
  DashboardPagination,
  ImportantSource,
  PromptCompetitorAppearances,
  RankingCharts,
  RankingOverview,
  RankingResponsesSchema,
} from '@sightline/contracts';
import {
  type Ci95,
  countCi95,
  type ModelChange,
  positionTrend,
  proportionCi95,
  shownCi95,
  trendSignificant,
} from '@sightline/contracts';
import type { z } from 'zod';
import type { ProjectRow } from '../projects/project.repo.ts';
import type { PositionSums } from '../results/figure-intervals.ts';
import { ANSWER_STATUS, type AnswerRow, type DashboardPrompt } from './dashboard.repo.ts';
import type { AppearanceRow, EngineDayRow, EntityPartRow } from './ranking.repo.ts';
import {
  averagePosition,
  EARLIER,
  type EntityTotals,
  halvesChange,
  LATER,
  llmoFigure,
  type PositionMoments,
  positionInterval,
  providerPositions,
  sharePercent,
  sourceFrequency,
} from './ranking-math.ts';

export const presentPagination = (page: number, pageSize: number, total: number): DashboardPagination => ({
  current_page: page,
  total_pages: Math.max(1, Math.ceil(total / pageSize)),
  total_items: total,
});

/** Average position of a roll-up row (one decimal); null when never ranked. */
const rowAverage = (r?: { position_sum: number; position_count: number }) =>
  averagePosition(r && { positionSum: r.position_sum, positionCount: r.position_count });

const rowMoments = (r: PositionSums): PositionMoments => ({
  positionSum: r.position_sum,
  positionCount: r.position_count,
  positionSqSum: r.position_sq_sum,
});

const toAnswers = (r: Omit<EngineDayRow, 'day'>) => ({
  provider: r.engine,
  ...rowMoments(r),
  mentions: r.mentions,
  answers: r.answers,
});

/** A chart point: its value, the answers (or positions, or mentions) behind it, and its interval. */
interface Point {
  value: number | null;
  n: number;
  ci95: Ci95;
}
const NO_POINT: Point = { value: null, n: 0, ci95: null };

/** A series of points as the chart's dataset (data with its data_n and data_ci95, as drawn). */
const dataset = (label: string, points: readonly Point[]) => ({
  label,
  data: points.map((p) => p.value),
  data_n: points.map((p) => p.n),
  data_ci95: points.map((p) => shownCi95(p.ci95)),
});

/** The average position of some positions as a chart point. */
const positionPoint = (m?: PositionMoments): Point =>
  m ? { value: averagePosition(m), n: m.positionCount, ci95: positionInterval(m) } : NO_POINT;

/** The engines in the project's order, then any other alphabetically. */
export const engineOrder = (projectEngines: readonly string[], engines: Iterable<string>) =>
  [...new Set(engines)].sort((a, b) => {
    const i = projectEngines.indexOf(a);
    const j = projectEngines.indexOf(b);
    return (i < 0 ? Infinity : i) - (j < 0 ? Infinity : j) || a.localeCompare(b);
  });

/** engines: those of the execution (the project's when it has none); rows: their figures in it. */
export const presentOverview = (
  project: ProjectRow,
  prompt: DashboardPrompt,
  executedAt: Date | null,
  engines: readonly string[],
  rows: readonly Omit<EngineDayRow, 'day'>[],
  outcomes: AnswerOutcomes,
): RankingOverview => {
  const byEngine = new Map(rows.map((r) => [r.engine, r]));
  const none = { position_sum: 0, position_count: 0, position_sq_sum: 0, mentions: 0, answers: 0 };
  const { providers, ...llmo } = providerPositions(
    engines.map((engine) => toAnswers({ engine, ...(byEngine.get(engine) ?? none) })),
  );
  const lastExtraction = executedAt?.toISOString() ?? null;
  return {
    queryName: prompt.query_text,
    projectTitle: project.title,
    projectId: project.uuid,
    entityLabel: project.entity_label,
    projectDomain: project.domain,
    aiEngines: project.ai_engines,
    llmo: {
      ...llmo,
      last_extraction_date: lastExtraction,
      providers: providers.map((p) => ({ ...p, lastExtractionDate: lastExtraction })),
    },
    ...outcomes,
  };
};

export const presentResponses = (
  rows: readonly AnswerRow[],
  pagination: DashboardPagination,
): z.infer<typeof RankingResponsesSchema> => ({
  responses: rows.map((r) => ({
    id: r.id,
    provider: r.engine,
    response: r.answer_text ?? '',
    text_removed_at: r.text_removed_at?.toISOString() ?? null,
    position: r.position,
    appears: r.appears,
    sources: r.sources,
    executionTime: r.executed_at.toISOString(),
    simulated: r.simulated,
    model: r.model,
    served_model: r.served_model,
    answer_status: ANSWER_STATUS[r.status],
  })),
  pagination,
});

/**
 * The daily charts, each point with the answers behind it and its 95 % interval. all: every entity of
 * the range (share of voice divides by all their mentions); chosen: those drawn; engineDays: the
 * brand's figures per engine and day; modelChanges: the days an engine's served model changed;
 * outcomes: the answers of the range counted and left out.
 */
export const presentCharts = (
  days: readonly string[],
  project: ProjectRow,
  all: readonly EntityTotals[],
  chosen: readonly EntityTotals[],
  engineDays: readonly EngineDayRow[],
  modelChanges: readonly ModelChange[],
  outcomes: AnswerOutcomes,
): RankingCharts => {
  const totalByDay = new Map<string, number>();
  for (const e of all)
    for (const [day, d] of e.days) totalByDay.set(day, (totalByDay.get(day) ?? 0) + d.mentions);
  const byDay = new Map<string, EngineDayRow[]>();
  for (const r of engineDays) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  const answersOf = (day: string) => (byDay.get(day) ?? []).reduce((n, r) => n + r.answers, 0);
  const chart = (datasets: ReturnType<typeof dataset>[]): DashboardChart => ({ labels: [...days], datasets });
  const perEntity = (point: (e: EntityTotals, day: string) => Point) =>
    chart(
      chosen.map((e) =>
        dataset(
          e.name,
          days.map((day) => point(e, day)),
        ),
      ),
    );
  const engines = engineOrder(
    project.ai_engines,
    engineDays.map((r) => r.engine),
  );
  const position = new Map(engineDays.map((r) => [`${r.engine}|${r.day}`, r]));
  return {
    competitorsPositionChart: perEntity((e, day) => positionPoint(e.days.get(day))),
    // Mentions of an entity are answers that name it: out of the day's answers.
    competitorsChart: perEntity((e, day) => {
      if (!byDay.has(day)) return NO_POINT;
      const mentions = e.days.get(day)?.mentions ?? 0;
      const n = answersOf(day);
      return { value: mentions, n, ci95: countCi95(Math.min(mentions, n), n) };
    }),
    providersChart: chart(
      engines.map((engine) =>
        dataset(
          engine,
          days.map((day) => {
            const row = position.get(`${engine}|${day}`);
            return positionPoint(row && rowMoments(row));
          }),
        ),
      ),
    ),
    llmoScoreChart: chart([
      dataset(
        project.entity_name,
        days.map((day) => {
          const of = byDay.get(day);
          if (!of) return NO_POINT;
          const llmo = llmoFigure(of.map(toAnswers));
          return { value: llmo.score, n: llmo.score_n, ci95: llmo.score_ci95 };
        }),
      ),
    ]),
    shareOfVoiceChart: perEntity((e, day) => {
      const total = totalByDay.get(day) ?? 0;
      const mentions = e.days.get(day)?.mentions ?? 0;
      return total
        ? { value: sharePercent(mentions, total), n: total, ci95: proportionCi95(mentions, total, 100) }
        : NO_POINT;
    }),
    model_changes: [...modelChanges],
    ...outcomes,
  };
};

/**
 * Cited domains, most referenced first. urls: references per domain, engine and URL over the range;
 * halves: references per domain in each half; earlierAnswered: whether the earlier half had any
 * answer (without, a trend has nothing to compare with).
 */
export const presentSources = (
  urls: readonly { domain: string; engine: string; url: string; is_client_domain: boolean; count: number }[],
  halves: readonly { domain: string; part: number; count: number }[],
  earlierAnswered: boolean,
): { importantSources: ImportantSource[] } => {
  const total = urls.reduce((n, r) => n + r.count, 0);
  const halfCounts = new Map(halves.map((h) => [`${h.part}|${h.domain}`, h.count]));
  const half = (domain: string, part: number) => halfCounts.get(`${part}|${domain}`) ?? 0;
  const domains = new Map<string, typeof urls>();
  for (const r of urls) domains.set(r.domain, [...(domains.get(r.domain) ?? []), r]);
  const importantSources = [...domains.entries()].map(([domain, of]) => {
    const count = of.reduce((n, r) => n + r.count, 0);
    const endpoints: Record<string, { url: string; count: number }[]> = {};
    for (const r of of)
      endpoints[r.engine] = [...(endpoints[r.engine] ?? []), { url: r.url, count: r.count }];
    return {
      domain,
      count,
      is_client_domain: of.some((r) => r.is_client_domain),
      ...halvesChange(earlierAnswered ? half(domain, EARLIER) : null, half(domain, LATER)),
      usedByProviders: Object.keys(endpoints).sort(),
      providerEndpoints: endpoints,
      frequency: sourceFrequency(count, total),
    };
  });
  importantSources.sort((a, b) => b.count - a.count || a.domain.localeCompare(b.domain));
  return { importantSources };
};

/** Ranked entities, most appearances first; the trend compares the average position of the halves. */
export const presentCompetitors = (
  project: ProjectRow,
  parts: readonly EntityPartRow[],
): { competitors: DashboardCompetitor[] } => {
  const entities = new Map<string, { name: string; isBrand: boolean; parts: EntityPartRow[] }>();
  for (const r of parts) {
    const e = entities.get(r.entity_key) ?? { name: r.name, isBrand: false, parts: [] };
    e.isBrand ||= r.is_brand;
    if (r.name < e.name) e.name = r.name;
    e.parts.push(r);
    entities.set(r.entity_key, e);
  }
  const sum = (rows: readonly EntityPartRow[]) => ({
    mentions: rows.reduce((n, r) => n + r.mentions, 0),
    positionSum: rows.reduce((n, r) => n + r.position_sum, 0),
    positionCount: rows.reduce((n, r) => n + r.position_count, 0),
    positionSqSum: rows.reduce((n, r) => n + r.position_sq_sum, 0),
  });
  const competitors = [...entities.values()].map((e) => {
    const name = e.isBrand ? project.entity_name : e.name;
    const total = sum(e.parts);
    const half = (part: number) => sum(e.parts.filter((p) => p.part === part));
    const [earlier, later] = [half(EARLIER), half(LATER)];
    return {
      label: e.isBrand ? project.entity_label : name,
      name,
      is_client: e.isBrand,
      avg: averagePosition(total),
      avg_n: total.positionCount,
      avg_ci95: positionInterval(total),
      appearance_count: total.mentions,
      trend: positionTrend(averagePosition(earlier), averagePosition(later)),
      trend_significant: trendSignificant(positionInterval(earlier), positionInterval(later)),
    };
  });
  competitors.sort((a, b) => b.appearance_count - a.appearance_count || a.name.localeCompare(b.name));
  return { competitors };
};

export const presentAppearances = (
  prompt: DashboardPrompt,
  rows: readonly AppearanceRow[],
): Omit<PromptCompetitorAppearances, keyof AnswerOutcomes> => ({
  query_appearances: rows.map((a) => ({
    query_text: prompt.query_text,
    position: rowAverage(a),
    position_n: a.position_count,
    position_ci95: positionInterval(rowMoments(a)),
    provider: a.engine,
    date: a.day,
    sources: a.sources,
  })),
});

/** One entity's average position per provider and day. */
export const presentCompetitorChart = (
  days: readonly string[],
  projectEngines: readonly string[],
  rows: readonly ({ engine: string; day: string } & PositionSums)[],
): Omit<z.infer<typeof CompetitorChartSchema>, keyof AnswerOutcomes> => {
  const byKey = new Map(rows.map((r) => [`${r.engine}|${r.day}`, r]));
  return {
    chartData: {
      labels: [...days],
      datasets: engineOrder(
        projectEngines,
        rows.map((r) => r.engine),
      ).map((engine) =>
        dataset(
          engine,
          days.map((day) => {
            const row = byKey.get(`${engine}|${day}`);
            return positionPoint(row && rowMoments(row));
          }),
        ),
      ),
    },
  };
};
