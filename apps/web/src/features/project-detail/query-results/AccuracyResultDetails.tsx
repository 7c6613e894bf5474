// The opened accuracy prompt: the expected response, then one card per provider.
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { queryResultsLabels as l, type QuestionQueryResult } from '@sightline/contracts';
import { useProjectDetail } from '../ProjectDetailContext.tsx';
import { hasExecutedResults } from '../ranking-results.ts';
import { NoResultsYet } from './NoResultsYet.tsx';
import { ProviderAccuracyCard } from './ProviderAccuracyCard.tsx';

export function AccuracyResultDetails({
  query,
  onExecution,
}: {
  query: QuestionQueryResult;
  onExecution: boolean;
}) {
  const { reportRunning } = useProjectDetail();
  return (
    <Stack gap="md" data-testid="accuracy-details">
      <Paper withBorder radius="md" p="md" style={{ borderLeft: '4px solid var(--mantine-color-brand-5)' }}>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase" mb={4}>
          {l.expectedResponse}
        </Text>
        <Text size="sm">{query.expected_response}</Text>
      </Paper>
      {!hasExecutedResults(query.results) && !reportRunning && !onExecution ? (
        <NoResultsYet />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {query.results.map((result) => (
            <ProviderAccuracyCard key={result.provider} result={result} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
