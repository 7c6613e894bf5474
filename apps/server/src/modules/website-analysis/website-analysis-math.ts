// Pure figures of the website dashboard from its roll-up rows: the four statistics with their change
// against the previous period of equal length, Visits Over Time, Visits by Source, Most Popular Pages
// and the AI crawler panel. People's visits are AI-referred plus other; crawler fetches are apart.
import {
  CRAWLER_PURPOSES,
  type CrawlerBot,
  type CrawlerPurpose,
  websiteAnalysisMessages as m,
  percentChange,
  providerColor,
  round1,
  type VisitType,
  type WebsiteDashboard,
} from '@sightline/contracts';
import { bucketSeries, seriesBuckets } from '../general-metrics/general-metrics-math.ts';
import type { PeopleDayRow, SourceTotalRow } from './website-analysis.repo.ts';

const HUMAN_COLOR = '#868e96';
const DIRECT_COLOR = '#ced4da';

/** Names shown for a source: an assistant's name, a bot's token, or the human groups. */
export type SourceLabel = (provider: string) => string;

const sum = (rows: readonly { visits: number }[]) => rows.reduce((n, r) => n + r.visits, 0);
const ofType = <T extends { visit_type: VisitType }>(rows: readonly T[], type: VisitType) =>
  rows.filter((r) => r.visit_type === type);

/** Recent Visits' count without a search: every event of the range, crawler fetches too. */
export const eventCount = (current: readonly SourceTotalRow[]) => sum(current);

export const statistics = (current: readonly SourceTotalRow[], previous: readonly SourceTotalRow[]) => {
  const people = (rows: readonly SourceTotalRow[]) => {
    const ai = sum(ofType(rows, 'AI_REFERRAL'));
    const human = sum(ofType(rows, 'HUMAN'));
    return { ai, human, total: ai + human };
  };
  const now = people(current);
  const before = people(previous);
  return {
    total_visits: now.total,
    total_visits_change: percentChange(now.total, before.total),
    total_ai_visits: now.ai,
    ai_visits_change: percentChange(now.ai, before.ai),
    total_human_visits: now.human,
    human_visits_change: percentChange(now.human, before.human),
    total_visits_previous: before.total,
    ai_visits_previous: before.ai,
    human_visits_previous: before.human,
    ai_percentage: now.total ? round1((now.ai / now.total) * 100) : 0,
  };
};

/** AI and human visits per point: daily up to a month, then whole weeks or four weeks. */
export const visitsOverTime = (
  range: { start: string; end: string },
  days: readonly PeopleDayRow[],
): WebsiteDashboard['line_chart'] => {
  const buckets = seriesBuckets(range.start, range.end);
  const series = (type: VisitType) =>
    bucketSeries(
      buckets,
      ofType(days, type).map((r) => ({ day: r.day, value: r.visits })),
    );
  return {
    labels: buckets.labels,
    datasets: [
      { label: m.aiVisits, data: series('AI_REFERRAL'), color: providerColor('chatgpt') },
      { label: m.humanVisits, data: series('HUMAN'), color: HUMAN_COLOR },
    ],
  };
};

/** People's visits by where they came from: each AI assistant, other sites, direct. */
const bySource = (
  rows: readonly { visit_type: VisitType; source: string; visits: number }[],
  label: SourceLabel,
) => {
  const ai = new Map<string, number>();
  let other = 0;
  let direct = 0;
  for (const r of rows) {
    if (r.visit_type === 'AI_REFERRAL') ai.set(r.source, (ai.get(r.source) ?? 0) + r.visits);
    else if (r.visit_type === 'HUMAN' && r.source) other += r.visits;
    else if (r.visit_type === 'HUMAN') direct += r.visits;
  }
  const entries = [...ai.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([provider, count], i) => ({ provider: label(provider), count, color: providerColor(provider, i) }));
  if (other) entries.push({ provider: m.otherSites, count: other, color: HUMAN_COLOR });
  if (direct) entries.push({ provider: m.direct, count: direct, color: DIRECT_COLOR });
  return entries;
};

export const visitsBySource = (
  current: readonly SourceTotalRow[],
  label: SourceLabel,
): WebsiteDashboard['donut_chart'] => {
  const entries = bySource(current, label);
  return {
    labels: entries.map((e) => e.provider),
    data: entries.map((e) => e.count),
    colors: entries.map((e) => e.color),
  };
};

/** Rows of the popular-pages read (already the top pages, most visited first) as the reply's table. */
export const popularEndpoints = (
  rows: readonly { page_url: string; visit_type: VisitType; source: string; visits: number }[],
  label: SourceLabel,
): WebsiteDashboard['popular_endpoints'] => {
  const pages = new Map<string, typeof rows>();
  for (const r of rows) pages.set(r.page_url, [...(pages.get(r.page_url) ?? []), r]);
  return [...pages.entries()].map(([endpoint, visits]) => ({
    endpoint,
    total_visits: sum(visits),
    provider_breakdown: bySource(visits, label),
  }));
};

export const crawlerPanel = (
  current: readonly SourceTotalRow[],
  pages: readonly { source: string; page_url: string; visits: number }[],
  operatorOf: (token: string) => string,
  maxBots: number,
): WebsiteDashboard['crawlers'] => {
  const fetches = ofType(current, 'AI_CRAWLER');
  const bots = new Map<string, CrawlerBot>();
  for (const r of fetches) {
    const bot = bots.get(r.source) ?? {
      name: r.source,
      operator: operatorOf(r.source),
      purpose: r.crawler_purpose as CrawlerPurpose,
      fetches: 0,
      verified: 0,
      unverified: 0,
      spoofed: 0,
      pages: [],
    };
    bot.fetches += r.visits;
    if (r.verification === 'verified' || r.verification === 'unverified' || r.verification === 'spoofed')
      bot[r.verification] += r.visits;
    bots.set(r.source, bot);
  }
  for (const p of pages) bots.get(p.source)?.pages.push({ page: p.page_url, fetches: p.visits });
  for (const bot of bots.values())
    bot.pages.sort((a, b) => b.fetches - a.fetches || a.page.localeCompare(b.page));
  return {
    total_fetches: sum(fetches),
    by_purpose: CRAWLER_PURPOSES.map((purpose) => ({
      purpose,
      fetches: sum(fetches.filter((r) => r.crawler_purpose === purpose)),
    })),
    bots: [...bots.values()]
      .sort((a, b) => b.fetches - a.fetches || a.name.localeCompare(b.name))
      .slice(0, maxBots),
  };
};

/** Totals of the current range (part 0) and of the previous period (part 1). */
export const splitPeriods = (rows: readonly SourceTotalRow[]) => ({
  current: rows.filter((r) => r.part === 0),
  previous: rows.filter((r) => r.part === 1),
});
