// The server-paged, expandable responses table both dashboards share: header, one row per answer
// that opens to the full answer, the empty/loading message, and the pager with rows per page.
import { Table } from '@mantine/core';
import { type DashboardPagination, promptDashboardLabels as l } from '@sightline/contracts';
import { type ReactNode, useState } from 'react';
import { SectionCard } from '../../components/SectionCard.tsx';
import { EmptyRow } from '../../components/table/EmptyRow.tsx';
import { ExpandableRow } from '../../components/table/ExpandableRow.tsx';
import { ResponseToggle } from './ResponseToggle.tsx';
import { ServerPager } from './ServerPager.tsx';
import type { useServerPaging } from './useServerPaging.ts';

interface PagedResponsesCardProps<T extends { id: number }> {
  title: string;
  hint: string;
  testId: string;
  columns: readonly { label: string; width?: number; align?: 'right' }[];
  responses: readonly T[] | undefined;
  pagination: DashboardPagination | undefined;
  paging: ReturnType<typeof useServerPaging>;
  cells: (response: T) => ReactNode;
  details: (response: T) => ReactNode;
  minWidth: number;
}

export function PagedResponsesCard<T extends { id: number }>({
  title,
  hint,
  testId,
  columns,
  responses,
  pagination,
  paging,
  cells,
  details,
  minWidth,
}: PagedResponsesCardProps<T>) {
  const [open, setOpen] = useState<number | null>(null);
  const toggle = (id: number) => setOpen(open === id ? null : id);
  const colSpan = columns.length + 1;
  return (
    <SectionCard title={title} hint={hint} testId={testId}>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={title}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.label} w={c.width} ta={c.align}>
                  {c.label}
                </Table.Th>
              ))}
              <Table.Th w={150} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {/* Loading and empty read the same (spec 2.3). */}
            {!responses?.length && <EmptyRow colSpan={colSpan} text={l.noResponses} />}
            {responses?.map((response) => (
              <ExpandableRow
                key={response.id}
                open={open === response.id}
                colSpan={colSpan}
                onToggle={() => toggle(response.id)}
                testId="response-row"
                cells={
                  <>
                    {cells(response)}
                    <Table.Td ta="right">
                      <ResponseToggle open={open === response.id} onToggle={() => toggle(response.id)} />
                    </Table.Td>
                  </>
                }
                details={details(response)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pagination && pagination.total_items > 0 && (
        <ServerPager
          pagination={pagination}
          pageSize={paging.pageSize}
          label={title}
          onPage={paging.setPage}
          onPageSize={paging.setPageSize}
        />
      )}
    </SectionCard>
  );
}
