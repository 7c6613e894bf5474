// The accuracy-prompt (question) dashboard (/question-query/:id, analysis spec 2.3): filters, the
// accuracy heatmap, the rated responses and the statistics per provider.
import { Stack } from '@mantine/core';
import type { QuestionOverview } from '@sightline/contracts';
import { promptDashboardLabels as l } from '@sightline/contracts';
import { useMemo, useState } from 'react';
import { useProject } from '../../../api/projects.ts';
import {
  useQuestionHeatmap,
  useQuestionOverview,
  useQuestionResponses,
  useQuestionStats,
} from '../../../api/prompt-dashboards.ts';
import { paths } from '../../../app/paths.ts';
import { brandAccess } from '../../../lib/brand-access.ts';
import { useFailureToast } from '../../../lib/toast.ts';
import { ChangesPanel } from '../ChangesPanel.tsx';
import { DashboardFilterBar } from '../DashboardFilterBar.tsx';
import { DashboardHeader } from '../DashboardHeader.tsx';
import { DashboardRoute, OverviewGate } from '../DashboardPageShell.tsx';
import { DEFAULT_FILTERS, filterParams } from '../filters.ts';
import { backToProject } from '../paths.ts';
import { useLoggedFailure } from '../useLoggedFailure.ts';
import { useServerPaging } from '../useServerPaging.ts';
import { AccuracyHeatmap } from './AccuracyHeatmap.tsx';
import { AccuracyStatsCards } from './AccuracyStatsCards.tsx';
import { QuestionResponsesTable } from './QuestionResponsesTable.tsx';

function QuestionDashboard({ queryId, overview }: { queryId: string; overview: QuestionOverview }) {
  const project = useProject(overview.projectId);
  const engines = project.data?.ai_engines ?? overview.aiEngines;
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const params = useMemo(() => filterParams(filters, false), [filters]);
  const paging = useServerPaging(JSON.stringify(params));

  const responses = useQuestionResponses(queryId, {
    ...params,
    page: paging.page,
    page_size: paging.pageSize,
  });
  const heatmap = useQuestionHeatmap(queryId, params);
  const stats = useQuestionStats(queryId, params);
  useFailureToast(responses.error, l.responsesFailed);
  useLoggedFailure(heatmap.error, 'heatmap');
  useLoggedFailure(stats.error, 'accuracy statistics');

  return (
    <Stack gap="lg" data-testid="question-dashboard">
      <DashboardHeader
        title={overview.queryName}
        subtitle={`${overview.projectTitle} · ${l.questionSubtitle}`}
        backTo={backToProject(overview.projectId)}
        recommendationsTo={paths.questionRecommendations(queryId)}
      />
      <DashboardFilterBar
        value={filters}
        onApply={setFilters}
        onReset={() => setFilters(DEFAULT_FILTERS)}
        providers={engines}
      />
      <ChangesPanel kind="question" queryId={queryId} />
      <AccuracyHeatmap heatmap={heatmap.data} loading={heatmap.isFetching} />
      <QuestionResponsesTable
        scope={{
          projectId: overview.projectId,
          canEdit: brandAccess(project.data?.permission).edit,
        }}
        responses={responses.isError ? undefined : responses.data?.responses}
        pagination={responses.data?.pagination}
        paging={paging}
      />
      {stats.data && stats.data.stats.length > 0 && (
        <AccuracyStatsCards stats={stats.data.stats} outcomes={stats.data} ratedBy={stats.data.rated_by} />
      )}
    </Stack>
  );
}

function QuestionOverviewGate({ queryId }: { queryId: string }) {
  const overview = useQuestionOverview(queryId);
  return (
    <OverviewGate overview={overview}>
      {(data) => <QuestionDashboard queryId={queryId} overview={data} />}
    </OverviewGate>
  );
}

export function QuestionDashboardPage() {
  return <DashboardRoute render={(queryId) => <QuestionOverviewGate key={queryId} queryId={queryId} />} />;
}
