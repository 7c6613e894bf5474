// The expansion of a competitor row: its weekly ranking position and its prompt appearances over the
// range, fetched a page at a time.
import { Paper, Stack, Title } from '@mantine/core';
import { type CompetitorInsight, competitorsTabLabels as l, type ModelChange } from '@sightline/contracts';
import { type ReactNode, useState } from 'react';
import { type DateRange, useCompetitorAppearances } from '../../../api/insights.ts';
import { RankLineChart } from '../../../components/charts/RankLineChart.tsx';
import { PromptAppearancesTable } from '../../../components/competitors/PromptAppearancesTable.tsx';
import { FetchedDetails } from '../../../components/table/FetchedDetails.tsx';
import { modelChangeMarkers } from '../../../lib/model-changes.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} fz="sm" mb="sm" tt="uppercase" c="dimmed" lts={0.4}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Appearances({ projectId, entity, range }: { projectId: string; entity: string; range: DateRange }) {
  const [page, setPage] = useState(1);
  const appearances = useCompetitorAppearances(projectId, entity, range, page);
  return (
    <FetchedDetails query={appearances} failed={l.loadFailed}>
      {(data) => (
        <PromptAppearancesTable
          appearances={data.query_appearances}
          paged={{ page: data.page, total: data.total, onChange: setPage }}
        />
      )}
    </FetchedDetails>
  );
}

export function CompetitorDetails({
  projectId,
  range,
  competitor,
  weeks,
  modelChanges,
}: {
  projectId: string;
  range: DateRange;
  competitor: CompetitorInsight;
  weeks: string[];
  modelChanges: readonly ModelChange[] | undefined;
}) {
  return (
    <Stack gap="md" data-testid="competitor-details">
      <Section title={l.rankingPosition}>
        <RankLineChart
          title={`${competitor.label}: ${l.rankingPosition}`}
          labels={weeks}
          lines={[
            {
              label: l.position,
              data: competitor.weekly_positions,
              band: competitor.weekly_positions_ci95,
              emphasized: competitor.is_client,
            },
          ]}
          markers={modelChangeMarkers(weeks, modelChanges)}
          height={220}
        />
      </Section>
      <Section title={l.promptAppearances}>
        {/* A new range starts again at the first page. */}
        <Appearances key={range.join('|')} projectId={projectId} entity={competitor.key} range={range} />
      </Section>
    </Stack>
  );
}
