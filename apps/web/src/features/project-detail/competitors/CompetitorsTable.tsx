// The competitors (spec 2 section 2.2): name with the Your Brand badge, average position to one
// decimal, appearances, trend; rows expand into the details. 10 a page.
import { Badge, Group, Table, Text } from '@mantine/core';
import {
  type CompetitorInsight,
  INSIGHT_PAGE_SIZES,
  isFirstValue,
  competitorsTabLabels as l,
  type ModelChange,
} from '@sightline/contracts';
import type { DateRange } from '../../../api/insights.ts';
import { MetricValue } from '../../../components/MetricValue.tsx';
import { TrendIndicator } from '../../../components/TrendIndicator.tsx';
import { ExpandableTable } from '../../../components/table/ExpandableTable.tsx';
import { formatAverage } from '../../../lib/appearance-sources.ts';
import { metricFormats, metricOf } from '../../../lib/metric-interval.ts';
import { CompetitorDetails } from './CompetitorDetails.tsx';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** A competitor placed in one week of the range only: nothing before it to compare with. */
const placedOnce = (positions: readonly (number | null)[]) => {
  const placed = positions.filter((p) => p !== null);
  return isFirstValue(placed.at(-2) ?? null, placed.at(-1) ?? null);
};

export function CompetitorsTable({
  projectId,
  range,
  competitors,
  weeks,
  modelChanges,
}: {
  projectId: string;
  range: DateRange;
  competitors: CompetitorInsight[];
  weeks: string[];
  modelChanges: readonly ModelChange[] | undefined;
}) {
  return (
    <ExpandableTable
      label={l.title}
      rows={competitors}
      pageSize={INSIGHT_PAGE_SIZES.competitors}
      rowKey={(c) => c.key}
      rowName={(c) => c.label}
      head={
        <>
          <Table.Th w={44} />
          <Table.Th>{l.name}</Table.Th>
          <Table.Th>{l.averagePosition}</Table.Th>
          <Table.Th>{l.appearances}</Table.Th>
          <Table.Th>{l.trend}</Table.Th>
        </>
      }
      columns={5}
      minWidth={640}
      rowTestId="competitor-row"
      cells={(competitor, toggle) => (
        <>
          {toggle}
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {competitor.label}
              </Text>
              {competitor.is_client && (
                <Badge size="sm" variant="filled" color="brand">
                  {l.yourBrand}
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>
            <MetricValue
              metric={metricOf(competitor, 'avg')}
              format={metricFormats.position}
              size="sm"
              fw={700}
            >
              {formatAverage(competitor.avg)}
            </MetricValue>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={numeric}>
              {competitor.appearance_count}
            </Text>
          </Table.Td>
          <Table.Td>
            <TrendIndicator
              trend={competitor.trend}
              significant={competitor.trend_significant}
              isNew={placedOnce(competitor.weekly_positions)}
            />
          </Table.Td>
        </>
      )}
      details={(competitor) => (
        <CompetitorDetails
          projectId={projectId}
          range={range}
          competitor={competitor}
          weeks={weeks}
          modelChanges={modelChanges}
        />
      )}
    />
  );
}
