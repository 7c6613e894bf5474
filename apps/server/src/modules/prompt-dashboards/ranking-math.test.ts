import { describe, expect, it } from 'vitest';
import {
  halvesChange,
  halvesSpans,
  llmoScore,
  providerPositions,
  sharePercent,
  sourceFrequency,
} from './ranking-math.ts';

describe('LLMO score per provider', () => {
  it('matches a hand-computed example', () => {
    // Position scores: chatgpt positions 1 and 3 -> 2.0 -> (10 + 1 - 2) / 10 * 100 = 90;
    // gemini mentioned but never ranked -> 0; perplexity position 5 -> 60.
    // Adoption 68 + 52 + 35 = 155: parts 90 x 68 / 155 = 39.5, 0, 60 x 35 / 155 = 13.5.
    const llmo = providerPositions([
      { provider: 'chatgpt', positionSum: 4, positionCount: 2, positionSqSum: 10, mentions: 2, answers: 2 },
      { provider: 'gemini', positionSum: 0, positionCount: 0, positionSqSum: 0, mentions: 1, answers: 2 },
      {
        provider: 'perplexity',
        positionSum: 5,
        positionCount: 1,
        positionSqSum: 25,
        mentions: 1,
        answers: 2,
      },
    ]);
    const { score, providers } = llmo;
    expect(providers).toEqual([
      {
        provider: 'chatgpt',
        adoptionRate: 68,
        position: 2,
        // Positions 1 and 3: s = 1.414, t(0.975, 1) = 12.706, so 2 ± 12.706, cut at position 1.
        position_n: 2,
        position_ci95: [1, 14.706],
        maxPositions: 10,
        appears: true,
        aiShareScore: 39.5,
        // Scores 100 and 80 weighted 68 / 155: 39.48 ± 12.706 × 10 × 0.4387, within 0 and 43.871.
        aiShareScore_n: 2,
        aiShareScore_ci95: [0, 43.871],
      },
      {
        provider: 'gemini',
        adoptionRate: 52,
        position: null,
        position_n: 0,
        position_ci95: null,
        maxPositions: 10,
        appears: true,
        aiShareScore: 0,
        // Never ranked in two answers: its score is 0 in both.
        aiShareScore_n: 2,
        aiShareScore_ci95: [0, 0],
      },
      {
        provider: 'perplexity',
        adoptionRate: 35,
        position: 5,
        position_n: 1,
        position_ci95: null,
        maxPositions: 10,
        appears: true,
        aiShareScore: 13.5,
        // One position says nothing about the spread.
        aiShareScore_n: 2,
        aiShareScore_ci95: null,
      },
    ]);
    // (90 x 68 + 0 x 52 + 60 x 35) / 155 = 8220 / 155 = 53.03
    expect(score).toBe(53);
    expect(llmo.score_n).toBe(6);
    expect(llmo.score_ci95).toBeNull();
    expect(score).toBeCloseTo(
      providers.reduce((n, p) => n + p.aiShareScore, 0),
      0,
    );
  });

  it('is the adoption-weighted mean: first place everywhere is 100, and it does not saturate', () => {
    const at = (provider: string, position: number | null) => ({
      provider,
      positionSum: position ?? 0,
      positionCount: position === null ? 0 : 1,
      positionSqSum: (position ?? 0) ** 2,
      mentions: 1,
      answers: 1,
    });
    expect(providerPositions(['chatgpt', 'ai_overviews', 'gemini'].map((p) => at(p, 1))).score).toBe(100);
    // The spec's sum over adoption / 100 reached its cap here (68 + 60 = 128): 12800 / 180 = 71.1.
    expect(providerPositions([at('chatgpt', 1), at('ai_overviews', 1), at('gemini', null)]).score).toBe(71.1);
    // One provider: its own position score, whatever its adoption.
    expect(providerPositions([at('deepseek', 6)]).score).toBe(50);
    expect(providerPositions([at('llama', 1)]).providers[0].adoptionRate).toBe(50);
    expect(providerPositions([at('llama', 1)]).score).toBe(100);
  });

  it('has the t interval of the position scores for one provider, and a narrower one from more', () => {
    // Positions 2, 4, 6 score 90, 70, 50: mean 70, s = 20, t(0.975, 2) = 4.3027: 70 ± 49.68, cut at 100.
    const sample = (provider: string, positions: number[]) => ({
      provider,
      positionSum: positions.reduce((a, b) => a + b, 0),
      positionCount: positions.length,
      positionSqSum: positions.reduce((a, b) => a + b * b, 0),
      mentions: positions.length,
      answers: positions.length,
    });
    const one = providerPositions([sample('deepseek', [2, 4, 6])]);
    expect(one.score).toBe(70);
    expect(one.score_n).toBe(3);
    expect(one.score_ci95).toEqual([20.317, 100]);
    // Positions 3, 4, 5: 70 ± 4.3027 × 10 / √3; two such providers give a narrower interval, same centre.
    expect(providerPositions([sample('deepseek', [3, 4, 5])]).score_ci95).toEqual([45.159, 94.841]);
    const two = providerPositions([sample('deepseek', [3, 4, 5]), sample('chatgpt', [3, 4, 5])]);
    expect(two.score).toBe(70);
    const [low, high] = two.score_ci95 ?? [0, 0];
    expect(low).toBeGreaterThan(45.159);
    expect(high).toBeLessThan(94.841);
    expect((low + high) / 2).toBeCloseTo(70, 2);
  });

  it('leaves out providers without answers, and is null when none answered', () => {
    const silent = {
      provider: 'gemini',
      positionSum: 0,
      positionCount: 0,
      positionSqSum: 0,
      mentions: 0,
      answers: 0,
    };
    const first = {
      provider: 'chatgpt',
      positionSum: 1,
      positionCount: 1,
      positionSqSum: 1,
      mentions: 1,
      answers: 1,
    };
    const both = providerPositions([first, silent]);
    expect(both.score).toBe(100);
    expect(both.providers.map((p) => p.aiShareScore)).toEqual([100, 0]);
    expect(providerPositions([silent]).score).toBeNull();
    expect(llmoScore([])).toBeNull();
  });
});

