import { wilsonInterval } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { originFigures } from './comparison-math.ts';

describe('originFigures', () => {
  it('gives n, the mention rate with its Wilson interval, the mean position with its t interval and domain shares', () => {
    const figures = originFigures([
      { mentioned: true, position: 1, domains: ['a.com', 'b.com'] },
      { mentioned: true, position: 3, domains: ['a.com', 'a.com'] },
      { mentioned: false, position: null, domains: [] },
      { mentioned: true, position: null, domains: ['b.com'] },
    ]);
    expect(figures).toMatchObject({ answers: 4, mentions: 3, mention_rate: 0.75, positions: 2, position: 2 });
    const wilson = wilsonInterval(3, 4);
    expect(figures.mention_interval?.low).toBeCloseTo(wilson.low, 3);
    expect(figures.mention_interval?.high).toBeCloseTo(wilson.high, 3);
    // Two positions 1 and 3: mean 2, t(0.975, 1) = 12.706, s = √2, half-width 12.706.
    expect(figures.position_interval?.low).toBeCloseTo(2 - 12.706, 2);
    expect(figures.domains.map((d) => [d.domain, d.answers, d.share])).toEqual([
      ['a.com', 2, 0.5],
      ['b.com', 2, 0.5],
    ]);
  });

  it('has no rate, position or interval without answers', () => {
    expect(originFigures([])).toEqual({
      answers: 0,
      mentions: 0,
      mention_rate: null,
      mention_interval: null,
      positions: 0,
      position: null,
      position_interval: null,
      domains: [],
    });
  });
});
