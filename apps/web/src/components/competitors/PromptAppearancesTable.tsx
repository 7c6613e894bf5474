// Where a competitor appeared: query, sources, average position, provider, last seen; 5 a page. The
// rows are either all of them (paged here) or one page the server sent (`paged`). A position tells
// its interval on hover.
import { Badge, Table, Text } from '@mantine/core';
import {
  type CompetitorAppearance,
  INSIGHT_PAGE_SIZES,
  competitorsTabLabels as l,
} from '@sightline/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatAverage } from '../../lib/appearance-sources.ts';
import { providerLabel } from '../../lib/format.ts';
import { metricFormats, metricOf } from '../../lib/metric-interval.ts';
import { serverPage, tablePage } from '../../lib/pagination.ts';
import { MetricValue } from '../MetricValue.tsx';
import { TableFooterPager } from '../table/TableFooterPager.tsx';
import { AppearanceSources } from './AppearanceSources.tsx';

export function PromptAppearancesTable({
  appearances,
  paged,
}: {
  appearances: CompetitorAppearance[];
  /** The server's page: its number, every appearance's count, and how to ask for another page. */
  paged?: { page: number; total: number; onChange: (page: number) => void };
}) {
  const [ownPage, setOwnPage] = useState(1);
  const size = INSIGHT_PAGE_SIZES.appearances;
  const view = paged
    ? serverPage(appearances, paged.page, size, paged.total)
    : tablePage(appearances, ownPage, size);
  const total = paged?.total ?? appearances.length;
  if (total === 0)
    return (
      <Text size="sm" c="dimmed" py="sm">
        {l.noAppearances}
      </Text>
    );
  return (
    <>
      <Table.ScrollContainer minWidth={720} type="native">
        <Table verticalSpacing="xs" fz="sm" aria-label={l.promptAppearances}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{l.query}</Table.Th>
              <Table.Th>{l.sources}</Table.Th>
              <Table.Th ta="right">{l.averagePosition}</Table.Th>
              <Table.Th>{l.provider}</Table.Th>
              <Table.Th>{l.lastSeen}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((a) => (
              <Table.Tr key={`${a.query_text}|${a.provider}|${a.date}`} style={{ verticalAlign: 'top' }}>
                <Table.Td maw={260}>
                  <Text size="sm" fw={500}>
                    {a.query_text}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <AppearanceSources sources={a.sources} />
                </Table.Td>
                <Table.Td ta="right">
                  <MetricValue
                    metric={metricOf(a, 'position')}
                    format={metricFormats.position}
                    size="sm"
                    compact
                  >
                    {formatAverage(a.position)}
                  </MetricValue>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" radius="sm" size="sm" tt="none">
                    {providerLabel(a.provider)}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayjs(a.date).format('MMM D, YYYY')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager
        view={view}
        total={total}
        label={l.promptAppearances}
        onChange={paged?.onChange ?? setOwnPage}
      />
    </>
  );
}
