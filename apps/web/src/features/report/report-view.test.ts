import { REPORT_LIMITS, type ReportDocument, samplingLabels } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { rankChartConfig } from '../../components/charts/rank-chart.ts';
import {
  checkReport,
  chunk,
  extraAnswerRows,
  lastWeeks,
  ratingLabel,
  ratingTone,
  shortResponse,
  shortUrl,
  tableOfContents,
  topCompetitorSeries,
  topReferences,
  truncate,
} from './report-view.ts';

const weeks = ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7'];
const entities = Array.from({ length: 12 }, (_, i) => ({
  rank: i + 1,
  name: i === 2 ? 'Acme' : `Rival ${i + 1}`,
  is_client: i === 2,
  average_position: i + 1,
  average_position_n: 3,
  average_position_ci95: null,
  appearances: 3,
}));
/** A weekly series without intervals (the view does not draw them). */
const series = (label: string, data: number[]) => ({
  label,
  data,
  data_n: data.map(() => 0),
  data_ci95: data.map(() => null),
});
const report: ReportDocument = {
  report_execution: {
    executed_at: '2026-11-22T10:00:00Z',
    report_planning: { name: 'Acme', entity_name: 'Acme', entity_picture: null },
  },
  query_analysis_list: [
    {
      query_id: 7,
      query: 'best crm',
      page1: {
        competitor_entities: entities,
        competitor_chart_data: {
          labels: weeks,
          datasets: entities.map((e) =>
            series(
              e.name,
              weeks.map(() => e.rank),
            ),
          ),
        },
        weeks_range: weeks,
      },
      page2: {
        client_name: 'Acme',
        provider_chart_data: {
          labels: weeks,
          datasets: [series('chatgpt', [1, 2, 3, 4, 5, 6, 12.2])],
        },
        provider_table_data: [],
        weeks_range: weeks,
        model_changes: [],
      },
      page3: { reference_websites: [], more_reference_websites: { sites: 0, references: 0 } },
    },
  ],
  question_analysis_list: [
    { query_id: 9, query: 'where?', expected_response: 'Madrid', question_results: [] },
  ],
};

describe('checkReport', () => {
  it('accepts a report and rejects a reply without report_execution', () => {
    expect(checkReport(report).ok).toBe(true);
    expect(checkReport({ ...report, report_execution: undefined }).ok).toBe(false);
    expect(checkReport(null).ok).toBe(false);
  });
});

describe('truncation', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    const cut = truncate('x'.repeat(150), 100);
    expect(cut).toHaveLength(100);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('shows URLs without scheme and www, cut at 60 characters', () => {
    expect(shortUrl('https://www.g2.com/categories/crm/')).toBe('g2.com/categories/crm');
    const long = shortUrl(`https://example.com/${'segment/'.repeat(20)}`);
    expect(long).toHaveLength(60);
    expect(long.startsWith('example.com/segment/')).toBe(true);
  });

  it('cuts responses at 100 characters and collapses whitespace', () => {
    expect(shortResponse(`a\n\n b ${'y'.repeat(200)}`)).toHaveLength(100);
    expect(shortResponse('Madrid,\n Spain')).toBe('Madrid, Spain');
    expect(shortResponse(null)).toBeNull();
  });
});

