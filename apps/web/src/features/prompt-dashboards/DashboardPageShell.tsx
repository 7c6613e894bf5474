// What both dashboard routes share: the id from the route (or ?queryId=), the missing-id warning,
// the overview's loading and error states, then the screen itself once the prompt is known.
import { Paper, Skeleton, Stack } from '@mantine/core';
import { promptDashboardLabels as l } from '@sightline/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorText } from '../../api/client.ts';
import { DashboardLoadError, MissingQueryId } from './DashboardLoadError.tsx';
import { queryIdOf } from './paths.ts';

function Loading() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="dashboard-loading">
      <Skeleton height={56} width="50%" radius="md" />
      <Skeleton height={72} radius="md" />
      <Paper withBorder p="lg">
        <Skeleton height={280} radius="md" />
      </Paper>
    </Stack>
  );
}

/** The route component's body: the screen for a known id, or the warning for none. */
function useDashboardQueryId(): string {
  const params = useParams();
  const [search] = useSearchParams();
  return queryIdOf(params, search);
}

export function DashboardRoute({ render }: { render: (queryId: string) => ReactNode }) {
  const queryId = useDashboardQueryId();
  return queryId ? render(queryId) : <MissingQueryId />;
}

/** Loading, then the overview's error (unknown or foreign prompt), then the screen. */
export function OverviewGate<T>({
  overview,
  children,
}: {
  overview: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (overview.data) return children(overview.data);
  if (overview.isError) return <DashboardLoadError message={errorText(overview.error, l.loadFailed)} />;
  return <Loading />;
}
