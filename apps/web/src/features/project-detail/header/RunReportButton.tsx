// The Run Report button (header and Reports tab); disabled while a report runs. Running a report
// needs edit access: a viewer has no button.
import { Button, type ButtonProps } from '@mantine/core';
import { projectDetailMessages as m } from '@sightline/contracts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { brandAccess } from '../../../lib/brand-access.ts';
import { useProjectDetail } from '../ProjectDetailContext.tsx';
import { useRunReport } from './useRunReport.ts';

export function RunReportButton({ running, ...props }: { running: boolean } & Omit<ButtonProps, 'children'>) {
  const { project } = useProjectDetail();
  const { start, starting } = useRunReport(project.uuid);
  if (!brandAccess(project.permission).edit) return null;
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
