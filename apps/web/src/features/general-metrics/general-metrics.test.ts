import { GENERAL_METRICS_CSV_COLUMNS, type ProviderMetric } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { generalMetricsParams } from '../../api/general-metrics.ts';
import {
  exportFileName,
  providerMetricsCsv,
  topCitationsCsv,
  topCompetitorsCsv,
} from './general-metrics-export.ts';
import {
  changeTrend,
  formatAvgPosition,
  formatChange,
  hasData,
  namedSeries,
  pointTotal,
  providerInitials,
} from './general-metrics-format.ts';

const lines = (csv: string) => csv.trimEnd().split('\r\n');

describe('filters to query parameters', () => {
  it('sends a custom range only with both dates, else the default 30 days', () => {
    expect(generalMetricsParams({ providers: [], tags: [], range: ['2026-11-01', '2026-11-22'] })).toEqual({
      time_range: 'custom',
      start_date: '2026-11-01',
      end_date: '2026-11-22',
    });
    expect(generalMetricsParams({ providers: [], tags: [], range: ['2026-11-01', null] })).toEqual({
      time_range: '30d',
    });
  });

  it('sends providers and tags as repeated values in a steady order', () => {
    expect(
      generalMetricsParams({ providers: ['gemini', 'chatgpt'], tags: ['12', '3'], range: [null, null] }),
    ).toEqual({ time_range: '30d', providers: ['chatgpt', 'gemini'], tags: ['12', '3'] });
  });
});

describe('display', () => {
  it('shows positions with one decimal or N/A, and changes by their absolute value', () => {
    expect(formatAvgPosition(2)).toBe('2.0');
    expect(formatAvgPosition(null)).toBe('N/A');
    expect(formatChange(-12.5)).toBe('12.5%');
    expect(formatChange(100)).toBe('100%');
    expect([changeTrend(3), changeTrend(-1), changeTrend(0)]).toEqual(['up', 'down', 'stable']);
    expect(['chatgpt', 'ai_overviews', 'copilot'].map(providerInitials)).toEqual(['Ch', 'GA', 'MC']);
  });

  it('orders Other last, totals a stacked point and tells empty series apart', () => {
    expect(namedSeries({ Other: [1], Acme: [2], Rival: [3] }).map(([n]) => n)).toEqual([
      'Acme',
      'Rival',
      'Other',
    ]);
    expect(pointTotal([33.3, 33.3, 33.4])).toBe(100);
    expect(hasData([[0, 0], [0]])).toBe(false);
    expect(hasData([[0, 1]])).toBe(true);
    expect(hasData([[null, 0]])).toBe(false);
  });
});

describe('exports', () => {
  it('writes top citations with the spec columns', () => {
    const csv = topCitationsCsv([
      { domain: 'a.com', count: 4, providers: ['chatgpt', 'gemini'], isClient: false },
    ]);
    expect(lines(csv)).toEqual(['Source,Count,Providers', 'a.com,4,ChatGPT; Gemini']);
  });

  it('writes top competitors with positions, shares and the client flag', () => {
    const intervals = {
      avgPosition_n: 0,
      avgPosition_ci95: null,
      shareOfVoice_n: 0,
      shareOfVoice_ci95: null,
    };
    const csv = topCompetitorsCsv([
      { name: 'Acme', avgPosition: 1.25, shareOfVoice: 40, isClient: true, ...intervals },
      { name: 'Rival, Inc.', avgPosition: null, shareOfVoice: 12.34, isClient: false, ...intervals },
    ]);
    expect(lines(csv)).toEqual([
      GENERAL_METRICS_CSV_COLUMNS.topCompetitors.join(','),
      'Acme,1.3,40.0,Yes',
      '"Rival, Inc.",N/A,12.3,No',
    ]);
  });

  it('writes one line per provider with signed changes', () => {
    const m: ProviderMetric = {
      mentions: 5,
      mentions_n: 10,
      mentions_ci95: [2.366, 7.634],
      mentions_change: -20,
      mentions_change_significant: false,
      ai_visits: 2,
      ai_visits_change: 100,
      citations: 9,
      citations_change: 12.5,
      mentions_previous: 6,
      ai_visits_previous: 1,
      citations_previous: 8,
    };
    expect(lines(providerMetricsCsv({ chatgpt: m }))).toEqual([
      'Provider,Mentions,Mentions Change (%),AI Visits,AI Visits Change (%),Citations,Citations Change (%)',
      'ChatGPT,5,-20,2,100,9,12.5',
    ]);
  });

  it('names each file after its table or chart and the date', () => {
    const now = new Date(2026, 10, 22, 9);
    expect(exportFileName('topCitations', 'csv', now)).toBe('top-citations-2026-11-22.csv');
    expect(exportFileName('providerMetrics', 'csv', now)).toBe('provider-metrics-2026-11-22.csv');
    expect(exportFileName('shareOfVoice', 'png', now)).toBe('share-of-voice-over-time-2026-11-22.png');
  });
});
