import { describe, expect, it } from 'vitest';
import { metricChange, metricValue } from './metric-change.ts';

describe('metricChange', () => {
  it('is neutral at 0', () => {
    expect(metricChange(0)).toEqual({ direction: 'neutral', tone: 'neutral', label: '0%' });
    expect(metricChange(Number.NaN).tone).toBe('neutral');
  });

  it('reads an increase as positive and a decrease as negative', () => {
    expect(metricChange(12.5)).toEqual({ direction: 'up', tone: 'positive', label: '+12.5%' });
    expect(metricChange(-40)).toEqual({ direction: 'down', tone: 'negative', label: '-40%' });
  });

  it('reads a decrease as positive when lower is better (average position)', () => {
    expect(metricChange(-10, true)).toEqual({ direction: 'down', tone: 'positive', label: '-10%' });
    expect(metricChange(5, true)).toEqual({ direction: 'up', tone: 'negative', label: '+5%' });
  });
});

describe('metricChange within noise', () => {
  it('gives no arrow and no verdict when the two windows’ intervals overlap', () => {
    expect(metricChange(25, false, false)).toEqual({ direction: 'noise', tone: 'neutral', label: '+25%' });
    expect(metricChange(-10, true, false).tone).toBe('neutral');
    expect(metricChange(25, false, true)).toEqual({ direction: 'up', tone: 'positive', label: '+25%' });
    expect(metricChange(0, false, false).direction).toBe('neutral');
  });
});

describe('metricValue', () => {
  it('shows N/A for a missing value and formats numbers', () => {
    expect(metricValue(null, 'N/A')).toBe('N/A');
    expect(metricValue(2.345, 'N/A')).toBe('2.3');
    expect(metricValue(1200, 'N/A')).toBe('1,200');
  });
});
