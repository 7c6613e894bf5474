// The report-status banner (spec 2 section 2.2): extraction running with its estimate, the email
// note and how many prompts are answered; else the next scheduled run in the user's locale; else
// "not scheduled".
import { Alert, Loader, Progress, Stack, Text } from '@mantine/core';
import { projectDetailMessages as m, type ReportStatus, reportMessages } from '@sightline/contracts';
import { IconCalendarOff, IconCalendarTime } from '@tabler/icons-react';
import { estimatedMinutes, formatDateTime } from '../../../lib/format.ts';
import { reportProgress } from '../report-progress.ts';

export function ReportStatusBanner({
  status,
  promptCount,
}: {
  status: ReportStatus | undefined;
  promptCount: number;
}) {
  if (!status) return null;
  if (status.running) {
    const progress = reportProgress(status, promptCount);
    const label = progress ? m.promptsAnswered(progress.done, progress.total) : m.waitingForWorker;
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<Loader size={18} color="blue" />}
        title={m.extractionRunning}
        data-testid="report-status"
        data-state="running"
      >
        <Stack gap={6}>
          <Text size="sm">
            {m.estimatedTime(estimatedMinutes(status.estimated_time, promptCount))} {m.emailWhenFinished}
          </Text>
          <Progress
            value={progress?.percent ?? 100}
            striped={!progress}
            animated={!progress}
            size="md"
            radius="xl"
            aria-label={label}
            data-testid="report-progress"
            data-value={progress?.percent ?? ''}
          />
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        </Stack>
      </Alert>
    );
  }
  const next = formatDateTime(status.next_execution);
  if (next) {
    return (
      <Alert
        color="brand"
        variant="light"
        icon={<IconCalendarTime size={20} />}
        title={m.nextExecution}
        data-testid="report-status"
        data-state="scheduled"
      >
        <Text size="sm">{next}</Text>
      </Alert>
    );
  }
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconCalendarOff size={20} />}
      title={m.notScheduledTitle}
      data-testid="report-status"
      data-state="not-scheduled"
    >
      <Text size="sm">{reportMessages.notScheduled}</Text>
    </Alert>
  );
}
