import { describe, expect, it } from 'vitest';
import { dayLabel, estimatedMinutes, formatDate, oneDecimal, providerLabel, truncate } from './format.ts';

describe('formatting', () => {
  it('shows positions to one decimal without a trailing zero', () => {
    expect(oneDecimal(2.94)).toBe('2.9');
    expect(oneDecimal(3)).toBe('3');
    expect(oneDecimal(null)).toBeNull();
    expect(oneDecimal(Number.NaN)).toBeNull();
  });

  it('labels chart days by their UTC date', () => {
    expect(dayLabel('2026-11-22', 'en-US')).toBe('Nov 22');
    expect(dayLabel('not a day')).toBe('not a day');
  });

  it('formats dates in the given locale and rejects non-dates', () => {
    expect(formatDate('2026-11-22T11:41:56.312Z', 'en-GB')).toBe('22 Nov 2026');
    expect(formatDate('Not scheduled')).toBeNull();
    expect(formatDate(null)).toBeNull();
  });

  it('cuts the expected response at 30 characters', () => {
    expect(truncate('Acme CRM is based in Madrid, Spain.', 30)).toBe('Acme CRM is based in Madrid, S…');
    expect(truncate('short', 30)).toBe('short');
  });

  it('estimates the report time: server value, else 10 per prompt, else 50', () => {
    expect(estimatedMinutes(80, 3)).toBe(80);
    expect(estimatedMinutes(undefined, 3)).toBe(30);
    expect(estimatedMinutes(0)).toBe(50);
  });

  it('names providers', () => {
    expect(providerLabel('ai_overviews')).toBe('Google AI Overviews');
    expect(providerLabel('other')).toBe('other');
  });
});
