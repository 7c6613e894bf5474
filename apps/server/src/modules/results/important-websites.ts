// The LLM Sources tab: cited domains in a date range, from the weekly and daily source roll-ups.
import type { Queryable } from '../../db/database.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { rollupRowsInRange, splitParams } from './range-split.ts';
import type { DayRange } from './weeks.ts';

/** Either a URL's total of one kind (week null) or a domain's total of one week (url and kind null). */
interface Row {
  domain: string;
  url: string | null;
  kind: 'RANKING' | 'QUESTION' | null;
  week: string | null;
  is_client_domain: boolean;
  count: number;
}

const URL_ROWS_IN_RANGE = rollupRowsInRange(
  'source_metrics_weekly',
  'project_url_metrics_daily',
  'domain, url, kind, is_client_domain, count',
);
const PROMPT_DOMAINS_IN_RANGE = rollupRowsInRange(
  'prompt_domains_weekly',
  'prompt_domains_daily',
  'domain, kind, prompt_id',
);

export const importantWebsites = async (q: Queryable, projectId: number, range: DayRange) => {
  // Whole weeks from the weekly roll-ups, partial edge weeks day by day from the daily ones.
  const params = [projectId, ...splitParams(range.start, range.end)];
  const [rows, prompts] = await Promise.all([
    jsonRows<Row>(
      q,
      `SELECT domain, url, kind, to_char(week, 'YYYY-MM-DD') AS week,
       bool_or(is_client_domain) AS is_client_domain, sum(count)::int AS count
     FROM ${URL_ROWS_IN_RANGE}
     GROUP BY GROUPING SETS ((domain, url, kind), (domain, week))`,
      params,
    ),
    // The prompts that cited each domain, by kind (the domain details count prompts as well as references).
    jsonRows<{ domain: string; kind: 'RANKING' | 'QUESTION'; prompts: number }>(
      q,
      `SELECT domain, kind, count(DISTINCT prompt_id)::int AS prompts
       FROM ${PROMPT_DOMAINS_IN_RANGE}
       GROUP BY domain, kind`,
      params,
    ),
  ]);
  const promptsOf = new Map(prompts.map((p) => [`${p.domain}|${p.kind}`, p.prompts]));
  const domains = new Map<
    string,
    {
      is_client: boolean;
      count: number;
      ranking: number;
      question: number;
      urls: Map<string, number>;
      weeks: Map<string, number>;
    }
  >();
  for (const r of rows) {
    const d = domains.get(r.domain) ?? {
      is_client: false,
      count: 0,
      ranking: 0,
      question: 0,
      urls: new Map(),
      weeks: new Map(),
    };
    d.is_client ||= r.is_client_domain;
    if (r.week !== null) {
      d.weeks.set(r.week, (d.weeks.get(r.week) ?? 0) + r.count);
    } else if (r.url !== null) {
      d.count += r.count;
      if (r.kind === 'RANKING') d.ranking += r.count;
      else d.question += r.count;
      d.urls.set(r.url, (d.urls.get(r.url) ?? 0) + r.count);
    }
    domains.set(r.domain, d);
  }
  const websites = [...domains.entries()]
    .map(([domain, d]) => ({
      domain,
      is_client_domain: d.is_client,
      count: d.count,
      ranking_count: d.ranking,
      question_count: d.question,
      ranking_prompts: promptsOf.get(`${domain}|RANKING`) ?? 0,
      question_prompts: promptsOf.get(`${domain}|QUESTION`) ?? 0,
      request_types: [
        ...(d.ranking ? ['Ranking' as const] : []),
        ...(d.question ? ['Question' as const] : []),
      ],
      unique_urls: d.urls.size,
      endpoints: [...d.urls.entries()]
        .map(([url, count]) => ({ url, count }))
        .sort((a, b) => b.count - a.count),
      weekly_data: range.weeks.map((w) => d.weeks.get(w) ?? 0),
    }))
    .sort((a, b) => b.count - a.count || a.domain.localeCompare(b.domain));
  return { websites, weeks_range: range.weeks };
};
