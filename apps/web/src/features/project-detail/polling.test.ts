import { QUERIES_POLL_MS, REPORT_STATUS_POLL_MS } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { queriesPollInterval, reportFinished, statusPollInterval } from './polling.ts';

const query = (on_execution: boolean) => ({ on_execution }) as never;

describe('report status polling', () => {
  it('re-checks every 60 s only while a report runs', () => {
    expect(statusPollInterval({ running: true })).toBe(REPORT_STATUS_POLL_MS);
    expect(REPORT_STATUS_POLL_MS).toBe(60_000);
    expect(statusPollInterval({ running: false })).toBe(false);
    expect(statusPollInterval(undefined)).toBe(false);
  });

  it('sees a report finish only on the flip from running to not running', () => {
    expect(reportFinished(true, false)).toBe(true);
    expect(reportFinished(true, true)).toBe(false);
    expect(reportFinished(false, false)).toBe(false);
    expect(reportFinished(undefined, false)).toBe(false);
    expect(reportFinished(false, true)).toBe(false);
  });
});

describe('query polling', () => {
  it('polls every 30 s while any ranking or accuracy prompt is on execution', () => {
    expect(queriesPollInterval({ ranking_queries: [query(false), query(true)], question_queries: [] })).toBe(
      QUERIES_POLL_MS,
    );
    expect(queriesPollInterval({ ranking_queries: [], question_queries: [query(true)] })).toBe(30_000);
  });

  it('stops once none remain, and before the first answer', () => {
    expect(queriesPollInterval({ ranking_queries: [query(false)], question_queries: [query(false)] })).toBe(
      false,
    );
    expect(queriesPollInterval(undefined)).toBe(false);
  });
});
