// A report table: compact, striped headers, never split across printed pages, scrolling sideways
// when wider than its sheet (a phone's).
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './report.module.css';

export function ReportTable({
  head,
  children,
  label,
}: {
  head: ReactNode;
  children: ReactNode;
  label: string;
}) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    <Table.ScrollContainer
      className={classes.tableScroll}
      minWidth={0}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table className={classes.table} withTableBorder verticalSpacing={6} fz="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
