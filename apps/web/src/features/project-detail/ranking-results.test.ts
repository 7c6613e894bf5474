import type { RankingProviderResult } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { positionState, providerRows, topRecommendations } from './ranking-results.ts';

const result = (provider: string, extra: Partial<RankingProviderResult> = {}): RankingProviderResult => ({
  provider,
  client_position: 2,
  client_position_n: 3,
  client_position_ci95: [1, 3],
  previous_position: null,
  previous_position_n: 0,
  previous_position_ci95: null,
  trend: 'stable',
  trend_significant: false,
  execution_date: null,
  no_answer: false,
  simulated: true,
  samples: 3,
  competitors: [],
  sources: [],
  ...extra,
});

describe('position cell', () => {
  it('shows Extracting for a query on execution, else Obtaining while a report runs', () => {
    expect(positionState(2, { onExecution: true, reportRunning: true })).toEqual({ kind: 'extracting' });
    expect(positionState(2, { onExecution: false, reportRunning: true })).toEqual({ kind: 'obtaining' });
  });

  it('shows the position, or not ranked', () => {
    expect(positionState(2.94, { onExecution: false, reportRunning: false })).toEqual({
      kind: 'position',
      value: '2.9',
    });
    expect(positionState(null, { onExecution: false, reportRunning: false })).toEqual({ kind: 'notRanked' });
  });

  it('shows no data before any report answered the prompt', () => {
    expect(positionState(null, { onExecution: false, reportRunning: false, answered: false })).toEqual({
      kind: 'noData',
    });
  });
});

describe('position by provider rows', () => {
  it('flags an AI Overview without an answer', () => {
    const rows = providerRows([result('chatgpt'), result('ai_overviews', { no_answer: true })], {
      engines: ['chatgpt', 'ai_overviews'],
      reportRunning: false,
    });
    expect(rows.map((r) => r.kind)).toEqual(['result', 'noAnswer']);
  });

  it('adds an AI Overview placeholder when configured, idle and missing', () => {
    const idle = providerRows([result('chatgpt')], {
      engines: ['chatgpt', 'ai_overviews'],
      reportRunning: false,
    });
    expect(idle.map((r) => r.kind)).toEqual(['result', 'aiOverviewPending']);
    expect(providerRows([], { engines: ['ai_overviews'], reportRunning: true })).toEqual([]);
    expect(providerRows([], { engines: ['chatgpt'], reportRunning: false })).toEqual([]);
  });
});

describe('top recommendations', () => {
  it('orders by current position with unranked brands last, at most 10', () => {
    const intervals = {
      current_week_position_n: 1,
      current_week_position_ci95: null,
      last_week_position_n: 1,
      last_week_position_ci95: null,
    };
    const competitors = [
      { name: 'B', is_client: false, current_week_position: 3, last_week_position: null, ...intervals },
      { name: 'C', is_client: false, current_week_position: null, last_week_position: 1, ...intervals },
      { name: 'A', is_client: true, current_week_position: 1, last_week_position: 2, ...intervals },
    ];
    expect(topRecommendations(competitors).map((c) => c.name)).toEqual(['A', 'B', 'C']);
    const many = Array.from({ length: 14 }, (_, i) => ({
      ...competitors[0],
      name: `N${i}`,
      current_week_position: i,
    }));
    expect(topRecommendations(many)).toHaveLength(10);
  });
});
