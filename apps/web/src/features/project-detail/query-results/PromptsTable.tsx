// The shell shared by the Ranking and Accuracy prompt tables: the card with its Add button, the
// header, the empty row, rows that open to their results, the actions column and the pager. Add,
// Edit and Delete only for users who may edit the brand.
// Pages at 5 rows only above 5.
import { Button, Table } from '@mantine/core';
import { queryResultsLabels as l, type PromptFamily, type Tag } from '@sightline/contracts';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { paths } from '../../../app/paths.ts';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyRow } from '../../../components/table/EmptyRow.tsx';
import { ExpandableRow } from '../../../components/table/ExpandableRow.tsx';
import { TableFooterPager } from '../../../components/table/TableFooterPager.tsx';
import { brandAccess } from '../../../lib/brand-access.ts';
import { useProjectDetail } from '../ProjectDetailContext.tsx';
import { PromptActions } from './PromptActions.tsx';
import { QueryCell } from './QueryCell.tsx';
import { usePromptRows } from './usePromptRows.ts';

/** Query, the two columns of the table's own, and actions. */
const COLUMNS = 4;

interface PromptQuery {
  id: number;
  query_text: string;
  on_execution: boolean;
  tags: readonly Tag[];
}

/** What differs between the two tables besides their own two columns' cells. */
const FAMILIES = {
  ranking: {
    title: l.rankingTitle,
    hint: l.rankingHint,
    testId: 'ranking-prompts',
    rowTestId: 'ranking-row',
    addLabel: l.addRanking,
    emptyText: l.rankingEmpty,
    minWidth: 640,
    columns: [
      { label: l.yourPosition, width: 160 },
      { label: l.trend, width: 140 },
    ],
    queryType: 'ranking',
    dashboardPath: paths.rankingQuery,
  },
  accuracy: {
    title: l.accuracyTitle,
    hint: l.accuracyHint,
    testId: 'accuracy-prompts',
    rowTestId: 'accuracy-row',
    addLabel: l.addAccuracy,
    emptyText: l.accuracyEmpty,
    minWidth: 720,
    columns: [
      { label: l.expectedResponse, width: 260 },
      { label: l.status, width: 200 },
    ],
    queryType: 'question',
    dashboardPath: paths.questionQuery,
  },
} as const satisfies Record<PromptFamily, unknown>;

interface PromptRowState {
  /** The prompt is being run now (by the server or by a re-run from this screen). */
  onExecution: boolean;
  /** A report runs for the whole brand. */
  reportRunning: boolean;
}

interface PromptsTableProps<T extends PromptQuery> {
  queries: readonly T[];
  family: PromptFamily;
  /** The cells of the two own columns. */
  cells: (query: T, state: PromptRowState) => ReactNode;
  details: (query: T, state: PromptRowState) => ReactNode;
}

export function PromptsTable<T extends PromptQuery>({
  queries,
  family,
  cells,
  details,
}: PromptsTableProps<T>) {
  const { project, reportRunning, queriesOnExecution, prompts } = useProjectDetail();
  const canEdit = brandAccess(project.permission).edit;
  const { title, hint, testId, rowTestId, addLabel, emptyText, minWidth, columns, queryType, dashboardPath } =
    FAMILIES[family];
  const onAdd = family === 'ranking' ? prompts.addRanking : prompts.addAccuracy;
  const rows = usePromptRows(queries, queryType);

  return (
    <SectionCard
      title={title}
      hint={hint}
      testId={testId}
      actions={
        canEdit && (
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={onAdd}>
            {addLabel}
          </Button>
        )
      }
    >
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-label={title}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th miw={220}>{l.query}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.label} w={column.width}>
                  {column.label}
                </Table.Th>
              ))}
              <Table.Th w={190} ta="right">
                {l.actions}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {queries.length === 0 && <EmptyRow colSpan={COLUMNS} text={emptyText} />}
            {rows.view.rows.map((query) => {
              const state = {
                onExecution: query.on_execution || queriesOnExecution.has(query.id),
                reportRunning,
              };
              const open = rows.isOpen(query.id);
              const unread = rows.isUnread(query.id);
              return (
                <ExpandableRow
                  key={query.id}
                  open={open}
                  unread={unread}
                  colSpan={COLUMNS}
                  onToggle={() => rows.toggle(query.id)}
                  testId={rowTestId}
                  cells={
                    <>
                      <Table.Td>
                        <QueryCell text={query.query_text} unread={unread} tags={query.tags} />
                      </Table.Td>
                      {cells(query, state)}
                      <Table.Td>
                        <PromptActions
                          queryText={query.query_text}
                          dashboardPath={dashboardPath(query.id)}
                          open={open}
                          onEdit={canEdit ? () => prompts.edit(family, query.id) : undefined}
                          onDelete={canEdit ? () => prompts.remove(family, query) : undefined}
                          onToggle={() => rows.toggle(query.id)}
                        />
                      </Table.Td>
                    </>
                  }
                  details={details(query, state)}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager view={rows.view} total={queries.length} label={title} onChange={rows.setPage} />
    </SectionCard>
  );
}
