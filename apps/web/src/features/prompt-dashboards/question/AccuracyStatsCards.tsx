// Accuracy statistics per provider (stats reply): rated responses, average score out of 10, and the
// shares of correct, almost correct and wrong answers.
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type AnswerOutcomes,
  promptDashboardLabels as l,
  type ProviderStats,
  type RatedBy,
} from '@sightline/contracts';
import { HowCalculatedLink } from '../../../components/IntervalMethod.tsx';
import { LeftOutAnswers } from '../../../components/LeftOutAnswers.tsx';
import { MetricValue } from '../../../components/MetricValue.tsx';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { RatedByLine } from '../../../components/RatedByLine.tsx';
import { oneDecimal } from '../../../lib/format.ts';
import { metricFormats, metricOf } from '../../../lib/metric-interval.ts';
import { HEATMAP_COLORS } from './heatmap.ts';

const SHARES = [
  { key: 'correctResponses', label: l.correct, color: HEATMAP_COLORS.correct },
  { key: 'almostCorrectResponses', label: l.almostCorrect, color: HEATMAP_COLORS['almost-correct'] },
  { key: 'wrongResponses', label: l.wrong, color: HEATMAP_COLORS.wrong },
] as const;

/** outcomes: the range's answers, counted and left out of the ratings; ratedBy: who rated them. */
export function AccuracyStatsCards({
  stats,
  outcomes,
  ratedBy,
}: {
  stats: readonly ProviderStats[];
  outcomes: AnswerOutcomes;
  ratedBy: RatedBy;
}) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Group gap="xs">
          <Title order={3} fz="lg">
            {l.statsTitle}
          </Title>
          <LeftOutAnswers outcomes={outcomes} />
          <RatedByLine ratedBy={ratedBy} />
        </Group>
        <HowCalculatedLink methods={['mean']} title={l.statsTitle} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" data-testid="accuracy-stats">
        {stats.map((s) => (
          <Paper key={s.name} withBorder shadow="xs" p="md" data-testid="stats-card">
            <Stack gap={8}>
              <ProviderName provider={s.name} />
              <Group justify="space-between" align="baseline">
                <Text size="sm" c="dimmed">
                  {l.averageScore}
                </Text>
                <MetricValue
                  metric={metricOf(s, 'averageScore')}
                  format={metricFormats.decimal}
                  fw={800}
                  fz="xl"
                >
                  {s.averageScore === null ? '—' : l.scoreOf10(oneDecimal(s.averageScore) ?? '')}
                </MetricValue>
              </Group>
              <Text size="xs" c="dimmed">
                {l.statsResponses(s.value)}
              </Text>
              <Progress.Root size="lg" aria-hidden>
                {SHARES.map((share) => (
                  <Progress.Section key={share.key} value={s[share.key]} color={share.color} />
                ))}
              </Progress.Root>
              {SHARES.map((share) => (
                <Group key={share.key} justify="space-between">
                  <Text size="sm">{share.label}</Text>
                  <Text size="sm" fw={700}>
                    {oneDecimal(s[share.key])}%
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
