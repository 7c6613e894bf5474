import type { DashboardCompetitor } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '../../app/paths.ts';
import { canApply, DEFAULT_FILTERS, defaultEntities, filterParams, rankingResetFilters } from './filters.ts';
import { backToProject, queryIdOf } from './paths.ts';
import { pageBounds } from './server-pagination.ts';

const today = new Date('2026-11-22T15:00:00Z');

const competitor = (name: string, appearances: number, isClient = false): DashboardCompetitor => ({
  label: name,
  name,
  is_client: isClient,
  avg: 2,
  avg_n: appearances,
  avg_ci95: null,
  appearance_count: appearances,
  trend: 'stable',
  trend_significant: false,
});

describe('dashboard filters', () => {
  it('start on the last 7 days and send only the preset', () => {
    expect(filterParams(DEFAULT_FILTERS)).toEqual({ time_range: '7d' });
  });

  it('reset to a custom range of the last 7 days, today included (UTC)', () => {
    const reset = rankingResetFilters(today);
    expect(reset.timeRange).toBe('custom');
    expect(reset.range).toEqual(['2026-11-16', '2026-11-22']);
    expect(filterParams(reset)).toEqual({
      time_range: 'custom',
      start_date: '2026-11-16',
      end_date: '2026-11-22',
    });
  });

  it('send custom dates only when both are set, and cannot apply half a range', () => {
    const half = {
      ...DEFAULT_FILTERS,
      timeRange: 'custom' as const,
      range: ['2026-11-01', null] as [string, null],
    };
    expect(canApply(half)).toBe(false);
    expect(filterParams(half)).toEqual({});
    expect(canApply({ ...half, range: ['2026-11-01', '2026-11-05'] })).toBe(true);
    expect(canApply({ ...DEFAULT_FILTERS, timeRange: '90d' })).toBe(true);
  });

  it('send chosen providers and entities as lists, entities only where asked', () => {
    const f = {
      ...DEFAULT_FILTERS,
      timeRange: '30d' as const,
      providers: ['chatgpt', 'claude'],
      entities: ['Acme'],
    };
    expect(filterParams(f)).toEqual({
      time_range: '30d',
      providers: ['chatgpt', 'claude'],
      entities: ['Acme'],
    });
    expect(filterParams(f, false)).toEqual({ time_range: '30d', providers: ['chatgpt', 'claude'] });
    expect(filterParams({ ...f, entities: [] })).not.toHaveProperty('entities');
  });

  it('default to the client and the first 5 competitors by appearances', () => {
    const list = [
      competitor('A', 9),
      competitor('B', 1),
      competitor('Acme', 3, true),
      competitor('C', 8),
      competitor('D', 7),
      competitor('E', 6),
      competitor('F', 5),
      competitor('G', 4),
    ];
    expect(defaultEntities(list)).toEqual(['Acme', 'A', 'C', 'D', 'E', 'F']);
    expect(defaultEntities([])).toEqual([]);
  });
});

describe('dashboard routes', () => {
  it('read the id from the route, else the queryId search parameter', () => {
    expect(queryIdOf({ id: '12' }, new URLSearchParams('queryId=99'))).toBe('12');
    expect(queryIdOf({}, new URLSearchParams('queryId=99'))).toBe('99');
    expect(queryIdOf({}, new URLSearchParams())).toBe('');
  });

  it('go back to the brand, else the dashboard, and on to the recommendations', () => {
    expect(backToProject('b-1')).toBe('/project-table/b-1');
    expect(backToProject(undefined)).toBe('/dashboard');
    expect(paths.rankingRecommendations(7)).toBe('/recommendations/ranking-query/7');
    expect(paths.questionRecommendations('7')).toBe('/recommendations/question-query/7');
    expect(paths.rankingQuery(3)).toBe('/ranking-query/3');
    expect(paths.questionQuery(3)).toBe('/question-query/3');
  });

  it('count the rows of a server page', () => {
    expect(pageBounds({ current_page: 2, total_pages: 5, total_items: 42 }, 10)).toEqual({
      from: 11,
      to: 20,
    });
    expect(pageBounds({ current_page: 5, total_pages: 5, total_items: 42 }, 10)).toEqual({
      from: 41,
      to: 42,
    });
    expect(pageBounds({ current_page: 1, total_pages: 1, total_items: 0 }, 10)).toEqual({ from: 0, to: 0 });
  });
});
