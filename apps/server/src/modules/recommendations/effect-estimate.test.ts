import { addDays, EFFECT_MIN_ANSWERS } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { type EffectObservation, estimateEffect, meanDid, rateDid } from './effect-estimate.ts';

const CHANGE = '2026-06-01';

/**
 * A synthetic history: `n` answers a group, spread over the 4 weeks before or after the change,
 * mentioned in exactly `share` of them, at positions alternating around `position` (± 1).
 */
const history = (
  targeted: boolean,
  after: boolean,
  n: number,
  share: number,
  position: number,
): EffectObservation[] =>
  Array.from({ length: n }, (_, i) => ({
    targeted,
    day: addDays(CHANGE, after ? i % 28 : -1 - (i % 28)),
    success: i < Math.round(share * n),
    position: position + (i % 2 === 0 ? -1 : 1),
  }));

describe('the effect estimate (difference in differences)', () => {
  it('recovers a known effect on the mention rate and the position, with an interval around it', () => {
    // Targeted prompts: 30 % -> 60 %, position 5 -> 3; the others: 40 % -> 50 %, position 4 -> 4.
    // The true effect: +20 points of mention rate and 2 places gained (-2).
    const observations = [
      ...history(true, false, 100, 0.3, 5),
      ...history(true, true, 100, 0.6, 3),
      ...history(false, false, 200, 0.4, 4),
      ...history(false, true, 200, 0.5, 4),
    ];
    const e = estimateEffect(CHANGE, observations, 'mention_rate');
    expect(e.status).toBe('estimated');
    expect(e.rate.effect).toBeCloseTo(0.2, 10);
    expect(e.rate.low!).toBeGreaterThan(0);
    expect(e.rate.low!).toBeLessThan(0.2);
    expect(e.rate.high!).toBeGreaterThan(0.2);
    expect(e.rate.n).toEqual({
      targeted_before: 100,
      targeted_after: 100,
      untargeted_before: 200,
      untargeted_after: 200,
    });
    expect(e.position!.effect).toBeCloseTo(-2, 10);
    expect(e.position!.high!).toBeLessThan(0);
    // The timeline's weeks around the change show the targeted rate rising from 30 % to 60 %.
    const before = e.timeline.filter((w) => w.week < CHANGE && w.targeted !== null);
    const after = e.timeline.filter((w) => w.week >= CHANGE && w.targeted !== null);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(Math.max(...before.map((w) => w.targeted!))).toBeLessThan(
      Math.min(...after.map((w) => w.targeted!)),
    );
  });

  it('finds no effect when the targeted prompts moved like the others', () => {
    const observations = [
      ...history(true, false, 60, 0.3, 5),
      ...history(true, true, 60, 0.5, 4),
      ...history(false, false, 60, 0.3, 5),
      ...history(false, true, 60, 0.5, 4),
    ];
    const e = estimateEffect(CHANGE, observations, 'mention_rate');
    expect(e.rate.effect).toBeCloseTo(0, 10);
    expect(e.rate.low!).toBeLessThan(0);
    expect(e.rate.high!).toBeGreaterThan(0);
  });

  it('is too early to tell until every period has enough answers, and still shows the sample sizes', () => {
    const observations = [
      ...history(true, false, 40, 0.3, 5),
      ...history(true, true, EFFECT_MIN_ANSWERS - 1, 0.9, 2),
      ...history(false, false, 40, 0.4, 4),
      ...history(false, true, 40, 0.4, 4),
    ];
    const e = estimateEffect(CHANGE, observations, 'mention_rate');
    expect(e.status).toBe('too_early');
    expect(e.rate.effect).toBeNull();
    expect(e.rate.n.targeted_after).toBe(EFFECT_MIN_ANSWERS - 1);
  });

  it('says when the brand has no untargeted prompt to compare with', () => {
    const e = estimateEffect(
      CHANGE,
      [...history(true, false, 40, 0.3, 5), ...history(true, true, 40, 0.6, 3)],
      'mention_rate',
    );
    expect(e.status).toBe('no_control');
  });

  it('reads only the window around the change date, and no position for accuracy prompts', () => {
    const far = history(true, true, 50, 1, 1).map((o) => ({ ...o, day: addDays(CHANGE, 400) }));
    const e = estimateEffect(CHANGE, far, 'accuracy_rate');
    expect(e.rate.n.targeted_after).toBe(0);
    expect(e.position).toBeNull();
  });

  it('keeps the interval inside sense at 0 of n and n of n', () => {
    const all = (n: number, v: boolean) => Array.from({ length: n }, () => v);
    const m = rateDid({
      targeted_before: all(20, false),
      targeted_after: all(20, true),
      untargeted_before: all(20, false),
      untargeted_after: all(20, false),
    });
    expect(m.effect).toBe(1);
    expect(m.high! - m.low!).toBeGreaterThan(0);
  });

  it('needs two positions in each group for a position estimate', () => {
    expect(
      meanDid({
        targeted_before: [1],
        targeted_after: [2, 3],
        untargeted_before: [1, 2],
        untargeted_after: [1, 2],
      }).effect,
    ).toBeNull();
  });
});
