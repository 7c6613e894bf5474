// The dashboard's four metric cards and its two charts: Visits Over Time (AI and human visits) and
// Visits by Source (a doughnut of each AI assistant, other sites and direct visits).
import { Badge, Box, Center, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import {
  intervalLabels as il,
  isNewFigure,
  websiteAnalysisLabels as l,
  type WebsiteDashboard,
} from '@sightline/contracts';
import { IconArrowDownRight, IconArrowUpRight, IconMinus, IconSparkles } from '@tabler/icons-react';
import { Doughnut, Line } from 'react-chartjs-2';
import '../../components/charts/chart-setup.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { dayLabel } from '../../lib/format.ts';

/**
 * A change in percent: up green, down red, none grey; shown by its absolute value with its arrow. A
 * figure from nothing (the previous period had no visit) is new, never +100%.
 */
function Change({ value, isNew }: { value: number; isNew: boolean }) {
  if (isNew)
    return (
      <Tooltip label={il.newChangeHint} withArrow>
        <Badge
          variant="light"
          color="blue"
          leftSection={<IconSparkles size={12} />}
          tabIndex={0}
          data-tone="new"
        >
          {il.newChange}
        </Badge>
      </Tooltip>
    );
  const look =
    value > 0
      ? { color: 'teal', Icon: IconArrowUpRight }
      : value < 0
        ? { color: 'red', Icon: IconArrowDownRight }
        : { color: 'gray', Icon: IconMinus };
  return (
    <Badge variant="light" color={look.color} leftSection={<look.Icon size={12} />} title={l.changeHint}>
      {Math.abs(value)}%
    </Badge>
  );
}

function MetricCard({
  label,
  value,
  change,
  isNew,
}: {
  label: string;
  value: string;
  change: number;
  isNew: boolean;
}) {
  return (
    <Paper withBorder shadow="xs" p="lg">
      <Stack gap={6}>
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <Group justify="space-between" align="flex-end">
          <Text fz={28} fw={700} lh={1}>
            {value}
          </Text>
          <Change value={change} isNew={isNew} />
        </Group>
      </Stack>
    </Paper>
  );
}

export function MetricCards({ statistics: s }: { statistics: WebsiteDashboard['statistics'] }) {
  const aiNew = isNewFigure(s.ai_visits_previous, s.total_ai_visits);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" data-testid="website-metrics">
      <MetricCard
        label={l.cards.total}
        value={s.total_visits.toLocaleString()}
        change={s.total_visits_change}
        isNew={isNewFigure(s.total_visits_previous, s.total_visits)}
      />
      <MetricCard
        label={l.cards.ai}
        value={s.total_ai_visits.toLocaleString()}
        change={s.ai_visits_change}
        isNew={aiNew}
      />
      <MetricCard
        label={l.cards.human}
        value={s.total_human_visits.toLocaleString()}
        change={s.human_visits_change}
        isNew={isNewFigure(s.human_visits_previous, s.total_human_visits)}
      />
      {/* The rate's change is that of the AI visits: the spec gives the rate none of its own. */}
      <MetricCard
        label={l.cards.rate}
        value={`${s.ai_percentage}%`}
        change={s.ai_visits_change}
        isNew={aiNew}
      />
    </SimpleGrid>
  );
}

const Empty = () => (
  <Center h="100%">
    <Text c="dimmed">{l.noVisitsInRange}</Text>
  </Center>
);

export function VisitCharts({ dashboard: d }: { dashboard: WebsiteDashboard }) {
  const anyVisit = d.statistics.total_visits > 0;
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
      <Box style={{ gridColumn: 'span 2' }}>
        <SectionCard title={l.charts.overTime} testId="visits-over-time">
          <Box px="lg" pb="lg" h={300}>
            {anyVisit ? (
              <Line
                role="img"
                aria-label={l.charts.overTime}
                data={{
                  labels: d.line_chart.labels.map((day) => dayLabel(day)),
                  datasets: d.line_chart.datasets.map((s) => ({
                    label: s.label,
                    data: s.data,
                    borderColor: s.color,
                    backgroundColor: s.color,
                    borderWidth: 2,
                    pointRadius: s.data.length > 40 ? 0 : 2.5,
                    tension: 0.25,
                  })),
                }}
                options={{ scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
              />
            ) : (
              <Empty />
            )}
          </Box>
        </SectionCard>
      </Box>
      <SectionCard title={l.charts.bySource} testId="visits-by-source">
        <Box px="lg" pb="lg" h={300}>
          {anyVisit ? (
            <Doughnut
              role="img"
              aria-label={l.charts.bySource}
              data={{
                labels: d.donut_chart.labels,
                datasets: [{ data: d.donut_chart.data, backgroundColor: d.donut_chart.colors }],
              }}
              options={{ plugins: { legend: { position: 'bottom' } } }}
            />
          ) : (
            <Empty />
          )}
        </Box>
      </SectionCard>
    </SimpleGrid>
  );
}
