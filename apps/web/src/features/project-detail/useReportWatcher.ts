// The report status of the brand: checked on load and every 60 s while a report runs; when it
// flips to not running, the brand, its queries and notifications are re-fetched and polling stops.
import { projectDetailMessages as m, reportMessages } from '@sightline/contracts';
import { useEffect, useRef } from 'react';
import { useRefreshAfterReport, useReportStatus } from '../../api/project-detail.ts';
import { toast } from '../../lib/toast.ts';
import { reportFinished, statusPollInterval } from './polling.ts';

export const useReportWatcher = (projectId: string) => {
  const status = useReportStatus(projectId, statusPollInterval);
  const refresh = useRefreshAfterReport(projectId);
  const wasRunning = useRef<boolean | undefined>(undefined);
  const running = status.data?.running;

  useEffect(() => {
    if (reportFinished(wasRunning.current, running)) {
      refresh();
      toast.short('success', reportMessages.executed, m.reportExecutedNote);
    }
    wasRunning.current = running;
  }, [running, refresh]);

  return status;
};
