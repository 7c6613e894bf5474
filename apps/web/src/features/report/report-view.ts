// The printable report as plain data (spec 2 section 2.10): validation of the reply, truncation of
// URLs and responses, chunking of tables, the chart series, the table of contents and where the
// extra answers of adaptive sampling went.
import {
  type Ci95,
  displayUrl,
  reportPageLabels as l,
  REPORT_LIMITS,
  type ReportDocument,
  ReportDocumentSchema,
  samplingLabels,
} from '@sightline/contracts';

export type ReportCheck = { ok: true; report: ReportDocument } | { ok: false };

/** A reply without report_execution (or otherwise malformed) is invalid data, not a report. */
export const checkReport = (raw: unknown): ReportCheck => {
  const parsed = ReportDocumentSchema.safeParse(raw);
  return parsed.success ? { ok: true, report: parsed.data } : { ok: false };
};

/** Cuts `text` to `max` characters, the last one being an ellipsis. */
export const truncate = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;

/** A source URL without its scheme and "www.", cut at 60 characters (spec 2 section 2.10). */
export const shortUrl = (url: string, max: number = REPORT_LIMITS.urlLength): string =>
  truncate(displayUrl(url), max);

/** A response cut at 100 characters; no response gives null. */
export const shortResponse = (text: string | null, max: number = REPORT_LIMITS.responseLength) =>
  text ? truncate(text.replace(/\s+/g, ' ').trim(), max) : null;

/** Splits a list into tables of `size` rows (5 competitors per table in the report). */
/** The most cited websites that fit the page, and what is left over (counted, not listed). */
export const topReferences = <T extends { count: number }>(sites: readonly T[], limit: number) => {
  const rest = sites.slice(limit);
  return {
    shown: sites.slice(0, limit),
    moreSites: rest.length,
    moreReferences: rest.reduce((sum, site) => sum + site.count, 0),
  };
};

export const chunk = <T>(list: readonly T[], size: number): T[][] => {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const chunks: T[][] = [];
  for (let i = 0; i < list.length; i += size) chunks.push(list.slice(i, i + size));
  return chunks;
};

export interface RankSeries {
  label: string;
  data: (number | null)[];
  /** Each week's 95 % interval, drawn as a band. */
  band?: Ci95[];
  emphasized: boolean;
}

/** The competitor chart: the top 10 competitors (by rank), the brand's line emphasized. */
export const topCompetitorSeries = (
  page1: ReportDocument['query_analysis_list'][number]['page1'],
  limit: number = REPORT_LIMITS.chartCompetitors,
): { labels: string[]; series: RankSeries[] } => {
  const clients = new Set(page1.competitor_entities.filter((e) => e.is_client).map((e) => e.name));
  return {
    labels: page1.competitor_chart_data.labels,
    series: page1.competitor_chart_data.datasets
      .slice(0, limit)
      .map((d) => ({ label: d.label, data: d.data, band: d.data_ci95, emphasized: clients.has(d.label) })),
  };
};

/** The providers chart: the last 6 weeks of each provider's position and interval. */
export const lastWeeks = (
  chart: { labels: string[]; datasets: { label: string; data: (number | null)[]; data_ci95?: Ci95[] }[] },
  weeks: number = REPORT_LIMITS.providerWeeks,
) => ({
  labels: chart.labels.slice(-weeks),
  datasets: chart.datasets.map((d) => ({
    label: d.label,
    data: d.data.slice(-weeks),
    band: d.data_ci95?.slice(-weeks),
  })),
});

export const ratingLabel = (rating: number | null): string =>
  rating === null ? l.noRating : (l.ratings[rating] ?? String(rating));

export type RatingTone = 'correct' | 'partial' | 'wrong' | 'none';
export const ratingTone = (rating: number | null): RatingTone =>
  rating === null ? 'none' : rating >= 2 ? 'correct' : rating >= 1 ? 'partial' : 'wrong';

export interface ContentsEntry {
  id: string;
  number: string;
  title: string;
  children: { id: string; number: string; title: string }[];
}

const sectionId = {
  ranking: (queryId: number, page: 1 | 2 | 3) => `ranking-${queryId}-${page}`,
  accuracy: (queryId: number) => `accuracy-${queryId}`,
};

/**
 * The table of contents: each ranking prompt with its three pages, then the accuracy prompts, then
 * the appendix (the sampling statistics, after every result).
 */
export const tableOfContents = (
  report: ReportDocument,
): { ranking: ContentsEntry[]; accuracy: ContentsEntry[]; appendix: ContentsEntry[] } => {
  const ranking = report.query_analysis_list.map((q, i) => ({
    id: sectionId.ranking(q.query_id, 1),
    number: `${i + 1}`,
    title: q.query,
    children: (
      [
        [1, l.competitorAnalysis],
        [2, l.providersAnalysis],
        [3, l.referenceWebsites],
      ] as const
    ).map(([page, title]) => ({
      id: sectionId.ranking(q.query_id, page),
      number: `${i + 1}.${page}`,
      title,
    })),
  }));
  const accuracy = report.question_analysis_list.map((q, i) => ({
    id: sectionId.accuracy(q.query_id),
    number: `${ranking.length + i + 1}`,
    title: q.query,
    children: [],
  }));
  const appendix = report.sampling
    ? [{ id: 'sampling', number: 'A', title: samplingLabels.sheetTitle, children: [] }]
    : [];
  return { ranking, accuracy, appendix };
};

export interface ExtraAnswersRow {
  key: string;
  query: string;
  cell: NonNullable<ReportDocument['sampling']>['cells'][number];
}

/** The cells that got extra samples, most first, with their prompt's text; prompts in report order. */
export const extraAnswerRows = (report: ReportDocument): ExtraAnswersRow[] => {
  const order = new Map(report.query_analysis_list.map((q, i) => [q.query_id, i]));
  const text = new Map(report.query_analysis_list.map((q) => [q.query_id, q.query]));
  return (report.sampling?.cells ?? [])
    .filter((c) => c.extra > 0)
    .sort(
      (a, b) =>
        b.extra - a.extra ||
        (order.get(a.query_id) ?? 0) - (order.get(b.query_id) ?? 0) ||
        a.provider.localeCompare(b.provider),
    )
    .map((cell) => ({
      key: `${cell.query_id}:${cell.provider}`,
      query: text.get(cell.query_id) ?? '',
      cell,
    }));
};
