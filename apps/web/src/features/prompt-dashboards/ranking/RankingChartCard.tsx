// The chart card of the ranking dashboard with its three views: Brand Position (reversed 1-15
// lines), Brand LLMO Score and Share of Voice (stacked bars). A failed load shows empty charts. The
// lines carry their 95 % interval as a band; days an engine's served model changed are marked.
import { Box, Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  type AnswerOutcomes,
  promptDashboardLabels as l,
  POSITION_SCALE_MAX,
  type RankingCharts,
} from '@sightline/contracts';
import { type ReactNode, useState } from 'react';
import { ModelChangeNotes } from '../../../components/charts/ModelChangeNotes.tsx';
import { RankLineChart } from '../../../components/charts/RankLineChart.tsx';
import { LeftOutAnswers } from '../../../components/LeftOutAnswers.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { dayLabel } from '../../../lib/format.ts';
import { modelChangeMarkers } from '../../../lib/model-changes.ts';
import { hasChartData } from '../format.ts';
import { ScoreLineChart, ShareOfVoiceBars } from './DashboardCharts.tsx';

type View = keyof typeof l.chartViews;
const VIEWS = Object.keys(l.chartViews) as View[];
const SOURCE: Record<
  View,
  Exclude<keyof RankingCharts, 'model_changes' | 'imported_answers' | keyof AnswerOutcomes>
> = {
  position: 'competitorsPositionChart',
  llmo: 'llmoScoreChart',
  shareOfVoice: 'shareOfVoiceChart',
};

export function RankingChartCard({
  charts,
  loading,
  brand,
}: {
  /** undefined while loading or after a failure (then the charts are empty). */
  charts: RankingCharts | undefined;
  loading: boolean;
  brand: string;
}) {
  const [view, setView] = useState<View>('position');
  const chart = charts?.[SOURCE[view]];
  const title = l.chartViews[view];
  const changes = charts?.model_changes;
  const markers = chart ? modelChangeMarkers(chart.labels, changes) : [];

  let body: ReactNode;
  if (loading && !chart) body = <Loader size="sm" />;
  else if (!chart || !hasChartData(chart))
    body = (
      <Text c="dimmed" size="sm">
        {l.noChartData}
      </Text>
    );
  if (body) body = <Center h={300}>{body}</Center>;
  else if (chart && view === 'position')
    body = (
      <RankLineChart
        title={title}
        labels={chart.labels.map((d) => dayLabel(d))}
        lines={chart.datasets.map((set) => ({
          label: set.label,
          data: set.data,
          band: set.data_ci95,
          emphasized: set.label === brand,
        }))}
        axisMax={POSITION_SCALE_MAX}
        height={300}
        legend
        markers={markers}
      />
    );
  else if (chart && view === 'llmo')
    body = <ScoreLineChart chart={chart} title={title} axis={l.scoreAxis} markers={markers} />;
  else if (chart) body = <ShareOfVoiceBars chart={chart} title={title} axis={l.shareAxis} brand={brand} />;

  return (
    <SectionCard
      title={l.chartTitle}
      hint={l.chartHints[view]}
      badge={<LeftOutAnswers outcomes={charts} />}
      testId="ranking-chart"
      actions={
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as View)}
          data={VIEWS.map((v) => ({ value: v, label: l.chartViews[v] }))}
          aria-label={l.chartTitle}
        />
      }
    >
      <Stack px="lg" pb="lg" gap="xs" data-view={view}>
        <Box>{body}</Box>
        <ModelChangeNotes changes={changes} />
      </Stack>
    </SectionCard>
  );
}
