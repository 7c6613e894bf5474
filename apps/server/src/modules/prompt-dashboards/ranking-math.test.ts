import { describe, expect, it } from 'vitest';
import {
  halvesChange,
  providerPositions,
  rangeHalves,
  sharePercent,
  sourceFrequency,
} from './ranking-math.ts';

describe('LLMO score per provider', () => {
  it('matches a hand-computed example', () => {
    // chatgpt: positions 1 and 3 -> 2.0; score (10 + 1 - 2) / 10 * 100 = 90; x 68 / 100 = 61.2
    // gemini: mentioned but never ranked -> 0
    // perplexity: position 5 -> 60; x 35 / 100 = 21
    const { score, providers } = providerPositions([
      { provider: 'chatgpt', positionSum: 4, positionCount: 2, mentions: 2, answers: 2 },
      { provider: 'gemini', positionSum: 0, positionCount: 0, mentions: 1, answers: 2 },
      { provider: 'perplexity', positionSum: 5, positionCount: 1, mentions: 1, answers: 2 },
    ]);
    expect(providers).toEqual([
      {
        provider: 'chatgpt',
        adoptionRate: 68,
        position: 2,
        maxPositions: 10,
        appears: true,
        aiShareScore: 61.2,
      },
      {
        provider: 'gemini',
        adoptionRate: 52,
        position: null,
        maxPositions: 10,
        appears: true,
        aiShareScore: 0,
      },
      {
        provider: 'perplexity',
        adoptionRate: 35,
        position: 5,
        maxPositions: 10,
        appears: true,
        aiShareScore: 21,
      },
    ]);
    expect(score).toBe(82.2);
    expect(score).toBeCloseTo(
      providers.reduce((n, p) => n + p.aiShareScore, 0),
      5,
    );
  });

  it('caps at 100, uses 50 for unknown providers, and is null without answers', () => {
    const top = (provider: string) => ({
      provider,
      positionSum: 1,
      positionCount: 1,
      mentions: 1,
      answers: 1,
    });
    expect(providerPositions(['chatgpt', 'ai_overviews', 'gemini'].map(top)).score).toBe(100);
    expect(providerPositions([top('llama')]).providers[0].adoptionRate).toBe(50);
    expect(providerPositions([top('llama')]).score).toBe(50);
    expect(
      providerPositions([{ provider: 'chatgpt', positionSum: 0, positionCount: 0, mentions: 0, answers: 0 }])
        .score,
    ).toBeNull();
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
    expect(rangeHalves(week)).toEqual({ earlierEnd: 'd3', laterStart: 'd5' });
    expect(rangeHalves(['d1', 'd2'])).toEqual({ earlierEnd: 'd1', laterStart: 'd2' });
    expect(rangeHalves(['d1'])).toEqual({ earlierEnd: null, laterStart: null });
    expect(halvesChange(1, 4)).toEqual({ trend: 'up', trendPercentage: 300 });
    expect(halvesChange(4, 2)).toEqual({ trend: 'down', trendPercentage: -50 });
    expect(halvesChange(0, 2)).toEqual({ trend: 'up', trendPercentage: 100 });
    expect(halvesChange(0, 0)).toEqual({ trend: 'stable', trendPercentage: 0 });
  });

  it('bands frequency by share of references', () => {
    expect(sourceFrequency(25, 100)).toBe('Very High');
    expect(sourceFrequency(10, 100)).toBe('High');
    expect(sourceFrequency(5, 100)).toBe('Medium');
    expect(sourceFrequency(4, 100)).toBe('Low');
    expect(sourceFrequency(0, 0)).toBe('Low');
  });
});
