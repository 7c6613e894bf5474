// What the results area shows for an analysis that has no results yet (spec 3 section 2.1): pending
// (animated progress), running (progress at rest), failed (the reason and Retry Analysis), or nothing
// selected (Start Your Keyword Analysis).
import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type KeywordExecution, keywordLabels as l, keywordMessages as m } from '@sightline/contracts';
import { IconAlertTriangle, IconLoader2, IconSearch } from '@tabler/icons-react';
import { useRunProgress } from '../../lib/useRunProgress.ts';

function InFlight({ execution }: { execution: KeywordExecution }) {
  const pending = execution.status === 'pending';
  const progress = useRunProgress(execution.status, `${execution.uuid}:${execution.created_at}`);
  return (
    <Paper withBorder p="xl" data-testid="analysis-in-flight" data-status={execution.status}>
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" color="blue" radius="xl" size="lg">
            <IconLoader2 size={20} />
          </ThemeIcon>
          <Title order={3} fz="lg">
            {pending ? l.pendingTitle : l.runningTitle}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {l.typicalDuration}
        </Text>
        <Progress
          value={progress}
          striped={pending}
          animated={pending}
          size="lg"
          radius="xl"
          aria-label={pending ? l.pendingTitle : l.runningTitle}
          data-testid="analysis-progress"
          data-value={Math.round(progress)}
        />
      </Stack>
    </Paper>
  );
}

export function AnalysisBanner({
  execution,
  onRetry,
  retrying,
}: {
  execution: KeywordExecution | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (!execution) {
    return (
      <Paper withBorder p="xl" data-testid="analysis-start">
        <Stack align="center" ta="center" gap="sm" py="lg">
          <ThemeIcon variant="light" radius="xl" size={64}>
            <IconSearch size={30} />
          </ThemeIcon>
          <Title order={3}>{l.startTitle}</Title>
          <Text c="dimmed" maw={520}>
            {l.startText}
          </Text>
        </Stack>
      </Paper>
    );
  }
  if (execution.status === 'failed') {
    return (
      <Paper withBorder p="xl" data-testid="analysis-failed">
        <Stack align="center" ta="center" gap="sm" py="lg">
          <ThemeIcon variant="light" color="red" radius="xl" size={64}>
            <IconAlertTriangle size={30} />
          </ThemeIcon>
          <Title order={3}>{l.failedTitle}</Title>
          <Text c="dimmed" maw={520}>
            {execution.error_message || m.analysisError}
          </Text>
          <Button onClick={onRetry} loading={retrying} color="red" variant="light">
            {l.retry}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return <InFlight execution={execution} />;
}
