import { intervalLabels as il } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { metricChange, metricValue } from './metric-change.ts';

const plain = (direction: string, tone: string, label: string) => ({ direction, tone, label, hint: null });

describe('metricChange', () => {
  it('is neutral at 0', () => {
    expect(metricChange(0)).toEqual(plain('neutral', 'neutral', '0%'));
    expect(metricChange(Number.NaN).tone).toBe('neutral');
  });

  it('reads an increase as positive and a decrease as negative', () => {
    expect(metricChange(12.5)).toEqual(plain('up', 'positive', '+12.5%'));
    expect(metricChange(-40)).toEqual(plain('down', 'negative', '-40%'));
  });

  it('reads a decrease as positive when lower is better (average position)', () => {
    expect(metricChange(-10, { lowerIsBetter: true })).toEqual(plain('down', 'positive', '-10%'));
    expect(metricChange(5, { lowerIsBetter: true })).toEqual(plain('up', 'negative', '+5%'));
  });
});

describe('metricChange within noise', () => {
  it('says "No clear change" in words, the percent and the reason on hover', () => {
    expect(metricChange(25, { significant: false })).toEqual({
      direction: 'noise',
      tone: 'neutral',
      label: il.noClearChange,
      hint: `+25%: ${il.noClearChangeHint}`,
    });
    expect(metricChange(-10, { lowerIsBetter: true, significant: false }).tone).toBe('neutral');
    expect(metricChange(25, { significant: true })).toEqual(plain('up', 'positive', '+25%'));
    expect(metricChange(0, { significant: false }).direction).toBe('neutral');
  });
});

describe('metricChange from nothing', () => {
  it('reads "New", never +100%', () => {
    expect(metricChange(100, { isNew: true, significant: true })).toEqual({
      direction: 'new',
      tone: 'neutral',
      label: il.newChange,
      hint: il.newChangeHint,
    });
    expect(metricChange(100).label).toBe('+100%');
  });
});

describe('metricValue', () => {
  it('shows N/A for a missing value and formats numbers', () => {
    expect(metricValue(null, 'N/A')).toBe('N/A');
    expect(metricValue(2.345, 'N/A')).toBe('2.3');
    expect(metricValue(1200, 'N/A')).toBe('1,200');
  });
});
