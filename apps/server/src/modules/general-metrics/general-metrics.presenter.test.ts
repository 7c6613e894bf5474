import { describe, expect, it } from 'vitest';
import type { ProjectRow } from '../projects/project.repo.ts';
import { entityTotals } from '../prompt-dashboards/ranking-math.ts';
import { presentGeneralMetrics } from './general-metrics.presenter.ts';
import { seriesBuckets } from './general-metrics-math.ts';

describe('general metrics presenter', () => {
  it('assembles the reply from the figures of the period', () => {
    const project = { uuid: 'p', title: 'Acme', entity_name: 'Acme', domain: 'acme.example' } as ProjectRow;
    const metric = {
      mentions: 3,
      mentions_n: 6,
      mentions_ci95: null,
      mentions_change_significant: false,
      ai_visits: 1,
      citations: 4,
      mentions_change: 50,
      ai_visits_change: 0,
      citations_change: 0,
      mentions_previous: 2,
      ai_visits_previous: 1,
      citations_previous: 4,
    };
    const reply = presentGeneralMetrics(project, {
      range: { timeRange: '7d', start: '2026-11-16', end: '2026-11-22' },
      buckets: seriesBuckets('2026-11-16', '2026-11-22'),
      providers: { chatgpt: metric, gemini: { ...metric, mentions: 1 } },
      mentionsChange: 33.3,
      outcomes: {
        answers_counted: 9,
        answers_empty: 0,
        answers_refused: 3,
        answers_failed: 1,
        answers_simulated: 0,
      },
      brand: [
        { day: '2026-11-19', answers: 0, mentions: 0, citations: 0 },
        { day: '2026-11-22', answers: 6, mentions: 4, citations: 8 },
      ],
      visits: [{ day: '2026-11-21', visits: 2 }],
      domains: [{ domain: 'a.com', engine: 'chatgpt', count: 8, isClient: false }],
      modelChanges: [{ engine: 'chatgpt', date: '2026-11-20', from: 'gpt-a', to: 'gpt-b' }],
      entities: entityTotals([
        {
          key: 'acme',
          name: 'Acme',
          isBrand: true,
          day: '2026-11-22',
          mentions: 4,
          positionSum: 4,
          positionCount: 4,
          positionSqSum: 4,
        },
        {
          key: 'rival',
          name: 'Rival',
          isBrand: false,
          day: '2026-11-22',
          mentions: 4,
          positionSum: 8,
          positionCount: 4,
          positionSqSum: 16,
        },
      ]),
    });
    expect(reply.period).toEqual({
      time_range: '7d',
      start_date: '2026-11-16',
      end_date: '2026-11-22',
      bucket_days: 1,
    });
    const gm = reply.general_metrics;
    expect(gm.ai_analysis).toContain('mentioned in 4 AI answers (+33.3%');
    expect(gm.ai_analysis).toContain('The most mentioned competitor was Rival.');
    // Written from the figures, by no language model: the reply says so.
    expect(gm.ai_analysis_source).toBe('summary');
    expect(gm.performance_metrics.appearances.series).toEqual([0, 0, 0, 0, 0, 0, 4]);
    expect(gm.performance_metrics.aiVisits.series).toEqual([0, 0, 0, 0, 0, 2, 0]);
    // Only the report day has figures; a day of only refused or failed answers has none either.
    expect(gm.performance_metrics.answered).toEqual([false, false, false, false, false, false, true]);
    expect(gm.top_citations).toEqual([
      { domain: 'a.com', count: 8, providers: ['chatgpt'], isClient: false },
    ]);
    expect(gm.top_competitors.map((c) => [c.name, c.shareOfVoice, c.avgPosition])).toEqual([
      ['Acme', 50, 1],
      ['Rival', 50, 2],
    ]);
    expect(gm.competitor_sov_timeseries.Acme.at(-1)).toBe(50);
    // 4 of the day's 8 entity mentions; nothing on days without mentions.
    expect(gm.competitor_sov_timeseries_n.Acme).toEqual([0, 0, 0, 0, 0, 0, 8]);
    expect(gm.competitor_sov_timeseries_ci95.Acme).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      [21.522, 78.478],
    ]);
    // Acme's positions all 1 (no spread); Rival's all 2.
    expect(gm.top_competitors.map((c) => [c.avgPosition_ci95, c.shareOfVoice_n])).toEqual([
      [[1, 1], 8],
      [[2, 2], 8],
    ]);
    expect(gm.model_changes).toEqual([{ engine: 'chatgpt', date: '2026-11-20', from: 'gpt-a', to: 'gpt-b' }]);
  });
});
