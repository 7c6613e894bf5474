// The general metrics screen (analysis spec 2.9, 4, 8): header, filters, the three charts and the
// three tables of one brand, reloaded when a filter changes (the range once both ends are picked).
import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import {
  type Ci95,
  GENERAL_METRICS_OTHER,
  type GeneralMetricsReply,
  generalMetricsMessages,
  generalMetricsLabels as l,
  lastDays,
} from '@sightline/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { errorText } from '../../api/client.ts';
import { generalMetricsParams, useGeneralMetrics } from '../../api/general-metrics.ts';
import type { DateRange } from '../../api/insights.ts';
import { useProject } from '../../api/projects.ts';
import { useProjectTags } from '../../api/tags.ts';
import { paths } from '../../app/paths.ts';
import { BackTitle } from '../../components/BackTitle.tsx';
import { BRAND_COLOR, seriesPalette } from '../../components/charts/chart-setup.ts';
import { HowCalculatedLink } from '../../components/IntervalMethod.tsx';
import { LeftOutAnswers } from '../../components/LeftOutAnswers.tsx';
import { SandboxBrandNotice } from '../../components/SandboxBrandNotice.tsx';
import { StatusCard } from '../../components/StatusCard.tsx';
import { answeredOnly } from '../../lib/answered-series.ts';
import { providerLabel } from '../../lib/format.ts';
import { GeneralMetricsFilters } from './GeneralMetricsFilters.tsx';
import { ProviderMetricsTable, TopCitationsTable, TopCompetitorsTable } from './GeneralMetricsTables.tsx';
import { namedSeries } from './general-metrics-format.ts';
import { MetricsLineChart, type MetricsSeries } from './MetricsLineChart.tsx';

/** Spec 4: the range starts as the last 30 days, today included (UTC days, as the server counts). */
const DEFAULT_DAYS = 30;
const PERFORMANCE_COLORS = { mentions: BRAND_COLOR, aiVisits: '#0ca678', citations: '#f08c00' } as const;
const OTHER_COLOR = '#adb5bd';

/** Entity series in steady colours: the brand in the brand violet, Other in grey; with their intervals. */
const entitySeries = (
  map: Record<string, (number | null)[]>,
  brand: string,
  intervals?: Record<string, Ci95[]>,
): MetricsSeries[] => {
  const colour = seriesPalette();
  return namedSeries(map).map(([name, data]) => ({
    label: name,
    data,
    ci95: intervals?.[name],
    color: name === GENERAL_METRICS_OTHER ? OTHER_COLOR : colour(name === brand),
  }));
};

function MetricsContent({ reply }: { reply: GeneralMetricsReply }) {
  const gm = reply.general_metrics;
  const pm = gm.performance_metrics;
  const brand = reply.project.entity_name;
  return (
    <Stack gap="lg">
      <LeftOutAnswers outcomes={reply} />
      <MetricsLineChart
        title={l.charts.performance}
        exportName="performance"
        testId="performance-chart"
        labels={pm.labels}
        modelChanges={gm.model_changes}
        series={[
          {
            label: l.series.mentions,
            data: answeredOnly(pm.appearances.series, pm.answered),
            color: PERFORMANCE_COLORS.mentions,
          },
          { label: l.series.aiVisits, data: pm.aiVisits.series, color: PERFORMANCE_COLORS.aiVisits },
          {
            label: l.series.citations,
            data: answeredOnly(pm.citations.series, pm.answered),
            color: PERFORMANCE_COLORS.citations,
            rightAxis: true,
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <MetricsLineChart
          title={l.charts.brandMentions}
          exportName="brandMentions"
          testId="brand-mentions-chart"
          labels={pm.labels}
          series={entitySeries(
            Object.fromEntries(
              Object.entries(gm.competitor_mentions_timeseries).map(([name, counts]) => [
                name,
                answeredOnly(counts, pm.answered),
              ]),
            ),
            brand,
          )}
        />
        <MetricsLineChart
          title={l.charts.shareOfVoice}
          exportName="shareOfVoice"
          testId="share-of-voice-chart"
          labels={pm.labels}
          series={entitySeries(gm.competitor_sov_timeseries, brand, gm.competitor_sov_timeseries_ci95)}
          stacked
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <TopCitationsTable rows={gm.top_citations} />
        <TopCompetitorsTable rows={gm.top_competitors} />
      </SimpleGrid>
      <ProviderMetricsTable metrics={gm.provider_metrics} />
    </Stack>
  );
}

function GeneralMetrics({ projectId }: { projectId: string }) {
  const project = useProject(projectId);
  const tags = useProjectTags(projectId);
  const [providers, setProviders] = useState<string[]>([]);
  const [tagIds, setTagIds] = useState<string[]>([]);
  // The picker's value, and the last complete range: a half-picked range does not reload.
  const [picked, setPicked] = useState<DateRange>(() => lastDays(new Date(), DEFAULT_DAYS));
  const [range, setRange] = useState<DateRange>(picked);
  const params = useMemo(
    () => generalMetricsParams({ providers, tags: tagIds, range }),
    [providers, tagIds, range],
  );
  const metrics = useGeneralMetrics(projectId, params);

  const entityName = metrics.data?.project.entity_name ?? project.data?.entity_name ?? '';
  const providerOptions = (project.data?.ai_engines ?? []).map((code) => ({
    value: code,
    label: providerLabel(code),
  }));
  const tagOptions = (tags.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <Stack gap={4}>
          <BackTitle
            title={entityName}
            subtitle={l.subtitle}
            backTo={paths.projectTable(projectId)}
            backLabel={l.back}
          />
          <HowCalculatedLink methods={['count', 'shareOfVoice', 'mean']} title={l.subtitle} />
        </Stack>
        <GeneralMetricsFilters
          providerOptions={providerOptions}
          tagOptions={tagOptions}
          providers={providers}
          tags={tagIds}
          range={picked}
          onProviders={setProviders}
          onTags={setTagIds}
          onRange={(next) => {
            setPicked(next);
            if (next[0] && next[1]) setRange(next);
          }}
        />
      </Group>
      <SandboxBrandNotice engines={project.data?.ai_engines} />
      {metrics.isError ? (
        <Paper withBorder p="xl" data-testid="metrics-error">
          <StatusCard
            icon={<IconAlertTriangle size={30} />}
            color="red"
            title={l.errorTitle}
            description={errorText(metrics.error, generalMetricsMessages.loadFailed, 'error')}
          >
            <Group justify="center">
              <Button onClick={() => metrics.refetch()}>{l.tryAgain}</Button>
            </Group>
          </StatusCard>
        </Paper>
      ) : metrics.data ? (
        <Stack
          gap="lg"
          style={{ opacity: metrics.isPlaceholderData ? 0.6 : 1 }}
          data-testid="general-metrics"
        >
          <MetricsContent reply={metrics.data} />
        </Stack>
      ) : (
        <Paper withBorder p="xl">
          <StatusCard loading title={l.loading} />
        </Paper>
      )}
    </Stack>
  );
}

/** Route component of /projects/:project_id/general-metrics; a new brand is a fresh screen. */
export function GeneralMetricsPage() {
  const { project_id: projectId } = useParams();
  if (!projectId) return <Navigate to={paths.dashboard} replace />;
  return <GeneralMetrics key={projectId} projectId={projectId} />;
}
