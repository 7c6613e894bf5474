// The Run Report button (header and Reports tab); disabled while a report runs.
import { Button, type ButtonProps } from '@mantine/core';
import { projectDetailMessages as m } from '@sightline/contracts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useRunReport } from './useRunReport.ts';

export function RunReportButton({
  projectId,
  running,
  ...props
}: { projectId: string; running: boolean } & Omit<ButtonProps, 'children'>) {
  const { start, starting } = useRunReport(projectId);
  return (
    <Button
      leftSection={<IconPlayerPlay size={16} />}
      onClick={start}
      loading={starting}
      disabled={running}
      {...props}
    >
      {running ? m.runReportRunning : m.runReport}
    </Button>
  );
}
