// The website analysis dashboard (analysis spec 2.4, 8, 9): the brand's domain, a date range (30 days
// by default), the four metric cards, Visits Over Time, Visits by Source, Most Popular Pages, the AI
// crawler panel and Recent Visits; without any recorded visit, 'No Visit Data Yet' with the snippet.
import { Button, Group, Paper, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import {
  generalMetricsLabels,
  websiteAnalysisLabels as l,
  lastDays,
  websiteAnalysisMessages as m,
  type Project,
  WEBSITE_SEARCH_DEBOUNCE_MS,
} from '@sightline/contracts';
import { IconAlertTriangle, IconCalendar, IconWorldWww } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { errorText } from '../../api/client.ts';
import type { DateRange } from '../../api/insights.ts';
import { useProject } from '../../api/projects.ts';
import { useWebsiteDashboard, websiteDashboardParams } from '../../api/website-analysis.ts';
import { paths } from '../../app/paths.ts';
import { BackTitle } from '../../components/BackTitle.tsx';
import { StatusCard } from '../../components/StatusCard.tsx';
import { useFailureToast } from '../../lib/toast.ts';
import { TrackingCard } from './TrackingCard.tsx';
import { MetricCards, VisitCharts } from './WebsiteCharts.tsx';
import { CrawlersPanel, PopularPages, RecentVisits } from './WebsiteTables.tsx';

const DEFAULT_DAYS = 30;

function WebsiteAnalysis({ projectId }: { projectId: string }) {
  const project = useProject(projectId);
  const [picked, setPicked] = useState<DateRange>(() => lastDays(new Date(), DEFAULT_DAYS));
  const [range, setRange] = useState<DateRange>(picked);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), WEBSITE_SEARCH_DEBOUNCE_MS);
  const params = useMemo(() => websiteDashboardParams(range, page, debounced), [range, page, debounced]);
  const dashboard = useWebsiteDashboard(projectId, params);
  useFailureToast(dashboard.error, page > 1 ? m.visitsFailed : m.loadFailed);

  const permission: Project['permission'] = project.data?.permission ?? 'VIEW';
  const d = dashboard.data;
  const domain = d?.domain ?? project.data?.domain ?? '';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="md">
        <BackTitle
          title={domain}
          subtitle={m.title}
          backTo={paths.projectTable(projectId)}
          backLabel={l.back}
        />
        <DatePickerInput
          type="range"
          label={l.dateRangeLabel}
          labelProps={{ className: 'visually-hidden' }}
          valueFormat={generalMetricsLabels.dateFormat}
          value={picked}
          onChange={(next) => {
            const chosen: DateRange = [next[0] ?? null, next[1] ?? null];
            setPicked(chosen);
            if (chosen[0] && chosen[1]) {
              setRange(chosen);
              setPage(1);
            }
          }}
          maxDate={new Date()}
          allowSingleDateInRange
          leftSection={<IconCalendar size={16} stroke={1.8} />}
          w={{ base: '100%', sm: 260 }}
          data-testid="website-date-range"
        />
      </Group>
      {dashboard.isError && !d ? (
        <Paper withBorder p="xl">
          <StatusCard
            icon={<IconAlertTriangle size={30} />}
            color="red"
            title={m.loadFailed}
            description={errorText(dashboard.error, m.loadFailed)}
          >
            <Group justify="center">
              <Button onClick={() => dashboard.refetch()}>{l.tryAgain}</Button>
            </Group>
          </StatusCard>
        </Paper>
      ) : !d ? (
        <Paper withBorder p="xl">
          <StatusCard loading title={l.loading} />
        </Paper>
      ) : !d.has_data ? (
        <Stack gap="lg" data-testid="website-empty">
          <Paper withBorder p="xl">
            <StatusCard icon={<IconWorldWww size={30} />} title={m.emptyTitle} description={m.emptyText} />
          </Paper>
        </Stack>
      ) : (
        <Stack
          gap="lg"
          style={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1 }}
          data-testid="website-dashboard"
        >
          <MetricCards statistics={d.statistics} />
          <VisitCharts dashboard={d} />
          <PopularPages pages={d.popular_endpoints} />
          <CrawlersPanel crawlers={d.crawlers} />
          <RecentVisits
            visits={d.visits}
            search={search}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
            onPage={setPage}
          />
        </Stack>
      )}
      {/* One instance below either view, so a successful check keeps its answer when the first visit
          turns the empty state into the dashboard. */}
      {d && <TrackingCard projectId={projectId} permission={permission} />}
    </Stack>
  );
}

/** Route component of /website-analysis/:project_id; a new brand is a fresh screen. */
export function WebsiteAnalysisPage() {
  const { project_id: projectId } = useParams();
  if (!projectId) return <Navigate to={paths.dashboard} replace />;
  return <WebsiteAnalysis key={projectId} projectId={projectId} />;
}
