// The recommendation screens (spec 3 section 2.5): /recommendations/ranking-query/:queryId,
// /question-query/:queryId and /project/:projectId show the history sidebar, the new-recommendation
// form (when there is no run yet, on New Recommendation, or asked with ?new=1) and the chosen run;
// /recommendations/:id opens a run on its own screen (the index is RecommendationsIndexPage).
import {
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  brandAccessMessages,
  recommendationLabels as l,
  recommendationMessages as m,
  type RecommendationExecution,
  type RecommendationScope,
} from '@sightline/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useProjects } from '../../api/projects.ts';
import { useRecommendationDetail, useRecommendationHistory } from '../../api/recommendations.ts';
import { paths } from '../../app/paths.ts';
import { BackTitle } from '../../components/BackTitle.tsx';
import { brandAccess } from '../../lib/brand-access.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useFailureToast } from '../../lib/toast.ts';
import { NewRecommendation } from './NewRecommendation.tsx';
import { RunPanel } from './RunPanel.tsx';
import { NEW_PARAM, RUN_PARAM, STATUS_COLORS, scopePath } from './recommendation-paths.ts';

function HistorySidebar({
  runs,
  selected,
  onSelect,
}: {
  runs: readonly RecommendationExecution[];
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <Paper withBorder p="md" data-testid="recommendation-history">
      <Title order={3} fz="lg" mb="sm">
        {l.history}
      </Title>
      {runs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {l.noHistory}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={700} type="auto">
          <Stack gap="xs">
            {runs.map((r) => (
              <UnstyledButton
                key={r.id}
                onClick={() => onSelect(r.id)}
                p="xs"
                style={{
                  borderRadius: 8,
                  border: `1px solid var(--mantine-color-${r.id === selected ? 'blue-5' : 'gray-3'})`,
                }}
                data-testid="history-run"
                data-status={r.status}
              >
                <Stack gap={2}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {l.types[r.type]}
                    </Text>
                    <Badge size="sm" variant="light" color={STATUS_COLORS[r.status]}>
                      {l.statusLabels[r.status]}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(r.created_at)} · {l.count(r.recommendations_count)}
                    {r.is_implemented && ' · ✓'}
                  </Text>
                </Stack>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}

function ScopeScreen({ scope, refId }: { scope: RecommendationScope; refId: string }) {
  const history = useRecommendationHistory(scope, refId);
  const projects = useProjects();
  const [params, setParams] = useSearchParams();
  // New Recommendation (or ?new=1 from the index) shows the form until a run is started or chosen.
  const [creating, setCreating] = useState(() => params.get(NEW_PARAM) === '1');
  useFailureToast(history.error, m.historyFailed);
  if (history.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  if (!history.data) return <Text c="red">{m.notFoundIds}</Text>;
  const { executions } = history.data;
  // Generating, retrying and marking implemented need edit access: a viewer reads the history only.
  const canEdit = brandAccess(
    projects.data?.find((p) => p.uuid === history.data.project_id)?.permission,
  ).edit;
  const asked = params.get(RUN_PARAM);
  // With no run chosen the newest shows; with none at all, the form.
  const run = creating ? undefined : (executions.find((e) => e.id === asked) ?? executions[0]);
  const select = (id: string) => {
    setCreating(false);
    setParams({ [RUN_PARAM]: id }, { replace: true });
  };
  return (
    <Stack gap="lg" data-testid="recommendations-page">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <BackTitle
          title={history.data.title}
          subtitle={`${l.pageTitle} · ${history.data.project_title}`}
          backTo={paths.projectTable(history.data.project_id)}
          backLabel={history.data.project_title}
        />
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} />}
            variant="light"
            onClick={() => setCreating(true)}
            data-testid="new-recommendation-button"
          >
            {l.newRecommendation}
          </Button>
        )}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <HistorySidebar runs={executions} selected={run?.id} onSelect={select} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {run ? (
            <RunPanel key={run.id} run={run} canEdit={canEdit} />
          ) : canEdit ? (
            <NewRecommendation scope={scope} refId={refId} history={history.data} onStarted={select} />
          ) : (
            <Text c="dimmed" data-testid="recommendations-view-only">
              {brandAccessMessages.viewOnly}
            </Text>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function RankingRecommendationsPage() {
  const { queryId } = useParams();
  return queryId ? (
    <ScopeScreen key={queryId} scope="ranking-query" refId={queryId} />
  ) : (
    <Navigate to={paths.dashboard} replace />
  );
}

export function QuestionRecommendationsPage() {
  const { queryId } = useParams();
  return queryId ? (
    <ScopeScreen key={queryId} scope="question-query" refId={queryId} />
  ) : (
    <Navigate to={paths.dashboard} replace />
  );
}

export function ProjectRecommendationsPage() {
  const { projectId } = useParams();
  return projectId ? (
    <ScopeScreen key={projectId} scope="project" refId={projectId} />
  ) : (
    <Navigate to={paths.dashboard} replace />
  );
}

/** /recommendations/:id: the run on its scope's screen. */
export function RecommendationRunPage() {
  const { id } = useParams();
  const detail = useRecommendationDetail(id);
  useFailureToast(detail.error, m.detailsFailed);
  if (detail.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  if (!detail.data) return <Text c="red">{m.notFoundIds}</Text>;
  const run = detail.data.execution;
  const ref = run.scope === 'project' ? run.project_id : (run.query_id ?? run.project_id);
  return <Navigate to={`${scopePath(run.scope, ref)}?${RUN_PARAM}=${run.id}`} replace />;
}
