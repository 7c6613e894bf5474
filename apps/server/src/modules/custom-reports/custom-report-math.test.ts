import { CUSTOM_REPORT_OTHERS } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import {
  clientFirstTop,
  cutText,
  firstWords,
  positionTimeline,
  punctuationClass,
  shareOfVoiceByProvider,
  thinColumns,
} from './custom-report-math.ts';

describe('cuts', () => {
  it('cuts text at the limit with an ellipsis, and words likewise', () => {
    expect(cutText('short', 150)).toBe('short');
    const cut = cutText('x'.repeat(800), 700);
    expect(cut).toHaveLength(700);
    expect(cut.endsWith('…')).toBe(true);
    expect(firstWords('best project management software for small remote teams in Spain', 8)).toBe(
      'best project management software for small remote teams…',
    );
    expect(firstWords('  two words ', 8)).toBe('two words');
  });

  it('puts the client first in a top list, in or out of the cut', () => {
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'me'].map((name) => ({ name, is_client: name === 'me' }));
    expect(clientFirstTop(rows, 5).map((r) => r.name)).toEqual(['me', 'a', 'b', 'c', 'd']);
    expect(clientFirstTop(rows.slice(0, 3), 5).map((r) => r.name)).toEqual(['a', 'b', 'c']);
  });
});

describe('share of voice by provider', () => {
  it('draws the 6 most mentioned entities and Others as 100 minus their sum', () => {
    const entities = (counts: number[]) =>
      counts.map((count, i) => ({ name: `E${i}`, is_client: i === 0, count }));
    const chart = shareOfVoiceByProvider([
      { provider: 'chatgpt', entities: entities([4, 3, 3, 2, 2, 2, 2, 2]) },
      { provider: 'claude', entities: entities([0, 0, 0, 0, 0, 0, 0, 0]) },
    ]);
    expect(chart.providers).toEqual(['chatgpt', 'claude']);
    expect(chart.series.map((s) => s.name)).toEqual([
      'E0',
      'E1',
      'E2',
      'E3',
      'E4',
      'E5',
      CUSTOM_REPORT_OTHERS,
    ]);
    expect(chart.series[0]).toMatchObject({ is_client: true, values: [20, 0] });
    const others = chart.series.at(-1)!.values;
    expect(others).toEqual([20, 0]);
    const sum = chart.series.reduce((n, s) => n + s.values[0], 0);
    expect(sum).toBeCloseTo(100, 5);
  });
});

describe('accuracy timeline', () => {
  it('keeps at most 14 columns by stride, always the last', () => {
    const days = Array.from({ length: 30 }, (_, i) => i);
    const thin = thinColumns(days);
    expect(thin.length).toBeLessThanOrEqual(14);
    expect(thin.at(-1)).toBe(29);
    expect(thinColumns([1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('classes punctuation as the spec says', () => {
    expect([2, 1.5, 1, 0.5, 0.4, 0, null].map(punctuationClass)).toEqual([
      'correct',
      'correct',
      'almost-correct',
      'almost-correct',
      'wrong',
      'wrong',
      'no-data',
    ]);
  });

  it('turns the daily position chart into timeline points', () => {
    expect(
      positionTimeline({
        labels: ['2026-01-01', '2026-01-02'],
        datasets: [{ label: 'chatgpt', data: [2, null] }],
      }),
    ).toEqual([{ date: '2026-01-01', llm_company: 'chatgpt', position: 2 }]);
  });
});