describe('chunk', () => {
  it('splits into tables of five', () => {
    expect(chunk(entities, 5).map((c) => c.length)).toEqual([5, 5, 2]);
    expect(chunk([], 5)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('topReferences', () => {
  it('lists what fits the page and counts the rest', () => {
    const sites = Array.from({ length: 18 }, (_, i) => ({ url: `https://s${i}.com/`, count: 20 - i }));
    const top = topReferences(sites, REPORT_LIMITS.referencesPerPage);
    expect(top.shown).toHaveLength(15);
    expect(top.moreSites).toBe(3);
    expect(top.moreReferences).toBe(5 + 4 + 3);
    expect(topReferences(sites.slice(0, 4), 15)).toEqual({
      shown: sites.slice(0, 4),
      moreSites: 0,
      moreReferences: 0,
    });
  });
});

describe('chart series', () => {
  it('draws the top 10 competitors and marks the brand', () => {
    const { series, labels } = topCompetitorSeries(report.query_analysis_list[0].page1);
    expect(labels).toEqual(weeks);
    expect(series).toHaveLength(10);
    expect(series.filter((s) => s.emphasized).map((s) => s.label)).toEqual(['Acme']);
  });

  it('keeps the last six weeks for providers on the 1–10 rank axis, best on top, a rank past 10 on the edge', () => {
    const view = lastWeeks(report.query_analysis_list[0].page2.provider_chart_data);
    expect(view.labels).toEqual(weeks.slice(1));
    expect(view.datasets[0].data).toEqual([2, 3, 4, 5, 6, 12.2]);

    const { data, options } = rankChartConfig({
      labels: view.labels,
      lines: view.datasets,
      axisMax: REPORT_LIMITS.rankAxisMax,
      legend: true,
      print: true,
    });
    expect(options.scales?.y).toMatchObject({ reverse: true, min: 1, max: 10 });
    expect(data.datasets[0].data).toEqual([2, 3, 4, 5, 6, 10]);
    expect(data.datasets[0]).toMatchObject({ pointStyle: [...Array(5).fill('circle'), 'triangle'] });
    const label = options.plugins?.tooltip?.callbacks?.label as unknown as (item: object) => string;
    expect(label({ datasetIndex: 0, dataIndex: 5, dataset: { label: view.datasets[0].label } })).toBe(
      `${view.datasets[0].label}: 12.2`,
    );
  });
});

describe('ratings', () => {
  it('labels and tones ratings 2, 1, 0 and none', () => {
    expect([2, 1, 0, null].map(ratingLabel)).toEqual(['Correct', 'Almost correct', 'Wrong', 'Not rated']);
    expect([2, 1, 0, null].map(ratingTone)).toEqual(['correct', 'partial', 'wrong', 'none']);
  });
});

describe('tableOfContents', () => {
  it('lists three pages per ranking prompt, then the accuracy prompts', () => {
    const toc = tableOfContents(report);
    expect(toc.ranking[0].children.map((c) => `${c.number} ${c.title}`)).toEqual([
      '1.1 Competitor Analysis',
      '1.2 Providers Analysis',
      '1.3 Reference Websites',
    ]);
    expect(toc.accuracy).toEqual([{ id: 'accuracy-9', number: '2', title: 'where?', children: [] }]);
  });
});

describe('extraAnswerRows', () => {
  const cell = (query_id: number, provider: string, extra: number) => ({
    query_id,
    provider,
    asked: 3 + extra,
    extra,
    n: 3 + extra,
    mentions: 2,
    mention_low: 0.2,
    mention_high: 0.8,
    stop: 'target' as const,
  });
  const totals = {
    adaptive: true,
    base_samples: 3,
    max_samples: 8,
    target_width: 0.6,
    extra_budget: 10,
    extra_spent: 6,
  };

  it('lists the cells that got extra samples, most first, with their prompt', () => {
    const withSampling: ReportDocument = {
      ...report,
      query_analysis_list: [
        ...report.query_analysis_list,
        { ...report.query_analysis_list[0], query_id: 8, query: 'top crm' },
      ],
      sampling: {
        ...totals,
        cells: [cell(7, 'gemini', 1), cell(7, 'chatgpt', 0), cell(8, 'claude', 4), cell(7, 'claude', 1)],
      },
    };
    expect(checkReport(withSampling).ok).toBe(true);
    expect(
      extraAnswerRows(withSampling).map((r) => `${r.query} ${r.cell.provider} +${r.cell.extra}`),
    ).toEqual(['top crm claude +4', 'best crm claude +1', 'best crm gemini +1']);
  });

  it('are listed last in the contents, as the appendix, only when the report has them', () => {
    expect(tableOfContents(report).appendix).toEqual([]);
    expect(tableOfContents({ ...report, sampling: { ...totals, cells: [] } }).appendix).toEqual([
      { id: 'sampling', number: 'A', title: samplingLabels.sheetTitle, children: [] },
    ]);
  });

  it('is empty for a report without sampling (an older server) or without extras', () => {
    expect(extraAnswerRows(report)).toEqual([]);
    expect(extraAnswerRows({ ...report, sampling: { ...totals, cells: [cell(7, 'chatgpt', 0)] } })).toEqual(
      [],
    );
  });
});
