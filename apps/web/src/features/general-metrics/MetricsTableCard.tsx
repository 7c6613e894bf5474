// A table card of the general metrics screen: header row, rows paged ten at a time, the empty text,
// and the CSV download of every row (not only the page shown).
import { ScrollArea, Table, Text } from '@mantine/core';
import type { CsvText } from '@sightline/contracts';
import {
  GENERAL_METRICS_PAGE_SIZE,
  type GeneralMetricsExport,
  generalMetricsLabels as l,
} from '@sightline/contracts';
import { type ReactNode, useState } from 'react';
import { SectionCard } from '../../components/SectionCard.tsx';
import { TableFooterPager } from '../../components/table/TableFooterPager.tsx';
import { downloadCsv } from '../../lib/download.ts';
import { tablePage } from '../../lib/pagination.ts';
import { ExportButton } from './ExportButton.tsx';
import { exportFileName } from './general-metrics-export.ts';

export function MetricsTableCard<T>({
  title,
  exportName,
  rows,
  csv,
  empty,
  head,
  renderRow,
  testId,
}: {
  title: string;
  exportName: GeneralMetricsExport;
  rows: readonly T[];
  csv: () => CsvText;
  empty: string;
  head: ReactNode;
  renderRow: (row: T) => ReactNode;
  testId: string;
}) {
  const [page, setPage] = useState(1);
  const view = tablePage(rows, page, GENERAL_METRICS_PAGE_SIZE);
  const download = () => downloadCsv(csv(), exportFileName(exportName, 'csv', new Date()));
  return (
    <SectionCard
      title={title}
      testId={testId}
      actions={
        <ExportButton
          kind="csv"
          label={l.downloadCsv(title)}
          disabled={rows.length === 0}
          onExport={download}
        />
      }
    >
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" px="lg" pb="xl" pt="sm">
          {empty}
        </Text>
      ) : (
        <>
          <ScrollArea type="auto">
            <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
              <Table.Thead>{head}</Table.Thead>
              <Table.Tbody>{view.rows.map(renderRow)}</Table.Tbody>
            </Table>
          </ScrollArea>
          <TableFooterPager view={view} total={rows.length} label={l.pager(title)} onChange={setPage} />
        </>
      )}
    </SectionCard>
  );
}
