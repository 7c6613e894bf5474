// Brand detail (/project-table/:id, /projects/:id, /project/:id, /projects/:id/edit; spec 2 section
// 2.2): header, report-status banner, the tabs by index, the prompt dialogs and the first-time info.
import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core';
import {
  projectDetailMessages as m,
  PROJECT_MIN_LOADING_MS,
  projectMessages,
  QUERIES_MIN_LOADING_MS,
  queryResultsLabels,
} from '@sightline/contracts';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/client.ts';
import {
  useMarkRead,
  useMarkTabRead,
  useProjectNotificationCounts,
  useProjectQueries,
  useUnreadNotifications,
} from '../../api/project-detail.ts';
import { useProject } from '../../api/projects.ts';
import { paths } from '../../app/paths.ts';
import { SandboxBrandNotice } from '../../components/SandboxBrandNotice.tsx';
import { ScheduledRunsPausedBanner } from '../../components/ScheduledRunsPausedBanner.tsx';
import { useFailureToast } from '../../lib/toast.ts';
import { AgentSparkle } from './agent/AgentSparkle.tsx';
import { AgentTab } from './agent/AgentTab.tsx';
import { DetailTabs } from './DetailTabs.tsx';
import { EditBrandRoute } from './EditBrandRoute.tsx';
import { ProjectHeader } from './header/ProjectHeader.tsx';
import { ReportStatusBanner } from './header/ReportStatusBanner.tsx';
import { indexUnread } from './notifications.ts';
import { ProjectDetailContext, type ProjectDetailContextValue } from './ProjectDetailContext.tsx';
import { queriesPollInterval } from './polling.ts';
import { PromptDialogs } from './prompts/PromptDialogs.tsx';
import { usePromptDialogs } from './prompts/usePromptDialogs.ts';
import { QueryResultsTab } from './query-results/QueryResultsTab.tsx';
import { ResultsInfoModal } from './ResultsInfoModal.tsx';
import { ReportsTab } from './reports/ReportsTab.tsx';
import { useMinimumLoading } from './useMinimumLoading.ts';
import { useReportWatcher } from './useReportWatcher.ts';

// The insight tabs load with their first visit.
const SourcesTab = lazy(async () => ({ default: (await import('./sources/SourcesTab.tsx')).SourcesTab }));
const CompetitorsTab = lazy(async () => ({
  default: (await import('./competitors/CompetitorsTab.tsx')).CompetitorsTab,
}));

const tabLoading = <Skeleton height={320} radius="lg" />;

function PageLoading() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="project-loading">
      <Skeleton height={56} width="45%" radius="md" />
      <Skeleton height={64} radius="md" />
      <Skeleton height={36} width="60%" radius="md" />
      <Paper withBorder p="lg">
        <Stack gap="md">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={40} radius="md" />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

function LoadFailed({ error, onBack }: { error: unknown; onBack: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={m.loadFailedTitle}
      data-testid="project-load-error"
    >
      <Stack gap="sm" align="flex-start">
        {errorText(error, projectMessages.fetchProjectFailed)}
        <Button variant="white" color="red" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {m.goBack}
        </Button>
      </Stack>
    </Alert>
  );
}

function ProjectDetail({ id, editing }: { id: string; editing: boolean }) {
  const navigate = useNavigate();
  const back = () => navigate(paths.dashboard);

  const project = useProject(id);
  const status = useReportWatcher(id);
  const queries = useProjectQueries(id, queriesPollInterval);
  const counts = useProjectNotificationCounts(id);
  const unreadList = useUnreadNotifications(id);
  const markRead = useMarkRead(id);
  const markTabRead = useMarkTabRead(id);
  const dialogs = usePromptDialogs(project.data);
  // A brand that failed to load shows its own error; no second toast for its queries.
  // Spec 2 section 8: a failed query load shows "Failed to load query data".
  useFailureToast(project.isError ? null : queries.error, queryResultsLabels.loadFailed);

  const projectLoading = useMinimumLoading(project.isPending, PROJECT_MIN_LOADING_MS);
  const queriesLoading = useMinimumLoading(queries.isPending, QUERIES_MIN_LOADING_MS);

  const unread = useMemo(() => indexUnread(unreadList.data), [unreadList.data]);
  const onExecution = status.data?.queries_on_execution;
  const queriesOnExecution = useMemo(() => new Set(onExecution ?? []), [onExecution]);

  if (projectLoading) return <PageLoading />;
  if (!project.data) return <LoadFailed error={project.error} onBack={back} />;

  const brand = project.data;
  const reportRunning = status.data?.running ?? false;
  const context: ProjectDetailContextValue = {
    project: brand,
    reportRunning,
    queriesOnExecution,
    unread,
    markRead: (target) => markRead.mutate(target),
    prompts: dialogs.actions,
  };
  const c = counts.data;

  return (
    <ProjectDetailContext.Provider value={context}>
      <Stack gap="lg">
        <ProjectHeader project={brand} running={reportRunning} onBack={back} />
        <ScheduledRunsPausedBanner isOwner={brand.is_owner} />
        <SandboxBrandNotice engines={brand.ai_engines} />
        <ReportStatusBanner
          status={status.data}
          promptCount={brand.ranking_queries_count + brand.question_queries_count}
        />
        <DetailTabs
          badges={[c ? c.ranking_query + c.question_query : 0, c?.report_execution ?? 0]}
          marks={[
            null,
            null,
            null,
            null,
            <AgentSparkle key="agent" executions={status.data?.executions ?? []} />,
          ]}
          onMarkRead={(types) => markTabRead.mutate(types)}
          panels={[
            <QueryResultsTab
              key="overview"
              queries={queries.data}
              loading={queriesLoading}
              error={queries.error}
              onRetry={() => queries.refetch()}
            />,
            <ReportsTab
              key="reports"
              executions={status.data?.executions ?? []}
              unreadCount={c?.report_execution ?? 0}
            />,
            <Suspense key="sources" fallback={tabLoading}>
              <SourcesTab projectId={brand.uuid} />
            </Suspense>,
            <Suspense key="competitors" fallback={tabLoading}>
              <CompetitorsTab projectId={brand.uuid} />
            </Suspense>,
            <AgentTab key="agent" executions={status.data?.executions ?? []} running={reportRunning} />,
          ]}
        />
      </Stack>
      <PromptDialogs
        projectId={brand.uuid}
        ownBrand={brand.is_owner}
        dialog={dialogs.dialog}
        open={dialogs.open}
        onClose={dialogs.close}
      />
      <ResultsInfoModal />
      {editing && <EditBrandRoute project={brand} />}
    </ProjectDetailContext.Provider>
  );
}

/** The route component: a missing id goes to the dashboard; /projects/:id/edit opens the wizard. */
export function ProjectDetailPage({ editing = false }: { editing?: boolean }) {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.dashboard} replace />;
  // A new id is a new screen: fresh loading display, filters and open rows.
  return <ProjectDetail key={id} id={id} editing={editing} />;
}

export function EditProjectPage() {
  return <ProjectDetailPage editing />;
}
