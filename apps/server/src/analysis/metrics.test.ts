import { describe, expect, it } from 'vitest';
import {
  accuracyClassOfAverage,
  accuracyClassOfRating,
  adoptionRate,
  averagePosition,
  llmoScore,
  positionScore,
  positionTrend,
  shareOfVoice,
  shareOfVoiceBand,
} from './metrics.ts';

describe('averagePosition', () => {
  it('averages ranked samples to one decimal and leaves out unranked ones', () => {
    expect(averagePosition([1, 2, null, 2])).toBe(1.7); // 5 / 3 = 1.666…
    expect(averagePosition([null, null])).toBeNull();
    expect(averagePosition([])).toBeNull();
  });
});

describe('shareOfVoice', () => {
  it('is brand mentions over all mentions, in percent', () => {
    expect(shareOfVoice(3, 12)).toBe(25);
    expect(shareOfVoice(1, 3)).toBe(33.3);
    expect(shareOfVoice(0, 0)).toBeNull();
  });

  it('falls in the spec bands', () => {
    expect([30, 29.9, 15, 14, 5, 4.9, 0].map(shareOfVoiceBand)).toEqual([
      'High',
      'Medium',
      'Medium',
      'Low',
      'Low',
      'Very Low',
      'Very Low',
    ]);
  });
});

describe('positionTrend', () => {
  it('calls a smaller position "up"', () => {
    expect(positionTrend(4, 2)).toBe('up');
    expect(positionTrend(2, 4)).toBe('down');
    expect(positionTrend(3, 3)).toBe('stable');
    expect(positionTrend(null, 5)).toBe('up');
    expect(positionTrend(5, null)).toBe('down');
    expect(positionTrend(null, null)).toBe('stable');
  });
});

describe('LLMO score', () => {
  it('scores positions from 100 at first place down to 10 at the tenth', () => {
    expect([1, 2, 10, 11].map((p) => positionScore(p))).toEqual([100, 90, 10, 0]);
    expect(positionScore(null)).toBe(0);
  });

  it('sums position score times adoption over 100 across providers', () => {
    // chatgpt #1: 100 x 68 / 100 = 68; perplexity #3: 80 x 35 / 100 = 28; claude unranked: 0.
    expect(
      llmoScore([
        { provider: 'chatgpt', position: 1 },
        { provider: 'perplexity', position: 3 },
        { provider: 'claude', position: null },
      ]),
    ).toBe(96);
    // other provider defaults to 50: 90 x 50 / 100 = 45; explicit adoption 20: 100 x 20 / 100 = 20.
    expect(
      llmoScore([
        { provider: 'mistral', position: 2 },
        { provider: 'gemini', position: 1, adoption: 20 },
      ]),
    ).toBe(65);
  });

  it('never exceeds 100', () => {
    expect(
      llmoScore([
        { provider: 'chatgpt', position: 1 },
        { provider: 'ai_mode', position: 1 },
      ]),
    ).toBe(100);
  });

  it('uses the default adoption rates', () => {
    expect([adoptionRate('chatgpt'), adoptionRate('deepseek'), adoptionRate('unknown')]).toEqual([
      68, 25, 50,
    ]);
  });
});

describe('accuracy classes', () => {
  it('maps ratings and averages as the report does', () => {
    expect([2, 1, 0, 3, null].map(accuracyClassOfRating)).toEqual([
      'correct',
      'almost-correct',
      'wrong',
      'no-data',
      'no-data',
    ]);
    expect([1.5, 1.49, 0.5, 0.2, null].map(accuracyClassOfAverage)).toEqual([
      'correct',
      'almost-correct',
      'almost-correct',
      'wrong',
      'no-data',
    ]);
  });
});