describe('share of voice, trend and frequency', () => {
  it('divides brand mentions by all mentions', () => {
    // 3 brand mentions among 8 entity mentions -> 37.5%
    expect(sharePercent(3, 8)).toBe(37.5);
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(0, 0)).toBe(0);
  });

  it('compares the later half of the range with the earlier half', () => {
    // 7 days: the first three against the last three, the middle day in neither.
    const week = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7'];
    expect(halvesSpans(week)).toEqual([
      { start: 'd1', end: 'd3' },
      { start: 'd4', end: 'd4' },
      { start: 'd5', end: 'd7' },
    ]);
    expect(halvesSpans(['d1', 'd2'])).toEqual([{ start: 'd1', end: 'd1' }, null, { start: 'd2', end: 'd2' }]);
    expect(halvesSpans(['d1'])).toEqual([null, { start: 'd1', end: 'd1' }, null]);
    expect(halvesChange(1, 4)).toEqual({ trend: 'up', trendPercentage: 300 });
    expect(halvesChange(4, 2)).toEqual({ trend: 'down', trendPercentage: -50 });
    expect(halvesChange(0, 2)).toEqual({ trend: 'up', trendPercentage: 100 });
    expect(halvesChange(0, 0)).toEqual({ trend: 'stable', trendPercentage: 0 });
    // No answers at all in the earlier half: a first value, without direction.
    expect(halvesChange(null, 2)).toEqual({ trend: 'stable', trendPercentage: 0 });
  });

  it('bands frequency by share of references', () => {
    expect(sourceFrequency(25, 100)).toBe('Very High');
    expect(sourceFrequency(10, 100)).toBe('High');
    expect(sourceFrequency(5, 100)).toBe('Medium');
    expect(sourceFrequency(4, 100)).toBe('Low');
    expect(sourceFrequency(0, 0)).toBe('Low');
  });
});
