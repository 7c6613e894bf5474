import { describe, expect, it } from 'vitest';
import type { SourceTotalRow } from './website-analysis.repo.ts';
import {
  crawlerPanel,
  eventCount,
  popularEndpoints,
  splitPeriods,
  statistics,
  visitsBySource,
  visitsOverTime,
} from './website-analysis-math.ts';

const row = (
  part: number,
  visit_type: SourceTotalRow['visit_type'],
  source: string,
  visits: number,
  purpose = '',
) => ({
  part,
  visit_type,
  source,
  crawler_purpose: purpose,
  verification: visit_type === 'AI_CRAWLER' ? 'unverified' : '',
  visits,
});
const label = (p: string) => ({ chatgpt: 'ChatGPT', perplexity: 'Perplexity' })[p] ?? p;

const range = { start: '2026-11-01', end: '2026-11-03' };
// Part 0: the range; part 1: the previous period.
const rows = [
  row(1, 'AI_REFERRAL', 'chatgpt', 2),
  row(1, 'HUMAN', '', 8),
  row(0, 'AI_REFERRAL', 'chatgpt', 3),
  row(0, 'AI_REFERRAL', 'perplexity', 5),
  row(0, 'HUMAN', 'www.google.com', 4),
  row(0, 'HUMAN', '', 4),
  row(0, 'AI_CRAWLER', 'GPTBot', 9, 'training'),
];

describe('website dashboard figures', () => {
  const { current, previous: before } = splitPeriods(rows);

  it('counts people (not crawlers), with changes against the previous period and the AI rate', () => {
    expect(statistics(current, before)).toEqual({
      total_visits: 16,
      total_visits_change: 60,
      total_ai_visits: 8,
      ai_visits_change: 300,
      total_human_visits: 8,
      human_visits_change: 0,
      total_visits_previous: 10,
      ai_visits_previous: 2,
      human_visits_previous: 8,
      ai_percentage: 50,
    });
    expect(statistics([], []).ai_percentage).toBe(0);
    // From nothing: +100%, which the screen reads as new from the previous figure of 0.
    expect(statistics(current, [])).toMatchObject({ total_visits_change: 100, total_visits_previous: 0 });
  });

  it('counts every event of the range for Recent Visits, crawler fetches included', () => {
    expect(eventCount(current)).toBe(25);
  });

  it('draws AI and human visits per day', () => {
    const chart = visitsOverTime(range, [
      { day: '2026-11-01', visit_type: 'AI_REFERRAL', visits: 3 },
      { day: '2026-11-02', visit_type: 'AI_REFERRAL', visits: 5 },
      { day: '2026-11-02', visit_type: 'HUMAN', visits: 4 },
      { day: '2026-11-03', visit_type: 'HUMAN', visits: 4 },
    ]);
    expect(chart.labels).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(chart.datasets.map((d) => d.data)).toEqual([
      [3, 5, 0],
      [0, 4, 4],
    ]);
  });

  it('splits visits by source: assistants by visits, then other sites, then direct', () => {
    expect(visitsBySource(current, label)).toMatchObject({
      labels: ['Perplexity', 'ChatGPT', 'Other sites', 'Direct'],
      data: [5, 3, 4, 4],
    });
  });

  it('groups the popular pages with their sources', () => {
    const pages = popularEndpoints(
      [
        { page_url: 'https://a.com/x', visit_type: 'AI_REFERRAL', source: 'chatgpt', visits: 3 },
        { page_url: 'https://a.com/x', visit_type: 'HUMAN', source: '', visits: 1 },
        { page_url: 'https://a.com/y', visit_type: 'HUMAN', source: 'x.com', visits: 2 },
      ],
      label,
    );
    expect(
      pages.map((p) => [p.endpoint, p.total_visits, p.provider_breakdown.map((b) => b.provider)]),
    ).toEqual([
      ['https://a.com/x', 4, ['ChatGPT', 'Direct']],
      ['https://a.com/y', 2, ['Other sites']],
    ]);
  });

  it('sums crawler fetches per purpose and per bot with its pages', () => {
    const panel = crawlerPanel(
      current,
      [{ source: 'GPTBot', page_url: 'https://a.com/x', visits: 9 }],
      () => 'OpenAI',
      20,
    );
    expect(panel.total_fetches).toBe(9);
    expect(panel.by_purpose).toEqual([
      { purpose: 'training', fetches: 9 },
      { purpose: 'search', fetches: 0 },
      { purpose: 'user', fetches: 0 },
      { purpose: 'other', fetches: 0 },
    ]);
    expect(panel.bots).toEqual([
      {
        name: 'GPTBot',
        operator: 'OpenAI',
        purpose: 'training',
        fetches: 9,
        verified: 0,
        unverified: 9,
        spoofed: 0,
        pages: [{ page: 'https://a.com/x', fetches: 9 }],
      },
    ]);
  });
});
