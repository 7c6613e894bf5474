// A paged table whose rows open one at a time into their details: the insight tabs' Sources and
// Competitors tables and the ranking dashboard's. Callers give rows in display order (sorted).
import { Table } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { tablePage } from '../../lib/pagination.ts';
import { EmptyRow } from './EmptyRow.tsx';
import { ExpandableRow } from './ExpandableRow.tsx';
import { RowToggleCell } from './RowToggleCell.tsx';
import { TableFooterPager } from './TableFooterPager.tsx';

interface ExpandableTableProps<T> {
  /** The table's accessible name and its pager's label. */
  label: string;
  rows: readonly T[];
  pageSize: number;
  rowKey: (row: T) => string;
  /** The row's name in the open/close button's label. */
  rowName: (row: T) => string;
  /** The header cells, the open/close column included where `cells` puts it. */
  head: ReactNode;
  columns: number;
  /** The row's cells; `toggle` is its open/close cell, to place first or last. */
  cells: (row: T, toggle: ReactNode) => ReactNode;
  details: (row: T) => ReactNode;
  /** Shown in one row when there are no rows. */
  empty?: string;
  minWidth: number;
  rowTestId: string;
}

export function ExpandableTable<T>({
  label,
  rows,
  pageSize,
  rowKey,
  rowName,
  head,
  columns,
  cells,
  details,
  empty,
  minWidth,
  rowTestId,
}: ExpandableTableProps<T>) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (key: string) => setOpen(open === key ? null : key);
  const view = tablePage(rows, page, pageSize);
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={label}>
          <Table.Thead bg="gray.0">
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && empty && <EmptyRow colSpan={columns} text={empty} />}
            {view.rows.map((row) => {
              const key = rowKey(row);
              const isOpen = open === key;
              return (
                <ExpandableRow
                  key={key}
                  colSpan={columns}
                  open={isOpen}
                  onToggle={() => toggle(key)}
                  testId={rowTestId}
                  cells={cells(
                    row,
                    <RowToggleCell name={rowName(row)} open={isOpen} onToggle={() => toggle(key)} />,
                  )}
                  details={details(row)}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager view={view} total={rows.length} label={label} onChange={setPage} />
    </>
  );
}
