// The custom report's table of contents (spec 3 sections 2.8 and 9), pure: Cover p1, Contents p2,
// General Metrics p3 with RANKING data, then the ranking prompts from p4 (first 8 words), the accuracy
// prompts, Website Visits and Recommendations, each on its own page, as the data types say.
import { type CustomReport, CUSTOM_REPORT_LIMITS as L, customReportLabels as l } from '@sightline/contracts';

export interface ContentsEntry {
  id: string;
  title: string;
  page: number;
  group: 'report' | 'ranking' | 'accuracy';
}

const firstWords = (text: string, n: number) => {
  const words = text.trim().split(/\s+/);
  return words.length <= n ? words.join(' ') : `${words.slice(0, n).join(' ')}…`;
};

export const pageTitle = (query: string) => firstWords(query, L.pageTitleWords);

export const customReportContents = (report: CustomReport): ContentsEntry[] => {
  const types = new Set(report.data_types);
  const data = report.aggregated_data;
  const entries: ContentsEntry[] = [
    { id: 'cover', title: l.cover, page: 1, group: 'report' },
    { id: 'contents', title: l.contents, page: 2, group: 'report' },
  ];
  const add = (id: string, title: string, group: ContentsEntry['group']) =>
    entries.push({ id, title, page: entries.length + 1, group });
  if (types.has('RANKING')) {
    add('general-metrics', l.generalMetrics, 'report');
    for (const p of data.ranking_prompts)
      add(`ranking-${p.query_id}`, firstWords(p.query_text, L.contentsWords), 'ranking');
  }
  if (types.has('ACCURACY'))
    for (const p of data.accuracy_prompts)
      add(`accuracy-${p.query_id}`, firstWords(p.query_text, L.contentsWords), 'accuracy');
  if (types.has('WEBSITE')) add('website', l.websiteVisits, 'report');
  if (types.has('RECOMMENDATIONS')) add('recommendations', l.recommendations, 'report');
  return entries;
};

/** Spec 9: AI referer rate as a percent with one decimal; human visits never below 0. */
export const websiteRates = (total: number, ai: number) => ({
  rate: total > 0 ? Math.round((ai / total) * 1000) / 10 : 0,
  human: Math.max(0, total - ai),
});

/** `items` in the fewest groups of at most `size`, as even as can be (7 as 4 and 3, not 5 and 2). */
export const evenGroups = <T>(items: readonly T[], size: number): T[][] => {
  const groups = Math.max(1, Math.ceil(items.length / size));
  const each = Math.ceil(items.length / groups);
  return Array.from({ length: groups }, (_, i) => items.slice(i * each, (i + 1) * each));
};
