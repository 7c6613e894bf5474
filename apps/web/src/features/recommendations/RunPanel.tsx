// One run: pending or running (progress, polled every 5 s), failed (the reason and Retry), or
// completed (its results, Mark as Implemented, See Metrics).
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  recommendationLabels as l,
  recommendationMessages as m,
  type RecommendationExecution,
} from '@sightline/contracts';
import { IconAlertTriangle, IconChartLine, IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/client.ts';
import {
  useImplementRecommendation,
  useRecommendationDetail,
  useRecommendationStatus,
  useRefreshRun,
  useRetryRecommendation,
} from '../../api/recommendations.ts';
import { paths } from '../../app/paths.ts';
import { SimulatedAnswers } from '../../components/LeftOutAnswers.tsx';
import { RunInFlight } from '../../components/RunInFlight.tsx';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { RunContent } from './RunContent.tsx';

function InFlight({ run, status }: { run: RecommendationExecution; status: 'pending' | 'running' }) {
  return (
    <RunInFlight
      status={status}
      runKey={`${run.id}:${run.created_at}`}
      titles={{ pending: l.pendingTitle, running: l.runningTitle }}
      typicalDuration={l.typicalDuration}
      testIds={{ paper: 'run-in-flight', progress: 'run-progress' }}
    />
  );
}

/** `canEdit`: the user may retry a run and mark it implemented (a viewer only reads it). */
export function RunPanel({ run, canEdit }: { run: RecommendationExecution; canEdit: boolean }) {
  const polled = useRecommendationStatus(run.id, run.status);
  const status = polled.data?.status ?? run.status;
  const refresh = useRefreshRun();
  const detail = useRecommendationDetail(status === 'completed' ? run.id : undefined);
  const retry = useRetryRecommendation();
  const implement = useImplementRecommendation();

  // The polled status left pending or running: the run's results (or reason) are ready.
  useEffect(() => {
    if (run.status === status) return;
    if (status === 'completed') toast.short('success', m.generated, run.title);
    if (status === 'failed')
      toast.short('error', m.generationFailedTitle, polled.data?.error_message ?? m.generationFailed);
    if (status === 'completed' || status === 'failed') refresh(run.id);
  }, [status, run.status, run.id, run.title, polled.data?.error_message, refresh]);

  if (status === 'pending' || status === 'running') return <InFlight run={run} status={status} />;
  if (status === 'failed')
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title={l.failedTitle} data-testid="run-failed">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{polled.data?.error_message ?? run.error_message ?? m.defaultError}</Text>
          {canEdit && (
            <Button
              color="red"
              variant="light"
              loading={retry.isPending}
              onClick={() =>
                retry.mutate(run.id, {
                  onSuccess: () => toast.short('success', m.retryStarted, run.title),
                  onError: (e) => toast.short('error', m.retryFailed, errorText(e, m.retryFailed)),
                })
              }
              data-testid="run-retry"
            >
              {l.retry}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  if (!detail.data)
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" />
      </Group>
    );
  const { execution, content, generated_by, target_queries, provenance } = detail.data;
  const target = target_queries[0];
  const metrics =
    execution.is_implemented && target
      ? `${target.kind === 'RANKING' ? paths.rankingQuery(target.id) : paths.questionQuery(target.id)}?change=rec-${execution.id}`
      : null;
  return (
    <Stack gap="md" data-testid="run-completed">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Title order={3} fz="lg">
            {execution.title}
          </Title>
          <Text size="xs" c="dimmed">
            {l.count(execution.recommendations_count)}
            {generated_by && ` · ${l.generatedBy[generated_by]}`}
          </Text>
          <SimulatedAnswers provenance={provenance} />
        </Stack>
        <Group gap="xs">
          {execution.is_implemented ? (
            <Text size="sm" c="teal" data-testid="implemented-at">
              <IconCheck size={14} /> {l.implementedAt(formatDate(execution.implemented_at) ?? '')}
            </Text>
          ) : (
            canEdit && (
              <Button
                variant="light"
                loading={implement.isPending}
                onClick={() =>
                  implement.mutate(run.id, {
                    onSuccess: () => toast.short('success', m.implemented, run.title),
                    onError: (e) => toast.short('error', m.implementFailed, errorText(e, m.implementFailed)),
                  })
                }
                data-testid="mark-implemented"
              >
                {l.markImplemented}
              </Button>
            )
          )}
          {metrics && (
            <Button
              component={Link}
              to={metrics}
              leftSection={<IconChartLine size={16} />}
              data-testid="see-metrics"
            >
              {l.seeMetrics}
            </Button>
          )}
        </Group>
      </Group>
      {content && <RunContent content={content} />}
    </Stack>
  );
}
