// The opened accuracy prompt: the expected response, then one card per provider (fetched on opening).
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { queryResultsLabels as l, type QuestionQuerySummary } from '@sightline/contracts';
import { useAccuracyResults } from '../../../api/project-detail.ts';
import { LeftOutAnswers } from '../../../components/LeftOutAnswers.tsx';
import { RatedByLine } from '../../../components/RatedByLine.tsx';
import { FetchedDetails } from '../../../components/table/FetchedDetails.tsx';
import { useProjectDetail } from '../ProjectDetailContext.tsx';
import { NoResultsYet } from './NoResultsYet.tsx';
import { ProviderAccuracyCard } from './ProviderAccuracyCard.tsx';

function ProviderCards({ promptId, onExecution }: { promptId: number; onExecution: boolean }) {
  const { project } = useProjectDetail();
  const results = useAccuracyResults(project.uuid, promptId, onExecution);
  return (
    <FetchedDetails query={results} failed={l.loadFailed}>
      {(query) => (
        <Stack gap="md">
          <Group gap="sm">
            <LeftOutAnswers outcomes={query} />
            <RatedByLine ratedBy={query.rated_by} />
          </Group>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {query.results.map((result) => (
              <ProviderAccuracyCard key={result.provider} result={result} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </FetchedDetails>
  );
}

export function AccuracyResultDetails({
  query,
  onExecution,
}: {
  query: QuestionQuerySummary;
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
      {!query.has_results && !reportRunning && !onExecution ? (
        <NoResultsYet />
      ) : (
        <ProviderCards promptId={query.id} onExecution={onExecution} />
      )}
    </Stack>
  );
}
