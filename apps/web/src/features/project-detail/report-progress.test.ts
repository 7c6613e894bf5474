import type { ReportStatus } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { reportProgress } from './report-progress.ts';

const status = (execution: 'PENDING' | 'RUNNING', onExecution: number[]): ReportStatus => ({
  running: true,
  estimated_time: 30,
  current_execution: {
    id: 1,
    uuid: '00000000-0000-4000-8000-000000000001',
    executed_at: '',
    status: execution,
  },
  next_execution: 'Not scheduled',
  queries_on_execution: onExecution,
  executions: [],
});

describe('the running report progress', () => {
  it('counts the prompts whose answers are all in', () => {
    expect(reportProgress(status('RUNNING', [4, 7]), 3)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(reportProgress(status('RUNNING', []), 3)).toEqual({ done: 3, total: 3, percent: 100 });
  });

  it('has no figure before a worker has set the answers out', () => {
    expect(reportProgress(status('PENDING', []), 3)).toBeNull();
    expect(reportProgress(status('RUNNING', []), 0)).toBeNull();
  });
});
