// Run Report with the spec's toasts: started, the server's message when one is already running
// (409), else Failed to run report (with the server's reason, e.g. no prompts).
import { projectDetailMessages as m, projectMessages, reportMessages } from '@sightline/contracts';
import { errorText, hasErrorCode } from '../../../api/client.ts';
import { useRunReport as useRunReportCall } from '../../../api/project-detail.ts';
import { toast } from '../../../lib/toast.ts';

export const useRunReport = (projectId: string) => {
  const run = useRunReportCall(projectId);
  const start = () =>
    run.mutate(undefined, {
      onSuccess: () => toast.short('success', reportMessages.started, m.emailWhenFinished),
      onError: (error) => {
        if (hasErrorCode(error, 'report_running')) {
          toast.short('warning', m.runReportRunning, errorText(error, reportMessages.alreadyRunning));
        } else {
          toast.short('error', projectMessages.runFailed, errorText(error, projectMessages.runFailed));
        }
      },
    });
  return { start, starting: run.isPending };
};
