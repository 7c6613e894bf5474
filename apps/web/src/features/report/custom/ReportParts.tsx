// Small parts the custom report's pages share: the AI analysis block, a metric tile, a change with
// its arrow, the 'Your Brand' tag and the plain statement that a section has no data.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { customReportLabels as l } from '@sightline/contracts';
import { IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { TrendIndicator } from '../../../components/TrendIndicator.tsx';
import classes from '../report.module.css';

export function AnalysisBlock({
  text,
  source,
  fallback,
}: {
  text: string | null;
  source: 'llm' | 'summary' | null;
  fallback: string;
}) {
  return (
    <Paper className={classes.block} bg="var(--mantine-color-brand-0)" data-testid="ai-analysis">
      <Group gap={6} mb={4}>
        <IconSparkles size={16} color="var(--mantine-color-brand-6)" />
        <Text fw={700} size="sm">
          {l.aiAnalysis}
        </Text>
      </Group>
      <Text size="sm">{text ?? fallback}</Text>
      {text && source && (
        <Text size="xs" c="dimmed" mt={4}>
          {source === 'llm' ? l.analysisWrittenByModel : l.analysisSummary}
        </Text>
      )}
    </Paper>
  );
}

export function MetricTile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper className={classes.block} data-testid="metric-tile">
      <Stack gap={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        <Text fz={24} fw={800} className={classes.numeric}>
          {value}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Spec 2.8: a change by its absolute value with an up, down or neutral arrow; a figure from nothing
 * is new, with no percent.
 */
export function Change({ value, isNew }: { value: number; isNew: boolean }) {
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <TrendIndicator trend={value > 0 ? 'up' : value < 0 ? 'down' : 'stable'} isNew={isNew} size="xs" />
      {!isNew && (
        <Text size="xs" c="dimmed" className={classes.numeric}>
          {Math.abs(value)}%
        </Text>
      )}
    </Group>
  );
}

export function YourBrand({ label = l.yourBrand }: { label?: string }) {
  return (
    <Badge size="xs" variant="light" color="brand" ml={6}>
      {label}
    </Badge>
  );
}

export function NoData({ message }: { message: string }) {
  return (
    <Paper className={classes.block} data-testid="no-data">
      <Group gap="xs" wrap="nowrap">
        <IconInfoCircle size={18} color="var(--mantine-color-gray-6)" />
        <Text size="sm" c="dimmed">
          {message}
        </Text>
      </Group>
    </Paper>
  );
}
