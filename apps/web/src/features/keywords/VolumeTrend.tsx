// An opened prompt row: 'Volume Trend (Last 12 Months)', a line chart of the monthly volumes (oldest
// on the left), with the exact volume and its range beside it.
import { Group, Stack, Text } from '@mantine/core';
import { KEYWORD_TREND_MONTHS, type KeywordResult, keywordLabels as l } from '@sightline/contracts';
import { Line } from 'react-chartjs-2';
import { BRAND_COLOR } from '../../components/charts/chart-setup.ts';
import { SimulatedBadge } from '../../components/SimulatedBadge.tsx';

/** Month -12 … Month -1, left to right. */
const MONTH_LABELS = Array.from({ length: KEYWORD_TREND_MONTHS }, (_, i) =>
  l.monthLabel(KEYWORD_TREND_MONTHS - i),
);

export function VolumeTrend({ result }: { result: KeywordResult }) {
  const series = [...result.monthly_volumes].reverse();
  return (
    <Stack gap="sm" data-testid="volume-trend">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="xs">
          <Text fw={600}>{l.volumeTrend}</Text>
          {result.simulated && <SimulatedBadge tip={l.simulatedTip} />}
        </Group>
        <Group gap="xl">
          <Text size="sm">
            {l.exactVolume}:{' '}
            <Text span fw={600} data-testid="exact-volume">
              {result.volume === null ? l.noVolume : result.volume.toLocaleString()}
            </Text>
          </Text>
          <Text size="sm">
            {l.range}:{' '}
            <Text span fw={600}>
              {result.volume_interval}
            </Text>
          </Text>
        </Group>
      </Group>
      {series.some((v) => v !== null) ? (
        <div style={{ position: 'relative', height: 220 }}>
          <Line
            role="img"
            aria-label={`${l.volumeTrend}: ${result.query}`}
            data={{
              labels: MONTH_LABELS,
              datasets: [
                {
                  label: l.monthlySearches,
                  data: series,
                  borderColor: BRAND_COLOR,
                  backgroundColor: `${BRAND_COLOR}33`,
                  fill: true,
                  tension: 0.3,
                  pointRadius: 3,
                  spanGaps: true,
                },
              ],
            }}
            options={{
              plugins: { legend: { display: false }, tooltip: { intersect: false, mode: 'index' } },
              scales: { x: { grid: { display: false } }, y: { beginAtZero: true, ticks: { precision: 0 } } },
            }}
          />
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {l.noVolumeTip}
        </Text>
      )}
    </Stack>
  );
}
