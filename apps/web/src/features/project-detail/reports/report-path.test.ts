import { describe, expect, it } from 'vitest';
import { newestFirst, reportPath } from './report-path.ts';

describe('report history helpers', () => {
  it('links an execution to its printable report', () => {
    expect(reportPath('1988b028-acf1-4c5a-83d2-03c1ddd8658b')).toBe(
      '/reports/1988b028-acf1-4c5a-83d2-03c1ddd8658b',
    );
  });

  it('lists executions newest first', () => {
    const rows = [
      { id: 1, executed_at: '2026-11-20T10:00:00Z' },
      { id: 3, executed_at: '2026-11-22T10:00:00Z' },
      { id: 2, executed_at: '2026-11-21T10:00:00Z' },
    ];
    expect(newestFirst(rows).map((r) => r.id)).toEqual([3, 2, 1]);
  });
});
