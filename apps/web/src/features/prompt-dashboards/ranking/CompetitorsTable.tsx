// 'Competitor Analysis' (spec 2.2): competitor ('Your Brand'), average position, appearances (sorted
// descending by default), trend; rows open to the details. Pages beyond 10 rows.
import { Badge, Group, Table, Text } from '@mantine/core';
import {
  type AnswerOutcomes,
  DASHBOARD_TABLE_PAGE_SIZE,
  type DashboardCompetitor,
  promptDashboardLabels as l,
} from '@sightline/contracts';
import { useState } from 'react';
import type { DashboardParams } from '../../../api/prompt-dashboards.ts';
import { LeftOutAnswers } from '../../../components/LeftOutAnswers.tsx';
import { MetricValue } from '../../../components/MetricValue.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { TrendIndicator } from '../../../components/TrendIndicator.tsx';
import { ExpandableTable } from '../../../components/table/ExpandableTable.tsx';
import { SortableHeader } from '../../../components/table/SortableHeader.tsx';
import { formatAverage } from '../../../lib/appearance-sources.ts';
import { metricFormats, metricOf } from '../../../lib/metric-interval.ts';
import { type SortDirection, sortRows, toggleDirection } from '../../../lib/table-sort.ts';
import { CompetitorDetails } from './CompetitorDetails.tsx';

export function CompetitorsTable({
  queryId,
  params,
  competitors,
  outcomes,
}: {
  queryId: string;
  params: DashboardParams;
  competitors: readonly DashboardCompetitor[];
  /** The range's answers the positions rest on. */
  outcomes: AnswerOutcomes | undefined;
}) {
  const [direction, setDirection] = useState<SortDirection>('desc');
  return (
    <SectionCard
      title={l.competitorsTitle}
      hint={l.competitorsHint}
      badge={<LeftOutAnswers outcomes={outcomes} />}
      testId="ranking-competitors"
    >
      <ExpandableTable
        label={l.competitorsTitle}
        rows={sortRows(competitors, (c) => c.appearance_count, direction)}
        pageSize={DASHBOARD_TABLE_PAGE_SIZE}
        rowKey={(c) => c.name}
        rowName={(c) => c.label}
        head={
          <>
            <Table.Th>{l.competitor}</Table.Th>
            <Table.Th>{l.averagePosition}</Table.Th>
            <SortableHeader
              label={l.appearances}
              direction={direction}
              onSort={() => setDirection(toggleDirection(direction))}
            />
            <Table.Th>{l.trend}</Table.Th>
            <Table.Th w={80}>{l.details}</Table.Th>
          </>
        }
        columns={5}
        empty={l.noCompetitors}
        minWidth={640}
        rowTestId="competitor-row"
        cells={(c, toggle) => (
          <>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {c.label}
                </Text>
                {c.is_client && (
                  <Badge size="sm" color="brand">
                    {l.yourBrand}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <MetricValue metric={metricOf(c, 'avg')} format={metricFormats.position} size="sm">
                {formatAverage(c.avg)}
              </MetricValue>
            </Table.Td>
            <Table.Td fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {c.appearance_count}
            </Table.Td>
            <Table.Td>
              <TrendIndicator trend={c.trend} significant={c.trend_significant} />
            </Table.Td>
            {toggle}
          </>
        )}
        details={(c) => <CompetitorDetails queryId={queryId} params={params} competitor={c} />}
      />
    </SectionCard>
  );
}
