// A report table: compact, striped headers, never split across printed pages.
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
    <Table className={classes.table} withTableBorder verticalSpacing={6} fz="sm" aria-label={label}>
      <Table.Thead>
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}
