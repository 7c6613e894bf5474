import { countCi95, proportionCi95, shownCi95 } from '@sightline/contracts';
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
/** Answers the figures left out, which the replies pass on as they are. */
const LEFT_OUT = {
  answers_counted: 4,
  answers_empty: 1,
  answers_refused: 2,
  answers_failed: 3,
  answers_simulated: 0,
};
/** A day of one engine whose ranked answers all had the same position (so the square sum follows). */
const engine = (engine: string, day: string, positionSum: number, positionCount: number, mentions = 1) => ({
  engine,
  day,
  position_sum: positionSum,
  position_count: positionCount,
  position_sq_sum: positionCount ? positionSum ** 2 / positionCount : 0,
  answers: 2,
  mentions,
});
/** A chart's datasets without their intervals. */
const values = (datasets: readonly { label: string; data: (number | null)[] }[]) =>
  datasets.map(({ label, data }) => ({ label, data }));

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
      [
        {
          engine: 'chatgpt',
          position_sum: 2,
          position_count: 2,
          position_sq_sum: 2,
          mentions: 2,
          answers: 2,
        },
      ],
      LEFT_OUT,
    );
    expect(overview.llmo.score).toBe(100);
    expect(overview).toMatchObject(LEFT_OUT);
    // Both answers ranked first: no spread at all.
    expect([overview.llmo.score_n, overview.llmo.score_ci95]).toEqual([2, [100, 100]]);
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
        positionSqSum: 5,
      },
      {
        key: 'rival',
        name: 'Rival',
        isBrand: false,
        day: days[0],
        mentions: 2,
        positionSum: 2,
        positionCount: 2,
        positionSqSum: 2,
      },
      {
        key: 'rival',
        name: 'Rival',
        isBrand: false,
        day: days[2],
        mentions: 1,
        positionSum: 1,
        positionCount: 1,
        positionSqSum: 1,
      },
    ]);
    const charts = presentCharts(
      days,
      project,
      all,
      chosenEntities('Acme', all, null, 5),
      [
        engine('gemini', days[0], 2, 1),
        engine('chatgpt', days[0], 1, 1),
        engine('chatgpt', days[2], 0, 0, 0),
      ],
      [{ engine: 'chatgpt', date: days[2], from: 'gpt-a', to: 'gpt-b' }],
      LEFT_OUT,
    );
    expect(charts).toMatchObject(LEFT_OUT);
    expect(charts.model_changes).toEqual([{ engine: 'chatgpt', date: days[2], from: 'gpt-a', to: 'gpt-b' }]);
    expect(values(charts.competitorsChart.datasets)).toEqual([
      { label: 'Acme', data: [2, null, 0] },
      { label: 'Rival', data: [2, null, 1] },
    ]);
    // Mentions out of the day's 4 answers; none on a day without answers.
    expect(charts.competitorsChart.datasets[0].data_n).toEqual([4, 0, 2]);
    expect(charts.competitorsChart.datasets[0].data_ci95).toEqual([
      shownCi95(countCi95(2, 4)),
      null,
      shownCi95(countCi95(0, 2)),
    ]);
    // Acme's positions 1 and 2 on day 1: 1.5 ± 12.706 × 0.5, cut at 1.
    expect(charts.competitorsPositionChart.datasets[0]).toEqual({
      label: 'Acme',
      data: [1.5, null, null],
      data_n: [2, 0, 0],
      data_ci95: [[1, 7.9], null, null],
    });
    expect(charts.providersChart.datasets[0].data_n).toEqual([1, 0, 0]);
    expect(charts.providersChart.datasets[0].data_ci95).toEqual([null, null, null]);
    expect(values(charts.providersChart.datasets)).toEqual([
      { label: 'chatgpt', data: [1, null, null] },
      { label: 'gemini', data: [2, null, null] },
    ]);
    // Acme's 2 of the day's 4 entity mentions, as a percent.
    expect(charts.shareOfVoiceChart.datasets[0].data_n).toEqual([4, 0, 1]);
    expect(charts.shareOfVoiceChart.datasets[0].data_ci95?.[0]).toEqual(shownCi95(proportionCi95(2, 4, 100)));
    expect(values(charts.shareOfVoiceChart.datasets)).toEqual([
      { label: 'Acme', data: [50, null, 0] },
      { label: 'Rival', data: [50, null, 100] },
    ]);
    // Day 1: chatgpt 100 x 68, gemini 90 x 52 over 120; day 3: chatgpt unranked.
    expect(values(charts.llmoScoreChart.datasets)).toEqual([{ label: 'Acme', data: [95.7, null, 0] }]);
    // One ranked answer per engine on day 1: no spread to go on. Day 3: never ranked in 2 answers.
    expect(charts.llmoScoreChart.datasets[0].data_n).toEqual([4, 0, 2]);
    expect(charts.llmoScoreChart.datasets[0].data_ci95).toEqual([null, null, [0, 0]]);
    for (const chart of [
      charts.competitorsPositionChart,
      charts.competitorsChart,
      charts.providersChart,
      charts.llmoScoreChart,
      charts.shareOfVoiceChart,
    ])
      expect(chart.labels).toEqual(days);
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
      // Every position of a part is the same: no spread inside it.
      position_sq_sum: positionSum ** 2 / mentions,
    });
    const { competitors } = presentCompetitors(project, [
      part('acme', 0, 1, 3, true),
      part('acme', 2, 2, 2, true),
      part('rival', 0, 2, 2),
      part('rival', 1, 1, 1),
      part('rival', 2, 1, 4),
      part('new', 2, 1, 5),
    ]);
    expect(competitors.map(({ avg_ci95, trend_significant, avg_n, ...rest }) => rest)).toEqual([
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
    expect(competitors.map((c) => c.avg_n)).toEqual([4, 3, 1]);
    // rival: positions 1, 1, 1, 4 (s = 1.5, t(3) = 3.182): 1.75 ± 2.387; the halves (1, 1 then 4) have
    // one half of a single position, so no interval: within noise.
    expect(competitors[0].avg_ci95).toEqual([1, 4.137]);
    expect(competitors[0].trend_significant).toBe(false);
    // Acme: 3 then 1, 1: one position in the earlier half, no interval there either.
    expect(competitors[1].trend_significant).toBe(false);
    expect(competitors[2].avg_ci95).toBeNull();
  });

  it('calls a competitor trend significant when the halves are apart', () => {
    const part = (p: number, positions: number[]) => ({
      entity_key: 'rival',
      name: 'rival',
      is_brand: false,
      part: p,
      mentions: positions.length,
      position_sum: positions.reduce((a, b) => a + b, 0),
      position_count: positions.length,
      position_sq_sum: positions.reduce((a, b) => a + b * b, 0),
    });
    const apart = presentCompetitors(project, [part(0, [8, 9, 8, 9, 8, 9]), part(2, [1, 2, 1, 2, 1, 2])]);
    expect(apart.competitors[0]).toMatchObject({ trend: 'up', trend_significant: true });
    const noise = presentCompetitors(project, [part(0, [2, 6, 4]), part(2, [1, 5, 3])]);
    expect(noise.competitors[0]).toMatchObject({ trend: 'up', trend_significant: false });
  });

  it('gives appearances with the prompt and their average position', () => {
    expect(
      presentAppearances(prompt, [
        {
          engine: 'chatgpt',
          day: '2026-11-22',
          position_sum: 5,
          position_count: 2,
          position_sq_sum: 13,
          sources: ['https://a.com/'],
        },
      ]),
    ).toEqual({
      query_appearances: [
        {
          query_text: 'best tools',
          position: 2.5,
          // Positions 2 and 3: 2.5 ± 12.706 × 0.5.
          position_n: 2,
          position_ci95: [1, 8.853],
          provider: 'chatgpt',
          date: '2026-11-22',
          sources: ['https://a.com/'],
        },
      ],
    });
  });
});
