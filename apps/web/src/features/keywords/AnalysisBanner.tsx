// What the results area shows for an analysis that has no results yet (spec 3 section 2.1): pending
// (animated progress), running (progress at rest), failed (the reason and Retry Analysis), or nothing
// selected (Start Your Keyword Analysis).
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type KeywordExecution, keywordLabels as l, keywordMessages as m } from '@sightline/contracts';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { RunInFlight } from '../../components/RunInFlight.tsx';

function InFlight({ execution }: { execution: KeywordExecution }) {
  return (
    <RunInFlight
      status={execution.status}
      runKey={`${execution.uuid}:${execution.created_at}`}
      titles={{ pending: l.pendingTitle, running: l.runningTitle }}
      typicalDuration={l.typicalDuration}
      testIds={{ paper: 'analysis-in-flight', progress: 'analysis-progress' }}
    />
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
