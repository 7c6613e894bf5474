// The URLs of one domain with their reference counts: sortable by count, 5 a page.
import { Table, Text } from '@mantine/core';
import { INSIGHT_PAGE_SIZES, sourcesTabLabels as l, type WebsiteDetails } from '@sightline/contracts';
import { useState } from 'react';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { SortableHeader } from '../../../components/table/SortableHeader.tsx';
import { TableFooterPager } from '../../../components/table/TableFooterPager.tsx';
import { tablePage } from '../../../lib/pagination.ts';
import { type SortDirection, sortRows, toggleDirection } from '../../../lib/table-sort.ts';

export function EndpointsTable({ endpoints }: { endpoints: WebsiteDetails['endpoints'] }) {
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [page, setPage] = useState(1);
  const view = tablePage(
    sortRows(endpoints, (e) => e.count, direction),
    page,
    INSIGHT_PAGE_SIZES.endpoints,
  );
  return (
    <>
      <Table verticalSpacing="xs" fz="sm" layout="fixed" aria-label={l.endpoints}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{l.url}</Table.Th>
            <SortableHeader
              label={l.count}
              direction={direction}
              onSort={() => setDirection(toggleDirection(direction))}
              align="right"
            />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.rows.map((endpoint) => (
            <Table.Tr key={endpoint.url}>
              <Table.Td>
                <ExternalLink url={endpoint.url} size="sm" display="block" truncate="end" />
              </Table.Td>
              <Table.Td w={100} ta="right">
                <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {endpoint.count}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <TableFooterPager view={view} total={endpoints.length} label={l.endpoints} onChange={setPage} />
    </>
  );
}
