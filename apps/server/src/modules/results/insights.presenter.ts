// Roll-up rows of the LLM Sources and Competitors tabs and the AI Share of Voice matrix to replies.
import {
  type AnswerOutcomes,
  type CompetitorAppearances,
  type CompetitorInsight,
  type Competitors,
  type CompetitorsSummary,
  type ImportantWebsites,
  type ImportantWebsitesSummary,
  type ModelChange,
  proportionCi95,
  round1,
  type ShareOfVoice,
  type WebsiteDetails,
} from '@sightline/contracts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { addPositions, NO_POSITIONS, type PositionSums, positionCi95 } from './figure-intervals.ts';
import type { AppearanceRow, DomainRow, EngineEntityRow, EntityWeeksRow } from './insights.repo.ts';
import { brandThenMostMentioned, competitorTrend, sharePercent } from './insights-math.ts';

type Brand = Pick<ProjectRow, 'entity_name' | 'entity_label' | 'ai_engines'>;

// Every reply says what its figures rest on: the range's answers (`outcomes`), spread beside them.

export const presentWebsites = (
  rows: readonly DomainRow[],
  weeks: string[],
  outcomes: AnswerOutcomes,
): ImportantWebsitesSummary => ({
  websites: rows
    .map((d) => ({
      domain: d.domain,
      is_client_domain: d.is_client_domain,
      count: d.ranking_count + d.question_count,
      ranking_count: d.ranking_count,
      question_count: d.question_count,
      request_types: [
        ...(d.ranking_count ? ['Ranking' as const] : []),
        ...(d.question_count ? ['Question' as const] : []),
      ],
      weekly_data: weeks.map((w) => d.weekly[w] ?? 0),
    }))
    .sort((a, b) => b.count - a.count || a.domain.localeCompare(b.domain)),
  weeks_range: weeks,
  ...outcomes,
});

/** The full reply: each domain with its URLs (`urls` most cited first). */
export const withEndpoints = (
  summary: ImportantWebsitesSummary,
  urls: readonly { domain: string; url: string; count: number }[],
): ImportantWebsites => {
  const byDomain = Map.groupBy(urls, (u) => u.domain);
  return {
    ...summary,
    websites: summary.websites.map((w) => ({
      ...w,
      endpoints: (byDomain.get(w.domain) ?? []).map(({ url, count }) => ({ url, count })),
    })),
  };
};

export const presentWebsiteDetails = (
  domain: string,
  endpoints: { url: string; count: number }[],
  prompts: readonly { kind: 'RANKING' | 'QUESTION'; prompts: number }[],
  outcomes: AnswerOutcomes,
): WebsiteDetails => ({
  domain,
  unique_urls: endpoints.length,
  ranking_prompts: prompts.find((p) => p.kind === 'RANKING')?.prompts ?? 0,
  question_prompts: prompts.find((p) => p.kind === 'QUESTION')?.prompts ?? 0,
  endpoints,
  ...outcomes,
});

const average = (p: PositionSums) => (p.position_count ? round1(p.position_sum / p.position_count) : null);

/**
 * The brand first, then by appearances; averages with the positions behind them and their 95 %
 * interval, weekly and over the range, and the days an engine's served model changed.
 */
