import { describe, expect, it } from 'vitest';
import type { ProjectRow } from '../projects/project.repo.ts';
import type { DashboardPrompt } from './dashboard.repo.ts';
import {
  engineOrder,
  presentAppearances,
  presentCharts,
  presentCompetitors,
  presentOverview,
  presentSources,
} from './ranking.presenter.ts';
import { chosenEntities, entityTotals } from './ranking-math.ts';

const project = {
  id: 1,
  uuid: 'p-uuid',
  title: 'Acme',
  entity_name: 'Acme',
  entity_label: 'Acme Inc.',
  domain: 'acme.example',
  ai_engines: ['chatgpt', 'gemini'],
} as ProjectRow;
const prompt = { id: 7, uuid: 'q-uuid', query_text: 'best tools' } as DashboardPrompt;
const engine = (engine: string, day: string, positionSum: number, positionCount: number, mentions = 1) => ({
  engine,
  day,
  position_sum: positionSum,
  position_count: positionCount,
  answers: 2,
  mentions,
});

describe('ranking presenter', () => {
  it('orders engines as the project does, others after', () => {
    expect(engineOrder(['gemini', 'chatgpt'], ['perplexity', 'chatgpt', 'claude', 'gemini'])).toEqual([
      'gemini',
      'chatgpt',
      'claude',
      'perplexity',
    ]);
  });

  it('gives the overview with each engine of the execution, answered or not', () => {
    const overview = presentOverview(
      project,
      prompt,
      new Date('2026-11-20T10:00:00Z'),
      ['chatgpt', 'gemini'],
      [{ engine: 'chatgpt', position_sum: 2, position_count: 2, mentions: 2, answers: 2 }],
    );
    expect(overview.llmo.score).toBe(100);
    expect(overview.llmo.providers.map((p) => [p.provider, p.position, p.aiShareScore])).toEqual([
      ['chatgpt', 1, 100],
      ['gemini', null, 0],
    ]);
    expect(overview.llmo.providers[1].lastExtractionDate).toBe('2026-11-20T10:00:00.000Z');
    expect(overview).toMatchObject({
      queryName: 'best tools',
      projectId: 'p-uuid',
      entityLabel: 'Acme Inc.',
    });
  });

  it('draws the daily charts: mentions with gaps on days without answers, positions per provider', () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22'];
    const all = entityTotals([
      {
        key: 'acme',
        name: 'Acme',
        isBrand: true,
        day: days[0],
        mentions: 2,
        positionSum: 3,
        positionCount: 2,
      },
      {
        key: 'rival',
        name: 'Rival',
        isBrand: false,
        day: days[0],
        mentions: 2,
        positionSum: 2,
        positionCount: 2,
      },
      {
        key: 'rival',
        name: 'Rival',
        isBrand: false,
        day: days[2],
        mentions: 1,
        positionSum: 1,
        positionCount: 1,
      },
    ]);
    const charts = presentCharts(days, project, all, chosenEntities('Acme', all, null, 5), [
      engine('gemini', days[0], 2, 1),
      engine('chatgpt', days[0], 1, 1),
      engine('chatgpt', days[2], 0, 0, 0),
    ]);
    expect(charts.competitorsChart.datasets).toEqual([
      { label: 'Acme', data: [2, null, 0] },
      { label: 'Rival', data: [2, null, 1] },
    ]);
    expect(charts.competitorsPositionChart.datasets[0]).toEqual({ label: 'Acme', data: [1.5, null, null] });
    expect(charts.providersChart.datasets).toEqual([
      { label: 'chatgpt', data: [1, null, null] },
      { label: 'gemini', data: [2, null, null] },
    ]);
    expect(charts.shareOfVoiceChart.datasets).toEqual([
      { label: 'Acme', data: [50, null, 0] },
      { label: 'Rival', data: [50, null, 100] },
    ]);
    // Day 1: chatgpt 100 x 68, gemini 90 x 52 over 120; day 3: chatgpt unranked.
    expect(charts.llmoScoreChart.datasets).toEqual([{ label: 'Acme', data: [95.7, null, 0] }]);
    for (const chart of Object.values(charts)) expect(chart.labels).toEqual(days);
  });

  it('lists sources with the trend of the halves, stable when the earlier half had no answers', () => {
    const urls = [
      { domain: 'a.com', engine: 'gemini', url: 'https://a.com/1', is_client_domain: false, count: 3 },
      { domain: 'a.com', engine: 'chatgpt', url: 'https://a.com/2', is_client_domain: false, count: 1 },
      {
        domain: 'acme.example',
        engine: 'chatgpt',
        url: 'https://acme.example/',
        is_client_domain: true,
        count: 1,
      },
    ];
    const halves = [
      { domain: 'a.com', part: 0, count: 1 },
      { domain: 'a.com', part: 2, count: 3 },
      { domain: 'acme.example', part: 2, count: 1 },
    ];
    const compared = presentSources(urls, halves, true).importantSources;
    expect(compared.map((s) => [s.domain, s.count, s.trend, s.trendPercentage, s.frequency])).toEqual([
      ['a.com', 4, 'up', 200, 'Very High'],
      ['acme.example', 1, 'up', 100, 'High'],
    ]);
    expect(compared[0].usedByProviders).toEqual(['chatgpt', 'gemini']);
    expect(compared[1].is_client_domain).toBe(true);
    const first = presentSources(urls, halves, false).importantSources;
    expect(first.map((s) => [s.trend, s.trendPercentage])).toEqual([
      ['stable', 0],
      ['stable', 0],
    ]);
  });

  it('lists competitors by appearances, the brand under its label, trends from the halves', () => {
    const part = (key: string, p: number, mentions: number, positionSum: number, isBrand = false) => ({
      entity_key: key,
      name: key,
      is_brand: isBrand,
      part: p,
      mentions,
      position_sum: positionSum,
      position_count: mentions,
    });
    const { competitors } = presentCompetitors(project, [
      part('acme', 0, 1, 3, true),
      part('acme', 2, 2, 2, true),
      part('rival', 0, 2, 2),
      part('rival', 1, 1, 1),
      part('rival', 2, 1, 4),
      part('new', 2, 1, 5),
    ]);
    expect(competitors).toEqual([
      {
        label: 'rival',
        name: 'rival',
        is_client: false,
        avg: 1.8,
        appearance_count: 4,
        trend: 'down',
      },
      { label: 'Acme Inc.', name: 'Acme', is_client: true, avg: 1.7, appearance_count: 3, trend: 'up' },
      // Only in the later half: a first value, no direction.
      { label: 'new', name: 'new', is_client: false, avg: 5, appearance_count: 1, trend: 'stable' },
    ]);
  });

  it('gives appearances with the prompt and their average position', () => {
    expect(
      presentAppearances(prompt, [
        {
          engine: 'chatgpt',
          day: '2026-11-22',
          position_sum: 5,
          position_count: 2,
          sources: ['https://a.com/'],
        },
      ]),
    ).toEqual({
      query_appearances: [
        {
          query_text: 'best tools',
          position: 2.5,
          provider: 'chatgpt',
          date: '2026-11-22',
          sources: ['https://a.com/'],
        },
      ],
    });
  });
});
