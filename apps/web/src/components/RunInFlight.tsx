// A run that has no results yet (keyword analyses, recommendation runs): its state as a title, how
// long such runs take, and a progress bar that moves while pending and rests while running.
import { Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { KeywordExecutionStatus } from '@sightline/contracts';
import { IconLoader2 } from '@tabler/icons-react';
import { useRunProgress } from '../lib/useRunProgress.ts';

export function RunInFlight({
  status,
  runKey,
  titles,
  typicalDuration,
  testIds,
}: {
  status: KeywordExecutionStatus;
  /** Identifies the run, so the bar starts over for another one. */
  runKey: string;
  titles: { pending: string; running: string };
  typicalDuration: string;
  testIds: { paper: string; progress: string };
}) {
  const progress = useRunProgress(status, runKey);
  const pending = status === 'pending';
  const title = pending ? titles.pending : titles.running;
  return (
    <Paper withBorder p="xl" data-testid={testIds.paper} data-status={status}>
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" color="blue" radius="xl" size="lg">
            <IconLoader2 size={20} />
          </ThemeIcon>
          <Title order={3} fz="lg">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {typicalDuration}
        </Text>
        <Progress
          value={progress}
          striped={pending}
          animated={pending}
          size="lg"
          radius="xl"
          aria-label={title}
          data-testid={testIds.progress}
          data-value={Math.round(progress)}
        />
      </Stack>
    </Paper>
  );
}
