// The opened ranking prompt, fetched on opening: position over time, position by provider, top
// recommendations and the websites each provider used.
import { Grid, SimpleGrid, Stack } from '@mantine/core';
import {
  queryResultsLabels as l,
  type RankingQueryResult,
  type RankingQuerySummary,
} from '@sightline/contracts';
import { useRankingResults } from '../../../api/project-detail.ts';
import { LeftOutAnswers } from '../../../components/LeftOutAnswers.tsx';
import { SourceLinks } from '../../../components/SourceLinks.tsx';
import { FetchedDetails } from '../../../components/table/FetchedDetails.tsx';
import { DetailPanel } from '../components/DetailPanel.tsx';
import { useProjectDetail } from '../ProjectDetailContext.tsx';
import { NoResultsYet } from './NoResultsYet.tsx';
import { PositionChart } from './PositionChart.tsx';
import { ProviderPositionsTable } from './ProviderPositionsTable.tsx';
import { ProviderTabs } from './ProviderTabs.tsx';
import { TopRecommendations } from './TopRecommendations.tsx';

export function RankingResultDetails({
  query,
  onExecution,
}: {
  query: RankingQuerySummary;
  onExecution: boolean;
}) {
  const { reportRunning } = useProjectDetail();
  if (!query.has_results && !reportRunning && !onExecution) return <NoResultsYet testId="ranking-details" />;
  return <FetchedRankingResults promptId={query.id} onExecution={onExecution} />;
}

function FetchedRankingResults({ promptId, onExecution }: { promptId: number; onExecution: boolean }) {
  const { project } = useProjectDetail();
  const results = useRankingResults(project.uuid, promptId, onExecution);
  return (
    <FetchedDetails query={results} failed={l.loadFailed} testId="ranking-details">
      {(query) => <RankingResults query={query} onExecution={onExecution} />}
    </FetchedDetails>
  );
}

function RankingResults({ query, onExecution }: { query: RankingQueryResult; onExecution: boolean }) {
  const { project, reportRunning } = useProjectDetail();
  // Providers without an answer have nothing to list.
  const answered = query.results.filter((result) => !result.no_answer && result.execution_date !== null);

  return (
    <Stack gap="md" data-testid="ranking-details">
      <LeftOutAnswers outcomes={query} />
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <DetailPanel title={l.positionOverTime} hint={l.positionOverTimeHint}>
            <PositionChart chart={query.chart_data} />
          </DetailPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <DetailPanel title={l.positionByProvider}>
            <ProviderPositionsTable
              projectId={project.uuid}
              permission={project.permission}
              query={query}
              engines={project.ai_engines}
              reportRunning={reportRunning}
              onExecution={onExecution}
            />
          </DetailPanel>
        </Grid.Col>
      </Grid>
      {answered.length > 0 && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <DetailPanel title={l.topRecommendations}>
            <ProviderTabs
              results={answered}
              label={l.topRecommendations}
              render={(result) => <TopRecommendations result={result} />}
            />
          </DetailPanel>
          <DetailPanel title={l.websitesUsed}>
            <ProviderTabs
              results={answered}
              label={l.websitesUsed}
              render={(result) => <SourceLinks urls={result.sources} empty={l.noWebsites} />}
            />
          </DetailPanel>
        </SimpleGrid>
      )}
    </Stack>
  );
}
