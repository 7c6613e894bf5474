// The ranking-prompt dashboard (/ranking-query/:id, analysis spec 2.2): filters, the chart card,
// the LLMO score, provider cards, AI responses, cited sources and competitors. "Include imported app
// answers" (?include_imported=true, so a shared link keeps it) counts the answers imported from the
// engines' apps in the charts and the ranked entities, and says how many.
import { Badge, Grid, Group, Stack, Switch } from '@mantine/core';
import { answerImportLabels, promptDashboardLabels as l, type RankingOverview } from '@sightline/contracts';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useProject } from '../../../api/projects.ts';
import {
  useRankingCharts,
  useRankingCompetitors,
  useRankingOverview,
  useRankingResponses,
  useRankingSources,
} from '../../../api/prompt-dashboards.ts';
import { paths } from '../../../app/paths.ts';
import { brandAccess } from '../../../lib/brand-access.ts';
import { useFailureToast } from '../../../lib/toast.ts';
import { ChangesPanel } from '../ChangesPanel.tsx';
import { DashboardFilterBar } from '../DashboardFilterBar.tsx';
import { DashboardHeader } from '../DashboardHeader.tsx';
import { DashboardRoute, OverviewGate } from '../DashboardPageShell.tsx';
import { DEFAULT_FILTERS, defaultEntities, filterParams, rankingResetFilters } from '../filters.ts';
import { backToProject } from '../paths.ts';
import { useLoggedFailure } from '../useLoggedFailure.ts';
import { useServerPaging } from '../useServerPaging.ts';
import { AppComparisonCard } from './AppComparisonCard.tsx';
import { CompetitorsTable } from './CompetitorsTable.tsx';
import { LlmoScoreCard } from './LlmoScoreCard.tsx';
import { ProviderCards } from './ProviderCards.tsx';
import { RankingChartCard } from './RankingChartCard.tsx';
import { RankingResponsesTable } from './RankingResponsesTable.tsx';
import { SourcesTable } from './SourcesTable.tsx';
import { providerCount } from './sources.ts';

/** The query parameter of the switch, in the page's URL and on the figures' calls alike. */
const INCLUDE_IMPORTED = 'include_imported';

function RankingDashboard({ queryId, overview }: { queryId: string; overview: RankingOverview }) {
  // Spec 7: the providers to choose from are the brand's engines (GET projects/{id}/).
  const project = useProject(overview.projectId);
  const engines = project.data?.ai_engines ?? overview.aiEngines;

  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [search, setSearch] = useSearchParams();
  const includeImported = search.get(INCLUDE_IMPORTED) === 'true';
  const setIncludeImported = (on: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(INCLUDE_IMPORTED, 'true');
        else next.delete(INCLUDE_IMPORTED);
        return next;
      },
      { replace: true },
    );
  const params = useMemo(() => filterParams(filters), [filters]);
  const timeAndProviders = useMemo(() => filterParams(filters, false), [filters]);
  // Only the figures' calls take it: the other calls read the API answers alone.
  const imported = includeImported ? { [INCLUDE_IMPORTED]: 'true' } : {};
  const paging = useServerPaging(JSON.stringify(params));

  const responses = useRankingResponses(queryId, {
    ...params,
    page: paging.page,
    page_size: paging.pageSize,
  });
  const charts = useRankingCharts(queryId, { ...params, ...imported });
  const sources = useRankingSources(queryId, params);
  const competitors = useRankingCompetitors(queryId, { ...timeAndProviders, ...imported });
  const importedCount = includeImported ? charts.data?.imported_answers : undefined;
  const canEdit = brandAccess(project.data?.permission).edit;
  useFailureToast(responses.error, l.responsesFailed);
  useLoggedFailure(charts.error, 'chart data');
  useLoggedFailure(sources.error, 'sources');
  useLoggedFailure(competitors.error, 'competitors');

  const entityNames = competitors.data?.competitors ?? [];
  // The client's series: its name labels the LLMO chart (the server's entity name).
  const brand =
    charts.data?.llmoScoreChart.datasets[0]?.label ?? entityNames.find((c) => c.is_client)?.name ?? '';

  return (
    <Stack gap="lg" data-testid="ranking-dashboard">
      <DashboardHeader
        title={overview.queryName}
        subtitle={`${overview.projectTitle} · ${l.rankingSubtitle}`}
        backTo={backToProject(overview.projectId)}
        recommendationsTo={paths.rankingRecommendations(queryId)}
      />
      <DashboardFilterBar
        value={filters}
        onApply={setFilters}
        onReset={() => setFilters(rankingResetFilters(new Date()))}
        providers={engines}
        entities={{ options: entityNames.map((c) => c.name), defaults: defaultEntities(entityNames) }}
      />
      <Group gap="md" wrap="wrap">
        <Switch
          checked={includeImported}
          onChange={(event) => setIncludeImported(event.currentTarget.checked)}
          label={answerImportLabels.includeImported}
          description={answerImportLabels.includeImportedHint}
          data-testid="include-imported"
        />
        {importedCount !== undefined && (
          <Badge variant="light" color="grape" tt="none" size="lg" data-testid="includes-imported">
            {answerImportLabels.includesImported(importedCount)}
          </Badge>
        )}
      </Group>
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RankingChartCard
            charts={charts.isError ? undefined : charts.data}
            loading={charts.isFetching}
            brand={brand}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <LlmoScoreCard llmo={overview.llmo} outcomes={overview} />
        </Grid.Col>
      </Grid>
      <ChangesPanel kind="ranking" queryId={queryId} />
      <ProviderCards providers={overview.llmo.providers} />
      <RankingResponsesTable
        scope={{ projectId: overview.projectId, canEdit }}
        responses={responses.isError ? undefined : responses.data?.responses}
        pagination={responses.data?.pagination}
        paging={paging}
      />
      <AppComparisonCard
        projectId={overview.projectId}
        queryId={queryId}
        engines={engines}
        canEdit={canEdit}
      />
      <SourcesTable
        queryId={queryId}
        params={params}
        sources={sources.data?.importantSources ?? []}
        outcomes={sources.data}
        providerTotal={providerCount(filters.providers, engines)}
        engines={engines}
      />
      <CompetitorsTable
        queryId={queryId}
        params={timeAndProviders}
        competitors={entityNames}
        outcomes={competitors.data}
      />
    </Stack>
  );
}

function RankingOverviewGate({ queryId }: { queryId: string }) {
  const overview = useRankingOverview(queryId);
  return (
    <OverviewGate overview={overview}>
      {(data) => <RankingDashboard queryId={queryId} overview={data} />}
    </OverviewGate>
  );
}

export function RankingDashboardPage() {
  // A new id is a new screen: fresh filters, pages and open rows.
  return <DashboardRoute render={(queryId) => <RankingOverviewGate key={queryId} queryId={queryId} />} />;
}
