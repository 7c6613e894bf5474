// An opened row whose details come from their own call: placeholders while it loads, the error with
// a retry when it fails (and the screen's failure toast), else the details.
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { sharedLabels } from '@sightline/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../../api/client.ts';
import { useFailureToast } from '../../lib/toast.ts';

export function FetchedDetails<T>({
  query,
  failed,
  testId,
  children,
}: {
  query: UseQueryResult<T>;
  /** The screen's "Failed to load ..." text. */
  failed: string;
  testId?: string;
  children: (data: T) => ReactNode;
}) {
  useFailureToast(query.error, failed);
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <Alert color="red" variant="light" title={failed} data-testid={testId}>
        <Group justify="space-between">
          {errorText(query.error, failed)}
          <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
            {sharedLabels.tryAgain}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Stack gap="sm" aria-busy="true" data-testid={testId}>
      <Skeleton height={24} width="40%" radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}
