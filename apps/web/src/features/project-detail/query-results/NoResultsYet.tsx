// An opened prompt that no report has answered yet.
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { queryResultsLabels as l } from '@sightline/contracts';
import { IconHourglassEmpty } from '@tabler/icons-react';

export function NoResultsYet({ testId }: { testId?: string }) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <Stack align="center" gap={6}>
        <ThemeIcon variant="light" size="xl" radius="xl">
          <IconHourglassEmpty size={22} />
        </ThemeIcon>
        <Text size="sm" c="dimmed" ta="center">
          {l.noResultsYet}
        </Text>
      </Stack>
    </Paper>
  );
}
