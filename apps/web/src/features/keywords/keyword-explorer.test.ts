// The explorer's pure rules: the progress bar, the form, upgrade mode and the CSV file.
import {
  KEYWORD_PROGRESS_CAP,
  type KeywordExecution,
  type KeywordResult,
  keywordMessages as m,
  readOnlyMessage,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { isAnimated, nextProgress, progressDelay, progressFor } from '../../lib/run-progress.ts';
import { keywordCsv, keywordCsvFileName } from './keyword-csv.ts';
import { canRun, EMPTY_KEYWORD_FORM, formOf, upgradeMessage } from './keyword-form.ts';

describe('the progress bar', () => {
  it('rises by 0.5 to 3 points every 2 to 5 seconds while pending, never past 95 %', () => {
    expect(nextProgress(10, 0)).toBe(10.5);
    expect(nextProgress(10, 0.999_999)).toBeCloseTo(13);
    expect(progressDelay(0)).toBe(2000);
    expect(progressDelay(0.999_999)).toBeCloseTo(5000);
    let value = 0;
    for (let i = 0; i < 200; i++) value = nextProgress(value, 0.9);
    expect(value).toBe(KEYWORD_PROGRESS_CAP);
  });

  it('shows at least 20 % and stands still while running, and fills up when done', () => {
    expect(progressFor('running', 5)).toBe(20);
    expect(progressFor('running', 40)).toBe(40);
    expect(isAnimated('running')).toBe(false);
    expect(isAnimated('pending')).toBe(true);
    expect(progressFor('completed', 40)).toBe(100);
    expect(progressFor('failed', 40)).toBe(100);
  });
});

describe('the form', () => {
  it('starts a New Analysis on Global and English', () => {
    expect(EMPTY_KEYWORD_FORM).toEqual({
      title: '',
      website: '',
      keywords: '',
      country: 'GLOBAL',
      language: 'en',
    });
  });

  it('enables Run only when every field is filled, and always in upgrade mode', () => {
    const filled = { ...EMPTY_KEYWORD_FORM, title: 'T', website: 'acme.com', keywords: 'crm' };
    expect(canRun(filled, false)).toBe(true);
    expect(canRun({ ...filled, keywords: '  ' }, false)).toBe(false);
    expect(canRun({ ...filled, country: '' }, false)).toBe(false);
    expect(canRun(EMPTY_KEYWORD_FORM, true)).toBe(true);
  });

  it("shows a selected analysis' own values", () => {
    const e = {
      title: 'T',
      website: 'w',
      keywords: 'a, b',
      country: 'ES',
      language: 'es',
    } as KeywordExecution;
    expect(formOf(e)).toEqual({ title: 'T', website: 'w', keywords: 'a, b', country: 'ES', language: 'es' });
  });
});

describe('upgrade mode', () => {
  const gate = { remaining: 3, trialEnded: false, readOnly: false, readOnlyReason: 'trial' as const };

  it('is off while analyses are left, or with no limit', () => {
    expect(upgradeMessage(gate, false)).toBeNull();
    expect(upgradeMessage({ ...gate, remaining: null }, false)).toBeNull();
    expect(upgradeMessage({ ...gate, remaining: undefined }, false)).toBeNull();
  });

  it('says why: no analyses left, or the trial (or plan) has ended; refreshing has its own words', () => {
    expect(upgradeMessage({ ...gate, remaining: 0 }, false)).toBe(
      'You have no remaining executions. Please upgrade your plan to start a new analysis.',
    );
    expect(upgradeMessage({ ...gate, remaining: -1 }, true)).toBe(m.noExecutionsRefresh);
    expect(upgradeMessage({ ...gate, trialEnded: true, readOnly: true }, false)).toBe(
      'Your trial has ended. Please upgrade your plan to start a new analysis.',
    );
    expect(upgradeMessage({ ...gate, trialEnded: true }, true)).toBe(m.trialEndedRefresh);
    expect(upgradeMessage({ ...gate, readOnly: true, readOnlyReason: 'plan' }, false)).toBe(
      readOnlyMessage('analyses', 'plan'),
    );
  });
});

describe('the CSV download', () => {
  const result = (over: Partial<KeywordResult>): KeywordResult => ({
    id: 1,
    query: 'Best crm in Spain',
    keyword: 'crm',
    volume: 1900,
    volume_interval: '1K-10K',
    monthly_volumes: [1900, 1800, 1700, 1600, 1500, 1400, 1300, 1200, 1100, 1000, 900, null],
    simulated: false,
    ...over,
  });

  it('has the spec columns, then Simulated, one row per prompt', () => {
    const lines = keywordCsv([
      result({}),
      result({ query: '=cmd|calc', volume: null, volume_interval: 'No data', simulated: true }),
    ]).split('\r\n');
    expect(lines[0]).toBe(
      'Query,Volume,Volume Interval,Month -1,Month -2,Month -3,Month -4,Month -5,Month -6,Month -7,Month -8,Month -9,Month -10,Month -11,Month -12,Simulated',
    );
    expect(lines[1]).toBe(
      'Best crm in Spain,1900,1K-10K,1900,1800,1700,1600,1500,1400,1300,1200,1100,1000,900,,no',
    );
    expect(lines[2]).toBe("'=cmd|calc,,No data,1900,1800,1700,1600,1500,1400,1300,1200,1100,1000,900,,yes");
  });

  it('is named after the title', () => {
    expect(keywordCsvFileName('CRM research')).toBe('CRM research.csv');
    expect(keywordCsvFileName('Q1/Q2: "CRM"?')).toBe('Q1 Q2 CRM.csv');
    expect(keywordCsvFileName('///')).toBe('keyword-analysis.csv');
  });
});