export const presentCompetitors = (
  rows: readonly EntityWeeksRow[],
  weeks: string[],
  brand: Brand,
  modelChanges: readonly ModelChange[],
  outcomes: AnswerOutcomes,
): CompetitorsSummary => {
  const competitors: CompetitorInsight[] = rows.map((entity) => {
    const byWeek = new Map(
      entity.weeks.map(([week, mentions, position_sum, position_count, position_sq_sum]) => [
        week,
        { mentions, position_sum, position_count, position_sq_sum },
      ]),
    );
    const totals = [...byWeek.values()].reduce(addPositions, { ...NO_POSITIONS });
    const mentions = [...byWeek.values()].reduce((n, w) => n + w.mentions, 0);
    const of = weeks.map((w) => byWeek.get(w) ?? NO_POSITIONS);
    const positions = of.map(average);
    const positionsCi95 = of.map(positionCi95);
    return {
      key: entity.entity_key,
      label: entity.is_brand ? brand.entity_label : entity.name,
      name: entity.is_brand ? brand.entity_name : entity.name,
      is_client: entity.is_brand,
      avg: average(totals),
      avg_n: totals.position_count,
      avg_ci95: positionCi95(totals),
      appearance_count: mentions,
      ...competitorTrend(positions, positionsCi95),
      weekly_data: weeks.map((w) => byWeek.get(w)?.mentions ?? 0),
      weekly_positions: positions,
      weekly_positions_n: of.map((w) => w.position_count),
      weekly_positions_ci95: positionsCi95,
    };
  });
  competitors.sort(
    (a, b) => Number(b.is_client) - Number(a.is_client) || b.appearance_count - a.appearance_count,
  );
  return { competitors, weeks_range: weeks, model_changes: [...modelChanges], ...outcomes };
};

const presentAppearance = (a: AppearanceRow) => ({
  query_text: a.query_text,
  sources: a.sources ?? [],
  position: average(a),
  position_n: a.position_count,
  position_ci95: positionCi95(a),
  provider: a.engine,
  date: a.day,
});

export const presentAppearances = (
  rows: readonly AppearanceRow[],
  page: number,
  total: number,
  outcomes: AnswerOutcomes,
): CompetitorAppearances => ({ query_appearances: rows.map(presentAppearance), page, total, ...outcomes });

/** The full reply: each competitor with every appearance of the range (`rows` of all entities). */
export const withAppearances = (summary: CompetitorsSummary, rows: readonly AppearanceRow[]): Competitors => {
  const byEntity = Map.groupBy(rows, (a) => a.entity_key);
  return {
    ...summary,
    competitors: summary.competitors.map((c) => ({
      ...c,
      query_appearances: (byEntity.get(c.key) ?? []).map(presentAppearance),
    })),
  };
};

/** Competitors the matrix shows. */
const SHARE_OF_VOICE_TOP = 10;

export const presentShareOfVoice = (
  rows: readonly EngineEntityRow[],
  brand: Brand,
  outcomes: AnswerOutcomes,
): ShareOfVoice => {
  const totals = new Map<string, number>();
  const perEntity = new Map<string, { name: string; is_brand: boolean; mentions: number }>();
  const mentionsOf = new Map<string, number>();
  for (const r of rows) {
    totals.set(r.engine, (totals.get(r.engine) ?? 0) + r.mentions);
    const e = perEntity.get(r.entity_key) ?? { name: r.name, is_brand: r.is_brand, mentions: 0 };
    e.mentions += r.mentions;
    perEntity.set(r.entity_key, e);
    mentionsOf.set(`${r.engine}:${r.entity_key}`, r.mentions);
  }
  const shown = brandThenMostMentioned(
    [...perEntity.entries()].map(([key, e]) => ({ key, ...e })),
    SHARE_OF_VOICE_TOP,
  );
  const labelOf = (e: { name: string; is_brand: boolean }) => (e.is_brand ? brand.entity_label : e.name);
  const providers = brand.ai_engines.filter((p) => totals.has(p));
  const matrix: ShareOfVoice['share_matrix'] = {};
  for (const provider of providers) {
    matrix[provider] = {};
    for (const e of shown) {
      const mentions = mentionsOf.get(`${provider}:${e.key}`) ?? 0;
      const total = totals.get(provider) ?? 0;
      matrix[provider][labelOf(e)] = {
        mentions,
        percentage: sharePercent(mentions, total),
        percentage_n: total,
        percentage_ci95: proportionCi95(mentions, total, 100),
      };
    }
  }
  return {
    providers,
    competitors: shown.map((e) => ({
      label: labelOf(e),
      name: e.is_brand ? brand.entity_name : e.name,
      is_client: e.is_brand,
    })),
    share_matrix: matrix,
    total_mentions: [...totals.values()].reduce((a, b) => a + b, 0),
    ...outcomes,
  };
};
