// Prompts used / total (spec 1 section 2): the fill turns medium above 60 % and high above 80 %.
import { Group, Progress, RingProgress, Stack, Text, Tooltip } from '@mantine/core';
import { type PromptUsage, shellMessages } from '@sightline/contracts';

const levelColor: Record<PromptUsage['level'], string> = { low: 'brand', medium: 'orange', high: 'red' };

export function PromptUsageBar({ usage, collapsed }: { usage: PromptUsage; collapsed: boolean }) {
  const color = levelColor[usage.level];
  const figures = `${usage.used} / ${usage.total}`;
  if (collapsed) {
    return (
      <Tooltip label={`${shellMessages.prompts}: ${figures}`} position="right" withArrow>
        <RingProgress
          size={44}
          thickness={4}
          roundCaps
          mx="auto"
          sections={[{ value: usage.percent, color }]}
          label={
            <Text fz={10} fw={700} ta="center">
              {usage.percent}%
            </Text>
          }
        />
      </Tooltip>
    );
  }
  return (
    <Stack gap={6} data-level={usage.level}>
      <Group justify="space-between" gap="xs">
        <Text fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
          {shellMessages.prompts}
        </Text>
        <Text fz="xs" fw={700}>
          {figures}
        </Text>
      </Group>
      <Progress
        value={usage.percent}
        color={color}
        size="sm"
        radius="xl"
        aria-label={`${shellMessages.prompts} ${figures}`}
      />
    </Stack>
  );
}
