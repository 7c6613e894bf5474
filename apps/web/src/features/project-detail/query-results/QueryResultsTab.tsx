// Query Results (tab 0): the All / Ranking / Question filter over the Ranking Prompts and Accuracy
// Prompts tables.
import { Alert, Button, Group, Paper, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import {
  queryResultsLabels as l,
  projectDetailMessages as m,
  type ProjectQueriesSummary,
} from '@sightline/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client.ts';
import { AccuracyPromptsTable } from './AccuracyPromptsTable.tsx';
import { RankingPromptsTable } from './RankingPromptsTable.tsx';

type Filter = 'all' | 'ranking' | 'question';

const FILTERS = (['all', 'ranking', 'question'] as const).map((value) => ({
  value,
  label: l.filters[value],
}));

function TablesLoading() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="queries-loading">
      {[0, 1].map((card) => (
        <Paper key={card} withBorder p="lg">
          <Stack gap="md">
            <Skeleton height={22} width="30%" radius="md" />
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={40} radius="md" />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface QueryResultsTabProps {
  queries: ProjectQueriesSummary | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

export function QueryResultsTab({ queries, loading, error, onRetry }: QueryResultsTabProps) {
  const [filter, setFilter] = useState<Filter>('all');

  let content: React.ReactNode;
  if (loading) content = <TablesLoading />;
  else if (!queries)
    content = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={l.loadFailed}>
        <Group justify="space-between">
          {errorText(error, l.loadFailed)}
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {m.tryAgain}
          </Button>
        </Group>
      </Alert>
    );
  else
    content = (
      <Stack gap="lg">
        {filter !== 'question' && <RankingPromptsTable queries={queries.ranking_queries} />}
        {filter !== 'ranking' && <AccuracyPromptsTable queries={queries.question_queries} />}
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={FILTERS}
          aria-label={l.filterLabel}
          radius="xl"
        />
      </Group>
      {content}
    </Stack>
  );
}
