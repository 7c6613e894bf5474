import { Group, Progress, Stack, Text } from '@mantine/core';
import { REGISTER_STEPS } from '@sightline/contracts';

/** "Step n of 3" with a progress bar (spec 1 section 2). */
export function StepProgress({ step, title }: { step: number; title: string }) {
  return (
    <Stack gap={8}>
      <Group justify="space-between">
        <Text fz="sm" fw={600} c="brand.7">
          Step {step + 1} of {REGISTER_STEPS}
        </Text>
        <Text fz="sm" c="dimmed">
          {title}
        </Text>
      </Group>
      <Progress
        value={((step + 1) / REGISTER_STEPS) * 100}
        size="sm"
        radius="xl"
        aria-label={`Step ${step + 1} of ${REGISTER_STEPS}`}
      />
    </Stack>
  );
}
