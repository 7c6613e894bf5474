import type { ProjectNotification } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { indexUnread } from './notifications.ts';

const note = (extra: Partial<ProjectNotification>): ProjectNotification => ({
  id: 1,
  notification_type: 'REPORT_EXECUTION',
  project_id: 1,
  project_uuid: 'u',
  report_execution_id: null,
  ranking_query_id: null,
  question_query_id: null,
  message: '',
  is_read: false,
  created_at: '',
  ...extra,
});

describe('unread index', () => {
  it('groups unread notifications by execution and prompt', () => {
    const index = indexUnread([
      note({ report_execution_id: 4 }),
      note({ notification_type: 'RANKING_QUERY', ranking_query_id: 7, report_execution_id: 4 }),
      note({ notification_type: 'QUESTION_QUERY', question_query_id: 9 }),
      note({ notification_type: 'RANKING_QUERY', ranking_query_id: 8, is_read: true }),
    ]);
    expect([...index.executions]).toEqual([4]);
    expect([...index.ranking]).toEqual([7]);
    expect([...index.question]).toEqual([9]);
  });
});
